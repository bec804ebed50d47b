package dev.oqa.internal.charts;

import static dev.oqa.internal.charts.ChartStyle.axis;
import static dev.oqa.internal.format.Html.plotly;

import dev.oqa.internal.format.Compact;
import dev.oqa.model.data.UoaData;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Unusual activity as bubbles: x = strike, y = volume ÷ open interest (log scale: ratios run from ~1 to 100+),
 * bubble area ∝ traded premium (or volume when no premium is given), calls and puts in their own colours, a dashed
 * line at spot. vol/OI is the record's {@code vol_oi}, else computed from {@code volume} and {@code open_interest};
 * a record with neither has no place on the y axis and is left out of the chart (the table still lists it).
 */
public final class UoaChart {
    private static final double MIN_BUBBLE = 7, MAX_BUBBLE = 38;

    private UoaChart() {}

    private record Bubble(int rank, double strike, double ratio, double size, String hover, boolean call) {}

    public static StyledFigure of(UoaData d) {
        String ticker = ChartStyle.ticker(d.ticker());
        List<UoaData.Trade> trades = d.trades() == null ? List.of() : d.trades();
        List<Bubble> bubbles = new ArrayList<>();
        boolean premiumSized = trades.stream().anyMatch(t -> t != null && t.premium() != null && t.premium() > 0);
        double maxSize = 0;
        for (int i = 0; i < trades.size(); i++) {
            UoaData.Trade t = trades.get(i);
            if (t == null || !Double.isFinite(t.strike())) continue;
            double ratio = t.volOi() != null ? t.volOi()
                    : t.openInterest() != null && t.openInterest() > 0 ? t.volume() / t.openInterest() : Double.NaN;
            if (!(ratio > 0) || !Double.isFinite(ratio)) continue;
            double size = premiumSized ? (t.premium() == null ? 0 : t.premium()) : t.volume();
            maxSize = Math.max(maxSize, size);
            boolean call = t.type() != null && t.type().toUpperCase(Locale.ROOT).startsWith("C");
            String hover = "<b>#" + (i + 1) + " " + plotly(ticker + " " + (t.expiry() == null ? "" : t.expiry() + " ")
                    + Compact.price(t.strike(), 2) + " " + (call ? "call" : t.type() == null ? "?" : t.type().toLowerCase(Locale.ROOT))) + "</b>"
                    + "<br>vol/OI <b>" + Compact.price(ratio, 2) + "</b> · volume " + Compact.number(t.volume())
                    + (t.openInterest() == null ? "" : " · OI " + Compact.number(t.openInterest()))
                    + (t.premium() == null ? "" : "<br>premium " + Compact.dollars(t.premium()))
                    + (t.iv() == null ? "" : " · IV " + Compact.price(t.iv() * 100, 1) + "%");
            bubbles.add(new Bubble(i + 1, t.strike(), ratio, size, hover, call));
        }
        if (bubbles.isEmpty())
            throw new IllegalArgumentException("UOA data for " + ticker + " has no trades with a strike and a volume/open-interest ratio to draw");

        StyledFigure.Builder fig = StyledFigure.styled();
        double top = bubbles.stream().mapToDouble(Bubble::ratio).max().orElse(1);
        double bottom = bubbles.stream().mapToDouble(Bubble::ratio).min().orElse(1);
        for (boolean call : new boolean[] {true, false}) {
            List<Bubble> side = bubbles.stream().filter(b -> b.call() == call).toList();
            if (side.isEmpty()) continue;
            double[] sizes = new double[side.size()];
            for (int i = 0; i < sizes.length; i++) // area ∝ size: diameter ∝ √size
                sizes[i] = MIN_BUBBLE + (MAX_BUBBLE - MIN_BUBBLE) * (maxSize > 0 ? Math.sqrt(Math.max(0, side.get(i).size()) / maxSize) : 0);
            Map<String, Object> t = ChartStyle.trace("scatter", call ? "Calls" : "Puts", side.stream().map(Bubble::strike).toList(),
                    side.stream().map(Bubble::ratio).toList());
            fig.trace(ChartStyle.with(t, "mode", "markers", "marker", ChartStyle.map("color", call ? ChartStyle.CALL : ChartStyle.PUT,
                    "opacity", 0.62, "size", sizes, "line", ChartStyle.map("color", "rgba(128,128,128,0.6)", "width", 1)),
                    "customdata", side.stream().map(Bubble::hover).toList(), "hovertemplate", "%{customdata}<extra></extra>"));
        }
        boolean spotKnown = d.spot() != null && Double.isFinite(d.spot()) && d.spot() > 0;
        if (spotKnown) ChartStyle.spotLine(fig, d.spot(), bottom / 1.6, top * 1.6, 1.2, "dash");
        String title = ticker + " unusual options activity · volume/OI by strike";
        long calls = bubbles.stream().filter(Bubble::call).count();
        String sub = (spotKnown ? "spot " + Compact.price(d.spot(), 2) + " · " : "") + bubbles.size() + " contracts (" + calls + " calls, "
                + (bubbles.size() - calls) + " puts) · bubble area ∝ " + (premiumSized ? "premium" : "volume")
                + (d.include0dte() ? " · 0DTE included" : "");
        Map<String, Object> extras = ChartStyle.layout(title, sub, 92);
        extras.put("xaxis", axis("Strike ($)", false, Map.of("tickformat", ",~f")));
        List<Double> tickVals = new ArrayList<>();
        List<String> tickText = new ArrayList<>();
        for (double decade = 0.1; decade <= top * 10; decade *= 10) // 1-2-5 ticks: a log axis's own minor labels crowd
            for (double m : new double[] {1, 2, 5}) {
                double v = m * decade;
                if (v >= bottom / 1.8 && v <= top * 1.8) { tickVals.add(v); tickText.add(Compact.price(v, 1) + "×"); }
            }
        extras.put("yaxis", axis("Volume ÷ open interest (log scale)", true, Map.of("type", "log",
                "range", List.of(Math.log10(bottom / 1.8), Math.log10(top * 1.8)), "tickmode", "array", "tickvals", tickVals, "ticktext", tickText)));
        return fig.layout(extras).build();
    }
}
