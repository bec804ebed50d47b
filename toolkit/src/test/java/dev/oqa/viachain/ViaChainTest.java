package dev.oqa.viachain;

import dev.oqa.internal.catalogue.Endpoints;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.Oqa;
import dev.oqa.ViaChain;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.model.Mode;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.options.MissingChainFieldsException;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Json;
import dev.oqa.model.Source;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --via-chain}: options analytics computed locally from one {@code /options/chain} answer must equal what the
 * engine computes from the snapshot itself, cost one request, and refuse clearly when the rows lack a field.
 */
class ViaChainTest {
    @TempDir Path home;

    private Oqa local(String asOf) {
        return Oqa.builder().mode(Mode.LOCAL).asOf(asOf == null ? null : LocalDate.parse(asOf)).home(home).env(Map.of()).build();
    }

    @SuppressWarnings("unchecked")
    private static Answer<ChainData> chainOf(Oqa oqa, String ticker) {
        return (Answer<ChainData>) oqa.answer(ViaChain.chainRequest(oqa.gex(ticker).request()));
    }

    // ------------------------------------------------------------------ (a) round trip against the direct engine

    /**
     * Every options analytic, via the chain, equals the direct local answer: the latest SPY snapshot; the SPX one
     * taken on a Sunday (valuation day 2024-01-07 from the as-of label, not the 2024-01-05 quote date: the Friday
     * expiries must be dropped and T counted from Sunday); the SPXW one without spot or greeks (spot = parity forward,
     * Γ from Black on our solved IVs). The range-2.0 chain keeps every strike up to 3× spot, which here is all of them,
     * so even GEX's all-strike zero sweep is identical.
     */
    @ParameterizedTest
    @CsvSource({"SPY,", "SPX,2024-01-05", "SPXW,2025-09-03"})
    void viaChainEqualsTheDirectEngine(String ticker, String asOf) {
        Oqa oqa = local(asOf);
        List<ApiRequest> requests = List.of(
                oqa.gex(ticker).request(),
                oqa.gex(ticker).basis(Basis.VOLUME).range(0.2).request(),
                oqa.expectedMove(ticker).request(),
                oqa.iv(ticker).request(),
                oqa.openInterest(ticker).basis(Basis.TOTAL_PREMIUM).request(),
                oqa.uoa(ticker).include0dte(true).request());
        for (ApiRequest r : requests) {
            Answer<?> direct = oqa.answer(r);
            Answer<?> via = ViaChain.answer(oqa, r);
            assertEquals(Endpoints.of(r.endpoint()).type(), via.data().getClass());
            assertJsonClose(direct.raw(), via.raw(), r.canonical(), 1e-12);
            assertEquals(Source.LOCAL, via.provenance().source());
            assertEquals(direct.provenance().asOf(), via.provenance().asOf());
            assertTrue(via.provenance().notes().stream().anyMatch(n -> n.startsWith("via-chain: computed locally from one /options/chain answer (local")),
                    via.provenance().notes().toString());
        }
        GexData gex = (GexData) ViaChain.answer(oqa, oqa.gex(ticker).request()).data();
        assertNotNull(gex.zeroLevel(), "the bundled snapshots all have a gamma flip");
        assertFalse(gex.series(GexData.GAMMA).isEmpty());
    }

    @Test void sundaySnapshotIsValuedOnTheSnapshotDay() {
        Answer<ChainData> chain = chainOf(local("2024-01-05"), "SPX");
        var read = dev.oqa.internal.local.options.ChainRowsReader.read(chain.data(), chain.provenance());
        assertEquals(LocalDate.parse("2024-01-05"), read.chain().quoteDate());
        assertEquals(LocalDate.parse("2024-01-07"), read.chain().valuationDate());
        GexData gex = (GexData) ViaChain.from(chain, local("2024-01-05").gex("SPX").request()).data();
        assertFalse(gex.expirations().contains("2024-01-05"), "expired before the Sunday snapshot");
    }

    // ------------------------------------------------------------------ (b) one request at the server

    @Test void fiveAnalyticsCostOneRequestAtTheServer() throws Exception {
        try (TestServer server = TestServer.start().validKey(Fixtures.KEY).quota(10, 100)) {
            Oqa oqa = Oqa.builder().mode(Mode.REMOTE).baseUrl(server.baseUrl()).apiKey(Fixtures.KEY).home(home)
                    .env(Map.of()).clock(Clock.fixed(Instant.now(), ZoneOffset.UTC)).build();
            List<ApiRequest> five = List.of(oqa.expectedMove("SPY").request(), oqa.iv("SPY").request(), oqa.openInterest("SPY").request(),
                    oqa.uoa("SPY").request(), oqa.gex("SPY").request());
            LocalEngine direct = LocalEngine.bundled();
            for (int i = 0; i < five.size(); i++) {
                ApiRequest r = five.get(i);
                Answer<?> a = ViaChain.answer(oqa, r);
                Source expected = i == 0 ? Source.REMOTE : Source.CACHED;
                assertEquals(expected, a.provenance().source(), r.canonical());
                String how = i == 0 ? "(remote, fetched " : "(cached, fetched ";
                assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("via-chain: computed locally from one /options/chain answer " + how)),
                        a.provenance().notes().toString());
                assertTrue(a.provenance().quotaLeftToday().isPresent());
                assertEquals(9, a.provenance().quotaLeftToday().getAsInt(), "one request spent, whatever the analytic");
                assertTrue(a.provenance().line().startsWith(expected.name().toLowerCase()), a.provenance().line());
                // The rows carry quote_date, so the remote chain is valued on its session day, as the engine values the file.
                assertJsonClose(direct.answer(r).raw(), a.raw(), r.canonical(), 1e-12);
            }
            assertEquals(1, server.requestCount(), "five analytics, one request");
            TestServer.Recorded only = server.last();
            assertEquals("/api/v0/options/chain", only.path());
            assertEquals(List.of("SPY"), only.param("ticker"));
            assertEquals(2.0, Double.parseDouble(only.param("range_pct").get(0)));
            assertTrue(only.param("expiry").isEmpty());
        }
    }

    @Test void onlyOptionsEndpointsGoViaTheChain() {
        Oqa oqa = local(null);
        UsageException e = assertThrows(UsageException.class, () -> ViaChain.answer(oqa, oqa.risk("NVDA").request()));
        assertTrue(e.getMessage().startsWith("--via-chain applies to em, iv, oi, uoa and gex"), e.getMessage());
        assertTrue(e.getMessage().contains("/quant/risk"), e.getMessage());
        assertEquals(2, e.exitCode());
        Answer<?> chain = ViaChain.answer(oqa, oqa.chain("SPY").range(0.05).request());
        assertEquals(oqa.answer(oqa.chain("SPY").range(0.05).request()).raw(), chain.raw(), "a chain request is answered as itself");
    }

    @Test void fluentQueriesRunThroughTheAnswerer() {
        Oqa oqa = local(null);
        Answer<ExpectedMoveData> via = new dev.oqa.query.ExpectedMoveQuery(ViaChain.answerer(oqa), "SPY").answer();
        assertEquals(oqa.expectedMove("SPY").answer().data().term(), via.data().term());
    }

    // ------------------------------------------------------------------ (c) vendor spellings

    /**
     * The SPY rows respelled as a Yahoo-style vendor would (camelCase, IV in percent, no type or expiry: both only in
     * the OCC contract symbol) give the same expected moves and GEX.
     */
    @Test void vendorCamelCaseRowsAreRead() {
        Oqa oqa = local(null);
        Answer<ChainData> chain = chainOf(oqa, "SPY");
        Answer<ChainData> vendor = withRows(chain, row -> {
            ObjectNode o = Json.MAPPER.createObjectNode();
            o.set("contractSymbol", row.get("contract"));
            o.set("strikePrice", row.get("strike"));
            o.set("lastPrice", row.get("last"));
            o.set("bid", row.get("bid"));
            o.set("ask", row.get("ask"));
            o.set("volume", row.get("volume"));
            o.set("openInterest", row.get("open_interest"));
            if (row.get("iv").isNull()) o.putNull("impliedVolatility"); else o.put("impliedVolatility", row.get("iv").doubleValue() * 100);
            o.set("gamma", row.get("gamma"));
            o.set("delta", row.get("delta"));
            o.set("quoteDate", row.get("quote_date"));
            return o;
        });
        for (ApiRequest r : List.of(oqa.expectedMove("SPY").request(), oqa.gex("SPY").request(), oqa.uoa("SPY").request())) {
            Answer<?> via = ViaChain.from(vendor, r);
            // IV × 100 ÷ 100 may move the last binary digit: a tolerance far below any displayed precision.
            assertJsonClose(oqa.answer(r).raw(), via.raw(), r.canonical(), 1e-9);
            List<String> notes = via.provenance().notes();
            assertTrue(notes.stream().anyMatch(n -> n.startsWith("iv looks like percent")), notes.toString());
            assertTrue(notes.stream().anyMatch(n -> n.contains("contractSymbol as contract") && n.contains("openInterest as open_interest")
                    && n.contains("strikePrice as strike")), notes.toString());
            assertTrue(notes.stream().anyMatch(n -> n.startsWith("strike, type or expiry taken from the OCC contract symbol")), notes.toString());
        }
    }

    /** Synthetic rows in other common spellings: Schwab-like putCall, Polygon's O: symbols, Yahoo epoch expirations, strings. */
    @Test void otherSpellingsAndValueForms() {
        String json = """
                {"ticker":"XYZ","spot":100,"expirations":[],"selected_expiry":null,"chain":[
                 {"symbol":"O:XYZ260116C00105000","putCall":"CALL","expirationDate":1768521600,"strike":"105","bidPrice":"1.10","askPrice":"1.30",
                  "totalVolume":"1,234","open_int":50,"implied_volatility":0.25,"mark":1.2,"trade_date":"2026-01-02"},
                 {"option_symbol":"XYZ   260116P00095000","side":"BUY","right":"p","bid":0.9,"ask":1.0,"volume":"-","oi":"n/a","iv":null,
                  "quote_date":"2026-01-02"},
                 {"strike":100,"type":"X","expiry":"2026-01-16"}
                ]}""";
        ChainData data = Json.MAPPER.convertValue(readTree(json), ChainData.class);
        var read = dev.oqa.internal.local.options.ChainRowsReader.read(data, null);
        var c = read.chain();
        assertEquals(2, c.size(), "the row with type X and no symbol is skipped");
        assertTrue(read.notes().contains("skipped 1 of 3 rows without a strike, type and expiry"), read.notes().toString());
        int call = c.isCall(0) ? 0 : 1, put = 1 - call;
        assertEquals(LocalDate.parse("2026-01-16"), c.expiry(call), "epoch seconds");
        assertEquals(LocalDate.parse("2026-01-16"), c.expiry(put), "from the padded OCC symbol");
        assertEquals(105.0, c.strike(call));
        assertEquals(95.0, c.strike(put), "from the symbol");
        assertFalse(c.isCall(put), "side BUY is not a type; right p is");
        assertEquals(1.10, c.bid(call));
        assertEquals(1.30, c.ask(call));
        assertEquals(1234, c.volume(call));
        assertTrue(Double.isNaN(c.volume(put)), "'-' is missing, not zero");
        assertTrue(Double.isNaN(c.openInterest(put)));
        assertEquals(50, c.openInterest(call));
        assertEquals(0.25, c.iv(call), "a fraction stays a fraction");
        assertEquals(1.2, c.last(call));
        assertEquals(LocalDate.parse("2026-01-02"), c.valuationDate());
        assertEquals("O:XYZ260116C00105000", c.contract(call));
    }

    // ------------------------------------------------------------------ (d) missing fields

    @Test void rowsWithoutOpenInterestRefuseGexButStillGiveExpectedMoves() {
        Oqa oqa = local(null);
        Answer<ChainData> noOi = withRows(chainOf(oqa, "SPY"), row -> { row.remove("open_interest"); return row; });
        MissingChainFieldsException e = assertThrows(MissingChainFieldsException.class, () -> ViaChain.from(noOi, oqa.gex("SPY").request()));
        assertTrue(e.getMessage().contains("/greeks/gex") && e.getMessage().contains("open_interest") && e.getMessage().contains("drop --via-chain"),
                e.getMessage());
        assertEquals(List.of("open_interest (basis open_interest)"), e.missing());
        assertEquals(5, e.exitCode());
        MissingChainFieldsException uoa = assertThrows(MissingChainFieldsException.class, () -> ViaChain.from(noOi, oqa.uoa("SPY").request()));
        assertEquals(List.of("open_interest"), uoa.missing());

        ApiRequest em = oqa.expectedMove("SPY").request();
        assertJsonClose(oqa.answer(em).raw(), ViaChain.from(noOi, em).raw(), em.canonical(), 1e-12);
        ApiRequest byVolume = oqa.gex("SPY").basis(Basis.VOLUME).request();
        assertJsonClose(oqa.answer(byVolume).raw(), ViaChain.from(noOi, byVolume).raw(), byVolume.canonical(), 1e-12);
    }

    @Test void rowsWithoutGreeksOrQuotesNameWhatGexAndExpectedMoveNeed() {
        Oqa oqa = local(null);
        Answer<ChainData> bare = withRows(chainOf(oqa, "SPY"), row -> {
            for (String f : List.of("gamma", "iv", "bid", "ask", "last", "mid")) row.remove(f);
            return row;
        });
        MissingChainFieldsException gex = assertThrows(MissingChainFieldsException.class, () -> ViaChain.from(bare, oqa.gex("SPY").request()));
        assertEquals(List.of("gamma (or iv, or bid and ask to solve an iv from)"), gex.missing());
        MissingChainFieldsException em = assertThrows(MissingChainFieldsException.class, () -> ViaChain.from(bare, oqa.expectedMove("SPY").request()));
        assertEquals(List.of("bid (or last)", "ask (or last)"), em.missing());
        assertTrue(em.getMessage().contains("/options/expected-move"), em.getMessage());
    }

    @Test void lastStandsInForMissingQuotesAndSaysSo() {
        Oqa oqa = local(null);
        Answer<ChainData> lastOnly = withRows(chainOf(oqa, "SPY"), row -> { row.remove("bid"); row.remove("ask"); return row; });
        Answer<?> a = ViaChain.from(lastOnly, oqa.expectedMove("SPY").request());
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.startsWith("the rows carry no bid or ask: used the last price")), a.provenance().notes().toString());
        assertFalse(((ExpectedMoveData) a.data()).term().isEmpty(), "straddles from last sales");
    }

    @Test void aHistoricChainWithoutQuoteDatesIsValuedOnTheFetchDayAndSaysSo() {
        Oqa oqa = local(null);
        Answer<ChainData> chain = chainOf(oqa, "SPY");
        Answer<ChainData> remoteNoDates = new Answer<>(withRows(chain, row -> { row.remove("quote_date"); return row; }).data(), null,
                new dev.oqa.model.Provenance(Source.REMOTE, "2030-01-02T15:00:00Z", Instant.parse("2030-01-02T15:00:00Z"), false, null, List.of()));
        var read = dev.oqa.internal.local.options.ChainRowsReader.read(remoteNoDates.data(), remoteNoDates.provenance());
        assertEquals(LocalDate.parse("2030-01-02"), read.chain().valuationDate());
        assertTrue(read.notes().stream().anyMatch(n -> n.startsWith("the rows carry no quote_date: valued on 2030-01-02, the day the chain was fetched")));
        assertTrue(read.notes().stream().anyMatch(n -> n.contains("is before the valuation day 2030-01-02")), read.notes().toString());
    }

    // ------------------------------------------------------------------ helpers

    private static JsonNode readTree(String s) {
        try {
            return Json.MAPPER.readTree(s);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    private static Answer<ChainData> withRows(Answer<ChainData> chain, UnaryOperator<ObjectNode> f) {
        ArrayNode rows = Json.MAPPER.createArrayNode();
        for (JsonNode r : chain.data().chain()) rows.add(f.apply(((ObjectNode) r).deepCopy()));
        ChainData d = chain.data();
        return new Answer<>(new ChainData(d.ticker(), d.spot(), d.expirations(), d.selectedExpiry(), rows), null, chain.provenance());
    }

    /** Same shape and text; numbers equal within {@code rel} of the larger magnitude (absolute below 1). */
    static void assertJsonClose(JsonNode expected, JsonNode actual, String where, double rel) {
        if (expected.isNumber() && actual.isNumber()) {
            double e = expected.doubleValue(), a = actual.doubleValue();
            assertTrue(Math.abs(e - a) <= rel * Math.max(1, Math.max(Math.abs(e), Math.abs(a))), where + ": " + e + " vs " + a);
            return;
        }
        assertEquals(expected.getNodeType(), actual.getNodeType(), where);
        if (expected.isArray()) {
            assertEquals(expected.size(), actual.size(), where + " size");
            for (int i = 0; i < expected.size(); i++) assertJsonClose(expected.get(i), actual.get(i), where + "[" + i + "]", rel);
        } else if (expected.isObject()) {
            List<String> en = names(expected), an = names(actual);
            assertEquals(en, an, where + " fields");
            for (String n : en) assertJsonClose(expected.get(n), actual.get(n), where + "." + n, rel);
        } else {
            assertEquals(expected, actual, where);
        }
    }

    private static List<String> names(JsonNode o) {
        List<String> out = new java.util.ArrayList<>();
        for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) out.add(it.next());
        return out;
    }
}
