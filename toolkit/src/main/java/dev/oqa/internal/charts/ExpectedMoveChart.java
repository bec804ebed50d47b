package dev.oqa.internal.charts;

import static dev.oqa.internal.charts.ChartStyle.axis;

import dev.oqa.internal.format.Compact;
import dev.oqa.model.data.ExpectedMoveData;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The expected-move cone over expiries: x = expiry date, a shaded band from {@code lower} to {@code upper}, the
 * centre the band is built around (the forward when the data gives it, else the band's midpoint), a dotted line at
 * spot, and the move in percent of spot written above the band.
 *
 * <p>Convention, as the local engine states it: {@code move} is the full ATM-forward straddle (call mid + put mid),
 * and the band is {@code forward ± move}. With r = 0 the ATM-forward straddle is 2F[2N(σ√T/2) − 1] ≈ √(2/π)·F·σ√T, so
 * the band is about 0.80 standard deviations wide each way and a dotted line marks the one-standard-deviation move,
 * {@link ExpectedMoveData#SIGMA_PER_STRADDLE} × move (docs/METHODS.md, expected move). When the terms
 * carry {@code days} the cone starts at spot on the valuation date ({@code expiry − days}, calendar days), so its
 * opening reads as time.
 */
public final class ExpectedMoveChart {
    private ExpectedMoveChart() {}

    private record Point(LocalDate expiry, double lower, double upper, double centre, double move, double movePct, Integer days) {}

    /** The cone; throws {@link IllegalArgumentException} naming what is missing when no term has a finite band. */
    public static StyledFigure of(ExpectedMoveData d) {
        String ticker = ChartStyle.ticker(d.ticker());
        boolean spotKnown = Double.isFinite(d.spot()) && d.spot() > 0;
        List<Point> pts = points(d, ticker, spotKnown);

        List<String> x = new ArrayList<>();
        List<Double> lo = new ArrayList<>(), hi = new ArrayList<>(), mid = new ArrayList<>();
        List<String> hover = new ArrayList<>();
        // The cone's apex: spot on the valuation date, known only when the terms carry days to expiry.
        Point first = pts.get(0);
        LocalDate start = first.days() != null && spotKnown ? first.expiry().minusDays(first.days()) : null;
        if (start != null && start.isBefore(first.expiry())) {
            x.add(start.toString());
            lo.add(d.spot()); hi.add(d.spot()); mid.add(d.spot());
            hover.add("<b>" + start + "</b> (now)<br>spot " + Compact.price(d.spot(), 2));
        }
        for (Point p : pts) {
            x.add(p.expiry().toString());
            lo.add(p.lower()); hi.add(p.upper()); mid.add(p.centre());
            hover.add("<b>" + p.expiry() + "</b>" + (p.days() == null ? "" : " · " + p.days() + " DTE")
                    + "<br>range " + Compact.price(p.lower(), 2) + " – " + Compact.price(p.upper(), 2)
                    + "<br>move ±" + Compact.price(p.move(), 2) + (Double.isFinite(p.movePct()) ? " (±" + ChartStyle.pct(p.movePct(), 2) + ")" : ""));
        }

        StyledFigure.Builder fig = StyledFigure.styled();
        line(fig, "Lower", x, lo, ChartStyle.BAND, 1.2, null, Map.of("showlegend", false, "hoverinfo", "skip"));
        line(fig, "Expected range (" + (pts.stream().anyMatch(p -> p.centre != (p.lower + p.upper) / 2) ? "forward" : "centre") + " ± move)",
                x, hi, ChartStyle.BAND, 1.2, null, ChartStyle.map("fill", "tonexty", "fillcolor", "rgba(61,111,181,0.16)",
                        "customdata", hover, "hovertemplate", "%{customdata}<extra></extra>"));
        boolean hasForward = d.term().stream().anyMatch(t -> t != null && t.forward() != null);
        line(fig, hasForward ? "Forward" : "Band centre", x, mid, ChartStyle.FORWARD, 1.4, "dash",
                Map.of("hovertemplate", (hasForward ? "forward " : "centre ") + "%{y:.2f}<extra></extra>"));
        if (spotKnown) {
            line(fig, "Spot " + Compact.price(d.spot(), 2), List.of(x.get(0), x.get(x.size() - 1)), List.of(d.spot(), d.spot()),
                    ChartStyle.SPOT, 1.1, "dot", Map.of("hovertemplate", "spot " + Compact.price(d.spot(), 2) + "<extra></extra>"));
        }
        // ≈1σ lines: dotted, no fill, so the straddle band stays the figure's subject.
        List<Double> sigLo = new ArrayList<>(), sigHi = new ArrayList<>();
        for (int i = 0; i < x.size(); i++) {
            double half = (hi.get(i) - lo.get(i)) / 2 * ExpectedMoveData.SIGMA_PER_STRADDLE;
            sigLo.add(mid.get(i) - half);
            sigHi.add(mid.get(i) + half);
        }
        line(fig, "≈1σ move (1.2533 × straddle)", x, sigHi, ChartStyle.BAND, 1, "dot",
                Map.of("opacity", 0.75, "legendgroup", "sigma", "hovertemplate", "≈1σ upper %{y:.2f}<extra></extra>"));
        line(fig, "≈1σ lower", x, sigLo, ChartStyle.BAND, 1, "dot",
                Map.of("opacity", 0.75, "legendgroup", "sigma", "showlegend", false, "hovertemplate", "≈1σ lower %{y:.2f}<extra></extra>"));
        labels(fig, pts);

        // The y range holds the 1σ lines.
        double yMin = sigLo.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double yMax = sigHi.stream().mapToDouble(Double::doubleValue).max().orElse(1);
        double pad = Math.max(1e-9, yMax - yMin) * 0.10;
        String title = ticker + " expected move by expiry · price ($)";
        Map<String, Object> extras = ChartStyle.layout(title, subtitle(d, pts, spotKnown), 92);
        extras.put("xaxis", axis("Expiry", false, Map.of("type", "date", "hoverformat", "%Y-%m-%d"))); // plotly's adaptive date ticks: days for weeks, years for LEAPS
        extras.put("yaxis", axis("Price ($)", true, Map.of("range", List.of(yMin - pad, yMax + 1.6 * pad), "tickformat", ",.0f")));
        extras.put("hovermode", "closest");
        return fig.layout(extras).build();
    }

    private static List<Point> points(ExpectedMoveData d, String ticker, boolean spotKnown) {
        if (d.term() == null || d.term().isEmpty())
            throw new IllegalArgumentException("expected-move data for " + ticker + " has no term records to draw");
        List<Point> pts = new ArrayList<>();
        for (ExpectedMoveData.Term t : d.term()) {
            if (t == null || !Double.isFinite(t.upper()) || !Double.isFinite(t.lower())) continue;
            LocalDate e = ChartStyle.date(t.expiry(), "term expiry");
            double centre = t.forward() != null && Double.isFinite(t.forward()) ? t.forward() : (t.upper() + t.lower()) / 2;
            double move = Double.isFinite(t.move()) ? t.move() : (t.upper() - t.lower()) / 2;
            double pct = t.movePct() != null ? t.movePct() : spotKnown ? move / d.spot() * 100 : Double.NaN;
            pts.add(new Point(e, t.lower(), t.upper(), centre, move, pct, t.days()));
        }
        if (pts.isEmpty()) throw new IllegalArgumentException("expected-move data for " + ticker + " has no term with finite upper and lower bands");
        pts.sort(Comparator.comparing(Point::expiry));
        return pts;
    }

    /** "±1.2%" above the band, thinned so labels of neighbouring daily expiries do not overprint. */
    private static void labels(StyledFigure.Builder fig, List<Point> pts) {
        if (pts.stream().noneMatch(p -> Double.isFinite(p.movePct()))) return;
        long span = Math.max(1, ChronoUnit.DAYS.between(pts.get(0).expiry(), pts.get(pts.size() - 1).expiry()));
        long gap = Math.max(1, span / 9);
        List<String> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        List<String> text = new ArrayList<>();
        LocalDate last = null;
        for (int i = 0; i < pts.size(); i++) {
            Point p = pts.get(i);
            if (!Double.isFinite(p.movePct())) continue;
            boolean crowded = last != null && ChronoUnit.DAYS.between(last, p.expiry()) < gap;
            if (crowded && i < pts.size() - 1) continue;
            if (crowded && x.size() > 1) {
                x.remove(x.size() - 1); y.remove(y.size() - 1); text.remove(text.size() - 1); // the last expiry wins its slot
            }
            x.add(p.expiry().toString());
            y.add(p.upper());
            text.add(String.format(Locale.ROOT, p.movePct() < 10 ? "±%.1f%%" : "±%.0f%%", p.movePct()));
            last = p.expiry();
        }
        fig.trace(ChartStyle.with(ChartStyle.trace("scatter", "Move % of spot", x, y), "mode", "markers+text", "text", text,
                "marker", ChartStyle.map("color", ChartStyle.BAND, "size", 5), "textposition", "top center",
                "textfont", ChartStyle.map("size", 11, "color", ChartStyle.INK), "hoverinfo", "skip", "showlegend", false, "cliponaxis", false));
    }

    private static void line(StyledFigure.Builder fig, String name, List<String> x, List<Double> y, String colour, double width,
                             String dash, Map<String, ?> more) {
        // x: ISO dates, which plotly.js reads on a date axis; band lines: a dot per expiry
        Map<String, Object> t = ChartStyle.with(ChartStyle.trace("scatter", name, x, y), "mode", dash == null ? "lines+markers" : "lines",
                "line", ChartStyle.line(colour, width, dash), "marker", ChartStyle.map("color", colour, "size", 4));
        t.putAll(more);
        fig.trace(t);
    }

    private static String subtitle(ExpectedMoveData d, List<Point> pts, boolean spotKnown) {
        List<String> parts = new ArrayList<>();
        if (spotKnown) parts.add("spot " + Compact.price(d.spot(), 2));
        parts.add("band = forward ± ATM straddle");
        parts.add(pts.size() == 1 ? "expiry " + pts.get(0).expiry() : pts.size() + " expiries " + pts.get(0).expiry() + " … " + pts.get(pts.size() - 1).expiry());
        return String.join(" · ", parts);
    }
}
