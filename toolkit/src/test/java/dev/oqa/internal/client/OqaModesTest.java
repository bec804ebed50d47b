package dev.oqa.internal.client;

import dev.oqa.model.OqaHome;

import dev.oqa.model.ConfigException;
import dev.oqa.model.Mode;
import dev.oqa.model.Status;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.model.CachePolicy;
import dev.oqa.model.QuotaLimits;
import dev.oqa.model.Answer;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.Source;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.PingData;
import dev.oqa.model.data.RiskData;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Modes, quota refusals, cache policies and provenance, as a user of {@link Oqa} sees them. */
class OqaModesTest {
    static TestServer server;
    @TempDir Path home;
    final MutableClock clock = new MutableClock(Instant.parse("2026-03-02T15:00:00Z"));

    @BeforeAll static void up() throws Exception { server = Fixtures.server().quota(1000, 1000); }
    @AfterAll static void down() { server.close(); }
    @BeforeEach void clean() { server.reset(); }

    private Oqa.Builder remote(Mode mode) {
        return Oqa.builder().mode(mode).baseUrl(server.baseUrl()).apiKey(Fixtures.KEY).home(home).env(Map.of()).clock(clock);
    }

    @Test void localModeNeverSends() {
        Answer<PingData> a = remote(Mode.LOCAL).build().ping().answer();
        assertEquals(Source.LOCAL, a.provenance().source());
        assertTrue(a.provenance().notes().contains("local mode: no request sent"));
        assertEquals(0, server.requestCount());
    }

    @Test void autoWithoutKeyGoesLocalAndSaysWhy() {
        Oqa oqa = Oqa.builder().home(home).env(Map.of()).baseUrl(server.baseUrl()).build();
        Answer<PingData> a = oqa.ping().answer();
        assertEquals(Source.LOCAL, a.provenance().source());
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.equals(
                "auto: no API key (set OQA_API_KEY or run %oqa login); answered by the local engine")), a.provenance().notes().toString());
        assertEquals(0, server.requestCount());
    }

    @Test void autoWithoutAddressGoesLocalAndSaysWhy() {
        Oqa oqa = Oqa.builder().home(home).env(Map.of("OQA_API_KEY", Fixtures.KEY)).build();
        Answer<PingData> a = oqa.ping().answer();
        assertEquals(Source.LOCAL, a.provenance().source());
        assertTrue(a.provenance().line().contains("OQA_BASE_URL"), a.provenance().line());
        assertEquals("env OQA_API_KEY", oqa.status().keySource());
    }

    @Test void eleventhRequestOfTheDayIsRefusedWithoutReachingTheServer() {
        Oqa oqa = remote(Mode.REMOTE).cachePolicy(CachePolicy.NETWORK_ONLY).build();
        for (int i = 0; i < 10; i++) assertEquals(9 - i, oqa.gex("SPY").answer().provenance().quotaLeftToday().getAsInt());
        QuotaExceededException e = assertThrows(QuotaExceededException.class, () -> oqa.gex("SPY").answer());
        assertEquals(Instant.parse("2026-03-03T00:00:00Z"), e.resetsAt(), "days are UTC by default");
        assertTrue(e.getMessage().contains("UTC") && e.getMessage().contains("resets at"), e.getMessage());
        assertEquals(10, server.requestCount());
        assertEquals(10, oqa.status().usedToday());
        clock.advance(Duration.ofHours(9));
        assertEquals(Source.REMOTE, oqa.ping().answer().provenance().source(), "a new day, a new quota");
    }

    @Test void autoAnswersLocallyWhenTheQuotaIsUsed() {
        Oqa oqa = remote(Mode.AUTO).quotaLimits(QuotaLimits.documented().perDay(1)).build();
        assertEquals(Source.REMOTE, oqa.ping().answer().provenance().source());
        Answer<PingData> second = oqa.ping().answer();
        assertEquals(Source.LOCAL, second.provenance().source());
        assertTrue(second.provenance().line().contains("daily quota used"), second.provenance().line());
        assertEquals(1, server.requestCount());
    }

    @Test void autoPrefersAnOldCachedAnswerToTheLocalEngineWhenTheQuotaIsUsed() {
        Oqa oqa = remote(Mode.AUTO).quotaLimits(dev.oqa.model.QuotaLimits.documented().perDay(1)).build();
        assertEquals(Source.REMOTE, oqa.risk("NVDA").answer().provenance().source());
        clock.advance(Duration.ofDays(3)); // past its time-to-live and the 24 h stale limit; the day quota is new
        assertEquals(Source.REMOTE, oqa.gex("SPY").answer().provenance().source()); // spends the new day's only slot
        Answer<?> a = oqa.risk("NVDA").answer();
        assertEquals(Source.CACHED, a.provenance().source(), a.provenance().line());
        assertTrue(a.provenance().stale());
        assertTrue(a.provenance().line().contains("answered from the cache"), a.provenance().line());
        assertEquals(2, server.requestCount());
        Answer<?> other = oqa.seasonality("SPY").answer(); // nothing cached for this one: the local engine answers
        assertEquals(Source.LOCAL, other.provenance().source());
    }

    @Test void autoFallsBackWhenTheServiceIsDown() {
        server.enqueue(new TestServer.Canned(503, "text/plain", "down", Map.of()), new TestServer.Canned(503, "text/plain", "down", Map.of()));
        Answer<PingData> a = remote(Mode.AUTO).build().ping().answer();
        assertEquals(Source.LOCAL, a.provenance().source());
        assertTrue(a.provenance().line().contains("HTTP 503"), a.provenance().line());
    }

    @Test void preferCacheServesFreshThenStaleAndSavesQuota() {
        Oqa oqa = remote(Mode.REMOTE).build();
        Answer<GexData> first = oqa.gex("SPY").answer();
        assertEquals(Source.REMOTE, first.provenance().source());
        clock.advance(Duration.ofSeconds(30));
        Answer<GexData> hit = oqa.gex("spy").answer();
        assertEquals(Source.CACHED, hit.provenance().source());
        assertFalse(hit.provenance().stale());
        assertEquals(Duration.ofSeconds(30), Duration.between(hit.provenance().fetchedAt(), clock.instant()));
        assertEquals(9, hit.provenance().quotaLeftToday().getAsInt());
        assertEquals(first.data(), hit.data());
        clock.advance(Duration.ofMinutes(5));
        Answer<GexData> stale = oqa.gex("SPY").answer();
        assertEquals(Source.CACHED, stale.provenance().source());
        assertTrue(stale.provenance().stale());
        assertTrue(stale.provenance().line().contains("stale"));
        assertEquals(1, server.requestCount());
        clock.advance(Duration.ofDays(2));
        assertEquals(Source.REMOTE, oqa.gex("SPY").answer().provenance().source(), "beyond the maximum stale age");
    }

    @Test void freshOnlyAndNetworkOnly() {
        remote(Mode.REMOTE).build().gex("SPY").answer();
        clock.advance(Duration.ofSeconds(61));
        assertEquals(Source.REMOTE, remote(Mode.REMOTE).cachePolicy(CachePolicy.FRESH_ONLY).build().gex("SPY").answer().provenance().source());
        assertEquals(Source.CACHED, remote(Mode.REMOTE).cachePolicy(CachePolicy.FRESH_ONLY).build().gex("SPY").answer().provenance().source());
        assertEquals(Source.REMOTE, remote(Mode.REMOTE).cachePolicy(CachePolicy.NETWORK_ONLY).build().gex("SPY").answer().provenance().source());
        assertEquals(3, server.requestCount());
    }

    @Test void quantAnswersAreFreshUntilSixNewYork() {
        ZonedDateTime fiveAm = ZonedDateTime.of(2026, 3, 3, 5, 0, 0, 0, ZoneId.of("America/New_York"));
        clock.set(fiveAm.toInstant());
        Oqa oqa = remote(Mode.REMOTE).cachePolicy(CachePolicy.FRESH_ONLY).build();
        oqa.risk().answer();
        clock.advance(Duration.ofMinutes(59));
        Answer<RiskData> hit = oqa.risk().answer();
        assertEquals(Source.CACHED, hit.provenance().source());
        clock.advance(Duration.ofMinutes(2));
        assertEquals(Source.REMOTE, oqa.risk().answer().provenance().source());
        assertEquals(2, server.requestCount());
    }

    @Test void pingIsNeverCached() {
        Oqa oqa = remote(Mode.REMOTE).build();
        oqa.ping().answer();
        oqa.ping().answer();
        assertEquals(2, server.requestCount());
    }

    @Test void cacheIsPerKeyAndNeverHoldsTheKey() throws IOException {
        remote(Mode.REMOTE).build().gex("SPY").answer();
        Oqa other = remote(Mode.REMOTE).apiKey(Fixtures.OTHER_KEY).build();
        assertEquals(Source.REMOTE, other.gex("SPY").answer().provenance().source(), "another key does not read this key's answers");
        assertEquals(2, other.cache().entries());
        try (Stream<Path> files = Files.walk(home)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String text = Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1).toLowerCase();
                assertFalse(text.contains(Fixtures.KEY) || text.contains(Fixtures.OTHER_KEY), "key found in " + f);
            }
        }
    }

    @Test void corruptEntryIsDroppedReportedAndRefetched() throws IOException {
        Oqa oqa = remote(Mode.REMOTE).build();
        oqa.gex("SPY").answer();
        Path entry;
        try (Stream<Path> files = Files.walk(oqa.cache().dir())) {
            entry = files.filter(p -> p.toString().endsWith(".entry")).findFirst().orElseThrow();
        }
        byte[] b = Files.readAllBytes(entry);
        b[b.length - 10] ^= 0x20;
        Files.write(entry, b);
        Answer<GexData> a = oqa.gex("SPY").answer();
        assertEquals(Source.REMOTE, a.provenance().source());
        assertTrue(a.provenance().notes().stream().anyMatch(n -> n.contains("corrupt") && n.contains("dropped")), a.provenance().notes().toString());
        assertEquals(2, server.requestCount());
        assertEquals(Source.CACHED, oqa.gex("SPY").answer().provenance().source(), "the refetched answer was stored again");
    }

    @Test void cacheListAndClear() {
        Oqa oqa = remote(Mode.REMOTE).build();
        oqa.gex("SPY").answer();
        oqa.iv("SPY").answer();
        assertEquals(2, oqa.cache().list().size());
        assertTrue(oqa.cache().list().stream().anyMatch(l -> l.request().startsWith("/greeks/gex?")));
        assertTrue(oqa.cache().size() > 0);
        assertEquals(2, oqa.cache().clear());
        assertEquals(0, oqa.cache().entries());
    }

    @Test void statusTellsEverythingButTheKey() {
        Oqa oqa = remote(Mode.REMOTE).build();
        oqa.ping().answer();
        Status s = oqa.status();
        assertEquals(Mode.REMOTE, s.mode());
        assertTrue(s.keySet());
        assertEquals("explicit", s.keySource());
        assertEquals(Optional.of(server.baseUrl()), s.baseUrl());
        assertEquals(1, s.usedToday());
        assertEquals(10, s.limitToday());
        assertEquals(100, s.limitMonth());
        assertEquals(60, s.perMinuteLimits().get(dev.oqa.model.Family.PING));
        assertEquals(Instant.parse("2026-04-01T00:00:00Z"), s.monthResetsAt());
        assertEquals(home.resolve("responses").toAbsolutePath(), s.cacheDir());
        assertTrue(s.problems().isEmpty());
        assertFalse(String.join("\n", s.lines()).contains(Fixtures.KEY));
        assertFalse(oqa.toString().contains(Fixtures.KEY));
    }

    @Test void keyAndAddressFromTheCredentialsFile() {
        Credentials.at(OqaHome.of(home)).store(ApiKey.of(Fixtures.KEY), Optional.of(server.baseUrl()));
        Oqa oqa = Oqa.builder().mode(Mode.REMOTE).home(home).env(Map.of()).build();
        assertEquals(Source.REMOTE, oqa.ping().answer().provenance().source());
        assertTrue(oqa.status().keySource().startsWith("credentials file"));
        assertEquals("ApiKey " + Fixtures.KEY, server.last().header("Authorization"));
    }

    @Test void envBeatsTheCredentialsFileAndExplicitBeatsEnv() {
        Credentials.at(OqaHome.of(home)).store(ApiKey.of(Fixtures.OTHER_KEY), Optional.of("http://127.0.0.1:1"));
        Oqa oqa = Oqa.builder().mode(Mode.REMOTE).home(home).env(Map.of("OQA_API_KEY", Fixtures.KEY, "OQA_BASE_URL", server.baseUrl())).build();
        oqa.ping().answer();
        assertEquals("ApiKey " + Fixtures.KEY, server.last().header("Authorization"));
        Oqa explicit = Oqa.builder().mode(Mode.REMOTE).home(home).apiKey(Fixtures.OTHER_KEY).baseUrl(server.baseUrl())
                .env(Map.of("OQA_API_KEY", Fixtures.KEY)).build();
        explicit.ping().answer();
        assertEquals("ApiKey " + Fixtures.OTHER_KEY, server.last().header("Authorization"));
        assertEquals(List.of(), explicit.status().problems());
    }

    @Test void unusableAddressIsAClearErrorInRemoteAndLocalInAuto() {
        Map<String, String> env = Map.of("OQA_API_KEY", Fixtures.KEY, "OQA_BASE_URL", "ftp://example.org?x=1");
        ConfigException e = assertThrows(ConfigException.class,
                () -> Oqa.builder().mode(Mode.REMOTE).home(home).env(env).build().ping().answer());
        assertTrue(e.getMessage().contains("env OQA_BASE_URL") && e.getMessage().contains("http://127.0.0.1:8080"), e.getMessage());
        Answer<PingData> a = Oqa.builder().home(home).env(env).build().ping().answer();
        assertEquals(Source.LOCAL, a.provenance().source());
    }

    @Test void credentialsReadableByOthersAreRefusedNotUsed() throws IOException {
        Credentials c = Credentials.at(OqaHome.of(home));
        c.store(ApiKey.of(Fixtures.KEY), Optional.of(server.baseUrl()));
        Files.setPosixFilePermissions(c.file(), java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--"));
        ConfigException e = assertThrows(ConfigException.class, () -> Oqa.builder().mode(Mode.REMOTE).home(home).env(Map.of()).build().ping().answer());
        assertTrue(e.getMessage().contains("owner-only"), e.getMessage());
        Answer<PingData> a = Oqa.builder().home(home).env(Map.of()).build().ping().answer();
        assertEquals(Source.LOCAL, a.provenance().source());
        assertTrue(a.provenance().line().contains("chmod 600"), a.provenance().line());
        assertEquals(0, server.requestCount());
    }
}
