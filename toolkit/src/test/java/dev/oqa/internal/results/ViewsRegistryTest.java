package dev.oqa.internal.results;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.display.Views;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.GexData;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The display side's views and the catalogue's specs, keyed by the same endpoint, agree on each endpoint's record. */
class ViewsRegistryTest {

    @Test void everyEndpointsViewDrawsTheRecordItsSpecReads() {
        for (Endpoint e : Endpoint.values())
            assertEquals(Endpoints.of(e).type(), Views.of(e).type(), e + ": the view is filed under another endpoint");
    }

    @Test void everyLocalAnswerDrawsAsAPanelWithItsTitle() {
        LocalEngine local = LocalEngine.bundled();
        for (EndpointSpec<?, ?> s : Endpoints.all()) {
            List<String> positionals = s.takes() == EndpointSpec.Takes.TICKERS ? List.of("SPY", "TLT") : List.of();
            var request = s.query(null, positionals).request();
            var a = local.answer(s, request);
            Panel p = ViewedResult.panel(s, a, request);
            assertNotNull(p.title(), s.command());
            assertEquals(p.title(), ViewedResult.of(s, a, request).panel().title(), s.command() + ": the result draws the same panel");
        }
    }

    @Test void aViewAskedForAnotherRecordIsRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> Views.of(Endpoint.GEX, ChainData.class));
        assertEquals("GEX's view draws GexData, not ChainData", e.getMessage());
        assertNotNull(Views.of(Endpoint.GEX, GexData.class));
    }
}
