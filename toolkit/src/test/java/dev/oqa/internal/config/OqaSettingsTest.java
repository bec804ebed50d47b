package dev.oqa.internal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.ConfigException;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OqaSettingsTest {
    @TempDir Path home;

    private static void refused(Consumer<OqaSettings.Builder> set, String name) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> set.accept(OqaSettings.builder()));
        assertTrue(e.getMessage().startsWith(name + " must be"), e.getMessage());
    }

    @Test
    void eachSetterRefusesAnUnusableValueNamingIt() {
        refused(b -> b.connectTimeout(Duration.ZERO), "connectTimeout");
        refused(b -> b.readTimeout(Duration.ofSeconds(-1)), "readTimeout");
        refused(b -> b.callTimeout(Duration.ofHours(2)), "callTimeout");
        refused(b -> b.maxRetryAfterWait(Duration.ofMillis(-1)), "maxRetryAfterWait");
        refused(b -> b.maxStale(Duration.ofMinutes(-5)), "maxStale");
        refused(b -> b.maxCacheBytes(0), "maxCacheBytes");
        refused(b -> b.maxBodyBytes(-1), "maxBodyBytes");
    }

    @Test
    void theEnvironmentsValuesStayOutOfTheTextOfTheSettings() {
        String key = "0123456789abcdef".repeat(4);
        String text = OqaSettings.builder().env(java.util.Map.of("OQA_API_KEY", key)).build().toString();
        assertFalse(text.contains(key.substring(0, 16)), text);
        assertTrue(text.contains("OQA_API_KEY"), text);
    }

    @Test
    void theEdgesOfEachRangeAreAccepted() {
        OqaSettings s = OqaSettings.builder().callTimeout(Duration.ofHours(1)).maxRetryAfterWait(Duration.ZERO).maxStale(Duration.ZERO)
                .maxCacheBytes(1).maxBodyBytes(1).connectTimeout(Duration.ofMillis(1)).build();
        assertEquals(Duration.ofHours(1), s.callTimeout());
        assertEquals(1, s.maxCacheBytes());
        assertNull(OqaSettings.builder().callTimeout(null).build().callTimeout(), "null leaves the deadline to the environment");
    }

    @Test
    void theResolverListsProblemsInsteadOfThrowing() {
        OqaSettings s = OqaSettings.builder().mode(Mode.REMOTE).home(OqaHome.of(home))
                .env(Map.of("OQA_CALL_TIMEOUT", "soon", "OQA_BASE_URL", "http://127.0.0.1:9")).build();
        SettingsResolver.Resolved r = SettingsResolver.resolve(s);
        assertEquals("env OQA_BASE_URL", r.baseUrlSource());
        assertEquals("none", r.keySource());
        assertTrue(r.problems().stream().anyMatch(e -> e.getMessage().startsWith("no API key")), r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(e -> e instanceof ConfigException && e.getMessage().contains("OQA_CALL_TIMEOUT 'soon'")), r.problems().toString());
        assertEquals(Duration.ofSeconds(30), r.callTimeout(), "the default stands in for an unusable value");
    }

    @Test
    void callTimeoutFromTheEnvironmentInSecondsOrIso() {
        assertEquals(Duration.ofMillis(2500), SettingsResolver.callTimeoutFrom("2.5"));
        assertEquals(Duration.ofMinutes(1), SettingsResolver.callTimeoutFrom("PT1M"));
        assertEquals(Duration.ofSeconds(30), SettingsResolver.callTimeoutFrom(" "));
        assertThrows(ConfigException.class, () -> SettingsResolver.callTimeoutFrom("0"));
        assertThrows(ConfigException.class, () -> SettingsResolver.callTimeoutFrom("3601"));
    }
}
