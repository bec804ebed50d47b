package dev.oqa.internal.commands;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.internal.client.SettingsFile;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * The user's default mode, call deadline, chain-archive switch and plain-http consent, kept beside the credentials
 * ({@code <config>/settings}) so that {@code oqa mode local} in a shell and {@code %oqa mode local} in a kernel agree.
 * {@code OQA_MODE} overrides the mode for one process (the sample-notebook runner uses that to stay local). Read
 * through the toolkit's {@link SettingsFile}, so a file that is not a small regular one is a clear error (exit 2).
 */
public final class Settings {
    private final Path file;

    public Settings(OqaHome home) { this.file = SettingsFile.in(home).file(); }

    public Path file() { return file; }

    static Mode parseMode(String s) {
        try {
            return Mode.valueOf(s.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException("mode '" + s + "' is not accepted; use auto, remote or local");
        }
    }

    private Properties load() { return SettingsFile.at(file).read(); }

    /**
     * The stored call deadline ({@code call_timeout=SECONDS}), if any: used when {@code OQA_CALL_TIMEOUT} is not set, and
     * checked where that is.
     */
    public Optional<String> callTimeout() { return SettingsFile.at(file).get("call_timeout"); }

    /** Sets one property, keeping the others (mode and archive share the file). */
    void store(String key, String value) {
        Properties p = load();
        p.setProperty(key, value);
        try {
            StringWriter text = new StringWriter();
            p.store(text, "OQA toolkit settings");
            AtomicFiles.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UsageException("cannot write " + file + ": " + e.getMessage());
        }
    }

    /** Effective default when no --local/--remote is given: OQA_MODE, else the stored mode, else auto. */
    public Mode defaultMode(String envMode) {
        if (envMode != null && !envMode.isBlank()) return parseMode(envMode);
        try {
            return parseMode(load().getProperty("mode", "auto"));
        } catch (UsageException e) {
            return Mode.AUTO; // a hand-edited bad value must not break every command
        }
    }
}
