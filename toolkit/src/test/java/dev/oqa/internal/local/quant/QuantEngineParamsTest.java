package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine's parameter rules and notes, on a folder of SYNTHETIC price files (test data, not market data). */
class QuantEngineParamsTest {
    private static final LocalDate START = LocalDate.of(2024, 1, 1); // a Monday
    @TempDir Path dir;
    private String root;

    @BeforeEach void files() {
        SyntheticPrices.write(dir, "SPY", START, SyntheticPrices.walk(1, 300, 0.01));
        SyntheticPrices.write(dir, "AAA", START, SyntheticPrices.walk(2, 300, 0.01));
        SyntheticPrices.write(dir, "BBB", START, SyntheticPrices.walk(3, 200, 0.01));  // ends earlier
        SyntheticPrices.write(dir, "CCC", START, SyntheticPrices.walk(4, 250, 0.01));
        SyntheticPrices.write(dir, "ONE", START, new double[] {100});
        root = dir.toAbsolutePath().normalize().toString();
    }

    private QuantEngine engine() { return new QuantEngine(DataSource.folder(dir), null); }

    private static List<String> notes(Answer<?> a) { return a.provenance().notes(); }

    @Test void outOfRangeIntegersAreClampedAndSaySo() {
        Answer<?> a = engine().marketMemory(ApiRequest.to(Endpoint.MARKET_MEMORY)
                .param("kernel_size", "2").param("top_n", "99").param("min_separation", "-3").build());
        assertTrue(notes(a).contains("kernel_size 2 clamped to 5 (accepted 5..252)"), notes(a).toString());
        assertTrue(notes(a).contains("top_n 99 clamped to 50 (accepted 1..50)"), notes(a).toString());
        assertTrue(notes(a).contains("min_separation -3 clamped to 0 (accepted 0 or more)"), notes(a).toString());
        Answer<?> inRange = engine().marketMemory(ApiRequest.to(Endpoint.MARKET_MEMORY).param("kernel_size", "5").param("top_n", "50").build());
        assertTrue(notes(inRange).stream().noneMatch(n -> n.contains("clamped")), notes(inRange).toString());
    }

    @Test void aWordForANumberIsAUsageErrorSayingWhatIsAccepted() {
        var sep = assertThrows(UsageException.class, () -> engine().marketMemory(ApiRequest.to(Endpoint.MARKET_MEMORY).param("min_separation", "x").build()));
        assertEquals("min_separation 'x' is not a whole number; use an integer from 0 up", sep.getMessage());
        var w = assertThrows(UsageException.class, () -> engine().risk(ApiRequest.to(Endpoint.RISK).param("ticker", "AAA").param("window", "ten").build()));
        assertEquals("window 'ten' is not a whole number; use an integer from 5 to 365", w.getMessage());
    }

    @Test void anInvalidTickerFallsBackToTheDefaultWithANote() {
        Answer<?> a = engine().seasonality(ApiRequest.to(Endpoint.SEASONALITY).param("ticker", "bad ticker!").build());
        assertTrue(notes(a).contains("ticker 'bad ticker!' is not a valid symbol (at most 10 of A-Z 0-9 . _ -); used the default SPY"), notes(a).toString());
    }

    @Test void theClosingNoteNamesTheFolderTheDataEndAndTheRate() {
        Answer<?> a = engine().risk(ApiRequest.to(Endpoint.RISK).param("ticker", "BBB").param("period", "max").build());
        LocalDate bbbEnd = SyntheticPrices.day(START, 199), spyEnd = SyntheticPrices.day(START, 299);
        assertEquals(bbbEnd.toString(), a.provenance().asOf(), "the last date both have");
        String last = notes(a).get(notes(a).size() - 1);
        assertEquals("local quant: data end " + bbbEnd + " (user data: " + root + ": BBB to " + bbbEnd + ", SPY to " + spyEnd
                + "); daily adjusted closes only (no OHLCV needed), returns from adj_close, 252 days a year, risk-free rate 0.00%", last);
    }

    @Test void tooShortAPeriodNamesTheTickerAndTheAcceptedPeriods() {
        var e = assertThrows(UsageException.class, () -> engine().seasonality(ApiRequest.to(Endpoint.SEASONALITY).param("ticker", "ONE").build()));
        assertEquals("period 10y leaves 1 price(s) of ONE; at least 2 are needed; use a longer period (<n>d, <n>w, <n>M (months), <n>y, ytd or max, e.g. 5y, 1M, 6w, 30d)",
                e.getMessage());
    }

    @Test void anAsOfBeforeTheDataIsALocalDataError() {
        var e = assertThrows(LocalDataException.class,
                () -> new QuantEngine(DataSource.folder(dir), LocalDate.of(2020, 1, 1)).risk(ApiRequest.to(Endpoint.RISK).param("ticker", "AAA").build()));
        assertEquals("AAA has no prices on or before the as-of date 2020-01-01 (its data start on 2024-01-01)", e.getMessage());
    }

    @Test void theWrongEndpointIsAProgrammingError() {
        var e = assertThrows(IllegalArgumentException.class, () -> engine().risk(ApiRequest.to(Endpoint.SEASONALITY).build()));
        assertTrue(e.getMessage().startsWith("expected a "), e.getMessage());
    }

    /**
     * Sector universe AAA (300 days), BBB (200), CCC (250) and a missing NOPE: the common end is the latest date at
     * least half of the three reach, CCC's; BBB ends before it and is left out, AAA is cut there.
     */
    @Test void aUniverseEndsWhereHalfOfItHasPricesAndLeavesOutTheRest() {
        QuantConventions conv = QuantConventions.defaults().withSectorUniverse(List.of("AAA", "BBB", "CCC", "NOPE"));
        Answer<?> a = new QuantEngine(DataSource.folder(dir), null, conv).sectorInsights(ApiRequest.to(Endpoint.SECTOR_INSIGHTS).param("period", "max").build());
        LocalDate ccc = SyntheticPrices.day(START, 249), bbb = SyntheticPrices.day(START, 199), aaa = SyntheticPrices.day(START, 299);
        assertEquals(ccc.toString(), a.provenance().asOf());
        List<String> n = notes(a);
        assertTrue(n.contains("NOPE has no price file and was left out"), n.toString());
        assertTrue(n.contains("BBB data end on " + bbb + ", before the common end " + ccc + "; left out"), n.toString());
        assertTrue(n.contains("common end " + ccc + ": the latest date at least half of the universe has prices (some tickers run to " + aaa + ")"), n.toString());
        assertEquals(2, ((dev.oqa.model.data.SectorInsightsData) a.data()).summary().size());
    }

    @Test void aUniverseTickerStartingAfterTheAsOfDateIsLeftOut() {
        SyntheticPrices.write(dir, "LATE", LocalDate.of(2024, 6, 3), SyntheticPrices.walk(5, 50, 0.01));
        QuantConventions conv = QuantConventions.defaults().withSectorUniverse(List.of("AAA", "LATE"));
        Answer<?> a = new QuantEngine(DataSource.folder(dir), LocalDate.of(2024, 3, 1), conv)
                .sectorInsights(ApiRequest.to(Endpoint.SECTOR_INSIGHTS).build());
        assertTrue(notes(a).contains("LATE starts after the as-of date and was left out"), notes(a).toString());
        assertEquals("2024-03-01", a.provenance().asOf());
        var none = assertThrows(LocalDataException.class, () -> new QuantEngine(DataSource.folder(dir), null,
                QuantConventions.defaults().withSectorUniverse(List.of("NOPE"))).sectorInsights(ApiRequest.to(Endpoint.SECTOR_INSIGHTS).build()));
        assertTrue(none.getMessage().startsWith("none of [NOPE] has daily prices in data folder " + root + "; tickers available: AAA, BBB, CCC"), none.getMessage());
    }
}
