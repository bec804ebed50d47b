package dev.oqa.internal.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.charts.PortfolioCharts;
import dev.oqa.internal.format.Compact;
import dev.oqa.internal.format.Decimals;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.model.data.SeasonalityData;
import dev.oqa.model.data.SectorInsightsData;
import dev.oqa.model.data.UoaData;
import dev.oqa.model.data.MarketMemoryData;
import dev.oqa.model.data.RiskData;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The one line an answer leads with, before its charts and tables: the figures a reader wants first. Rates and moves in
 * percent (two decimals, as the tables), prices as prices; a figure the data lack is left out, never shown as 0.
 */
final class Headlines {
    private Headlines() {}

    /** A fraction in percent, two decimals, as the tables show it ({@code 51.91%}). */
    private static String pct(double fraction) { return Decimals.percent().format(fraction); }

    /**
     * A coefficient or ratio with two decimals, in the tables' number format ({@link Decimals#format}): a value that
     * rounds to zero is {@code 0.00}, never {@code -0.00}.
     */
    static String two(double v) { return Decimals.format(2).format(v); }

    /** {@code spot 658.05 · next expiry 2025-10-01 ±5.25 (0.80%): 652.80–663.30}. */
    static String expectedMove(ExpectedMoveData d) {
        List<String> parts = new ArrayList<>();
        boolean spot = Double.isFinite(d.spot()) && d.spot() > 0;
        if (spot) parts.add("spot " + Compact.price(d.spot(), 2));
        ExpectedMoveData.Term t = d.term() == null ? null : d.term().stream().filter(x -> x != null && Double.isFinite(x.move())).findFirst().orElse(null);
        if (t != null)
            parts.add("next expiry " + t.expiry() + " ±" + Compact.price(t.move(), 2) + (spot ? " (" + pct(t.move() / d.spot()) + ")" : "")
                    + (Double.isFinite(t.lower()) && Double.isFinite(t.upper()) ? ": " + Compact.price(t.lower(), 2) + "–" + Compact.price(t.upper(), 2) : ""));
        return String.join(" · ", parts);
    }

    /** {@code spot 658.05 · ATM IV 14.0% (2025-10-01) → 14.5% (2025-10-31)}. */
    static String iv(IvData d) {
        List<String> parts = new ArrayList<>();
        if (Double.isFinite(d.spot()) && d.spot() > 0) parts.add("spot " + Compact.price(d.spot(), 2));
        List<IvData.TermPoint> term = d.term() == null ? List.of()
                : d.term().stream().filter(p -> p != null && p.atmIv() > 0 && Double.isFinite(p.atmIv())).toList();
        if (!term.isEmpty()) {
            IvData.TermPoint first = term.get(0), last = term.get(term.size() - 1);
            parts.add("ATM IV " + pct(first.atmIv()) + " (" + first.expiry() + ")"
                    + (term.size() > 1 ? " → " + pct(last.atmIv()) + " (" + last.expiry() + ")" : ""));
        }
        return String.join(" · ", parts);
    }

    /** {@code NVDA vs SPY · volatility 51.91% · Sharpe 1.23 · max drawdown −66.34% · beta 1.80}. */
    static String risk(RiskData d, String ticker, String bench) {
        JsonNode s = d.summary();
        List<String> parts = new ArrayList<>();
        if (ticker != null) parts.add(ticker + (bench == null ? "" : " vs " + bench));
        double vol = QuantJson.num(s, "volatility"), sharpe = QuantJson.num(s, "sharpe"), dd = QuantJson.num(s, "max_drawdown"),
                beta = QuantJson.num(s, "beta");
        if (Double.isFinite(vol)) parts.add("volatility " + pct(vol));
        if (Double.isFinite(sharpe)) parts.add("Sharpe " + two(sharpe));
        if (Double.isFinite(dd)) parts.add("max drawdown " + pct(dd));
        if (Double.isFinite(beta)) parts.add("beta " + two(beta));
        return String.join(" · ", parts);
    }

    /**
     * {@code spot 658.05 · calls 1.2M · puts 1.9M · put/call 1.58 · top call strike 700 (85.1k) · top put strike 600 (120k)}:
     * totals and the largest strike per side over the strikes the answer holds, in its basis (open interest, volume or premium).
     */
    static String openInterest(OpenInterestData d) {
        List<String> parts = new ArrayList<>();
        if (Double.isFinite(d.spot()) && d.spot() > 0) parts.add("spot " + Compact.price(d.spot(), 2));
        double calls = 0, puts = 0, topCall = 0, topPut = 0, topCallK = Double.NaN, topPutK = Double.NaN;
        for (JsonNode r : QuantJson.elements(d.strikeSummary())) {
            double k = QuantJson.num(r, "strike"), c = QuantJson.num(r, "calls"), p = QuantJson.num(r, "puts");
            if (!Double.isFinite(k)) continue;
            if (Double.isFinite(c)) { calls += c; if (c > topCall) { topCall = c; topCallK = k; } }
            if (Double.isFinite(p)) { puts += p; if (p > topPut) { topPut = p; topPutK = k; } }
        }
        if (calls + puts > 0) {
            parts.add("calls " + Compact.number(calls) + " · puts " + Compact.number(puts));
            if (calls > 0) parts.add("put/call " + two(puts / calls));
        }
        if (Double.isFinite(topCallK)) parts.add("top call strike " + Compact.price(topCallK, 2) + " (" + Compact.number(topCall) + ")");
        if (Double.isFinite(topPutK)) parts.add("top put strike " + Compact.price(topPutK, 2) + " (" + Compact.number(topPut) + ")");
        return String.join(" · ", parts);
    }

    /**
     * {@code spot 658.05 · expiry 2025-09-26 · ATM 658: call IV 12.31%, put IV 13.02%}: the quoted IV (the engine's
     * {@code iv_calc} where present) of the strike nearest spot in the expiry shown.
     */
    static String chain(ChainData d, String expiry) {
        List<String> parts = new ArrayList<>();
        boolean spot = Double.isFinite(d.spot()) && d.spot() > 0;
        if (spot) parts.add("spot " + Compact.price(d.spot(), 2));
        if (expiry == null) return String.join(" · ", parts);
        parts.add("expiry " + expiry);
        if (!spot) return String.join(" · ", parts);
        double atm = Double.NaN;
        for (JsonNode r : QuantJson.elements(d.chain())) {
            double k = QuantJson.num(r, "strike");
            if (expiry.equals(QuantJson.text(r, "expiry")) && Double.isFinite(k)
                    && (!Double.isFinite(atm) || Math.abs(k - d.spot()) < Math.abs(atm - d.spot()))) atm = k;
        }
        if (!Double.isFinite(atm)) return String.join(" · ", parts);
        List<String> ivs = new ArrayList<>();
        for (String side : List.of("call", "put"))
            for (JsonNode r : QuantJson.elements(d.chain())) {
                if (!expiry.equals(QuantJson.text(r, "expiry")) || QuantJson.num(r, "strike") != atm
                        || !side.equalsIgnoreCase(String.valueOf(QuantJson.text(r, "type")))) continue;
                double iv = Double.isFinite(QuantJson.num(r, "iv_calc")) ? QuantJson.num(r, "iv_calc") : QuantJson.num(r, "iv");
                if (iv > 0) ivs.add(side + " IV " + pct(iv));
                break;
            }
        parts.add("ATM " + Compact.price(atm, 2) + (ivs.isEmpty() ? ": no quoted IV" : ": " + String.join(", ", ivs)));
        return String.join(" · ", parts);
    }

    /**
     * {@code most correlated SPY–QQQ 0.93 · least TLT–GLD 0.05 · average pair 0.41 · best QQQ, worst TLT}: the pairs
     * and mean the answer's summary names (best and worst by total return over the period).
     */
    static String correlation(AssetCorrelationData d) {
        JsonNode s = d.summary();
        List<String> parts = new ArrayList<>();
        String most = pair(s == null ? null : s.get("most_correlated")), least = pair(s == null ? null : s.get("least_correlated"));
        if (most != null) parts.add("most correlated " + most);
        if (least != null) parts.add("least " + least);
        double mean = QuantJson.num(s, "mean_pairwise_correlation");
        if (Double.isFinite(mean)) parts.add("average pair " + two(mean));
        String best = QuantJson.text(s, "best"), worst = QuantJson.text(s, "worst");
        if (best != null && worst != null) parts.add("best " + best + ", worst " + worst);
        return String.join(" · ", parts);
    }

    /** {@code SPY–QQQ 0.93}, or null when the pair is absent or incomplete. */
    private static String pair(JsonNode p) {
        String a = QuantJson.text(p, "a"), b = QuantJson.text(p, "b");
        double v = QuantJson.num(p, "value");
        return a == null || b == null || !Double.isFinite(v) ? null : a + "–" + b + " " + two(v);
    }

    /**
     * {@code Max Sharpe · expected return 9.12% · volatility 11.40% · Sharpe 0.80 · top weights QQQ 45.00%, GLD 30.00%, TLT 25.00%}:
     * the answer's own figures (annualised, 252 days); at most three weights, largest first, zero weights left out.
     */
    static String portfolio(PortfolioData d) {
        List<String> parts = new ArrayList<>();
        parts.add(PortfolioCharts.objectiveName(d.objective()));
        if (d.portReturn() != null && Double.isFinite(d.portReturn())) parts.add("expected return " + pct(d.portReturn()));
        if (d.portVol() != null && Double.isFinite(d.portVol())) parts.add("volatility " + pct(d.portVol()));
        if (d.sharpe() != null && Double.isFinite(d.sharpe())) parts.add("Sharpe " + two(d.sharpe()));
        List<Map.Entry<String, Double>> w = QuantJson.numbers(d.weights()).entrySet().stream()
                .filter(e -> Double.isFinite(e.getValue()) && e.getValue() > 0)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(3).toList();
        if (!w.isEmpty()) parts.add("top weights " + String.join(", ", w.stream().map(e -> e.getKey() + " " + pct(e.getValue())).toList()));
        return String.join(" · ", parts);
    }

    /**
     * {@code 12 flagged contracts in this answer · largest premium 2025-10-17 670 call, $1.2M (volume 5.1K, vol/OI 4.20)}; the count is
     * of the records the answer holds (its limit applies).
     */
    static String uoa(UoaData d) {
        List<UoaData.Trade> trades = d.trades() == null ? List.of() : d.trades().stream().filter(Objects::nonNull).toList();
        List<String> parts = new ArrayList<>();
        parts.add(trades.size() + (trades.size() == 1 ? " flagged contract" : " flagged contracts") + " in this answer");
        UoaData.Trade top = trades.stream().filter(t -> t.premium() != null && Double.isFinite(t.premium()))
                .max(Comparator.comparingDouble(UoaData.Trade::premium)).orElse(null);
        if (top != null)
            parts.add("largest premium " + (top.expiry() == null ? "" : top.expiry() + " ") + Compact.price(top.strike(), 2)
                    + (top.type() == null ? "" : " " + top.type().toLowerCase(Locale.ROOT)) + ", " + Compact.dollars(top.premium())
                    + " (volume " + Compact.number(top.volume())
                    + (top.volOi() != null && Double.isFinite(top.volOi()) ? ", vol/OI " + two(top.volOi()) : "") + ")");
        return String.join(" · ", parts);
    }

    /**
     * {@code best Nov: mean 2.41% (win rate 80.00%) · worst Sep: mean -1.02% (win rate 50.00%)}: the buckets with the
     * highest and lowest mean return among those the stats hold (their {@code *_pct} fields are percent numbers).
     */
    static String seasonality(SeasonalityData d) {
        return extremes(QuantJson.elements(d.stats()), "mean_pct", "bucket", "best ", " · worst ", Headlines::bucket);
    }

    private static String bucket(JsonNode r) {
        double win = QuantJson.num(r, "win_rate_pct");
        return QuantJson.text(r, "bucket") + ": mean " + pct(QuantJson.num(r, "mean_pct") / 100)
                + (Double.isFinite(win) ? " (win rate " + pct(win / 100) + ")" : "");
    }

    /** {@code leader XLK Technology 5.21% · laggard XLE Energy -3.10%}: the period returns of the summary's sectors. */
    static String sectors(SectorInsightsData d) {
        return extremes(QuantJson.elements(d.summary()), "return_pct", "ticker", "leader ", " · laggard ", Headlines::sector);
    }

    private static String sector(JsonNode r) {
        String name = QuantJson.text(r, "sector");
        return QuantJson.text(r, "ticker") + (name == null ? "" : " " + name) + " " + pct(QuantJson.num(r, "return_pct") / 100);
    }

    /**
     * The rows with the highest and the lowest finite {@code value} among those that name their {@code key}, each
     * shown by {@code shown} after its label ({@code high}, then {@code low} unless one row is both); "" when none.
     * Ties keep the first row.
     */
    private static String extremes(List<JsonNode> rows, String value, String key, String high, String low,
                                   Function<JsonNode, String> shown) {
        JsonNode hi = null, lo = null;
        for (JsonNode r : rows) {
            double v = QuantJson.num(r, value);
            if (!Double.isFinite(v) || QuantJson.text(r, key) == null) continue;
            if (hi == null || v > QuantJson.num(hi, value)) hi = r;
            if (lo == null || v < QuantJson.num(lo, value)) lo = r;
        }
        if (hi == null) return "";
        return high + shown.apply(hi) + (hi == lo ? "" : low + shown.apply(lo));
    }

    /** {@code best match 2019-02-01 → 2019-03-15, score 0.98 · 5 matches}: the answer's first (best) match. */
    static String marketMemory(MarketMemoryData d) {
        List<MarketMemoryData.Match> m = d.matches() == null ? List.of() : d.matches().stream().filter(Objects::nonNull).toList();
        if (m.isEmpty()) return "no match found";
        MarketMemoryData.Match best = m.get(0);
        return "best match " + (best.start() != null && best.end() != null ? best.start() + " → " + best.end() + ", " : "")
                + "score " + two(best.score()) + " · " + m.size() + (m.size() == 1 ? " match" : " matches");
    }
}
