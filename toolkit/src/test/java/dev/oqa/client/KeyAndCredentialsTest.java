package dev.oqa.client;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.testserver.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
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
        assertEquals("key=[redacted key]!", ApiKey.redact("key=" + Fixtures.KEY + "!"));
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
        assertFalse(c.exists());
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
