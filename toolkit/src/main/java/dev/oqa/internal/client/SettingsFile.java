package dev.oqa.internal.client;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;

/**
 * The settings file beside the credentials ({@code <config>/settings}, {@code key=value} lines: the default mode, the
 * call deadline, chain archiving, consent to plain http). The one reader of it, for the command line, the kernel and
 * the toolkit alike: read through {@link UserFiles}, so a pipe, a device, a folder or a huge file in its place is a
 * clear error rather than a hang or an exhausted heap.
 */
public final class SettingsFile {
    private final Path file;

    private SettingsFile(Path file) { this.file = Objects.requireNonNull(file, "file"); }

    public static SettingsFile at(Path file) { return new SettingsFile(file); }

    public Path file() { return file; }

    /**
     * Every setting; none when there is no file, or when its text does not parse as {@code key=value} lines (a
     * hand-edited mistake must not stop every command). A {@link dev.oqa.model.ConfigException} when the file is not
     * a small regular file.
     */
    public Properties read() {
        Properties p = new Properties();
        UserFiles.read(file, "settings file", "remove it (oqa mode and oqa data archive write a new one)").ifPresent(text -> {
            try {
                p.load(new StringReader(text));
            } catch (IOException | IllegalArgumentException e) {
                p.clear();
            }
        });
        return p;
    }

    /** One setting, trimmed; empty when it is not set or blank. */
    public Optional<String> get(String name) {
        return Optional.ofNullable(read().getProperty(name)).map(String::trim).filter(v -> !v.isEmpty());
    }
}
