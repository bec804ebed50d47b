package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.options.ChainRowsReader;
import dev.oqa.model.Answer;
import dev.oqa.model.Json;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.query.GexQuery;
import dev.oqa.query.OpenInterestQuery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad local chain data never passes silently: non-finite and impossible numbers and negative counts are refused
 * with the file and line, exact repeats of a contract are counted once with a note, conflicting repeats are refused
 * naming both lines; {@code --via-chain} rows get the same checks. The chains here are SYNTHETIC (made-up quotes).
 */
class ChainRowChecksTest {
    static final LocalDate DAY = LocalDate.parse("2023-09-14");
    static final String HEADER = "quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest";
    // synthetic rows: two strikes, a call and a put each, one expiry
    static final List<String> ROWS = List.of(
            "2023-09-14,SPY,450,2023-09-15,C,SPY230915C00445000,445,5.6,0,5.5,5.7,100,0.15,0.8,0.03,1000",
            "2023-09-14,SPY,450,2023-09-15,P,SPY230915P00445000,445,0.6,0,0.5,0.7,200,0.16,-0.2,0.03,2000",
            "2023-09-14,SPY,450,2023-09-15,C,SPY230915C00455000,455,0.6,0,0.5,0.7,300,0.14,0.2,0.03,3000",
            "2023-09-14,SPY,450,2023-09-15,P,SPY230915P00455000,455,5.6,0,5.5,5.7,400,0.15,-0.8,0.03,4000");

    @TempDir Path dir;

    Answer<GexData> gex(List<String> rows) throws IOException {
        Path options = Files.createDirectories(dir.resolve("options"));
        Files.write(options.resolve("SPY_2023-09-14.csv"), concat(List.of(HEADER), rows));
        return LocalEngine.of(DataSource.folder(dir), DAY).answer(new GexQuery(null, "SPY").range(0.5).request(), GexData.class);
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    static List<String> with(int index, String row) {
        List<String> r = new ArrayList<>(ROWS);
        r.set(index, row);
        return r;
    }

    LocalDataException refused(List<String> rows) {
        return assertThrows(LocalDataException.class, () -> gex(rows));
    }

    @Test void infiniteGammaIsRefusedWithFileLineAndColumn() {
        LocalDataException e = refused(with(1, ROWS.get(1).replace(",0.03,2000", ",Infinity,2000")));
        assertTrue(e.getMessage().contains("SPY_2023-09-14.csv line 3: gamma is Infinity"), e.getMessage());
        assertEquals(5, e.exitCode());
    }

    @Test void impossibleOpenInterestIsRefused() {
        LocalDataException e = refused(with(2, ROWS.get(2).replace(",3000", ",1e300")));
        assertTrue(e.getMessage().contains("line 4: open_interest 1.0E300 is beyond any quote"), e.getMessage());
    }

    @Test void negativeOpenInterestIsRefused() {
        LocalDataException e = refused(with(3, ROWS.get(3).replace(",4000", ",-4000")));
        assertTrue(e.getMessage().contains("line 5: open_interest -4000.0 is negative"), e.getMessage());
    }

    @Test void anExactRepeatIsCountedOnceWithANote() throws IOException {
        GexData once = gex(ROWS).data();
        List<String> twice = new ArrayList<>(ROWS);
        twice.add(ROWS.get(0));
        Answer<GexData> a = gex(twice);
        assertEquals(Json.write(once.series(), false), Json.write(a.data().series(), false), "no GEX value doubled");
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("dropped 1 exact repeat of contract rows in")
                && n.contains("line 6 repeats line 2")), a.provenance().notes().toString());
        assertFalse(gex(ROWS).provenance().notes().stream().anyMatch(n -> n.contains("repeat")));
    }

    @Test void aConflictingRepeatIsRefusedNamingBothLines() {
        List<String> rows = new ArrayList<>(ROWS);
        rows.add(ROWS.get(0).replace(",1000", ",1500"));
        LocalDataException e = refused(rows);
        assertTrue(e.getMessage().contains("line 6: the contract 2023-09-15 call 445 (SPY230915C00445000) is also on line 2 with different numbers"), e.getMessage());
    }

    @Test void rowsWithoutSymbolsSharingAContractAreKeptWithANote() throws IOException {
        List<String> rows = new ArrayList<>();
        for (String r : ROWS) rows.add(r.replaceAll(",SPY230915[CP]\\d{8},", ",,"));
        rows.add(rows.get(0).replace(",1000", ",1500"));
        Answer<GexData> a = gex(rows);
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("1 row of") && n.contains("no contract symbol")
                && n.contains("first: line 6 and line 2") && n.endsWith("counted as separate contracts")), a.provenance().notes().toString());
    }

    @Test void jsonCarriesNoNonFiniteNumberAsAString() {
        ObjectNode n = Json.MAPPER.createObjectNode().put("a", Double.NEGATIVE_INFINITY).put("b", Double.NaN).put("c", 1.5);
        String s = Json.write(n, false);
        assertEquals("{\"a\":null,\"b\":null,\"c\":1.5}", s);
        assertTrue(Double.isInfinite(n.get("a").asDouble()), "the shared tree is not changed");
        assertEquals("{\"x\":null,\"y\":2.0}", Json.write(new XY(Double.POSITIVE_INFINITY, 2.0), false));
    }

    record XY(double x, Double y) {}

    // ---- --via-chain rows

    static ChainData chain(ArrayNode rows) { return new ChainData("SPY", 450, List.of("2023-09-15"), null, rows); }

    static ArrayNode rows() {
        ArrayNode a = Json.MAPPER.createArrayNode();
        for (String r : ROWS) {
            String[] v = r.split(",");
            ObjectNode o = a.addObject().put("quote_date", v[0]).put("expiry", v[3]).put("type", v[4]).put("contract", v[5])
                    .put("strike", Double.parseDouble(v[6])).put("bid", Double.parseDouble(v[9])).put("ask", Double.parseDouble(v[10]))
                    .put("volume", Double.parseDouble(v[11])).put("iv", Double.parseDouble(v[12])).put("gamma", Double.parseDouble(v[14]));
            o.put("open_interest", Double.parseDouble(v[15]));
        }
        return a;
    }

    @Test void viaChainRowsGetTheSameChecks() {
        ArrayNode bad = rows();
        ((ObjectNode) bad.get(1)).put("gamma", "Infinity");
        LocalDataException e = assertThrows(LocalDataException.class, () -> ChainRowsReader.read(chain(bad), null));
        assertTrue(e.getMessage().contains("row 2: gamma is Infinity"), e.getMessage());

        ArrayNode negative = rows();
        ((ObjectNode) negative.get(3)).put("open_interest", -5);
        assertTrue(assertThrows(LocalDataException.class, () -> ChainRowsReader.read(chain(negative), null)).getMessage()
                .contains("row 4: open_interest -5.0 is negative"));

        ArrayNode twice = rows();
        twice.add(twice.get(0).deepCopy());
        ChainRowsReader.ParsedChain r = ChainRowsReader.read(chain(twice), null);
        assertEquals(4, r.chain().size(), "the repeat is counted once");
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("row 5 repeats row 1")), r.notes().toString());

        ArrayNode conflicting = rows();
        conflicting.add(((ObjectNode) conflicting.get(0).deepCopy()).put("open_interest", 9));
        assertTrue(assertThrows(LocalDataException.class, () -> ChainRowsReader.read(chain(conflicting), null)).getMessage()
                .contains("row 5: the contract 2023-09-15 call 445"));
    }

    @Test void openInterestTotalsAreNotDoubledByARepeat() throws IOException {
        Path options = Files.createDirectories(dir.resolve("options"));
        List<String> twice = new ArrayList<>(ROWS);
        twice.addAll(ROWS);
        Files.write(options.resolve("SPY_2023-09-14.csv"), concat(List.of(HEADER), twice));
        LocalEngine engine = LocalEngine.of(DataSource.folder(dir), DAY);
        OpenInterestData d = engine.answer(new OpenInterestQuery(null, "SPY").request(), OpenInterestData.class).data();
        double total = 0;
        for (JsonNode row : d.strikeSummary()) total += row.path("calls").asDouble() + row.path("puts").asDouble();
        assertEquals(10_000, total, 1e-9, d.strikeSummary().toString());
    }
}
