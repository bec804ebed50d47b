package dev.oqa.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CompactTest {
    @Test
    void dollarsInFinanceUnits() {
        assertEquals("$1.23B", Compact.dollars(1_234_000_000));
        assertEquals("−$350M", Compact.dollars(-350e6));
        assertEquals("$1.2B", Compact.dollars(1.2e9));
        assertEquals("$12.5K", Compact.dollars(12_500));
        assertEquals("$950", Compact.dollars(950));
        assertEquals("$1M", Compact.dollars(999_999), "rounding carries into the next unit");
        assertEquals("$0", Compact.dollars(0));
        assertEquals("$1.5B", Compact.dollars(1.46e9, 2));
        assertEquals("n/a", Compact.dollars(Double.NaN));
    }

    @Test
    void pricesDropTrailingZeros() {
        assertEquals("445", Compact.price(445.0, 2));
        assertEquals("447.5", Compact.price(447.5, 2));
        assertEquals("445.37", Compact.price(445.3712, 2));
        assertEquals("−3.1", Compact.price(-3.1, 2));
    }
}
