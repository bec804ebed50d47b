package dev.oqa.internal.client;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.ApiException;
import dev.oqa.model.ConfigException;
import dev.oqa.model.NetworkException;
import dev.oqa.model.OqaException;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.RateLimitedException;
import dev.oqa.model.Redaction;
import dev.oqa.testserver.Fixtures;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Where the key may go: the form of an address, plain http only to this machine or by consent, no user information. */
class ServiceAddressTest {
    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1:8080", "http://127.0.0.1", "http://127.1.2.3:9", "http://localhost:8080", "http://LOCALHOST:8080/",
            "http://[::1]:8080", "http://[0:0:0:0:0:0:0:1]:8080", "http://[::ffff:127.0.0.1]:8080", "https://api.example.com", "https://203.0.113.9:8443/v"})
    void thisMachineOrTlsNeedsNoConsent(String url) {
        BaseUrl b = BaseUrl.forKey(url, "--base-url", InsecureHttp.REFUSED);
        assertFalse(b.inClear(), url);
        assertEquals(Optional.empty(), b.clearTextWarning(InsecureHttp.allowedBy("--insecure-http")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://203.0.113.9:8080", "http://192.168.1.10", "http://api.example.com", "http://127.0.0.1.nip.io",
            "http://localhost.example.com", "http://0.0.0.0:8080", "http://[::2]:8080", "http://128.0.0.1", "http://2130706433"})
    void plainHttpElsewhereIsRefusedBeforeAnythingIsSent(String url) {
        ConfigException e = assertThrows(ConfigException.class, () -> BaseUrl.forKey(url, "env OQA_BASE_URL", InsecureHttp.REFUSED));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("not this machine") && e.getMessage().contains("env OQA_BASE_URL")
                && e.getMessage().contains("--insecure-http") && e.getMessage().contains("OQA_INSECURE_HTTP=allow"), e.getMessage());
        BaseUrl allowed = BaseUrl.forKey(url, "env OQA_BASE_URL", InsecureHttp.allowedBy("--insecure-http"));
        String w = allowed.clearTextWarning(InsecureHttp.allowedBy("--insecure-http")).orElseThrow();
        assertTrue(w.contains(allowed.host()) && w.contains("unencrypted") && w.contains("--insecure-http"), w);
    }

    /** Spellings a resolver might read as loopback, and okhttp does not take: refused as addresses, whatever the consent. */
    @ParameterizedTest
    @ValueSource(strings = {"http://127.1:8080", "http://0x7f.0.0.1", "http://127.0.0.256"})
    void ambiguousSpellingsAreRefused(String url) {
        assertThrows(ConfigException.class, () -> BaseUrl.forKey(url, "--base-url", InsecureHttp.allowedBy("a test")));
    }

    @Test void theClientRefusesWhatTheConfigurationWouldToo() {
        assertThrows(ConfigException.class, () -> client(InsecureHttp.REFUSED));
        assertEquals("http://203.0.113.9:8080", client(InsecureHttp.allowedBy("a test")).baseUrl());
    }

    private static OqaClient client(InsecureHttp consent) {
        return new OqaClient(new OqaClient.Options("http://203.0.113.9:8080", ApiKey.of(Fixtures.KEY), consent, dev.oqa.model.AuthScheme.API_KEY,
                null, Duration.ofSeconds(5), Duration.ofSeconds(30), Duration.ofSeconds(30), 1 << 20, Duration.ZERO, java.time.Clock.systemUTC(), d -> { }));
    }

    @Test void theToolkitRefusesBeforeSendingAndAutoModeSaysWhy(@org.junit.jupiter.api.io.TempDir java.nio.file.Path home) throws Exception {
        dev.oqa.Oqa remote = dev.oqa.Oqa.builder().mode(dev.oqa.model.Mode.REMOTE).home(home).env(Map.of("OQA_API_KEY", Fixtures.KEY))
                .baseUrl("http://203.0.113.9:8080").build();
        ConfigException e = assertThrows(ConfigException.class, () -> remote.gex("SPY").answer());
        assertTrue(e.getMessage().contains("not this machine"), e.getMessage());
        dev.oqa.Oqa auto = dev.oqa.Oqa.builder().home(home).env(Map.of("OQA_API_KEY", Fixtures.KEY, "OQA_BASE_URL", "http://203.0.113.9:8080")).build();
        var a = auto.gex("SPY").answer();
        assertEquals(dev.oqa.model.Source.LOCAL, a.provenance().source());
        assertTrue(a.provenance().line().contains("not this machine"), a.provenance().line());
        // Consent from the settings file, as the command line stores it; a bad value is a problem, not consent.
        java.nio.file.Files.writeString(home.resolve("settings"), "insecure_http=allow\n");
        assertTrue(dev.oqa.Oqa.builder().home(home).env(Map.of("OQA_API_KEY", Fixtures.KEY, "OQA_BASE_URL", "http://203.0.113.9:8080")).build()
                .status().problems().isEmpty());
        java.nio.file.Files.writeString(home.resolve("settings"), "insecure_http=yes\n");
        assertTrue(dev.oqa.Oqa.builder().home(home).env(Map.of("OQA_API_KEY", Fixtures.KEY, "OQA_BASE_URL", "http://203.0.113.9:8080")).build()
                .status().problems().stream().anyMatch(p -> p.contains("insecure_http")));
        assertTrue(dev.oqa.Oqa.builder().home(home).env(Map.of("OQA_API_KEY", Fixtures.KEY)).baseUrl("http://203.0.113.9:8080")
                .allowInsecureHttp("a test").build().status().problems().stream().noneMatch(p -> p.contains("plain http")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://alice:S3cretPw@127.0.0.1:8080", "https://alice:S3cretPw@api.example.com/", "http://S3cretPw@127.0.0.1",
            "alice:S3cretPw@127.0.0.1:8080", "http://alice:S3c@retPw@127.0.0.1", "http://127.0.0.1:8080/@S3cretPw"})
    void userInformationIsRefusedAndNeverRepeated(String url) {
        ConfigException e = assertThrows(ConfigException.class, () -> BaseUrl.parse(url, "--base-url"));
        assertTrue(e.getMessage().contains("user information"), e.getMessage());
        assertFalse(e.getMessage().contains("S3c") || e.getMessage().contains("retPw") || e.getMessage().contains("alice"), e.getMessage());
    }

    @Test void consentIsTheWordAllowAndNothingElse() {
        assertFalse(InsecureHttp.from(Map.of(), Optional.empty(), "settings").allowed());
        assertEquals(Optional.of("OQA_INSECURE_HTTP=allow"), InsecureHttp.from(Map.of("OQA_INSECURE_HTTP", " allow "), Optional.empty(), "s").allowedBy());
        assertEquals(Optional.of("insecure_http=allow in /h/settings"),
                InsecureHttp.from(Map.of(), Optional.of("allow"), "/h/settings").allowedBy());
        for (String v : new String[] {"1", "yes", "true", "ALLOW", "no", "off"}) {
            ConfigException e = assertThrows(ConfigException.class, () -> InsecureHttp.from(Map.of("OQA_INSECURE_HTTP", v), Optional.empty(), "s"), v);
            assertTrue(e.getMessage().contains("'allow'") && e.getMessage().contains("OQA_INSECURE_HTTP"), e.getMessage());
            assertThrows(ConfigException.class, () -> InsecureHttp.from(Map.of(), Optional.of(v), "/h/settings"), v);
        }
        // The environment speaks for the process: it wins over the stored setting, either way.
        assertThrows(ConfigException.class, () -> InsecureHttp.from(Map.of("OQA_INSECURE_HTTP", "no"), Optional.of("allow"), "s"));
    }

    @Test void aFailedCallKeepsItsKindAndFieldsWithTheWarning() {
        String w = "warning: the API key went to 203.0.113.9 over plain http";
        ApiException api = new ApiException(502, "upstream", "down", "the service failed");
        assertSame(api, api.withNote(w));
        assertEquals(502, api.status());
        assertEquals("upstream", api.code());
        assertEquals("the service failed; " + w, api.getMessage());
        RateLimitedException rate = new RateLimitedException("slow", Duration.ofSeconds(5), 429, "rate");
        rate.withNote(w);
        assertEquals(Duration.ofSeconds(5), rate.retryAfter());
        assertTrue(rate.getMessage().endsWith("; " + w));
        QuotaExceededException q = new QuotaExceededException("spent", Instant.EPOCH);
        q.withNote(w);
        assertEquals(Instant.EPOCH, q.resetsAt());
        OqaException net = new NetworkException("read timeout", new java.io.IOException("x")).withNote(w);
        assertEquals(6, net.exitCode());
        assertTrue(net.getMessage().contains(w));
        // a note is redacted as a message is: user information in an address never shows
        assertEquals("spent; see http://[redacted]@h", new QuotaExceededException("spent", Instant.EPOCH)
                .withNote("see http://bob:Hunter2@h").getMessage());
    }

    @Test void userInformationIsHiddenInAnyText() {
        assertEquals("see http://[redacted]@mirror.example/api and https://[redacted]@h:1?x=a@b",
                Redaction.redact("see http://bob:Hunter2@mirror.example/api and https://a:b@c@h:1?x=a@b"));
        assertEquals("{\"u\":\"ftp://[redacted]@files\"}", Redaction.redactFragments("{\"u\":\"ftp://u:p@files\"}"));
        assertEquals("mail alice@example.com, http://example.com/@x", Redaction.redact("mail alice@example.com, http://example.com/@x"));
        assertFalse(Redaction.looksLikeKey("http://alice:pw@127.0.0.1"), "an address is not a key");
        // One pass: a megabyte of addresses that never end costs a megabyte of work, not its square.
        String hostile = "a://".repeat(250_000) + "@";
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> Redaction.redact(hostile));
    }
}
