package dev.oqa.internal.client;

import dev.oqa.model.AuthScheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.Oqa;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The 20-ticker cap is the service's (api-v0): a remote request sends the first 20; locally all are used. */
class TickerCapTest {
    static TestServer server;
    @TempDir Path home;

    @BeforeAll static void up() throws Exception { server = Fixtures.server(); }
    @AfterAll static void down() { server.close(); }

    @Test void aRemoteRequestCarriesAtMostTwentyTickersAndSaysSo() {
        server.reset();
        Oqa oqa = ClientEndpointsTest.remote(server, home, AuthScheme.API_KEY);
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 25; i++) many.add("T" + i);
        var a = oqa.portfolio(many.toArray(String[]::new)).answer();
        assertEquals(1, server.requestCount());
        assertEquals(many.subList(0, 20), server.last().param("tickers"));
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.contains("capped at 20 of 25")), a.provenance().notes().toString());
    }
}
