package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.route.LocalEngine;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.GexData;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which bundled snapshot answers: the latest, unless the request names expirations that only an earlier snapshot
 * lists (SPY has real snapshots of 2023-09-14 and 2025-09-25; 2023-09-15 is a live expiry of the first only).
 */
class SnapshotChoiceTest {
    private static boolean noted(Answer<?> a, String text) {
        return a.provenance().notes().stream().anyMatch(n -> n.contains(text));
    }

    @Test void withoutExpirationsTheLatestSnapshotAnswers() {
        Answer<GexData> a = LocalEngine.bundled().answer(ApiRequest.to(Endpoint.GEX).param("ticker", "SPY").build(), GexData.class);
        assertTrue(noted(a, "snapshot options/SPY_2025-09-25.csv"), a.provenance().notes().toString());
        assertFalse(noted(a, "picked the"), a.provenance().notes().toString());
    }

    @Test void anExpirationOnlyAnEarlierSnapshotListsPicksThatSnapshotAndSaysSo() {
        Answer<GexData> a = LocalEngine.bundled().answer(ApiRequest.to(Endpoint.GEX).param("ticker", "SPY")
                .param("expiration", "2023-09-15").build(), GexData.class);
        assertTrue(noted(a, "picked the 2023-09-14 snapshot, the latest that lists 2023-09-15"), a.provenance().notes().toString());
        assertTrue(noted(a, "snapshot options/SPY_2023-09-14.csv"), a.provenance().notes().toString());
        assertTrue(a.provenance().asOf().startsWith("2023-09-14"), a.provenance().asOf());
    }

    @Test void theChainEndpointPicksByItsExpiry() {
        Answer<ChainData> a = LocalEngine.bundled().answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPY")
                .param("expiry", "2023-09-15").build(), ChainData.class);
        assertTrue(noted(a, "picked the 2023-09-14 snapshot"), a.provenance().notes().toString());
        // a blank expiry is no expiry: the latest snapshot answers
        Answer<ChainData> b = LocalEngine.bundled().answer(ApiRequest.to(Endpoint.CHAIN).param("ticker", "SPY")
                .param("expiry", " ").build(), ChainData.class);
        assertTrue(noted(b, "snapshot options/SPY_2025-09-25.csv"), b.provenance().notes().toString());
    }

    @Test void anExpirationNoSnapshotListsIsAnsweredFromTheLatestWhichNamesTheLiveOnes() {
        UsageException e = assertThrows(UsageException.class, () -> LocalEngine.bundled().answer(ApiRequest.to(Endpoint.OPEN_INTEREST)
                .param("ticker", "SPY").param("expiration", "2030-01-18").build()));
        assertTrue(e.getMessage().contains("2030-01-18 is not in the SPY snapshot of 2025-09-25"), e.getMessage());
    }

    @Test void anAsOfDateIsKeptEvenWhenAnotherSnapshotListsTheExpiration() {
        // pinned to 2025-09-30, the 2025 snapshot answers and names its own live expirations
        UsageException e = assertThrows(UsageException.class, () -> LocalEngine.of(DataSource.bundled(), LocalDate.of(2025, 9, 30))
                .answer(ApiRequest.to(Endpoint.GEX).param("ticker", "SPY").param("expiration", "2023-09-15").build()));
        assertTrue(e.getMessage().contains("2023-09-15 is not in the SPY snapshot of 2025-09-25"), e.getMessage());
    }

    @Test void theRequestedExpiriesOfEachEndpoint() {
        assertEquals(List.of(LocalDate.of(2023, 9, 15)), OptionsEngine.requestedExpiries(ApiRequest.to(Endpoint.CHAIN).param("expiry", "2023-09-15").build()));
        assertEquals(List.of(), OptionsEngine.requestedExpiries(ApiRequest.to(Endpoint.CHAIN).build()));
        assertEquals(List.of(LocalDate.of(2023, 9, 15)), OptionsEngine.requestedExpiries(ApiRequest.to(Endpoint.GEX).param("expiration", "2023-09-15").build()));
        assertEquals(List.of(), OptionsEngine.requestedExpiries(ApiRequest.to(Endpoint.GEX).param("expiration", "all").build()));
    }
}
