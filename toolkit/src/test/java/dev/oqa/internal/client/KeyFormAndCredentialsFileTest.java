package dev.oqa.internal.client;

import dev.oqa.model.AuthException;
import dev.oqa.model.ConfigException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.testserver.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a user sees of the key's form and of the credentials file: which key is which, and what login/logout do. */
class KeyFormAndCredentialsFileTest {
    @TempDir Path dir;

    @Test void wellFormedMeans48HexCharactersAfterTrimming() {
        assertTrue(ApiKey.isWellFormed("  " + Fixtures.KEY + "\n"));
        assertTrue(ApiKey.isWellFormed(Fixtures.KEY.toUpperCase(Locale.ROOT)));
        assertFalse(ApiKey.isWellFormed(null));
        assertFalse(ApiKey.isWellFormed(Fixtures.KEY.substring(1)));
        assertFalse(ApiKey.isWellFormed(Fixtures.KEY.substring(1) + "g"));
    }

    @Test void aMissingKeyAndAMalformedOneAreToldApart() {
        assertEquals("missing_api_key", assertThrows(AuthException.class, () -> ApiKey.of("   ")).code());
        AuthException shortKey = assertThrows(AuthException.class, () -> ApiKey.of(Fixtures.KEY.substring(2)));
        assertEquals("malformed_api_key", shortKey.code());
        assertTrue(shortKey.getMessage().endsWith("got 46 characters"), shortKey.getMessage());
        AuthException nonHex = assertThrows(AuthException.class, () -> ApiKey.of(Fixtures.KEY.substring(1) + "z"));
        assertTrue(nonHex.getMessage().endsWith("got 48 characters with non-hex ones"), nonHex.getMessage());
    }

    @Test void theSameKeyInAnotherLetterCaseIsTheSameKey() {
        ApiKey k = ApiKey.of(Fixtures.KEY), upper = ApiKey.of(Fixtures.KEY.toUpperCase(Locale.ROOT));
        assertEquals(k, upper);
        assertEquals(k.hashCode(), upper.hashCode());
        assertNotEquals(k, ApiKey.of(Fixtures.OTHER_KEY));
        assertNotEquals(k, (Object) Fixtures.KEY, "a key never equals its own text");
    }

    @Test void loginWritesAnOwnerOnlyFileAndLogoutSaysWhetherThereWasOne() throws Exception {
        Credentials c = new Credentials(dir.resolve("config").resolve("credentials"));
        assertFalse(Files.exists(c.file()));
        assertEquals(Optional.empty(), c.read());
        assertFalse(c.clear(), "nothing to remove yet");
        c.store(ApiKey.of(Fixtures.KEY), Optional.of("http://127.0.0.1:9/"));
        assertTrue(Files.exists(c.file()));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(c.file())));
        Credentials.Stored s = c.read().orElseThrow();
        assertEquals(ApiKey.of(Fixtures.KEY), s.key());
        assertEquals(Optional.of("http://127.0.0.1:9"), s.baseUrl()); // stored checked and without the trailing slash
        c.store(ApiKey.of(Fixtures.OTHER_KEY), Optional.of("  "));   // a blank address is not stored
        assertEquals(Optional.empty(), c.read().orElseThrow().baseUrl());
        assertTrue(c.clear());
        assertFalse(Files.exists(c.file()));
        assertFalse(c.clear());
    }

    @Test void aFileOthersCanReadIsRefused() throws Exception {
        Credentials c = new Credentials(dir.resolve("credentials"));
        c.store(ApiKey.of(Fixtures.KEY), Optional.empty());
        Files.setPosixFilePermissions(c.file(), PosixFilePermissions.fromString("rw-r--r--"));
        ConfigException e = assertThrows(ConfigException.class, c::read);
        assertTrue(e.getMessage().contains("rw-r--r--") && e.getMessage().contains("chmod 600"), e.getMessage());
    }
}
