package dev.oqa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.AuthException;
import dev.oqa.model.Endpoint;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Mode;
import dev.oqa.model.data.RiskData;
import dev.oqa.result.Result;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The facade's calls that take or give only exported types: what a notebook or a user's module can reach (bundled
 * real data, local mode; nothing is sent).
 */
class FacadeApiTest {
    @TempDir Path home;

    private Oqa local() { return Oqa.builder().mode(Mode.LOCAL).home(home).env(Map.of()).build(); }

    @Test void aHistoryHasItsTableAndBothChartsByTicker() {
        ScanResult h = local().history("SPX");
        assertEquals("SPX", h.ticker().orElseThrow());
        assertEquals("options", h.analytic());
        assertTrue(h.size() >= 3, "bundled SPX snapshots: " + h.size());
        assertEquals(h.size(), h.table().rowCount());
        String iv = h.volatilityChart().asJavascript("iv"), levels = h.levelsChart().asJavascript("levels");
        assertTrue(iv.contains("SPX ATM IV and skew over " + h.size() + " snapshots"), "the volatility chart's title");
        assertTrue(levels.contains("SPX GEX levels over " + h.size() + " snapshots"), "the levels chart's title");
    }

    @Test void heldMovesTheirTallyAndChartAndTheTermCharts() {
        ScanResult held = local().held("SPY");
        assertEquals("held", held.analytic());
        assertEquals(4, held.size());
        tech.tablesaw.api.Table s = held.heldSummary();
        assertEquals(java.util.List.of("weekly", "monthly"), s.stringColumn("horizon").asList());
        assertEquals(1, s.intColumn("inside").get(1));
        assertTrue(held.heldChart().asJavascript("held").contains("SPY: did the expected move hold?"));
        assertEquals(3, local().held("NVDA", 20).size(), "every expiry up to 20 days out");
        assertThrows(dev.oqa.model.UsageException.class, () -> local().held("NVDA", -1));
        // a history is not held moves, and the term charts are a history's
        ScanResult h = local().history("SPY");
        IllegalStateException e = assertThrows(IllegalStateException.class, h::heldSummary);
        assertTrue(e.getMessage().contains("held moves are oqa.held(\"SPY\")'s"), e.getMessage());
        assertTrue(h.termChart().asJavascript("t").contains("SPY ATM IV term structure over 2 snapshots"));
        assertTrue(h.termHeatmap().asJavascript("m").contains("SPY ATM IV by tenor and snapshot"));
    }

    @Test void aUniverseScanHasNoChartsAndSaysWhy() {
        ScanResult s = local().scan("risk").run();
        assertTrue(s.ticker().isEmpty());
        assertTrue(s.size() > 10, "bundled tickers: " + s.size());
        IllegalStateException e = assertThrows(IllegalStateException.class, s::volatilityChart);
        assertTrue(e.getMessage().contains("history of one underlying"), e.getMessage());
    }

    @Test void anyEndpointByItsName() {
        Result<?> r = local().query(Endpoint.RISK, "NVDA").get();
        assertInstanceOf(RiskData.class, r.data());
        assertEquals(r.table().rowCount(), r.tables().get(0).rowCount());
    }

    @Test void everyMemberAsALongTableMainFirst() {
        Result<?> r = local().query(Endpoint.RISK, "NVDA").get();
        Map<String, tech.tablesaw.api.Table> t = r.longTables();
        assertEquals(java.util.List.of("timeseries", "summary"), java.util.List.copyOf(t.keySet()));
        tech.tablesaw.api.Table ts = t.get("timeseries");
        assertEquals(java.util.List.of("series", "date", "value"), ts.columnNames());
        // one row per (series, date): every series of the raw data, every observation of it
        int observations = 0;
        for (var member : (Iterable<java.util.Map.Entry<String, com.fasterxml.jackson.databind.JsonNode>>) r.raw().get("timeseries")::fields)
            observations += member.getValue().size();
        assertTrue(observations > 1000, "NVDA's bundled history: " + observations);
        assertEquals(observations, ts.rowCount());
        assertEquals(1, t.get("summary").rowCount());
        assertThrows(UnsupportedOperationException.class, () -> t.remove("summary"));
    }

    @Test void theBuilderChecksWhatItIsGivenAndNeverEchoesAKey() {
        String bad = "0123456789abcdef0123456789abcdef0123456789abcdeZ";
        AuthException e = assertThrows(AuthException.class, () -> Oqa.builder().apiKey(bad));
        assertFalse(e.getMessage().contains("0123456789abcdef"), e.getMessage());
        IllegalArgumentException rf = assertThrows(IllegalArgumentException.class, () -> Oqa.builder().riskFree("lots"));
        assertTrue(rf.getMessage().contains("tbill"), rf.getMessage());
        assertThrows(LocalDataException.class, () -> Oqa.builder().dataFolder(home.resolve("missing")));
    }

    @Test void withoutAKeyThereIsNoLedgerAndAnEmptyCache() {
        Oqa oqa = local();
        assertTrue(oqa.ledger().isEmpty());
        assertEquals(0, oqa.cache().entries());
        assertEquals(home.resolve("responses").toAbsolutePath().normalize(), oqa.cache().dir());
        assertEquals(oqa.home().cacheDir(), oqa.status().cacheDir());
    }

}
