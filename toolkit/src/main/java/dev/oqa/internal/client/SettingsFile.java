package dev.oqa.internal.client;

import dev.oqa.model.ConfigException;
import dev.oqa.model.OqaHome;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;

/**
 * The settings file beside the credentials ({@code <config>/settings}, {@code key=value} lines: the default mode, the
 * call deadline, chain archiving, auto-fetch, the sources' addresses, consent to plain http). The one reader of it,
 * for the command line, the kernel and the toolkit alike: read through {@link UserFiles}, so a pipe, a device, a
 * folder or a huge file in its place is a clear error rather than a hang or an exhausted heap. One instance reads the
 * file once, so that one resolution of the settings sees one version of it.
 */
public final class SettingsFile {
    private final Path file;
    private Properties read;

    private SettingsFile(Path file) { this.file = Objects.requireNonNull(file, "file"); }

    public static SettingsFile at(Path file) { return new SettingsFile(file); }

    /** The settings file of {@code home}: the one place its name is written. */
    public static SettingsFile in(OqaHome home) { return at(home.configRoot().resolve("settings")); }

    public Path file() { return file; }

    /**
     * Every setting; none when there is no file, or when its text does not parse as {@code key=value} lines (a
     * hand-edited mistake must not stop every command). A {@link ConfigException} when the file is not a small
     * regular file.
     */
    public Properties read() {
        if (read != null) return read;
        Properties p = new Properties();
        UserFiles.read(file, "settings file", "remove it (oqa mode and oqa data archive write a new one)").ifPresent(text -> {
            try {
                p.load(new StringReader(text));
            } catch (IOException | IllegalArgumentException e) {
                p.clear();
            }
        });
        return read = p;
    }

    /** One setting, trimmed; empty when it is not set or blank. */
    public Optional<String> get(String name) {
        return Optional.ofNullable(read().getProperty(name)).map(String::trim).filter(v -> !v.isEmpty());
    }

    /**
     * A switch that is on by default (chain archiving, auto-fetch): {@code env[envName]} when set, else {@code name=}
     * here, else on; {@code off}, {@code 0}, {@code false} or {@code no} (any case) turn it off. A file that cannot be
     * read leaves it on: the command line reports the file itself.
     */
    public boolean on(Map<String, String> env, String envName, String name) {
        String e = env.get(envName);
        if (e != null && !e.isBlank()) return !off(e);
        try {
            return get(name).map(v -> !off(v)).orElse(true);
        } catch (ConfigException unreadable) {
            return true;
        }
    }

    private static boolean off(String v) {
        return switch (v.trim().toLowerCase(Locale.ROOT)) { case "off", "0", "false", "no" -> true; default -> false; };
    }
}
