package dev.oqa.testserver;

import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.query.*;
import java.util.List;
import java.util.Map;

/**
 * The server side of parameter handling: raw query values to a sanitised {@link ApiRequest} with the document's
 * fallbacks (unparsable numbers take the default, as an invalid ticker does). Reuses the client's queries, so
 * both sides sanitise by one rule set.
 */
public final class ServerRequests {
    private ServerRequests() {}

    /** range_pct as the service takes it: a positive value clamped into 0.01..2.0 (the toolkit's setters refuse those). */
    private static java.util.Optional<Double> range(Map<String, List<String>> q) {
        return dbl(q, "range_pct").map(v -> v > 0 ? dev.oqa.model.Params.rangePct(v) : v);
    }

    public static ApiRequest parse(Endpoint e, Map<String, List<String>> q) {
        String ticker = first(q, "ticker");
        return switch (e) {
            case PING -> new PingQuery(null).request();
            case EXPECTED_MOVE -> { var x = new ExpectedMoveQuery(null, ticker); range(q).ifPresent(x::range); yield x.request(); }
            case IV -> { var x = new IvQuery(null, ticker); range(q).ifPresent(x::range); yield x.request(); }
            case OPEN_INTEREST -> {
                var x = new OpenInterestQuery(null, ticker);
                range(q).ifPresent(x::range);
                if (first(q, "basis") != null) x.basis(first(q, "basis"));
                x.expirations(q.getOrDefault("expiration", List.of()));
                yield x.request();
            }
            case UOA -> {
                var x = new UoaQuery(null, ticker).include0dte(first(q, "include_0dte"));
                integer(q, "limit").ifPresent(x::limit);
                yield x.request();
            }
            case CHAIN -> { var x = new ChainQuery(null, ticker).expiry(first(q, "expiry")); range(q).ifPresent(x::range); yield x.request(); }
            case GEX -> {
                var x = new GexQuery(null, ticker);
                range(q).ifPresent(x::range);
                if (first(q, "basis") != null) x.basis(first(q, "basis"));
                x.expirations(q.getOrDefault("expiration", List.of()));
                yield x.request();
            }
            case RISK -> {
                var x = new RiskQuery(null, ticker).benchmark(first(q, "benchmark")).period(first(q, "period"));
                integer(q, "window").ifPresent(x::window);
                yield x.request();
            }
            case ASSET_CORRELATION -> {
                var x = new AssetCorrelationQuery(null).period(first(q, "period"));
                integer(q, "window").ifPresent(x::window);
                yield x.request();
            }
            case MARKET_MEMORY -> {
                var x = new MarketMemoryQuery(null, ticker).similarity(first(q, "similarity"));
                integer(q, "kernel_size").ifPresent(x::kernelSize);
                integer(q, "top_n").ifPresent(x::topN);
                integer(q, "min_separation").ifPresent(x::minSeparation);
                yield x.request();
            }
            case PORTFOLIO_OPTIMIZER -> new PortfolioQuery(null, q.getOrDefault("tickers", List.of()))
                    .objective(first(q, "objective")).period(first(q, "period")).request();
            case SEASONALITY -> new SeasonalityQuery(null, ticker).grouping(first(q, "grouping")).period(first(q, "period")).request();
            case SECTOR_INSIGHTS -> new SectorInsightsQuery(null).period(first(q, "period")).request();
        };
    }

    private static String first(Map<String, List<String>> q, String name) {
        List<String> v = q.get(name);
        return v == null || v.isEmpty() ? null : v.get(0);
    }

    private static java.util.Optional<Double> dbl(Map<String, List<String>> q, String name) {
        try {
            String v = first(q, name);
            double d = v == null ? Double.NaN : Double.parseDouble(v);
            return Double.isNaN(d) ? java.util.Optional.empty() : java.util.Optional.of(d);
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }

    private static java.util.Optional<Integer> integer(Map<String, List<String>> q, String name) {
        try {
            String v = first(q, name);
            return v == null ? java.util.Optional.empty() : java.util.Optional.of(Integer.parseInt(v.trim()));
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }

}
