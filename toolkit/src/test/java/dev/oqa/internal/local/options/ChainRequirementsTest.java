package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.options.ChainRowsReader.Coverage;
import dev.oqa.internal.local.options.ChainRowsReader.Field;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each analytic needs from chain rows ({@code --via-chain}), on coverages of 2 call rows and 2 put rows. */
class ChainRequirementsTest {
    /** Fields given as {FIELD, calls, puts}. */
    private static Coverage rows(Object[]... fields) {
        Map<Field, int[]> m = new EnumMap<>(Field.class);
        for (Object[] f : fields) m.put((Field) f[0], new int[] {(int) f[1], (int) f[2]});
        return new Coverage(m, 2, 2);
    }

    private static Object[] f(Field f, int calls, int puts) { return new Object[] {f, calls, puts}; }

    private static ApiRequest req(Endpoint e) { return ApiRequest.to(e).build(); }

    /** What each chain analytic's spec names as its needs (the catalogue, dev.oqa.internal.catalogue.Endpoints). */
    private static ChainRequirements.Needs needs(Endpoint e) {
        return switch (e) {
            case EXPECTED_MOVE, IV -> ChainRequirements.QUOTES;
            case OPEN_INTEREST -> ChainRequirements.BASIS;
            case UOA -> ChainRequirements.ACTIVITY;
            case GEX -> ChainRequirements.GAMMA;
            case CHAIN -> ChainRequirements.NOTHING;
            case PING, RISK, ASSET_CORRELATION, MARKET_MEMORY, PORTFOLIO_OPTIMIZER, SEASONALITY, SECTOR_INSIGHTS ->
                    throw new IllegalArgumentException(e + " is not computed from a chain");
        };
    }

    private static List<String> missing(ApiRequest r, Coverage c) {
        return assertThrows(MissingChainFieldsException.class, () -> ChainRequirements.check(r, c, needs(r.endpoint()))).missing();
    }

    @Test void expectedMoveNeedsBidAndAskOnBothSidesAndSaysWhichSideLacksThem() {
        assertEquals(List.of("bid on puts (or last)", "ask on calls (or last)"),
                missing(req(Endpoint.EXPECTED_MOVE), rows(f(Field.BID, 2, 0), f(Field.ASK, 0, 2))));
        assertEquals(List.of("bid", "ask"), missing(req(Endpoint.IV), rows(f(Field.LAST, 2, 2))), "last present: no '(or last)' hint");
        assertEquals(List.of("bid (or last)", "ask (or last)"), missing(req(Endpoint.IV), rows()));
        assertEquals(List.of("bid on 3 of 4 rows"), ChainRequirements.check(req(Endpoint.EXPECTED_MOVE), rows(f(Field.BID, 2, 1), f(Field.ASK, 2, 2)), needs(Endpoint.EXPECTED_MOVE)));
    }

    @Test void openInterestNeedsItsBasisQuantity() {
        assertEquals(List.of("open_interest (basis open_interest)"), missing(req(Endpoint.OPEN_INTEREST), rows(f(Field.VOLUME, 2, 2))));
        assertEquals(List.of("volume (basis volume)"),
                missing(ApiRequest.to(Endpoint.OPEN_INTEREST).param("basis", "volume").build(), rows(f(Field.OPEN_INTEREST, 2, 2))));
        assertEquals(List.of("volume (basis total_premium)", "a price (last, or bid and ask)"),
                missing(ApiRequest.to(Endpoint.OPEN_INTEREST).param("basis", "total_premium").build(), rows(f(Field.BID, 2, 2))));
        assertEquals(List.of("last on 1 of 4 rows"), ChainRequirements.check(ApiRequest.to(Endpoint.OPEN_INTEREST).param("basis", "total_premium").build(), rows(f(Field.VOLUME, 2, 2), f(Field.LAST, 1, 0), f(Field.BID, 2, 2), f(Field.ASK, 2, 2)), needs(Endpoint.OPEN_INTEREST)), "a last sale is the price when there is one");
    }

    @Test void uoaNeedsVolumeOpenInterestAndAPrice() {
        assertEquals(List.of("volume", "open_interest", "a price (last, or bid and ask)"), missing(req(Endpoint.UOA), rows(f(Field.BID, 2, 2))));
        assertEquals(List.of("bid on 2 of 4 rows"), ChainRequirements.check(req(Endpoint.UOA), rows(f(Field.VOLUME, 2, 2), f(Field.OPEN_INTEREST, 2, 2), f(Field.BID, 2, 0), f(Field.ASK, 2, 2)), needs(Endpoint.UOA)));
    }

    @Test void gexTakesGammaElseIvElseQuotesToSolveOne() {
        Object[] oi = f(Field.OPEN_INTEREST, 2, 2);
        assertEquals(List.of("gamma on 1 of 4 rows"), ChainRequirements.check(req(Endpoint.GEX), rows(oi, f(Field.GAMMA, 1, 0), f(Field.IV, 2, 2)), needs(Endpoint.GEX)));
        assertEquals(List.of("iv on 3 of 4 rows"), ChainRequirements.check(req(Endpoint.GEX), rows(oi, f(Field.IV, 2, 1), f(Field.BID, 1, 1), f(Field.ASK, 1, 1)), needs(Endpoint.GEX)));
        assertEquals(List.of("bid on 2 of 4 rows", "ask on 2 of 4 rows"), ChainRequirements.check(req(Endpoint.GEX), rows(oi, f(Field.BID, 1, 1), f(Field.ASK, 1, 1)), needs(Endpoint.GEX)));
        assertEquals(List.of("gamma (or iv, or bid and ask to solve an iv from)"), missing(req(Endpoint.GEX), rows(oi, f(Field.BID, 2, 2))));
        MissingChainFieldsException e = assertThrows(MissingChainFieldsException.class, () -> ChainRequirements.check(req(Endpoint.GEX), rows(), needs(Endpoint.GEX)));
        assertEquals(List.of("open_interest (basis open_interest)", "gamma (or iv, or bid and ask to solve an iv from)"), e.missing());
        assertTrue(e.getMessage().contains("4 rows read"), e.getMessage());
    }

    @Test void theChainNeedsNothingMore() {
        assertEquals(List.of(), ChainRequirements.check(req(Endpoint.CHAIN), rows(), needs(Endpoint.CHAIN)));
    }
}
