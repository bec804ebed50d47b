package dev.oqa.internal.client;

import dev.oqa.internal.cache.AtomicFiles;
import dev.oqa.model.AuthException;
import dev.oqa.model.ConfigException;
import dev.oqa.model.OqaHome;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * The credentials file ({@code api_key=} and optional {@code base_url=} lines). Written owner-only (0600)
 * with an atomic replace; refused on read when group or others may read it, because a key that others can
 * read must be rotated, not used; read only when it is a small regular file ({@link UserFiles}).
 */
public record Credentials(Path file) {
    public record Stored(ApiKey key, Optional<String> baseUrl) {}

    private static final Set<PosixFilePermission> OWNER_ONLY = EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

    public static Credentials at(OqaHome home) { return new Credentials(home.credentialsFile()); }

    public void store(ApiKey key, Optional<String> baseUrl) {
        StringBuilder sb = new StringBuilder("# OQA toolkit credentials; keep this file owner-only (0600)\n");
        sb.append("api_key=").append(key.reveal()).append('\n');
        // The form only: where the key may go is checked when the address is used.
        baseUrl.filter(u -> !u.isBlank()).ifPresent(u -> sb.append("base_url=").append(BaseUrl.parse(u, "base_url").url()).append('\n'));
        try {
            byte[] text = sb.toString().getBytes(StandardCharsets.UTF_8);
            if (posix()) AtomicFiles.write(file, text, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
            else AtomicFiles.write(file, text);
        } catch (IOException e) {
            throw new ConfigException("cannot write the credentials file " + file + ": " + e.getMessage(), e);
        }
    }

    /** Removes the file; true when there was one. */
    public boolean clear() {
        try {
            return Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new ConfigException("cannot remove the credentials file " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Empty when there is no file; a {@link ConfigException} when it is not a small regular file, is readable by
     * others, or is unreadable.
     */
    public Optional<Stored> read() {
        String remedy = "remove it and run 'oqa login' (or set OQA_API_KEY)";
        if (UserFiles.check(file, "credentials file", remedy).isEmpty()) return Optional.empty();
        try {
            if (posix()) {
                Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
                if (!OWNER_ONLY.containsAll(p))
                    throw new ConfigException("refusing to read the credentials file " + file + ": its permissions are "
                            + PosixFilePermissions.toString(p) + " but must be owner-only (rw-------); run 'chmod 600 " + file
                            + "' and, since others could read it, rotate the key in the account dashboard");
            }
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new ConfigException("cannot read the credentials file " + file + ": " + e.getMessage(), e);
        }
        String text = UserFiles.readChecked(file, "credentials file", remedy);
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw new ConfigException("the credentials file " + file + " is not readable as key=value lines");
        }
        String k = p.getProperty("api_key");
        if (k == null || k.isBlank())
            throw new ConfigException("the credentials file " + file + " has no api_key= line; run %oqa login or oqa login");
        if (!ApiKey.isWellFormed(k))
            throw new AuthException("malformed_api_key", "the api_key in " + file + " is malformed: expected 48 hexadecimal characters");
        Optional<String> url = Optional.ofNullable(p.getProperty("base_url")).map(String::trim).filter(s -> !s.isEmpty());
        return Optional.of(new Stored(ApiKey.of(k), url));
    }

    private boolean posix() { return file.getFileSystem().supportedFileAttributeViews().contains("posix"); }
}
