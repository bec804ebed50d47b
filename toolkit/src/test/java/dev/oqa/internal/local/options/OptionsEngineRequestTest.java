package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import dev.oqa.model.Endpoint;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the options engine reads from a request (basis, expirations, the chain's expiry, a ticker it cannot use) and
 * what it says about a chain without a spot. SYNTHETIC chain (test data, not market data).
 */
class OptionsEngineRequestTest {
    private static final double NaN = Double.NaN;
    private static final LocalDate DAY = LocalDate.of(2023, 9, 14), E1 = LocalDate.of(2023, 10, 20), E2 = LocalDate.of(2023, 11, 17);

    @Test void basisAndExpirationsFromTheRequest() {
        assertEquals(Basis.OPEN_INTEREST, OptionsEngine.basis(ApiRequest.to(Endpoint.GEX).param("basis", "").build()));
        assertEquals(Basis.VOLUME, OptionsEngine.basis(ApiRequest.to(Endpoint.GEX).param("basis", "volume").build()));
        ApiRequest some = ApiRequest.to(Endpoint.GEX).param("expiration", "all").param("expiration", "").param("expiration", "2023-10-20").build();
        assertEquals(List.of(E1), OptionsEngine.expirations(some), "'all' and blanks are no expiration");
        assertEquals(List.of(E1), OptionsEngine.requestedExpiries(some));
        assertEquals(List.of(), OptionsEngine.expirations(ApiRequest.to(Endpoint.GEX).param("expiration", "all").build()));
        // the chain endpoint names one expiry, under its own parameter
        assertEquals(List.of(E2), OptionsEngine.requestedExpiries(ApiRequest.to(Endpoint.CHAIN).param("expiry", "2023-11-17").build()));
        assertEquals(List.of(), OptionsEngine.requestedExpiries(ApiRequest.to(Endpoint.CHAIN).param("expiry", " ").build()));
        assertEquals(List.of(), OptionsEngine.requestedExpiries(ApiRequest.to(Endpoint.CHAIN).param("expiration", "2023-11-17").build()));
    }

    @Test void aChainWithoutASpotIsValuedOnTheFrontForwardAndSaysSo() {
        // one pair at 100: call mid 6.1234, put mid 3.7774, so the parity forward is 102.346, said to the cent
        ChainSnapshot.Builder b = ChainSnapshot.builder("TEST", "synthetic", DAY);
        b.add(E1, true, null, 100, NaN, NaN, 6.1134, 6.1334, 10, NaN, NaN, NaN, 100);
        b.add(E1, false, null, 100, NaN, NaN, 3.7674, 3.7874, 10, NaN, NaN, NaN, 100);
        ApiRequest r = ApiRequest.to(Endpoint.EXPECTED_MOVE).param("ticker", "not a symbol").build();
        Answer<Double> a = OptionsEngine.answer(r, b.build(), List.of("first"), (req, ticker, chain) -> {
            assertEquals("SPY", ticker, "a ticker that is not a symbol falls back to the default");
            return new Computed<>(chain.spot(), List.of("computed"));
        });
        assertEquals(102.346, a.data(), 1e-9);
        List<String> notes = a.provenance().notes();
        assertEquals("first", notes.get(0));
        assertTrue(notes.contains("the file states no spot; used the parity forward of the nearest expiry, 102.35"), notes.toString());
        assertEquals(1, notes.stream().filter(n -> n.startsWith("ticker 'not a symbol' is not a valid symbol")).count(), notes.toString());
        assertEquals("computed", notes.get(notes.size() - 1));

        ChainSnapshot.Builder withSpot = ChainSnapshot.builder("TEST", "synthetic", DAY).spot(101);
        withSpot.add(E1, true, null, 100, NaN, NaN, 6.1134, 6.1334, 10, NaN, NaN, NaN, 100);
        Answer<Double> s = OptionsEngine.answer(ApiRequest.to(Endpoint.EXPECTED_MOVE).build(), withSpot.build(), List.of(),
                (req, ticker, chain) -> new Computed<>(chain.spot(), List.of()));
        assertEquals(101.0, s.data());
        assertTrue(s.provenance().notes().stream().noneMatch(n -> n.startsWith("the file states no spot") || n.startsWith("ticker")), s.provenance().notes().toString());
    }
}
