package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CsvFieldsTest {

    /** The fast path must give bit for bit the double that Double.parseDouble gives, or step aside (NaN). */
    @Test
    void plainDecimalsParseToTheSameDoubleAsParseDouble() {
        Random r = new Random(12);
        for (int i = 0; i < 200_000; i++) {
            int scale = r.nextInt(9);
            long unscaled = r.nextLong() % 1_000_000_000_000_000L;
            String s = BigDecimal.valueOf(unscaled, scale).toPlainString();
            assertSame(s);
        }
        for (String s : List.of("0", "-0", "0.0", "3300.1", "0.05", "-0.05", "1.", ".5", "4505.1001", "999999999999999",
                "0.000000000000001", "123456789012345.6", "0.1", "0.2", "0.3", "2.675", "1.0000000000000002"))
            assertSame(s);
    }

    @Test
    void anythingElseIsLeftToTheGeneralParser() {
        for (String s : List.of("", " ", "-", ".", "1e5", "1,234", "+1", "NaN", "Infinity", "1.2.3", "1234567890123456", "0x10", "1-"))
            assertTrue(Double.isNaN(CsvFields.plainDecimal(s, 0, s.length())), s);
        assertEquals(12.5, CsvFields.plainDecimal("a, 12.5 ,b", 2, 8), "spaces around a field are ignored");
    }

    private static void assertSame(String s) {
        double fast = CsvFields.plainDecimal(s, 0, s.length());
        if (Double.isNaN(fast)) {
            assertTrue(s.replace("-", "").replace(".", "").length() > 15, "only long numbers step aside: " + s);
            return;
        }
        assertEquals(Double.doubleToRawLongBits(Double.parseDouble(s)), Double.doubleToRawLongBits(fast), s);
    }
}
