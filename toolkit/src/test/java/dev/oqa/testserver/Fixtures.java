package dev.oqa.testserver;

import dev.oqa.model.Endpoint;
import java.util.EnumMap;
import java.util.Map;

/**
 * Canned {@code data} objects (synthetic, for mapping tests) with every documented field of each endpoint,
 * plus open members such as a {@code table} row that the typed records keep as raw JSON.
 */
public final class Fixtures {
    private Fixtures() {}

    /** Synthetic test keys: 48 hex characters, never real. */
    public static final String KEY = "0123456789abcdef".repeat(3); // a made-up test key, 48 hex characters
    public static final String OTHER_KEY = "fedcba9876543210".repeat(3); // a second made-up test key

    public static final Map<Endpoint, String> DATA = new EnumMap<>(Endpoint.class);
    static {
        DATA.put(Endpoint.PING, "{\"status\":\"ok\"}");
        DATA.put(Endpoint.EXPECTED_MOVE, "{\"ticker\":\"SPY\",\"spot\":450.5,\"range_pct\":1.0,\"term\":[{\"expiry\":\"2023-09-15\",\"move\":5.25,"
                + "\"upper\":455.75,\"lower\":445.25}],\"table\":[{\"Expiry\":\"2023-09-15\",\"Move\":\"±5.25\"}]}");
        DATA.put(Endpoint.IV, "{\"ticker\":\"SPY\",\"spot\":450.5,\"range_pct\":0.15,\"expirations\":[\"2023-09-15\",\"2023-09-22\"],"
                + "\"smile\":[{\"strike\":445,\"iv\":0.152,\"expiry\":\"2023-09-15\"},{\"strike\":455,\"iv\":0.131,\"expiry\":\"2023-09-15\"}],"
                + "\"term\":[{\"expiry\":\"2023-09-15\",\"atm_iv\":0.14},{\"expiry\":\"2023-09-22\",\"atm_iv\":0.145}]}");
        DATA.put(Endpoint.OPEN_INTEREST, "{\"ticker\":\"SPY\",\"spot\":450.5,\"basis\":\"volume\",\"strike_summary\":[{\"strike\":450,\"calls\":1200,"
                + "\"puts\":900}],\"expiry_summary\":[{\"expiry\":\"2023-09-15\",\"calls\":5000,\"puts\":4000}]}");
        DATA.put(Endpoint.UOA, "{\"ticker\":\"SPY\",\"spot\":null,\"include_0dte\":true,\"trades\":[{\"strike\":460,\"type\":\"CALL\",\"volume\":15000,"
                + "\"details\":\"sweep\"},{\"strike\":440,\"type\":\"PUT\",\"volume\":9000,\"details\":\"block\"}]}");
        DATA.put(Endpoint.CHAIN, "{\"ticker\":\"SPY\",\"spot\":450.5,\"expirations\":[\"2023-09-15\"],\"selected_expiry\":\"2023-09-15\","
                + "\"chain\":[{\"strike\":450,\"type\":\"C\",\"bid\":2.1,\"ask\":null},{\"strike\":450,\"type\":\"P\",\"bid\":1.9,\"ask\":2.0}]}");
        DATA.put(Endpoint.GEX, "{\"ticker\":\"SPY\",\"spot\":450.5,\"basis\":\"volume\",\"range_pct\":0.3,\"expirations\":[\"2023-09-15\"],"
                + "\"selected_expirations\":[\"2023-09-15\"],\"zero_level\":447.5,\"series\":{\"gamma\":[{\"strike\":445,\"value\":-1.5e9},"
                + "{\"strike\":450,\"value\":2.0e9}],\"cumulative_scaled\":[{\"strike\":445,\"value\":-0.4},{\"strike\":450,\"value\":1.0}],"
                + "\"smoothed\":[{\"strike\":445,\"value\":-1.2e9}],\"net_dealer\":[{\"strike\":450,\"value\":3.0}]},"
                + "\"highlight_strikes\":{\"call_wall\":460,\"put_wall\":440,\"zero\":null},\"basis_column\":\"volume\",\"dw_column\":\"gex_dw\"}");
        DATA.put(Endpoint.RISK, "{\"ticker\":\"NVDA\",\"summary\":{\"beta\":1.8,\"sharpe\":1.2,\"alpha\":0.1},\"timeseries\":{\"rolling_sharpe\":[1.0],"
                + "\"drawdown_pct\":[-3.0],\"rolling_corr\":[0.7],\"rolling_vol_pct\":[40.0]}}");
        DATA.put(Endpoint.ASSET_CORRELATION, "{\"summary\":{\"n\":9},\"perf_table\":[{\"ticker\":\"SPY\",\"ret\":0.1}],\"correlation_matrix\":"
                + "{\"SPY\":{\"SPY\":1.0}},\"timeseries\":{\"cum_returns_pct\":{\"SPY\":[1.0]},\"rolling_sharpe\":{\"SPY\":[0.5]}}}");
        DATA.put(Endpoint.MARKET_MEMORY, "{\"kernel_prices\":[1.0,1.1],\"matches\":[{\"score\":0.97,\"match_prices\":[2.0,2.2],"
                + "\"trailing_prices\":[2.3]}]}");
        DATA.put(Endpoint.PORTFOLIO_OPTIMIZER, "{\"tickers\":[\"AAPL\",\"MSFT\"],\"objective\":\"min_var\",\"period\":\"3y\",\"weights\":{\"AAPL\":0.4,"
                + "\"MSFT\":0.6},\"port_return\":0.18,\"port_vol\":0.22,\"sharpe\":0.82,\"risk_contributions\":{\"AAPL\":0.5,\"MSFT\":0.5},"
                + "\"opt_portfolio\":[1.0],\"eq_portfolio\":[1.0]}");
        DATA.put(Endpoint.SEASONALITY, "{\"seasonality_pivot\":{\"2022\":{\"Jan\":-5.3}},\"stats\":{\"Jan\":{\"mean\":1.0}}}");
        DATA.put(Endpoint.SECTOR_INSIGHTS, "{\"summary\":[{\"ticker\":\"XLK\",\"ret\":2.0}],\"timeseries\":{\"ad_line\":[1,2],"
                + "\"ad_ratio_monthly_mean\":[1.1],\"cum_returns_pct\":{\"XLK\":[2.0]}}}");
    }

    /** A server with both keys valid and every endpoint canned. */
    public static TestServer server() throws java.io.IOException {
        TestServer s = TestServer.start().validKey(KEY).validKey(OTHER_KEY);
        DATA.forEach(s::canned);
        return s;
    }
}
