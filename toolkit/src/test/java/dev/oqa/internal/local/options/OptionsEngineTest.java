package dev.oqa.internal.local.options;

import dev.oqa.internal.catalogue.Endpoints;
import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.Source;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every options endpoint answers from every bundled snapshot with the typed record and local provenance. */
class OptionsEngineTest {
    static final List<Endpoint> OPTIONS = List.of(Endpoint.EXPECTED_MOVE, Endpoint.IV, Endpoint.OPEN_INTEREST, Endpoint.UOA, Endpoint.CHAIN, Endpoint.GEX);

    @Test void everyEndpointOnEveryBundledSnapshot() {
        for (SnapshotRef ref : SnapshotCatalog.of(DataSource.bundled()).snapshots()) {
            LocalEngine engine = LocalEngine.of(DataSource.bundled(), ref.quoteDate());
            for (Endpoint e : OPTIONS) {
                Answer<?> a = engine.answer(ApiRequest.to(e).param("ticker", ref.ticker()).build());
                assertTrue(Endpoints.of(e).type().isInstance(a.data()), e + " " + ref);
                assertEquals(Source.LOCAL, a.provenance().source());
                assertNotNull(a.provenance().asOf());
                assertTrue(a.provenance().asOf().startsWith(ref.quoteDate().toString().substring(0, 8)), a.provenance().asOf());
                Object back = Endpoints.of(e).reader().read(a.raw()).record(); // the JSON reads back into the record
                assertNotNull(back);
            }
            GexData g = engine.answer(ApiRequest.to(Endpoint.GEX).param("ticker", ref.ticker()).build(), GexData.class).data();
            assertNotNull(g.zeroLevel(), "zero gamma found for " + ref);
            ExpectedMoveData em = engine.answer(ApiRequest.to(Endpoint.EXPECTED_MOVE).param("ticker", ref.ticker()).build(), ExpectedMoveData.class).data();
            assertFalse(em.term().isEmpty(), ref.toString());
            for (ExpectedMoveData.Term t : em.term()) assertTrue(t.move() > 0 && t.upper() > t.lower());
        }
    }

    @Test void invalidTickerFallsBackToTheDefaultAndSaysSo() {
        Answer<?> a = LocalEngine.bundled().answer(ApiRequest.to(Endpoint.IV).param("ticker", "not a ticker!").build());
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.contains("used the default SPY")), a.provenance().notes().toString());
    }

    @Test void badParametersAreUsageErrors() {
        assertThrows(UsageException.class, () -> LocalEngine.bundled().answer(ApiRequest.to(Endpoint.IV).param("range_pct", "wide").build()));
        assertThrows(UsageException.class, () -> LocalEngine.bundled().answer(ApiRequest.to(Endpoint.UOA).param("limit", "many").build()));
        assertThrows(UsageException.class, () -> LocalEngine.bundled().answer(ApiRequest.to(Endpoint.CHAIN).param("expiry", "next friday").build()));
        // range_pct is clamped, not rejected
        assertEquals(2.0, ((dev.oqa.model.data.IvData) LocalEngine.bundled().answer(ApiRequest.to(Endpoint.IV).param("range_pct", "7").build()).data()).rangePct());
    }
}
