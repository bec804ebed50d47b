package dev.oqa.model;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/**
 * The powers of five against the published table (fast_float's {@code power_of_five_128}, the paper's generator run
 * in Python), at both ends, on both sides of the change of formula at q = -27, and around 10^0; the algorithm itself
 * is checked bit for bit against Jackson's parser in {@link ChainBytesTest}.
 */
class EiselLemireTest {
    private static void entry(int q, long high, long low) {
        assertEquals(new EiselLemire.Power(high, low), EiselLemire.compute(q), "5^" + q);
    }

    @Test void powersOfFiveAreThePublishedTable() {
        entry(-342, 0xeef453d6923bd65aL, 0x113faa2906a13b3fL);
        entry(-341, 0x9558b4661b6565f8L, 0x4ac7ca59a424c507L);
        entry(-28, 0xfd87b5f28300ca0dL, 0x8bca9d6e188853fcL);
        entry(-27, 0x9e74d1b791e07e48L, 0x775ea264cf55347eL);
        entry(-1, 0xccccccccccccccccL, 0xcccccccccccccccdL);
        entry(0, 0x8000000000000000L, 0L);
        entry(1, 0xa000000000000000L, 0L);
        entry(308, 0x8e679c2f5e44ff8fL, 0x570f09eaa7ea7648L);
    }

    @Test void answersOrDeclines() {
        assertEquals(0.1, EiselLemire.toDouble(1, -1, false));
        assertEquals(-1.7976931348623157E308, EiselLemire.toDouble(17976931348623157L, 292, true));
        assertEquals(0.30000000000000004, EiselLemire.toDouble(30000000000000004L, -17, false));
        assertTrue(Double.isNaN(EiselLemire.toDouble(1, 309, false)), "beyond the table");
        assertTrue(Double.isNaN(EiselLemire.toDouble(1, 308 + 1, false)));
        assertTrue(Double.isNaN(EiselLemire.toDouble(5, -324, false)), "subnormal: left to the exact parser");
        assertTrue(Double.isNaN(EiselLemire.toDouble(0, 5, false)), "zero is the caller's");
    }
}
