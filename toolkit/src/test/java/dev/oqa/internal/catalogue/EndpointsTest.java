package dev.oqa.internal.catalogue;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.route.LocalEngine;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Source;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The catalogue ties each endpoint to its own parts, and to no other endpoint's. */
class EndpointsTest {

    @Test void everyEndpointHasItsOwnSpec() {
        for (Endpoint e : Endpoint.values()) {
            EndpointSpec<?, ?> s = Endpoints.of(e);
            assertEquals(e, s.endpoint(), "the spec filed under " + e);
        }
        assertEquals(Endpoint.values().length, Endpoints.all().stream().map(EndpointSpec::type).distinct().count(), "one record per endpoint");
    }

    @Test void theQueryOfASpecAsksItsEndpoint() {
        for (EndpointSpec<?, ?> s : Endpoints.all()) {
            List<String> positionals = s.takes() == EndpointSpec.Takes.TICKERS ? List.of("SPY", "TLT") : List.of();
            ApiRequest r = s.query(null, positionals).request();
            assertEquals(s.endpoint(), r.endpoint(), s.command());
            assertEquals(s.type(), s.query(null, positionals).type(), s.command());
        }
    }

    @Test void commandNamesAndAliasesAreUnique() {
        Set<String> seen = new HashSet<>();
        for (EndpointSpec<?, ?> s : Endpoints.all()) {
            assertTrue(seen.add(s.command()), s.command());
            for (String a : s.aliases()) assertTrue(seen.add(a), a);
            Set<String> options = new HashSet<>();
            for (Option<?> p : s.params()) assertTrue(options.add(p.name()), s.command() + " --" + p.name());
        }
    }

    @Test void theLocalAnalyticOfASpecAnswersItsRecord() {
        LocalEngine local = LocalEngine.bundled();
        for (EndpointSpec<?, ?> s : Endpoints.all()) {
            List<String> positionals = s.takes() == EndpointSpec.Takes.TICKERS ? List.of("SPY", "TLT") : List.of();
            var a = local.answer(s, s.query(null, positionals).request());
            assertTrue(s.type().isInstance(a.data()), s.command() + " answered " + a.data().getClass().getSimpleName());
            // The spec's reader reads the endpoint's own answer back as the record it was: it is that endpoint's reader.
            // The type is the reader's (EndpointSpec takes it from there), so the line above checks the reader is this
            // endpoint's; and that reader reads the endpoint's own JSON back.
            assertEquals(a.data().getClass(), s.reader().read(a.raw()).record().getClass(), s.command() + " reads its own answer back");
            assertEquals(Source.LOCAL, a.provenance().source());
        }
    }

    @Test void aParamMovesItsValueOntoTheQuery() {
        var args = new Args() {
            public List<String> positionals() { return List.of("AAPL"); }
            public boolean has(String o) { return o.equals("window") || o.equals("benchmark"); }
            public java.util.Optional<String> value(String o) { return o.equals("benchmark") ? java.util.Optional.of("QQQ") : java.util.Optional.empty(); }
            public List<String> values(String o) { return List.of(); }
            public java.util.Optional<Double> number(String o) { return java.util.Optional.empty(); }
            public java.util.Optional<Integer> integer(String o) { return o.equals("window") ? java.util.Optional.of(21) : java.util.Optional.empty(); }
        };
        ApiRequest r = Endpoints.RISK.request(args);
        assertEquals("AAPL", r.params().get("ticker").get(0));
        assertEquals("QQQ", r.params().get("benchmark").get(0));
        assertEquals("21", r.params().get("window").get(0));
        assertEquals(dev.oqa.model.data.RiskData.DEFAULT_PERIOD, r.params().get("period").get(0), "an option not given keeps its default");
    }
}
