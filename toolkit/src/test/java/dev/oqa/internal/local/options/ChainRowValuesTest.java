package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.oqa.model.Json;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The value forms chain rows arrive in from vendors: dates, contract symbols, types, numbers and key spellings. */
class ChainRowValuesTest {
    private static final LocalDate SEP15 = LocalDate.of(2023, 9, 15);

    private static JsonNode row(String json) {
        try { return Json.MAPPER.readTree(json); } catch (Exception e) { throw new AssertionError(e); }
    }

    @Test void datesInEveryAcceptedForm() {
        assertEquals(SEP15, ChainRowsReader.parseDate(LongNode.valueOf(20230915)), "YYYYMMDD as a number");
        assertEquals(LocalDate.of(1900, 1, 1), ChainRowsReader.parseDate(LongNode.valueOf(19000101)));
        assertEquals(LocalDate.of(2999, 12, 31), ChainRowsReader.parseDate(LongNode.valueOf(29991231)));
        // 2023-09-15T00:00Z is 19,615 days after 1970-01-01: 1,694,736,000 seconds
        assertEquals(SEP15, ChainRowsReader.parseDate(LongNode.valueOf(1_694_736_000L)), "epoch seconds (UTC)");
        assertEquals(SEP15, ChainRowsReader.parseDate(LongNode.valueOf(1_694_736_000_000L)), "epoch milliseconds");
        assertEquals(LocalDate.of(1970, 1, 1), ChainRowsReader.parseDate(LongNode.valueOf(1)));
        assertNull(ChainRowsReader.parseDate(LongNode.valueOf(0)));
        assertNull(ChainRowsReader.parseDate(LongNode.valueOf(-5)));
        assertEquals(SEP15, ChainRowsReader.parseDate(TextNode.valueOf(" 20230915 ")));
        assertEquals(SEP15, ChainRowsReader.parseDate(TextNode.valueOf("1694736000")));
        assertEquals(SEP15, ChainRowsReader.parseDate(TextNode.valueOf("2023-09-15T20:00:00Z")));
        assertNull(ChainRowsReader.parseDate(TextNode.valueOf("20231332")), "no 32nd of a 13th month");
        assertNull(ChainRowsReader.parseDate(TextNode.valueOf("2023-02-30")));
        assertNull(ChainRowsReader.parseDate(TextNode.valueOf("Sep 15")));
        assertNull(ChainRowsReader.parseDate(BooleanNode.TRUE));
        assertEquals(LocalDate.of(2023, 9, 14), ChainRowsReader.leadingDate(" 2023-09-14T16:31 EDT (SPY snapshot)"));
        assertNull(ChainRowsReader.leadingDate("as of 2023-09-14"));
        assertNull(ChainRowsReader.leadingDate(null));
    }

    @Test void aDateUnderTheNextSpellingIsUsedWhenTheFirstIsUnreadable() {
        JsonNode r = row("{\"expiry\":\"soon\",\"expiration\":\"2023-09-15\"}");
        assertEquals(SEP15, ChainRowsReader.date(r, List.of("expiry", "expiration"), new HashMap<>()));
        assertNull(ChainRowsReader.date(row("{\"expiry\":null}"), List.of("expiry"), new HashMap<>()));
        var seen = new HashMap<String, LocalDate>();
        ChainRowsReader.date(row("{\"expiry\":\"bad\"}"), List.of("expiry"), seen);
        assertTrue(seen.containsKey("bad") && seen.get("bad") == null, "an unreadable string is remembered as unreadable");
    }

    @Test void occSymbolsWithPrefixesPaddingAndCase() {
        var c = ChainRowsReader.Occ.parse("SPY230915C00450000");
        assertEquals("SPY", c.root());
        assertEquals(SEP15, c.expiry());
        assertTrue(c.call());
        assertEquals(450.0, c.strike());
        var p = ChainRowsReader.Occ.parse(" o:spxw230915p04512500 ");
        assertEquals("SPXW", p.root());
        assertEquals(false, p.call());
        assertEquals(4512.5, p.strike());
        assertEquals(100.0, ChainRowsReader.Occ.parse("XYZ   230915C00100000").strike(), "a root padded to six characters");
        assertNull(ChainRowsReader.Occ.parse("SPY231332C00450000"), "no 32nd of a 13th month");
        assertNull(ChainRowsReader.Occ.parse("TOOLONG230915C00450000"));
        assertNull(ChainRowsReader.Occ.parse("SPY230915X00450000"));
        assertNull(ChainRowsReader.Occ.parse("SPY"));
    }

    @Test void typesInEveryAcceptedSpelling() {
        for (String call : List.of("C", "call", " Calls ")) assertEquals(Boolean.TRUE, ChainRowsReader.type(row("{\"t\":\"" + call + "\"}"), List.of("t")), call);
        for (String put : List.of("p", "PUT", "puts")) assertEquals(Boolean.FALSE, ChainRowsReader.type(row("{\"t\":\"" + put + "\"}"), List.of("t")), put);
        assertEquals(Boolean.FALSE, ChainRowsReader.type(row("{\"side\":\"BUY\",\"right\":\"P\"}"), List.of("side", "right")), "BUY is not a type; the next spelling is");
        assertNull(ChainRowsReader.type(row("{\"t\":1}"), List.of("t")));
        assertNull(ChainRowsReader.type(row("{\"t\":\"straddle\"}"), List.of("t")));
    }

    @Test void numbersFromJsonOrTextAndWhatIsMissing() {
        Set<String> bad = new LinkedHashSet<>();
        JsonNode r = row("{\"a\":\"1,234.5\",\"b\":\"14.5%\",\"c\":\" - \",\"d\":\"abc\",\"e\":null,\"f\":2.5,\"g\":\"N/A\",\"h\":\"null\",\"i\":\"--\",\"j\":\"\"}");
        assertEquals(1234.5, ChainRowsReader.number(r, List.of("a"), bad));
        assertEquals(14.5, ChainRowsReader.number(r, List.of("b"), bad), "the percent rule rescales the column later");
        assertEquals(2.5, ChainRowsReader.number(r, List.of("c", "e", "f"), bad), "missing spellings are skipped");
        for (String k : List.of("c", "e", "g", "h", "i", "j", "none")) assertTrue(Double.isNaN(ChainRowsReader.number(r, List.of(k), bad)), k);
        assertEquals(Set.of(), bad, "missing is not unreadable");
        assertTrue(Double.isNaN(ChainRowsReader.number(r, List.of("d"), bad)));
        assertEquals(Set.of("d"), bad, "an unreadable value is reported under its key");
    }

    @Test void keySpellingsMatchIgnoringCaseAndSeparators() {
        assertEquals("openinterest", ChainRowsReader.normalise("Open_Interest"));
        assertEquals("openinterest", ChainRowsReader.normalise("open-interest"));
        assertEquals("openinterest", ChainRowsReader.normalise("Open Interest"));
        var keys = ChainRowsReader.resolveKeys(List.of(row("{\"OI\":1,\"strikePrice\":2}"), row("{\"openInterest\":3}")));
        assertEquals(List.of("openInterest", "OI"), keys.get(ChainRowsReader.Field.OPEN_INTEREST), "the preferred spelling first");
        assertEquals(List.of("strikePrice"), keys.get(ChainRowsReader.Field.STRIKE));
        assertEquals(List.of(), keys.get(ChainRowsReader.Field.GAMMA));
    }
}
