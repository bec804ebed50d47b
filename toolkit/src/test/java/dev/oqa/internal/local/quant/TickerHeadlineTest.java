package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.oqa.internal.local.data.PriceSeries;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** One row of a universe scan on SYNTHETIC prices (test data, not market data) whose figures are computed by hand. */
class TickerHeadlineTest {
    private static PriceSeries series(String ticker, String[] dates, double[] closes) {
        int[] days = new int[dates.length];
        for (int i = 0; i < dates.length; i++) days[i] = (int) LocalDate.parse(dates[i]).toEpochDay();
        return new PriceSeries(ticker, ticker + ".csv", days, closes);
    }

    private static final String[] DATES = {"2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"};

    /**
     * Closes 100, 110, 99, 108.9: returns +10%, −10%, +10% (mean 1/30, sample sd √(0.04/3) = 0.115470):
     * volatility 0.115470·√252 = 1.8330303, Sharpe (1/30)/0.115470·√252 = 4.5825757, the worst fall 99/110 − 1 = −10%,
     * CAGR 1.089^(252/3) − 1 = 1288.2641289 (empyrical's annual_return of three days).
     */
    @Test void withoutABenchmarkTheFiguresComeFromTheTickersOwnDates() {
        TickerHeadline h = TickerHeadline.of(series("AAA", DATES, new double[] {100, 110, 99, 108.9}), null);
        assertEquals("AAA", h.ticker());
        assertNull(h.benchmark());
        assertNull(h.beta());
        assertEquals(LocalDate.of(2024, 1, 2), h.firstDate());
        assertEquals(LocalDate.of(2024, 1, 5), h.lastDate());
        assertEquals(3, h.days());
        assertEquals(1.8330302780, h.volatility(), 1e-9);
        assertEquals(4.5825756950, h.sharpe(), 1e-9);
        assertEquals(-0.1, h.maxDrawdown(), 1e-12);
        assertEquals(1288.2641289, h.cagr(), 1e-6);
    }

    @Test void aFlatTickerHasNoSharpeRatherThanAnInfiniteOne() {
        TickerHeadline h = TickerHeadline.of(series("FLAT", DATES, new double[] {50, 50, 50, 50}), null);
        assertEquals(0.0, h.volatility(), 0);
        assertEquals(0.0, h.cagr(), 0);
        assertEquals(0.0, h.maxDrawdown(), 0);
        assertNull(h.sharpe(), "0/0 is no number: left empty");
    }

    /**
     * Against a benchmark, on the dates both have: the asset's returns are exactly twice the benchmark's (+2%, −2%, +4%
     * against +1%, −1%, +2%), so beta is 2. The benchmark's extra first date is not shared and is left out.
     */
    @Test void withABenchmarkTheFiguresAreOnTheSharedDatesAndBetaIsTheSlope() {
        PriceSeries asset = series("AAA", DATES, new double[] {100, 102, 99.96, 103.9584});
        PriceSeries bench = series("SPY", new String[] {"2023-12-29", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"},
                new double[] {95, 100, 101, 99.99, 101.9898});
        TickerHeadline h = TickerHeadline.of(asset, bench);
        assertEquals("SPY", h.benchmark());
        assertEquals(LocalDate.of(2024, 1, 2), h.firstDate());
        assertEquals(LocalDate.of(2024, 1, 5), h.lastDate());
        assertEquals(3, h.days());
        assertEquals(2.0, h.beta(), 1e-9);
        assertEquals(-0.02, h.maxDrawdown(), 1e-12); // 99.96 / 102 - 1
        // returns +2%, -2%, +4%: mean 4/300, sample sd = sqrt(((2/3)^2 + (10/3)^2 + (8/3)^2) / 2) % = 3.0550505 %
        assertEquals(0.030550505 * Math.sqrt(252), h.volatility(), 1e-8);
    }

    @Test void fewerThanThreePricesAreRefusedWithTheFile() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> TickerHeadline.of(series("AAA", new String[] {"2024-01-02", "2024-01-03"}, new double[] {1, 2}), null));
        assertEquals("AAA.csv has 2 prices; at least 3 are needed", e.getMessage());
    }
}
