package dev.oqa.internal.display;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.format.Compact;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.RiskData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one line an answer leads with, before its charts and tables: the figures a reader wants first. Rates and moves in
 * percent (two decimals, as the tables), prices as prices; a figure the data lack is left out, never shown as 0.
 */
final class Headlines {
    private Headlines() {}

    /** A fraction in percent, two decimals, as the tables show it ({@code 51.91%}). */
    private static String pct(double fraction) { return dev.oqa.internal.format.Decimals.percent().format(fraction); }

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
        if (Double.isFinite(sharpe)) parts.add(String.format(Locale.ROOT, "Sharpe %.2f", sharpe));
        if (Double.isFinite(dd)) parts.add("max drawdown " + pct(dd));
        if (Double.isFinite(beta)) parts.add(String.format(Locale.ROOT, "beta %.2f", beta));
        return String.join(" · ", parts);
    }
}
