package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.math.Black;
import dev.oqa.internal.math.OptionType;
import dev.oqa.model.data.UoaData;
import java.time.LocalDate;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Which IV an unusual trade shows: ours from its quote, else the vendor's, else none. SYNTHETIC chain (test data,
 * not market data): two-sided put and call at 100 priced by Black at 25% on forward 100, so our IV is 25% while the
 * vendor's column says otherwise.
 */
class UnusualActivityIvTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14), E1 = LocalDate.of(2023, 10, 20);

    @Test void ourIvFromTheQuoteElseTheVendorsElseNone() {
        double t = ChainAnalytics.compute(ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100).build()).yearsToExpiry(E1);
        double c = Black.price(OptionType.CALL, 100, 100, 0.25, t), p = Black.price(OptionType.PUT, 100, 100, 0.25, t);
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        // quoted pair: mid exactly the Black price, vendor IV 0.40 (ignored: we have our own)
        b.add(E1, true, null, 100, c, NaN, c - 0.01, c + 0.01, 1000, 0.40, NaN, NaN, 200);
        b.add(E1, false, null, 100, p, NaN, p - 0.01, p + 0.01, 1000, 0.40, NaN, NaN, 200);
        // no quote, a last sale and the vendor's IV: the vendor's
        b.add(E1, true, null, 110, 1.5, NaN, NaN, NaN, 1000, 0.31, NaN, NaN, 200);
        // no quote and no vendor IV: none
        b.add(E1, false, null, 90, 1.5, NaN, NaN, NaN, 1000, NaN, NaN, NaN, 200);
        UoaData d = UnusualActivity.compute("TEST", ChainAnalytics.compute(b.build()), false, 50).data();
        Map<String, Double> iv = d.trades().stream().collect(Collectors.toMap(x -> x.type() + " " + x.strike(), x -> x.iv() == null ? -1 : x.iv()));
        assertEquals(4, iv.size());
        assertEquals(0.25, iv.get("CALL 100.0"), 1e-6, "ours, from the mid");
        assertEquals(0.25, iv.get("PUT 100.0"), 1e-6, "ours, from the mid");
        assertEquals(0.31, iv.get("CALL 110.0"), 0, "the vendor's");
        assertEquals(-1, iv.get("PUT 90.0"), 0, "none");
    }
}
