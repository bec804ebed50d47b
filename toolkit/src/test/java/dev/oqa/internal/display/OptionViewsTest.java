package dev.oqa.internal.display;

import dev.oqa.internal.charts.FigureData;
import static dev.oqa.internal.display.OptionAnswers.CHAIN;
import static dev.oqa.internal.display.OptionAnswers.CHAIN_ONE_EXPIRY;
import static dev.oqa.internal.display.OptionAnswers.EXPECTED_MOVE;
import static dev.oqa.internal.display.OptionAnswers.GEX;
import static dev.oqa.internal.display.OptionAnswers.IV;
import static dev.oqa.internal.display.OptionAnswers.OPEN_INTEREST;
import static dev.oqa.internal.display.OptionAnswers.UOA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.charts.StyledFigure;
import dev.oqa.internal.format.Html;
import dev.oqa.model.Answer;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.UoaData;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;
import tech.tablesaw.plotly.traces.Trace;

/** Each option view from the real local answer (bundled SPY 2025-09-25): charts, tables, provenance line. */
class OptionViewsTest {

    static List<String> names(Figure f) { return FigureData.names(f); }

    static void assertProvenanceAndTitle(Panel p, Answer<?> a, String title) {
        assertEquals(title, p.title());
        String html = p.html(false);
        assertTrue(html.contains(Html.escape(a.provenance().brief())), "the panel shows the short provenance line");
        assertTrue(a.provenance().brief().length() <= dev.oqa.model.Provenance.LINE_LIMIT, a.provenance().brief());
        for (String n : a.provenance().notes()) assertTrue(html.contains(Html.escape(n)), "and every note, folded: " + n);
        assertTrue(a.provenance().line().startsWith("local"), a.provenance().line());
        for (Figure f : p.figures()) {
            assertNotNull(f.getLayout().getTitle());
            assertFalse(f.getLayout().getTitle().isBlank(), "every chart has a title");
        }
    }

    @Test
    void expectedMoveConeStartsAtSpotAndTableMatchesTheTerms() {
        ExpectedMoveData d = EXPECTED_MOVE.data();
        Panel p = ExpectedMoveView.of(EXPECTED_MOVE);
        assertProvenanceAndTitle(p, EXPECTED_MOVE, "Expected move · SPY");
        StyledFigure f = (StyledFigure) p.figure();
        assertEquals("SPY expected move by expiry · price ($)", f.getLayout().getTitle());
        assertEquals(List.of("Lower", "Expected range (forward ± move)", "Forward", "Spot 658.05",
                "≈1σ move (1.2533 × straddle)", "≈1σ lower", "Move % of spot"), names(f));
        assertEquals("tonexty", f.trace(1).get("fill"), "the band between lower and upper is shaded");
        @SuppressWarnings("unchecked") List<String> x = (List<String>) f.trace(1).get("x");
        // The apex is spot on the valuation date: first expiry 2025-10-01 minus its 6 calendar days.
        assertEquals("2025-09-25", x.get(0));
        assertEquals(d.term().size() + 1, x.size());

        Table t = p.table();
        assertEquals(List.of("expiry", "dte", "forward", "move", "move_pct", "lower", "upper", "straddle", "one_sigma_move"), t.columnNames());
        assertEquals(d.term().size(), t.rowCount());
        for (int i = 0; i < t.rowCount(); i++) {
            ExpectedMoveData.Term term = d.term().get(i);
            assertEquals(term.expiry(), t.dateColumn("expiry").get(i).toString());
            assertEquals(term.upper() - term.lower(), 2 * t.doubleColumn("move").getDouble(i), 1e-3, "band = forward ± move");
            assertEquals(term.move() / d.spot() * 100, t.doubleColumn("move_pct").getDouble(i), 0.5e-4 + 0.5e-4 / d.spot() * 100 + 1e-12); // both rounded to 4 dp
        }
        assertTrue(t.doubleColumn("move").isMissing().isEmpty());
    }

    @Test
    void ivSmileHasOneLinePerExpiryAndTermStructureIsInPercent() {
        IvData d = IV.data();
        Panel p = IvView.of(IV);
        assertProvenanceAndTitle(p, IV, "Implied volatility · SPY");
        assertEquals(2, p.figures().size());
        Figure smile = p.figures().get(0), term = p.figures().get(1);
        long expiries = d.smile().stream().map(IvData.SmilePoint::expiry).distinct().count();
        assertEquals(expiries + 1, FigureData.count(smile), "one line per expiry plus the spot line");
        assertEquals(d.expirations().get(0), names(smile).get(0), "nearest expiry first");
        assertTrue(names(smile).get((int) expiries).startsWith("Spot"));
        String js = FigureData.json(term, 0);
        assertTrue(js.contains(String.valueOf(d.term().get(0).atmIv() * 100).substring(0, 5)), "ATM IV is drawn in percent: " + js);

        Table termTable = p.tables().get(0).table(), grid = p.tables().get(1).table();
        assertEquals(List.of("expiry", "atm_iv"), termTable.columnNames());
        assertEquals(d.term().size(), termTable.rowCount());
        assertEquals(d.term().get(0).atmIv(), termTable.doubleColumn("atm_iv").getDouble(0), 1e-12, "a fraction, as the answer has it");
        assertTrue(dev.oqa.internal.format.HtmlTable.of(termTable, 1).contains(">atm_iv_pct<"), "shown in percent");
        assertEquals(1 + expiries, grid.columnCount(), "strike plus one IV column per expiry");
        assertEquals(IvView.GRID_STRIKES, grid.rowCount(), "the grid shows the strikes nearest spot");
        double[] k = grid.doubleColumn("strike").asDoubleArray();
        assertTrue(k[0] < d.spot() && k[k.length - 1] > d.spot(), "the window straddles spot");
        for (int i = 1; i < k.length; i++) assertTrue(k[i] > k[i - 1], "ascending strikes");
    }

    @Test
    void openInterestMirrorsPutsAndCarriesThePutCallRatio() {
        JsonNode strikes = OPEN_INTEREST.data().strikeSummary(), exps = OPEN_INTEREST.data().expirySummary();
        Panel p = OpenInterestView.of(OPEN_INTEREST);
        assertProvenanceAndTitle(p, OPEN_INTEREST, "Open interest · SPY");
        StyledFigure byStrike = (StyledFigure) p.figures().get(0), byExpiry = (StyledFigure) p.figures().get(1);
        assertEquals(List.of("Calls", "Puts (drawn below zero)", "Spot 658.05"), names(byStrike));
        assertTrue(byStrike.getLayout().getTitle().startsWith("SPY open interest by strike"));
        String puts = FigureData.json(byStrike, 1);
        double firstPuts = strikes.get(0).get("puts").asDouble();
        assertTrue(firstPuts == 0 || puts.contains("-" + firstPuts), "puts are drawn below zero: " + puts.substring(0, 300));
        assertEquals(List.of("Calls", "Puts", "Put/call ratio (right axis)"), names(byExpiry));
        assertEquals("y2", byExpiry.trace(2).get("yaxis"));

        Table byExp = p.tables().get(0).table(), byK = p.tables().get(1).table();
        assertEquals(List.of("expiration", "calls", "puts", "total", "net_percent", "pcr"), byExp.columnNames());
        assertEquals(exps.size(), byExp.rowCount());
        for (int i = 0; i < byExp.rowCount(); i++)
            assertEquals(byExp.doubleColumn("puts").getDouble(i) / byExp.doubleColumn("calls").getDouble(i), byExp.doubleColumn("pcr").getDouble(i), 0.5e-4 + 1e-12); // pcr is rounded to 4 dp
        assertEquals(100, byExp.doubleColumn("net_percent").sum(), 1e-2, "shares of the grand total add to 100%");
        assertEquals(List.of("strike", "calls", "puts", "total", "net_percent", "pcr"), byK.columnNames());
        assertEquals(OpenInterestView.STRIKES_SHOWN, byK.rowCount());
        assertEquals(strikes.size(), dev.oqa.internal.tables.OpenInterestTables.byStrike(OPEN_INTEREST.data()).rowCount());

        var volume = OptionAnswers.oqa().openInterest("SPY").basis(dev.oqa.model.Basis.VOLUME).answer();
        Panel pv = OpenInterestView.of(volume);
        assertEquals("Volume · SPY", pv.title());
        assertTrue(pv.figure().getLayout().getTitle().startsWith("SPY volume by strike · contracts"));
    }

    @Test
    void uoaRanksContractsAndSaysTheSharedClauseOnce() {
        UoaData d = UOA.data();
        Panel p = UoaView.of(UOA);
        assertProvenanceAndTitle(p, UOA, "Unusual options activity · SPY");
        Figure f = p.figure();
        assertTrue(names(f).containsAll(List.of("Calls", "Puts")) && names(f).get(names(f).size() - 1).startsWith("Spot"), names(f).toString());
        Table t = p.table();
        assertEquals(List.of("rank", "contract", "type", "strike", "expiry", "volume", "open_interest", "vol_oi", "premium", "last", "iv", "details"),
                t.columnNames());
        assertEquals(d.trades().size(), t.rowCount());
        UoaData.Trade top = d.trades().get(0);
        assertEquals(1, t.intColumn("rank").getInt(0));
        assertEquals("SPY " + top.expiry() + " " + dev.oqa.internal.format.Compact.price(top.strike(), 2) + " " + top.type().charAt(0),
                t.stringColumn("contract").get(0));
        assertEquals(top.volOi(), t.doubleColumn("vol_oi").getDouble(0), 1e-9);
        // The local engine repeats why there are no sweep labels on every record: the panel says it once.
        assertTrue(p.notes().stream().anyMatch(n -> n.startsWith("every record: sweep/block labels")), p.notes().toString());
        assertFalse(t.stringColumn("details").get(0).contains("sweep/block"));
        assertTrue(t.stringColumn("details").get(0).startsWith("vol/OI"));

        Answer<UoaData> none = Answer.of(new UoaData("XYZ", null, false, List.of()), UOA.provenance());
        Panel empty = UoaView.of(none);
        assertTrue(empty.figures().isEmpty());
        assertEquals(0, empty.table().rowCount());
        assertTrue(empty.notes().contains("no contract met the unusual-activity rule in this answer"));
    }

    @Test
    void chainShowsCallsStrikePutsForTheSelectedExpiry() {
        Panel p = ChainView.of(CHAIN_ONE_EXPIRY);
        assertProvenanceAndTitle(p, CHAIN_ONE_EXPIRY, "Option chain · SPY · 2025-10-03");
        Table wide = p.tables().get(0).table(), all = p.tables().get(1).table();
        assertEquals(List.of("call_iv", "call_open_interest", "call_volume", "call_last", "call_ask", "call_bid", "strike",
                "put_bid", "put_ask", "put_last", "put_volume", "put_open_interest", "put_iv"), wide.columnNames());
        assertEquals(CHAIN_ONE_EXPIRY.data().chain().size(), all.rowCount());
        // A cell is the row's own quote: find the 655 call in the raw rows.
        JsonNode call655 = null;
        for (JsonNode r : CHAIN_ONE_EXPIRY.data().chain())
            if (r.get("strike").asDouble() == 655 && r.get("type").asText().equals("CALL")) call655 = r;
        assertNotNull(call655);
        int row = wide.doubleColumn("strike").indexOf(655.0);
        assertEquals(call655.get("bid").asDouble(), wide.doubleColumn("call_bid").getDouble(row), 1e-9);
        assertEquals(call655.get("iv_calc").asDouble(), wide.doubleColumn("call_iv").getDouble(row), 1e-12);
        assertTrue(p.notes().isEmpty(), "an explicit expiry needs no explanation");

        Panel unselected = ChainView.of(CHAIN);
        assertEquals("Option chain · SPY · 2025-10-01", unselected.title(), "nearest expiry with two-sided quotes");
        assertTrue(unselected.notes().get(0).startsWith("no expiry selected: showing 2025-10-01"));
        assertEquals(ChainView.STRIKES_SHOWN, unselected.tables().get(0).table().rowCount());
    }

    @Test
    void everyBundledUnderlyingDrawsEveryView() {
        // NVDA (equity, $2.5 strikes), SPX (index, many expiries): each view gets its charts, not a "no chart" note.
        for (String t : List.of("NVDA", "SPX")) {
            var o = OptionAnswers.oqa();
            List<Panel> panels = List.of(ExpectedMoveView.of(o.expectedMove(t).answer()), IvView.of(o.iv(t).answer()),
                    OpenInterestView.of(o.openInterest(t).answer()), UoaView.of(o.uoa(t).answer()), ChainView.of(o.chain(t).answer()),
                    GexView.of(o.gex(t).answer()));
            for (Panel p : panels) {
                assertTrue(p.title().endsWith(t) || p.title().contains(t + " ·"), p.title());
                assertTrue(p.notes().stream().noneMatch(n -> n.startsWith("no ") && n.contains(" chart: ")), t + " " + p.title() + ": " + p.notes());
                assertFalse(p.figures().isEmpty() && !p.title().startsWith("Unusual"), t + " " + p.title() + " has a chart");
                assertFalse(p.tables().isEmpty());
            }
            Table grid = panels.get(1).tables().get(1).table();
            assertTrue(grid.columnCount() <= dev.oqa.internal.charts.IvCharts.MAX_SMILE_LINES + 1, "the smile grid keeps to the drawn expiries: " + grid.columnCount());
            assertEquals(dev.oqa.internal.charts.IvCharts.smileExpiries(o.iv(t).answer().data()), grid.columnNames().subList(1, grid.columnCount()));
        }
    }

    @Test
    void gexViewAddsLevelsAndTheStrikesNearSpot() {
        Panel p = GexView.of(GEX);
        assertProvenanceAndTitle(p, GEX, "GEX · SPY");
        Table levels = p.tables().get(0).table(), strikes = p.tables().get(1).table();
        assertEquals(List.of("level", "strike", "from_spot"), levels.columnNames());
        assertEquals("Call wall", levels.stringColumn("level").get(0));
        double wall = GEX.data().highlightStrikes().get("call_wall");
        assertEquals(wall / GEX.data().spot() - 1, levels.doubleColumn("from_spot").getDouble(0), 1e-12);
        assertEquals(GexView.STRIKES_SHOWN, strikes.rowCount());
        double spot = GEX.data().spot();
        double[] k = strikes.doubleColumn("strike").asDoubleArray();
        // The window is the 25 nearest: everything outside is farther than anything inside.
        double widest = Arrays.stream(k).map(x -> Math.abs(x - spot)).max().orElseThrow();
        for (double x : dev.oqa.internal.tables.GexTable.of(GEX.data()).doubleColumn("strike").asDoubleArray())
            if (Arrays.stream(k).noneMatch(y -> y == x)) assertTrue(Math.abs(x - spot) >= widest);
    }
}
