package dev.oqa.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.Oqa;
import dev.oqa.ScanResult;
import dev.oqa.internal.format.HtmlTable;
import dev.oqa.model.Mode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Every table of every endpoint as a user meets it: the local engine's answers on the bundled (real) data, read
 * through the Java API ({@link Result#tables()}, {@link Result#longTables()}) and shown as a notebook shows them
 * ({@link HtmlTable}).
 */
class ReadableTablesTest {
    @TempDir static Path home;

    static Map<String, Result<?>> results;
    static ScanResult history;

    @BeforeAll static void answer() {
        Oqa oqa = Oqa.builder().mode(Mode.LOCAL).home(home).env(Map.of()).build();
        results = new LinkedHashMap<>();
        results.put("ping", oqa.ping().get());
        results.put("em", oqa.expectedMove("SPY").get());
        results.put("iv", oqa.iv("SPY").get());
        results.put("oi", oqa.openInterest("SPY").get());
        results.put("uoa", oqa.uoa("SPY").get());
        results.put("chain", oqa.chain("SPY").get());
        results.put("gex", oqa.gex("SPY").get());
        results.put("risk", oqa.risk("NVDA").get());
        results.put("corr", oqa.assetCorrelation().get());
        results.put("memory", oqa.marketMemory("SPY").get());
        results.put("optimize", oqa.portfolio("SPY", "TLT", "GLD").get());
        results.put("seasonality", oqa.seasonality("SPY").get());
        results.put("sectors", oqa.sectorInsights().get());
        history = oqa.history("SPX");
    }

    /** Every data table a user can reach: the panel's, the long-form members, and a history's rows. */
    private static Map<String, Table> allTables() {
        Map<String, Table> all = new LinkedHashMap<>();
        results.forEach((cmd, r) -> {
            int i = 0;
            for (Table t : r.tables()) all.put(cmd + " table " + i++ + " '" + t.name() + "'", t);
            r.longTables().forEach((name, t) -> all.put(cmd + " member " + name, t));
        });
        all.put("history", history.table());
        return all;
    }

    @Test void theGexTableStartsAndEndsWhereTheNumbersAre() {
        Table t = results.get("gex").table();
        assertTrue(t.rowCount() > 20, "the whole by-strike table: " + t.rowCount());
        for (int row : new int[] {0, t.rowCount() - 1}) {
            boolean any = false;
            // cumulative_scaled carries the running total into the tails, so it says nothing about where gamma is
            for (String c : List.of("gamma", "smoothed")) {
                DoubleColumn d = t.doubleColumn(c);
                any |= !d.isMissing(row) && d.getDouble(row) != 0;
            }
            assertTrue(any, "row " + row + " (strike " + t.doubleColumn("strike").get(row) + ") holds only zeros:\n" + t.first(3));
        }
    }

    @Test void theMainTableIsWholeWhereThePanelShowsACut() {
        Result<?> chain = results.get("chain");
        var d = (dev.oqa.model.data.ChainData) chain.data();
        String shown = chain.table().name().replaceAll(".* chain (\\d{4}-\\d{2}-\\d{2}) .*", "$1");
        Table whole = dev.oqa.internal.tables.ChainTable.sideBySide(d, shown);
        assertTrue(whole.rowCount() > 25, "a cut would hide rows: " + whole.rowCount());
        assertEquals(whole.rowCount(), chain.table().rowCount(), "r.table() has every strike of the expiry, the panel the 25 nearest spot");
        assertEquals(25, chain.tables().get(0).rowCount(), "the panel's own table stays the cut");
    }

    private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    @Test void everyDateIsADateColumn() {
        List<String> text = new ArrayList<>();
        allTables().forEach((where, t) -> {
            for (Column<?> c : t.columns()) {
                if (!(c instanceof StringColumn s) || s.countMissing() == s.size()) continue;
                boolean dates = true;
                for (int i = 0; i < s.size() && dates; i++) dates = s.isMissing(i) || ISO_DATE.matcher(s.get(i)).matches();
                if (dates) text.add(where + ": " + c.name());
            }
        });
        assertTrue(text.isEmpty(), "dates held as text:\n  " + String.join("\n  ", text));
    }

    /** A column holding implied volatility: {@code iv}, {@code call_iv}, {@code atm_iv_30d} and so on. */
    private static boolean isIv(String name) { return Pattern.compile("(^|_)iv(_|$)").matcher(name).find(); }

    @Test void impliedVolatilityIsAFractionInEveryDataTable() {
        List<String> wrong = new ArrayList<>();
        int seen = 0;
        for (var e : allTables().entrySet()) {
            for (Column<?> c : e.getValue().columns()) {
                if (!isIv(c.name()) || !(c instanceof NumericColumn<?> n)) continue;
                seen++;
                if (c.name().endsWith("_pct")) wrong.add(e.getKey() + ": " + c.name() + " is named in percent");
                for (int i = 0; i < n.size(); i++)
                    if (!n.isMissing(i) && Math.abs(n.getDouble(i)) > 5) { wrong.add(e.getKey() + ": " + c.name() + " = " + n.getDouble(i)); break; }
            }
        }
        assertTrue(seen >= 8, "IV columns found: " + seen);
        assertTrue(wrong.isEmpty(), "IV is a fraction (0.14) in data, as in the JSON:\n  " + String.join("\n  ", wrong));
    }

    @Test void impliedVolatilityIsShownInPercentAndTheHeaderSaysSo() {
        Table wide = results.get("chain").table();
        String html = HtmlTable.of(wide, 3);
        assertTrue(html.contains(">call_iv_pct<") && html.contains(">put_iv_pct<"), html);
        assertFalse(html.contains(">call_iv<"), html);
        double iv = wide.doubleColumn("call_iv").getDouble(0);
        assertTrue(iv > 0 && iv < 2, "a fraction: " + iv);
        assertTrue(html.contains(String.format(java.util.Locale.ROOT, "%.2f", iv * 100)), "shown ×100: " + iv + "\n" + html);
        // the panel's long-form table of every contract too: %chain showed call_iv_pct 14.31 beside iv 0.447
        String all = HtmlTable.of(results.get("chain").tables().get(1), 3);
        assertTrue(all.contains(">iv_pct<") && all.contains(">iv_calc_pct<") && !all.contains(">iv<"), all);
        // the history's IV columns too: its chart draws them in percent
        String rows = HtmlTable.of(history.table(), 3);
        assertTrue(rows.contains(">atm_iv_30d_pct<") && rows.contains(">skew_25d_pct<"), rows);
    }

    @Test void aQuantityHasTheSameUnitInTheTableAndInTheJson() {
        Result<?> risk = results.get("risk");
        Table t = risk.table();
        for (String f : List.of("volatility", "max_drawdown", "cagr", "alpha", "total_return")) {
            assertTrue(t.columnNames().contains(f), f + " in " + t.columnNames());
            assertEquals(risk.raw().get("summary").get(f).asDouble(), t.doubleColumn(f).get(0), 1e-12, f);
        }
        Result<?> p = results.get("optimize");
        Table w = p.table();
        String first = w.stringColumn("ticker").get(0);
        assertEquals(p.raw().get("weights").get(first).asDouble(), w.doubleColumn("weight").get(0), 1e-12);
    }
}
