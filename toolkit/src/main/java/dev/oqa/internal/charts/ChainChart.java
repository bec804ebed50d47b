package dev.oqa.internal.charts;

import static dev.oqa.internal.charts.ChartStyle.axis;

import dev.oqa.internal.format.Compact;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;

/**
 * One expiry of a chain as prices: call and put mids ((bid + ask) ÷ 2) by strike with the bid–ask spread as error
 * bars, and a dashed line at spot, so the quoted market (and where it is wide or one-sided) reads at a glance.
 * Reads the calls | strike | puts table of {@code dev.oqa.internal.tables.ChainTable#sideBySide}; a side needs bid and ask
 * both above 0 at a strike to be drawn there (a one-sided quote has no mid).
 */
public final class ChainChart {
    private ChainChart() {}

    /**
     * @param ticker for the title
     * @param expiry the table's expiry, for the title
     * @param spot   the underlying price; not drawn when not a positive number
     */
    public static StyledFigure prices(Table sideBySide, String ticker, String expiry, double spot) {
        for (String c : List.of("strike", "call_bid", "call_ask", "put_bid", "put_ask"))
            if (!sideBySide.columnNames().contains(c))
                throw new IllegalArgumentException("chain table needs column '" + c + "' (ChainTable.sideBySide); it has " + sideBySide.columnNames());
        String t = ChartStyle.ticker(ticker);
        StyledFigure.Builder fig = StyledFigure.styled();
        double hi = 0;
        int drawn = 0;
        // one line per side and option root: SPX and SPXW quote the same strikes at different prices (docs/DATA.md)
        List<String> roots = sideBySide.columnNames().contains("root")
                ? sideBySide.stringColumn("root").unique().asList().stream().sorted().toList() : Collections.singletonList(null);
        for (String root : roots) for (String side : List.of("call", "put")) {
            DoubleColumn k = sideBySide.doubleColumn("strike"), bid = sideBySide.doubleColumn(side + "_bid"), ask = sideBySide.doubleColumn(side + "_ask");
            List<Double> xs = new ArrayList<>(), mid = new ArrayList<>(), up = new ArrayList<>(), down = new ArrayList<>();
            List<String> hover = new ArrayList<>();
            for (int i = 0; i < k.size(); i++) {
                if (root != null && !root.equals(sideBySide.stringColumn("root").get(i))) continue;
                double b = bid.getDouble(i), a = ask.getDouble(i);
                if (!(b > 0) || !(a >= b) || k.isMissing(i)) continue;
                double m = (a + b) / 2;
                xs.add(k.getDouble(i)); mid.add(m); up.add(a - m); down.add(m - b);
                hover.add("bid " + Compact.price(b, 2) + " · ask " + Compact.price(a, 2) + " · spread " + Compact.price(a - b, 2));
                hi = Math.max(hi, a);
            }
            if (xs.isEmpty()) continue;
            drawn++;
            String colour = side.equals("call") ? ChartStyle.CALL : ChartStyle.PUT;
            String name = side.equals("call") ? "Calls (mid, bid–ask bar)" : "Puts (mid, bid–ask bar)";
            Map<String, Object> ex = ChartStyle.trace("scatter", root == null || root.isEmpty() ? name : root + " " + name.toLowerCase(Locale.ROOT), xs, mid);
            ex.put("mode", "lines+markers");
            boolean second = root != null && roots.indexOf(root) % 2 == 1; // a second root dashed, so the two read apart
            ex.put("line", ChartStyle.line(colour, 1.6, second ? "dot" : null));
            ex.put("marker", ChartStyle.map("color", colour, "size", 5));
            ex.put("error_y", Map.of("type", "data", "symmetric", false, "array", up, "arrayminus", down,
                    "color", colour, "thickness", 1.2, "width", 0));
            ex.put("customdata", hover);
            ex.put("hovertemplate", "strike %{x}<br>" + (root == null || root.isEmpty() ? "" : root + " ") + side + " mid <b>%{y:.2f}</b><br>%{customdata}<extra></extra>");
            fig.trace(ex);
        }
        if (drawn == 0) throw new IllegalArgumentException("the " + t + " " + expiry + " chain has no strike with a two-sided quote (bid and ask above 0)");
        ChartStyle.spotLine(fig, spot, 0, hi * 1.05, 1.2, "dash");
        String title = t + " option prices by strike · expiry " + (expiry == null ? "?" : expiry) + " · $";
        Map<String, Object> extras = ChartStyle.layout(title, sideBySide.doubleColumn("strike").unique().size() + " strikes · mid = (bid + ask) ÷ 2; bars span bid to ask", 92);
        extras.put("xaxis", axis("Strike ($)", false, Map.of("tickformat", ",~f")));
        extras.put("yaxis", axis("Option price ($)", true, Map.of("rangemode", "tozero", "tickprefix", "$")));
        return fig.layout(extras).build();
    }
}
