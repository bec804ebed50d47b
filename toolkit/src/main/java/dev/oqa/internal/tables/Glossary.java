package dev.oqa.internal.tables;

import dev.oqa.model.Endpoint;
import java.util.List;

/**
 * What every column of every table means, per command: the panel's tables, the long-form members that
 * {@code --format csv} writes, and the rows of {@code --history} and {@code scan}. A command's {@code --help} prints
 * its part ({@link #text}). Units are the data's: a column holding a fraction is shown in percent as
 * {@code NAME_pct}, which the entry names.
 */
public final class Glossary {
    private Glossary() {}

    /** One or more column names, separated by ", " (as a table, a csv header or the JSON spells them), and what they hold. */
    public record Entry(String names, String meaning) {}

    private static Entry e(String names, String meaning) { return new Entry(names, meaning); }

    private static final Entry TICKER = e("ticker", "the symbol asked for (the answer's, after sanitising)");
    private static final Entry SPOT = e("spot", "the underlying's price the answer uses");
    private static final Entry RANGE = e("range_pct", "the strike range used, a fraction of spot either side (0.15 = ±15%)");
    private static final Entry STRIKE = e("strike", "the option's strike price");
    private static final Entry EXPIRY = e("expiry, expiration", "the expiration date");
    private static final Entry EXPIRATIONS = e("expirations", "the expirations in the answer, separated by ';' in csv");
    private static final Entry DATE_VALUE = e("series, date, value", "one observation of a time series: which series, its date and its value");

    /** The entries of {@code endpoint}'s command, in the order its tables show the columns. */
    public static List<Entry> of(Endpoint endpoint) {
        return switch (endpoint) {
            case null -> throw new IllegalArgumentException("endpoint must not be null");
            case PING -> List.of(e("status", "ok when the service (or the local engine) answers"),
                    e("check, ok, found", "local engine only: each thing ping checked (the bundled set, your data folder or a --data folder), whether it passed, and what it found"));
            case EXPECTED_MOVE -> List.of(EXPIRY,
                    e("dte, days", "calendar days from the snapshot to the expiry"),
                    e("forward", "the put-call parity forward price of the expiry"),
                    e("move", "the expected move in dollars, ± around the forward: the ATM straddle's price"),
                    e("move_pct", "the move in percent of spot"),
                    e("lower, upper", "the band: forward − move and forward + move"),
                    e("straddle", "call mid + put mid at the forward, linear between the bracketing strikes"),
                    e("one_sigma_move", "a one-standard-deviation move, move × √(π/2) ≈ 1.2533 × move"),
                    e("Expiry, DTE, Forward, Straddle, Move, Lower, Upper", "the same figures in the answer's 'table' member"),
                    TICKER, SPOT, RANGE);
            case IV -> List.of(EXPIRY,
                    e("atm_iv", "at-the-money implied volatility of the expiry at its forward, annualised, interpolated in total"
                            + " variance (a fraction; atm_iv_pct in percent on screen)"),
                    STRIKE,
                    e("YYYY-MM-DD", "the smile grid: one column per expiry, the IV at that strike (a fraction; percent on screen)"),
                    e("iv", "the implied volatility of a smile point, from the out-of-the-money side, annualised (a fraction; iv_pct on screen)"),
                    TICKER, SPOT, RANGE, EXPIRATIONS);
            case OPEN_INTEREST -> List.of(EXPIRY, STRIKE,
                    e("calls, puts, total", "open interest in contracts (volume in contracts, or premium in dollars, with --basis)"),
                    e("net_percent", "the row's total in percent of the grand total"),
                    e("pcr", "put/call ratio: puts ÷ calls (empty when calls are 0)"),
                    e("basis", "what is counted: open_interest, volume or total_premium"),
                    TICKER, SPOT);
            case UOA -> List.of(
                    e("rank", "1 = most unusual (volume ÷ open interest, then premium)"),
                    e("contract", "the contract in words: ticker, expiry, strike, C or P"),
                    e("type", "CALL or PUT"), STRIKE, EXPIRY,
                    e("volume", "contracts traded in the session"),
                    e("open_interest", "contracts open before the session"),
                    e("vol_oi", "volume ÷ open interest"),
                    e("premium", "dollars traded: volume × price × 100"),
                    e("last", "the last trade's price"),
                    e("iv", "the contract's implied volatility, annualised (a fraction; iv_pct in percent on screen)"),
                    e("details", "which thresholds the contract passed"),
                    e("score", "the ranking score the answer sorts by"),
                    e("include_0dte", "whether contracts expiring on the day were included"),
                    TICKER, SPOT);
            case CHAIN -> List.of(
                    e("call_bid, call_ask, call_last, put_bid, put_ask, put_last", "the call's and the put's quote and last trade at the strike"),
                    e("call_volume, call_open_interest, put_volume, put_open_interest", "contracts traded in the session and open before it"),
                    e("call_iv, put_iv", "implied volatility, ours (iv_calc) where there is one, else the vendor's (a fraction; call_iv_pct and"
                            + " put_iv_pct in percent on screen)"),
                    STRIKE,
                    e("contract", "the OCC symbol"), EXPIRY, e("type", "CALL or PUT"),
                    e("bid, ask, mid, last", "the quote, its midpoint and the last trade's price"),
                    e("change", "the last price's change from the previous close"),
                    e("volume, open_interest", "contracts traded in the session and open before it"),
                    e("iv, delta, gamma", "the vendor's implied volatility (a fraction; iv_pct on screen) and greeks"),
                    e("iv_calc", "our Black implied volatility on the mid at the parity forward (a fraction; iv_calc_pct on screen)"),
                    e("iv_calc_note", "why there is no iv_calc (e.g. a price below intrinsic value)"),
                    e("iv_flag", "a warning about the IV, when there is one"),
                    e("quote_date", "the snapshot's date"),
                    e("selected_expiry", "the expiry asked for with --expiry, else empty"),
                    TICKER, SPOT, EXPIRATIONS);
            case GEX -> List.of(
                    e("level", "a named level: call wall (largest call GEX), put wall (largest put |GEX|), abs gamma (largest"
                            + " |call| + |put|), zero gamma (where total gamma changes sign as spot moves)"),
                    STRIKE,
                    e("from_spot", "strike ÷ spot − 1 (a fraction; from_spot_pct in percent on screen)"),
                    e("gamma", "net dealer gamma exposure at the strike, $ per 1% move of the underlying; calls +, puts −"
                            + " (dealers long calls, short puts)"),
                    e("cumulative_scaled", "the running sum of gamma from the lowest strike, divided by its largest absolute value"
                            + " (−1 to 1); where it crosses 0 is not the zero-gamma level, which re-prices the chain"),
                    e("smoothed", "gamma averaged across neighbouring strikes with a Gaussian kernel of bandwidth 0.5% of spot"),
                    e("series, value", "the csv's long form: which series (gamma, cumulative_scaled, smoothed) and its value at the strike"),
                    e("name", "the level's name in highlight_strikes (call_wall, put_wall, absolute_gamma_strike, zero_gamma)"),
                    e("zero_level", "the zero-gamma level"),
                    e("basis, basis_column", "what positions are sized by: open_interest, volume or total_premium"),
                    e("dw_column", "the unit of gamma: gex_usd_per_1pct, or premium_weighted_gex_per_1pct for total_premium"),
                    e("selected_expirations", "the expirations asked for with --expiration, else all"),
                    TICKER, SPOT, RANGE, EXPIRATIONS);
            case RISK -> List.of(TICKER, e("benchmark", "the index beta, alpha and correlation are measured against"),
                    e("start, end, days", "the first and last date of the history and its number of trading days"),
                    e("beta", "the slope of the ticker's daily returns on the benchmark's"),
                    e("alpha", "Jensen's alpha, annualised and compounded (a fraction; alpha_pct in percent on screen)"),
                    e("sharpe, sortino", "annualised excess return over volatility, and over downside volatility"),
                    e("volatility", "annualised standard deviation of daily returns (a fraction; volatility_pct on screen)"),
                    e("max_drawdown", "the largest fall from a high, negative (a fraction; max_drawdown_pct on screen)"),
                    e("cagr", "compound annual growth rate (a fraction; cagr_pct on screen)"),
                    e("correlation", "the correlation of daily returns with the benchmark's"),
                    e("total_return", "growth over the whole history, 9.5 = +950% (a fraction; total_return_pct on screen)"),
                    e("risk_free_rate", "the annual rate the excess returns subtract (a fraction; risk_free_rate_pct on screen)"),
                    e("window", "the rolling window in trading days"),
                    DATE_VALUE);
            case ASSET_CORRELATION -> List.of(TICKER,
                    e("total_return_pct, cagr_pct, volatility_pct, max_drawdown_pct", "total return, compound annual growth, annualised"
                            + " volatility and largest fall, in percent"),
                    e("sharpe, sortino", "annualised excess return over volatility, and over downside volatility"),
                    e("a, b, correlation", "one pair of the matrix and the correlation of their daily returns"),
                    e("a_cluster_order, b_cluster_order, cluster_order", "each ticker's place in the clustered order of the heatmap"),
                    e("start, end, days, window", "the history's first and last date, its trading days, and the rolling window"),
                    e("tickers", "the assets compared"),
                    e("mean_pairwise_correlation", "the average correlation over all pairs"),
                    e("most_correlated.a, most_correlated.b, most_correlated.value, least_correlated.a, least_correlated.b, least_correlated.value",
                            "the pair with the highest and the lowest correlation"),
                    e("best, worst", "the assets with the highest and the lowest total return"),
                    DATE_VALUE);
            case MARKET_MEMORY -> List.of(
                    e("rank", "1 = the closest match"),
                    e("score", "the similarity to the latest window (for euclidean a distance: lower is closer)"),
                    e("start, end", "the matched window's first and last date"),
                    e("match_return", "the close-to-close return over the matched window (a fraction; match_return_pct on screen)"),
                    e("next_end, next_days", "the end of what followed the match, and its trading days"),
                    e("next_return", "the return from the match's last close to next_end (a fraction; next_return_pct on screen)"),
                    e("date, value", "a price of the pattern (kernel_prices), a match (match_prices) or what followed it (trailing_prices)"));
            case PORTFOLIO_OPTIMIZER -> List.of(TICKER,
                    e("weight", "the share of capital, largest first (a fraction; weight_pct on screen)"),
                    e("risk_contribution", "the Euler contribution to annual volatility; the column sums to the portfolio's volatility"
                            + " (a fraction; risk_contribution_pct on screen)"),
                    e("risk_share", "the contribution as a share of the total (a fraction; risk_share_pct on screen)"),
                    e("objective, period", "what was optimised (sharpe, min_var, equal_weight) over which history"),
                    e("expected_return, port_return", "the portfolio's annualised mean return (a fraction; expected_return_pct on screen)"),
                    e("volatility, port_vol", "the portfolio's annualised volatility (a fraction; volatility_pct on screen)"),
                    e("sharpe", "annualised excess return over volatility"),
                    e("final_value, equal_weight_final_value", "growth of $1 at the end of the optimised and the equal-weight curve"),
                    e("tickers", "the assets, after sanitising"),
                    e("portfolio, date, value", "a growth-of-$1 curve (opt_portfolio or eq_portfolio) by date"));
            case SEASONALITY -> List.of(
                    e("bucket, label", "the month, quarter, weekday or year the row is about"),
                    e("mean_pct, median_pct", "the mean and median return of the bucket's periods, in percent"),
                    e("win_rate_pct", "the share of the bucket's periods with a return above 0, in percent"),
                    e("count", "how many periods the bucket has"),
                    e("grouping, column", "the heatmap's grouping and column"),
                    e("year, total_pct", "a calendar year and its total return in percent"),
                    e("date, value", "a heatmap cell's return, or a point of a year's cumulative return path, in percent"));
            case SECTOR_INSIGHTS -> List.of(TICKER, e("sector", "the sector the ETF tracks"),
                    e("start, end", "the period's first and last date"),
                    e("return_pct, volatility_pct, max_drawdown_pct", "return, annualised volatility and largest fall over the period, in percent"),
                    e("sharpe", "annualised excess return over volatility"),
                    e("advances, declines", "days the sector closed above and below its previous close"),
                    e("month, mean_ad_ratio", "a month and its mean advance/decline ratio (advancing ÷ declining sectors)"),
                    e("days, days_without_decliners", "the month's trading days, and those with no decliner (left out of the mean)"),
                    DATE_VALUE);
        };
    }

    /** The rows of {@code --history} and of the options scans ({@code scan gex|iv|em|oi|options}). */
    public static List<Entry> optionRows() {
        return List.of(
                e("underlying, as_of, file", "the snapshot: its underlying, date and file"),
                SPOT,
                e("zero_gamma, call_wall, put_wall, abs_wall", "the GEX levels (see gex --help)"),
                e("net_gex", "total dealer gamma exposure, $ per 1% move"),
                e("gamma_regime", "negative when spot is below the zero-gamma level, positive at or above it, empty without one"),
                e("atm_iv_30d", "ATM implied volatility at 30 days, linear in total variance, flat beyond the listed expiries (a fraction; atm_iv_30d_pct on screen)"),
                e("atm_iv_7d, atm_iv_91d", "ATM implied volatility at 1 week and 3 months, linear in total variance; empty when the listed expiries do"
                        + " not reach the tenor (fractions; NAME_pct on screen)"),
                e("skew_25d", "25-delta skew: put IV − call IV at 30 days (a fraction; skew_25d_pct on screen)"),
                e("rr_25d", "25-delta risk reversal: call IV − put IV at 30 days, = −skew_25d; negative when puts are richer (a fraction; rr_25d_pct on screen)"),
                e("front_expiry, front_move, front_move_pct", "the front expiry and its expected move in dollars and in percent of spot"),
                e("put_call_oi", "put open interest ÷ call open interest"),
                e("error", "why the row could not be computed, else empty"));
    }

    /** The rows of {@code em --held}, one per snapshot and expiry asked. */
    public static List<Entry> heldRows() {
        return List.of(
                e("underlying, as_of, file", "the snapshot: its underlying, date and file"),
                e("horizon", "weekly (the first expiry after the snapshot day that ends its week), monthly (the first third-Friday expiry),"
                        + " or Nd with --horizon N (every expiry 1 to N days out)"),
                e("expiry, days", "the expiry compared and its calendar days from the snapshot"),
                SPOT,
                e("implied_move, implied_move_pct", "the expected move: the expiry's ATM-forward straddle, in dollars and in percent of spot"),
                e("close_as_of, close_expiry", "the adjusted closes of the snapshot day and of the expiry day"),
                e("realized_move, realized_move_pct", "spot × |close_expiry ÷ close_as_of − 1|, in dollars and in percent of spot"),
                e("ratio", "realized_move ÷ implied_move: below 1, the close stayed inside the expected move"),
                e("inside", "true when realized_move ≤ implied_move, false when not, empty while pending"),
                e("pending", "why the move cannot be compared yet: the expiry is after the last close held, no price file, a close missing"),
                e("error", "why the snapshot could not be read, else empty"),
                e("realized, hit_rate, mean_ratio, median_ratio", "the tally per horizon (with inside and pending counted): rows realized, the"
                        + " share inside (hit_rate_pct on screen), mean and median ratio over the realized rows"));
    }

    /** The rows of {@code scan risk}, one per price file. */
    public static List<Entry> quantRows() {
        return List.of(
                e("ticker, file, first_date, last_date, days", "a price file: its ticker and name, first and last date, and trading days"),
                e("cagr, volatility, max_drawdown", "compound annual growth, annualised volatility, largest fall (fractions; NAME_pct on screen)"),
                e("sharpe, beta", "annualised Sharpe ratio, and beta to SPY"),
                e("error", "why the row could not be computed, else empty"));
    }

    /** The entries as help lines under {@code title}. */
    public static String text(String title, List<Entry> entries) {
        StringBuilder sb = new StringBuilder(title).append('\n');
        for (Entry en : entries) {
            if (en.names().length() <= 24) sb.append(String.format("  %-24s %s%n", en.names(), en.meaning()));
            else sb.append("  ").append(en.names()).append('\n').append(String.format("  %-24s %s%n", "", en.meaning()));
        }
        return sb.toString();
    }
}
