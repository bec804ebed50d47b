package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.data.ExpectedMoveData;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The expected move is the ATM-forward straddle, linear between the bracketing strikes, with bands at the forward
 * ± the move. Synthetic chains (spot 100, quotes 0.2 wide) whose parity forwards are worked out by hand: on a
 * strike (100), between strikes (102, from C − P = 2 at 100 and −3 at 105), and cases that are left out.
 */
class ExpectedMovesTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2024, 3, 1), PAST = LocalDate.of(2024, 2, 23),
            ON = LocalDate.of(2024, 3, 8), BETWEEN = LocalDate.of(2024, 3, 15), BELOW = LocalDate.of(2024, 3, 22);

    private static void pair(ChainSnapshot.Builder b, LocalDate exp, double k, double callMid, double putMid) {
        b.add(exp, true, null, k, NaN, NaN, callMid - 0.1, callMid + 0.1, 10, NaN, NaN, NaN, 100);
        b.add(exp, false, null, k, NaN, NaN, putMid - 0.1, putMid + 0.1, 10, NaN, NaN, NaN, 100);
    }

    private static ChainAnalytics chain() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        pair(b, PAST, 100, 4, 4);        // expired: never listed
        pair(b, ON, 95, 7.5, 2.5);       // forward 100 on the strike: straddle 3 + 3 = 6
        pair(b, ON, 100, 3, 3);
        pair(b, ON, 105, 1, 6);
        pair(b, BETWEEN, 100, 5, 3);     // forward 102: straddle 8 at 100, 9 at 105, so 8 + 1·2/5 = 8.4
        pair(b, BETWEEN, 105, 3, 6);
        pair(b, BELOW, 110, 1, 2);       // forward 109, below its only strike: nothing brackets it, left out
        return ChainAnalytics.compute(b.build());
    }

    @Test void onAStrikeTheStraddleBetweenStrikesLinearBandsAroundTheForward() {
        Computed<ExpectedMoveData> c = ExpectedMoves.compute("TEST", chain(), 0.2);
        List<ExpectedMoveData.Term> t = c.data().term();
        assertEquals(List.of("2024-03-08", "2024-03-15"), t.stream().map(ExpectedMoveData.Term::expiry).toList());

        ExpectedMoveData.Term on = t.get(0);
        assertEquals(6.0, on.move(), 1e-9);
        assertEquals(106.0, on.upper(), 1e-9);
        assertEquals(94.0, on.lower(), 1e-9);
        assertEquals(6.0, on.movePct().doubleValue(), 1e-9, "percent of spot 100");
        assertEquals(7, on.days().intValue());

        ExpectedMoveData.Term between = t.get(1);
        assertEquals(8.4, between.move(), 1e-9);
        assertEquals(102 + 8.4, between.upper(), 1e-9);
        assertEquals(102 - 8.4, between.lower(), 1e-9);
        assertEquals(14, between.days().intValue());

        assertEquals(2, c.data().table().size());
        assertEquals("±8.40 (±8.40%)", c.data().table().get(1).get("Move").asText());
        assertEquals(102.0, c.data().table().get(1).get("Forward").asDouble(), 1e-9);
        assertTrue(c.notes().stream().anyMatch(n -> n.startsWith("1 expiries without two-sided call and put quotes")), c.notes().toString());
    }

    @Test void bracketingStrikesOutsideTheRangeLeaveTheExpiryOut() {
        // range 3%: 100 and 105 bracket 102, but 105 lies beyond 103, so only the expiry on its strike stays
        Computed<ExpectedMoveData> c = ExpectedMoves.compute("TEST", chain(), 0.03);
        assertEquals(List.of("2024-03-08"), c.data().term().stream().map(ExpectedMoveData.Term::expiry).toList());
        assertTrue(c.notes().stream().anyMatch(n -> n.startsWith("2 expiries")), c.notes().toString());
        // range 5%: 105 is exactly at the edge, and the edge is inside
        assertEquals(2, ExpectedMoves.compute("TEST", chain(), 0.05).data().term().size());
    }

    @Test void aStrikeWithoutBothQuotesCannotCarryTheStraddle() {
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(100);
        pair(b, ON, 95, 7.5, 2.5);
        pair(b, ON, 105, 2.5, 7.5);
        b.add(ON, true, null, 100, NaN, NaN, 2.9, 3.1, 10, NaN, NaN, NaN, 100); // a call at the forward, no put
        Computed<ExpectedMoveData> c = ExpectedMoves.compute("TEST", ChainAnalytics.compute(b.build()), 0.2);
        assertEquals(List.of(), c.data().term());
    }
}
