package dev.oqa.internal.client;

import dev.oqa.model.AuthScheme;
import dev.oqa.model.OqaHome;

import dev.oqa.model.AuthException;
import dev.oqa.model.ConfigException;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.Redaction;
import dev.oqa.testserver.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyAndCredentialsTest {
    @TempDir Path dir;

    @Test void keyMustBe48HexAndIsNeverPrinted() {
        ApiKey k = ApiKey.of("  " + Fixtures.KEY.toUpperCase() + "\n");
        assertFalse(k.toString().contains(Fixtures.KEY.substring(0, 40).toUpperCase()));
        assertTrue(k.toString().endsWith("CDEF]"), "last four shown so keys can be told apart: " + k);
        assertEquals(ApiKey.of(Fixtures.KEY), k, "hex case does not make another key");
        assertEquals(16, k.hash().length());
        assertNotEquals(k.hash(), ApiKey.of(Fixtures.OTHER_KEY).hash());
        assertEquals("malformed_api_key", assertThrows(AuthException.class, () -> ApiKey.of(Fixtures.KEY.substring(1))).code());
        assertEquals("malformed_api_key", assertThrows(AuthException.class, () -> ApiKey.of(Fixtures.KEY.replace('a', 'g'))).code());
        assertEquals("missing_api_key", assertThrows(AuthException.class, () -> ApiKey.of("  ")).code());
        AuthException e = assertThrows(AuthException.class, () -> ApiKey.of("secret-but-wrong-shape"));
        assertFalse(e.getMessage().contains("secret-but-wrong-shape"));
    }

    @Test void redactHidesAny48HexRun() {
        assertEquals("key=[redacted key]!", Redaction.redact("key=" + Fixtures.KEY + "!"));
    }

    /** A key built at run time that is not periodic, so that a fragment can only match where it came from. */
    static String freshKey() {
        StringBuilder sb = new StringBuilder();
        java.util.Random r = new java.util.Random(42);
        while (sb.length() < 48) sb.append("0123456789abcdef".charAt(r.nextInt(16)));
        return sb.toString();
    }

    @Test void everyRunOfEightOrMoreOfAKnownKeyIsHiddenInEitherCase() {
        String key = freshKey();
        ApiKey.of(key); // known to this process from now on
        for (int len = 8; len <= 48; len++)
            for (int at = 0; at + len <= 48; at += 5) {
                String frag = key.substring(at, at + len);
                for (String f : List.of(frag, frag.toUpperCase(java.util.Locale.ROOT))) {
                    String out = Redaction.redact("before " + f + " after");
                    assertFalse(out.toLowerCase(java.util.Locale.ROOT).contains(frag.substring(0, 8)), out);
                    assertTrue(out.startsWith("before ") && out.endsWith(" after"), out);
                }
            }
        assertEquals("ts 20230914 ok", Redaction.redact("ts 20230914 ok"), "ordinary numbers are not fragments");
        assertEquals("abc" + key.substring(0, 7) + "z", Redaction.redact("abc" + key.substring(0, 7) + "z"), "seven characters are not a run");
        assertTrue(Redaction.containsFragment(("x" + key.substring(10, 30).toUpperCase(java.util.Locale.ROOT)).getBytes()));
    }

    @Test void keyShapedTokensAreMaskedWhoeverTheyBelongTo() {
        String typo = Fixtures.OTHER_KEY.substring(0, 20) + "g" + Fixtures.OTHER_KEY.substring(21); // not a valid key, still a secret
        assertFalse(Redaction.redact("unknown ticker '" + typo + "'").contains(typo.substring(0, 16)));
        assertFalse(Redaction.redact("got " + Fixtures.OTHER_KEY.substring(1)).contains(Fixtures.OTHER_KEY.substring(1, 17)), "47 characters");
        String sha1 = "da39a3ee5e6b4b0d3255bfef95601890afd80709";
        assertEquals("entry " + sha1 + ".entry", Redaction.redact("entry " + sha1 + ".entry"), "40-hex names are not keys");
    }

    @Test void theErrorExcerptIsCutAfterRedaction() {
        String key = freshKey();
        ApiKey.of(key);
        for (int at = 150; at <= 200; at++) {
            String body = "x".repeat(at) + key + " tail";
            String shown = OqaClient.snippet(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            for (int i = 0; i + 8 <= 48; i++) assertFalse(shown.contains(key.substring(i, i + 8)), at + ": " + shown);
            assertTrue(shown.length() <= OqaClient.EXCERPT + 1, shown);
        }
        // Someone else's key (never built here, so only its shape gives it away) straddling the cut is hidden whole.
        String foreign = new StringBuilder(freshKey()).reverse().toString().replace('0', 'e');
        for (int at = 150; at <= 200; at++) {
            String shown = OqaClient.snippet(("y".repeat(at) + foreign + " tail").getBytes(java.nio.charset.StandardCharsets.UTF_8));
            for (int i = 0; i + 16 <= 48; i++) assertFalse(shown.contains(foreign.substring(i, i + 16)), at + ": " + shown);
        }
    }

    @Test void credentialsAreWrittenOwnerOnlyAndReadBack() throws Exception {
        Credentials c = Credentials.at(OqaHome.of(dir));
        assertEquals(Optional.empty(), c.read());
        c.store(ApiKey.of(Fixtures.KEY), Optional.of("http://127.0.0.1:9/"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(c.file())));
        Credentials.Stored s = c.read().orElseThrow();
        assertEquals(ApiKey.of(Fixtures.KEY), s.key());
        assertEquals(Optional.of("http://127.0.0.1:9"), s.baseUrl());
        assertTrue(c.clear());
        assertFalse(Files.exists(c.file()));
    }

    @Test void credentialsReadableByOthersAreRefused() throws Exception {
        Credentials c = Credentials.at(OqaHome.of(dir));
        c.store(ApiKey.of(Fixtures.KEY), Optional.empty());
        Files.setPosixFilePermissions(c.file(), PosixFilePermissions.fromString("rw-r--r--"));
        ConfigException e = assertThrows(ConfigException.class, c::read);
        assertTrue(e.getMessage().contains("chmod 600"), e.getMessage());
        assertFalse(e.getMessage().contains(Fixtures.KEY));
    }

    @Test void homeResolution() {
        assertEquals(Path.of("/p").toAbsolutePath(), OqaHome.resolve(Map.of("OQA_HOME", "/e"), "/p", "/u").cacheRoot());
        OqaHome env = OqaHome.resolve(Map.of("OQA_HOME", "/e"), null, "/u");
        assertEquals(Path.of("/e/responses"), env.cacheDir());
        assertEquals(Path.of("/e/credentials"), env.credentialsFile());
        OqaHome xdg = OqaHome.resolve(Map.of("XDG_CACHE_HOME", "/xc", "XDG_CONFIG_HOME", "/xg"), null, "/u");
        assertEquals(Path.of("/xc/oqa/quota"), xdg.quotaDir());
        assertEquals(Path.of("/xg/oqa/credentials"), xdg.credentialsFile());
        OqaHome plain = OqaHome.resolve(Map.of(), "", "/u");
        assertEquals(Path.of("/u/.cache/oqa/responses"), plain.cacheDir());
        assertEquals(Path.of("/u/.config/oqa/credentials"), plain.credentialsFile());
        assertEquals("system property oqa.home", OqaHome.resolve().origin(), "Surefire isolates tests with -Doqa.home");
    }

    @Test void authSchemeParsing() {
        assertEquals(AuthScheme.X_API_KEY, AuthScheme.parse("X-API-Key"));
        assertEquals(AuthScheme.BEARER, AuthScheme.parse("bearer"));
        assertThrows(ConfigException.class, () -> AuthScheme.parse("basic"));
    }
}
