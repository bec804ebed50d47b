package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.Json;
import dev.oqa.model.data.ChainData;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a chain answer's rows become a snapshot at the edges of each rule: a zero strike, IV exactly at the percent
 * threshold, one side of the quote missing, several quote dates, a spot only in the rows, and what the coverage
 * counts. All rows SYNTHETIC (test data, not market data).
 */
class ChainRowsReaderEdgesTest {
    private static ChainRowsReader.ParsedChain read(String spot, String rows) {
        try {
            return ChainRowsReader.read(parse(spot, rows), null);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static ChainData parse(String spot, String rows) throws java.io.IOException {
        return Json.MAPPER.convertValue(Json.MAPPER.readTree("{\"ticker\":\"XYZ\",\"spot\":" + spot + ",\"expirations\":[],\"selected_expiry\":null,\"chain\":["
                + rows + "]}"), ChainData.class);
    }

    private static final String QD = ",\"quote_date\":\"2026-01-02\"";

    @Test void aZeroStrikeIsTakenFromTheSymbol() {
        var r = read("100", "{\"contract\":\"XYZ260116C00105000\",\"strike\":0,\"bid\":1,\"ask\":1.2" + QD + "},"
                + "{\"contract\":\"XYZ260116P00095000\",\"strike\":95,\"type\":\"put\",\"expiry\":\"2026-01-16\",\"bid\":1,\"ask\":1.2" + QD + "}");
        assertEquals(105.0, r.chain().strike(0));
        assertTrue(r.notes().contains("strike, type or expiry taken from the OCC contract symbol on 1 rows"), r.notes().toString());
        assertEquals(1, r.coverage().callRows());
        assertEquals(1, r.coverage().putRows());
        assertEquals(2, r.coverage().rows());
        assertEquals(2, r.coverage().count(ChainRowsReader.Field.BID));
        assertEquals(1, r.coverage().calls(ChainRowsReader.Field.ASK));
        assertEquals(1, r.coverage().puts(ChainRowsReader.Field.ASK));
        assertTrue(r.coverage().onBothSides(ChainRowsReader.Field.STRIKE));
        assertFalse(r.coverage().has(ChainRowsReader.Field.IV));
        String cov = r.coverage().toString();
        assertTrue(cov.startsWith("Coverage[2 rows, ") && cov.contains("bid 2") && !cov.contains("iv "), cov);
    }

    private static String ivRows(double a, double b, double c) {
        return "{\"strike\":100,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"iv\":" + a + QD + "},"
                + "{\"strike\":105,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"iv\":" + b + QD + "},"
                + "{\"strike\":110,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"iv\":" + c + QD + "}";
    }

    @Test void ivIsPercentOnlyAboveTheThreshold() {
        // the median of the positive values decides: 5 (the threshold) stays a fraction, 5.5 is percent
        var at = read("100", ivRows(4, 5, 30));
        assertEquals(5.0, at.chain().iv(1));
        assertTrue(at.notes().stream().noneMatch(n -> n.startsWith("iv looks like percent")), at.notes().toString());
        var above = read("100", ivRows(4, 5.5, 30));
        assertEquals(0.055, above.chain().iv(1), 1e-15);
        assertTrue(above.notes().contains("iv looks like percent (median 5.5 > 5): divided by 100"), above.notes().toString());
    }

    @Test void aMissingSideOfTheQuoteIsTheLastSaleAndSaidWhichSide() {
        String noBid = "{\"strike\":100,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"ask\":2.2,\"last\":2" + QD + "}";
        var r = read("100", noBid);
        assertEquals(2.0, r.chain().bid(0));
        assertEquals(2.0, r.chain().ask(0));
        assertTrue(r.notes().contains("the rows carry no bid: used the last price as bid and ask, so mids are last sales (stale where a strike has not traded)"), r.notes().toString());
        String noAsk = "{\"strike\":100,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"bid\":1.8,\"last\":2" + QD + "}";
        assertTrue(read("100", noAsk).notes().stream().anyMatch(n -> n.startsWith("the rows carry no ask: used the last price")));
        String neither = "{\"strike\":100,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"last\":2" + QD + "}";
        assertTrue(read("100", neither).notes().stream().anyMatch(n -> n.startsWith("the rows carry no bid or ask: used the last price")));
        String both = "{\"strike\":100,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"bid\":1.8,\"ask\":2.2,\"last\":2" + QD + "}";
        var q = read("100", both);
        assertEquals(1.8, q.chain().bid(0));
        assertTrue(q.notes().stream().noneMatch(n -> n.startsWith("the rows carry no")), q.notes().toString());
    }

    @Test void theMostCommonQuoteDateAndASpotFromTheRows() {
        String rows = "{\"strike\":100,\"type\":\"call\",\"expiry\":\"2026-01-16\",\"quote_date\":\"2026-01-02\",\"underlying_price\":101.5},"
                + "{\"strike\":100,\"type\":\"put\",\"expiry\":\"2026-01-16\",\"quote_date\":\"2026-01-05\",\"underlying_price\":102},"
                + "{\"strike\":105,\"type\":\"put\",\"expiry\":\"2026-01-16\",\"quote_date\":\"2026-01-05\"}";
        var r = read("0", rows);
        assertEquals(LocalDate.of(2026, 1, 5), r.chain().valuationDate());
        assertTrue(r.notes().contains("rows name 2 quote dates; used the most common, 2026-01-05"), r.notes().toString());
        assertEquals(101.5, r.chain().spot(), "the first row's underlying price");
        assertTrue(r.notes().contains("spot 101.5 from the rows' underlying price"), r.notes().toString());
        var stated = read("100", rows);
        assertEquals(100.0, stated.chain().spot(), "the answer's own spot wins");
        assertTrue(stated.notes().stream().noneMatch(n -> n.startsWith("spot ")), stated.notes().toString());
    }

    @Test void noQuoteDateIsValuedTodayAndSaid() {
        var r = read("100", "{\"strike\":100,\"type\":\"call\",\"expiry\":\"2030-01-18\"}");
        LocalDate today = LocalDate.now(ChainRowsReader.MARKET_ZONE);
        assertEquals(today, r.chain().valuationDate());
        assertTrue(r.notes().contains("the rows carry no quote_date: valued on " + today + ", today (New York)"), r.notes().toString());
        assertEquals(List.of(LocalDate.of(2030, 1, 18)), r.chain().expirations());
    }
}
