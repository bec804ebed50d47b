package dev.oqa.internal.cache;

import dev.oqa.model.CacheView;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.AuthScheme;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Family;
import dev.oqa.internal.shape.Bodies;
import dev.oqa.model.Json;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.zip.CRC32C;

/**
 * The persistent answer cache: one file per answer under {@code <dir>/<namespace>/}, named by a hash of the
 * canonical request. A {@link Namespace} is whose answer it is: the key (by its hash, never the key), the service
 * that answered and the auth form the key went in, so that one service's answer is never replayed for another. Each
 * file is a header line {@code OQA-CACHE 2 <body-bytes> <crc32c>} and a JSON body that names its request, service and
 * auth form again; a file whose length or checksum does not match (a torn or tampered write) is dropped and reported,
 * never fatal. Writes are atomic (temp file, fsync, rename), so a process killed mid-write leaves the previous entry
 * readable. Size is bounded: the oldest entries go first.
 *
 * <p>Format 1 (before the service was part of the namespace) lived in folders named by the key's hash alone (16 hex
 * digits). No lookup reaches them, a listing passes them over, and the next store removes them.
 *
 * <p>Time-to-live (docs/INTERPRETATION.md, freshness): options and greeks 60 s (sub-minute data); quant until the next 06:00
 * America/New_York (equities update nightly); ping is never cached.
 */
public final class ResponseCache implements CacheView {
    public static final Duration OPTIONS_TTL = Duration.ofSeconds(60);
    public static final ZoneId QUANT_ZONE = ZoneId.of("America/New_York");
    public static final LocalTime QUANT_REFRESH = LocalTime.of(6, 0);
    private static final String MAGIC = "OQA-CACHE 2 ";
    private static final String FORMAT_1 = "OQA-CACHE 1 ";
    private static final String SUFFIX = ".entry";
    /** A namespace folder of this format: 24 hex digits (format 1's were 16). */
    private static final Pattern FOLDER = Pattern.compile("[0-9a-f]{24}");

    /**
     * Whose answers: a key (by its hash), the service that answered (its checked base URL) and the header form the
     * key went in. An address may be a staging and a production server, or two vendors; a form may be accepted by one
     * and refused by another: an answer is replayed only for the same three.
     */
    public record Namespace(String keyHash, String service, AuthScheme auth) {
        public Namespace {
            if (keyHash == null || !keyHash.matches("[0-9a-f]{8,64}")) throw new IllegalArgumentException("cache namespace needs a key hash");
            if (service == null || service.isBlank()) throw new IllegalArgumentException("cache namespace needs the service's address");
            Objects.requireNonNull(auth, "auth");
        }

        /** The folder's name: a hash over the format, the key hash, the address and the form (none of them a secret). */
        String folder() { return sha256("oqa-cache 2\n" + keyHash + "\n" + service + "\n" + auth.name()).substring(0, 24); }
    }

    public record Entry(String request, String service, AuthScheme auth, Endpoint endpoint, Instant fetchedAt, Instant expiresAt, JsonNode data) {
        public boolean fresh(Instant now) { return now.isBefore(expiresAt); }
        public Duration age(Instant now) { return Duration.between(fetchedAt, now); }
    }

    public sealed interface Lookup permits Hit, Miss, Corrupt {}
    public record Hit(Entry entry) implements Lookup {}
    public record Miss() implements Lookup {}
    /** The entry was unreadable and has been deleted; {@code reason} says why, for the provenance notes. */
    public record Corrupt(String reason) implements Lookup {}

    private final Path dir;
    private final long maxBytes;
    private final Clock clock;

    public ResponseCache(Path dir, long maxBytes, Clock clock) {
        if (maxBytes < 1) throw new IllegalArgumentException("cache size bound must be positive, got " + maxBytes);
        this.dir = dir.toAbsolutePath().normalize();
        this.maxBytes = maxBytes;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * The most one entry may hold: no more than the whole cache's bound (a larger one would be evicted at once), and
     * never more than {@value #ENTRY_MAX} bytes, far above any answer and below anything that could hurt the heap.
     */
    private long entryBound() { return Math.min(maxBytes, ENTRY_MAX); }

    static final long ENTRY_MAX = 256L << 20;

    public Path dir() { return dir; }

    public long maxBytes() { return maxBytes; }

    /** When an answer fetched at {@code fetchedAt} stops being fresh; {@code fetchedAt} itself for ping. */
    public static Instant expiresAt(Endpoint endpoint, Instant fetchedAt) {
        return switch (endpoint.family()) {
            case PING -> fetchedAt;
            case OPTIONS, GREEKS -> fetchedAt.plus(OPTIONS_TTL);
            case QUANT -> {
                ZonedDateTime ny = fetchedAt.atZone(QUANT_ZONE);
                ZonedDateTime next = ny.toLocalDate().atTime(QUANT_REFRESH).atZone(QUANT_ZONE);
                if (!next.isAfter(ny)) next = ny.toLocalDate().plusDays(1).atTime(QUANT_REFRESH).atZone(QUANT_ZONE);
                yield next.toInstant();
            }
        };
    }

    public static boolean cacheable(Endpoint e) { return e.family() != Family.PING; }

    public Lookup get(Namespace namespace, ApiRequest request) {
        if (!cacheable(request.endpoint())) return new Miss();
        Path f = file(namespace, request);
        byte[] bytes;
        try {
            // A named pipe or device in its place would block a read forever; only regular files are entries.
            // and an entry beyond the bound (a 3 GB sparse file, say) is never read into the heap.
            Optional<byte[]> read = BoundedFiles.read(f, entryBound(), LinkOption.NOFOLLOW_LINKS);
            if (read.isEmpty()) return new Miss();
            bytes = read.get();
        } catch (BoundedFiles.Refused r) {
            if (!r.tooLarge()) return new Corrupt("cache entry " + f.getFileName() + " is " + r.describe(entryBound()) + "; ignored");
            return drop(f, "cache entry " + f.getFileName() + " is " + r.describe(entryBound()) + " and was dropped");
        } catch (IOException e) {
            return drop(f, "cannot read cache entry " + f.getFileName() + ": " + e.getMessage());
        }
        try {
            Entry entry = decode(bytes);
            // A hash collision, or a file moved between folders: not this question's, or not this service's.
            if (!entry.request().equals(request.canonical()) || !entry.service().equals(namespace.service()) || entry.auth() != namespace.auth())
                return new Miss();
            return new Hit(entry);
        } catch (IllegalArgumentException e) {
            return drop(f, "cache entry for " + request.canonical() + " was corrupt (" + e.getMessage() + ") and was dropped");
        }
    }

    /** Removes the entry of one question (e.g. an answer that could not be shown); true when there was one. Never throws. */
    public boolean remove(Namespace namespace, ApiRequest request) {
        try {
            return Files.deleteIfExists(file(namespace, request));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Stores {@code data} (the endpoint's {@code data} object) fetched now; ping is not stored. Never throws. */
    public Optional<String> put(Namespace namespace, ApiRequest request, JsonNode data, Instant fetchedAt) {
        if (!cacheable(request.endpoint())) return Optional.empty();
        try {
            ObjectNode body = Json.MAPPER.createObjectNode();
            body.put("request", request.canonical());
            body.put("service", namespace.service());
            body.put("auth", namespace.auth().name());
            body.put("endpoint", request.endpoint().name());
            body.put("fetched_at", fetchedAt.toString());
            body.put("expires_at", expiresAt(request.endpoint(), fetchedAt).toString());
            body.set("data", data);
            byte[] json = Json.MAPPER.writeValueAsBytes(body);
            CRC32C crc = new CRC32C();
            crc.update(json);
            byte[] head = (MAGIC + json.length + " " + Long.toHexString(crc.getValue()) + "\n").getBytes(StandardCharsets.US_ASCII);
            Path f = file(namespace, request);
            AtomicFiles.write(f, ByteBuffer.allocate(head.length + json.length).put(head).put(json).array());
            // Eviction goes oldest first by modification time: stamped from this cache's clock, as every other time here.
            Files.setLastModifiedTime(f, FileTime.from(clock.instant()));
            evict();
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of("could not store the answer in the cache: " + e.getMessage());
        }
    }

    static Entry decode(byte[] bytes) {
        int nl = -1;
        for (int i = 0; i < Math.min(bytes.length, 64); i++) if (bytes[i] == '\n') { nl = i; break; }
        if (nl < 0) throw new IllegalArgumentException("no header");
        String head = new String(bytes, 0, nl, StandardCharsets.US_ASCII);
        if (head.startsWith(FORMAT_1)) throw new IllegalArgumentException("written by an older toolkit, before answers were kept per service");
        if (!head.startsWith(MAGIC)) throw new IllegalArgumentException("bad header");
        String[] p = head.substring(MAGIC.length()).split(" ");
        if (p.length != 2) throw new IllegalArgumentException("bad header");
        int len;
        long sum;
        try {
            len = Integer.parseInt(p[0]);
            sum = Long.parseUnsignedLong(p[1], 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad header");
        }
        int have = bytes.length - nl - 1;
        if (have != len) throw new IllegalArgumentException("length " + have + " bytes, header says " + len);
        CRC32C crc = new CRC32C();
        crc.update(bytes, nl + 1, len);
        if (crc.getValue() != sum) throw new IllegalArgumentException("checksum mismatch");
        try {
            JsonNode n = Bodies.tree(bytes, nl + 1, len);
            return new Entry(n.path("request").asText(), n.path("service").asText(), AuthScheme.valueOf(n.path("auth").asText()),
                    Endpoint.valueOf(n.path("endpoint").asText()),
                    Instant.parse(n.path("fetched_at").asText()), Instant.parse(n.path("expires_at").asText()),
                    Objects.requireNonNull(n.get("data"), "data"));
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("unreadable body");
        }
    }

    private Lookup drop(Path f, String reason) {
        delete(f);
        return new Corrupt(reason);
    }

    private Path file(Namespace namespace, ApiRequest request) {
        return dir.resolve(namespace.folder()).resolve(sha256(request.canonical()).substring(0, 40) + SUFFIX);
    }

    /** {@code current}: in a folder of this format; the rest are format 1's, never read and removed by the next store. */
    private record FileInfo(Path path, String namespace, long bytes, Instant modified, boolean regular, boolean current) {}

    /** This format's regular entry files only: what is listed, counted and read. */
    private List<FileInfo> files() {
        return all(false).stream().filter(f -> f.regular() && f.current()).toList();
    }

    private List<FileInfo> all(boolean includeTemp) {
        List<FileInfo> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) return out;
        try (DirectoryStream<Path> spaces = Files.newDirectoryStream(dir, p -> Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))) {
            for (Path ns : spaces) {
                try (DirectoryStream<Path> ds = Files.newDirectoryStream(ns)) {
                    for (Path f : ds) {
                        String n = f.getFileName().toString();
                        boolean temp = n.startsWith(AtomicFiles.TMP_PREFIX);
                        if (temp ? !includeTemp : !n.endsWith(SUFFIX)) continue;
                        try {
                            BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                            // Pipes, devices, links and folders are not entries (reading a pipe would hang): only clear sees them.
                            String folder = ns.getFileName().toString();
                            out.add(new FileInfo(f, folder, a.size(), a.lastModifiedTime().toInstant(), a.isRegularFile(),
                                    FOLDER.matcher(folder).matches()));
                        } catch (IOException ignored) { /* removed meanwhile */ }
                    }
                }
            }
        } catch (IOException ignored) {
            // a listing that races a clear is simply shorter
        }
        return out;
    }

    /** Every readable entry, newest first; corrupt ones are dropped on the way. */
    public List<Listing> list() {
        Instant now = clock.instant();
        List<Listing> out = new ArrayList<>();
        for (FileInfo fi : files()) {
            try {
                Optional<byte[]> read = BoundedFiles.read(fi.path, entryBound(), LinkOption.NOFOLLOW_LINKS);
                if (read.isEmpty()) continue;
                Entry e = decode(read.get());
                out.add(new Listing(fi.namespace, e.request(), e.fetchedAt(), e.expiresAt(), fi.bytes, e.fresh(now)));
            } catch (IllegalArgumentException | BoundedFiles.Refused e) {
                drop(fi.path, "");
            } catch (IOException ignored) { /* removed meanwhile */ }
        }
        out.sort(Comparator.comparing(Listing::fetchedAt).reversed());
        return out;
    }

    public long size() { return files().stream().mapToLong(FileInfo::bytes).sum(); }

    @Override public int entries() { return files().size(); }

    /** Removes every entry (and leftover temp files); returns how many entries were removed. */
    public int clear() { return clearReport().removed(); }

    /** Removes every entry (and leftover temp files), saying which could not be removed and why (e.g. a read-only folder). */
    public Cleared clearReport() {
        int n = 0;
        List<String> failures = new ArrayList<>();
        for (FileInfo fi : all(true)) {
            try {
                boolean entry = !fi.path.getFileName().toString().startsWith(AtomicFiles.TMP_PREFIX);
                if (Files.deleteIfExists(fi.path) && entry) n++;
            } catch (IOException e) {
                failures.add(fi.path + ": " + why(e));
            }
        }
        return new Cleared(n, failures);
    }

    private static String why(IOException e) {
        return switch (e) {
            case AccessDeniedException a -> "permission denied";
            case DirectoryNotEmptyException d -> "a folder that is not empty";
            case FileSystemException f when f.getReason() != null -> f.getReason();
            default -> e.getClass().getSimpleName();
        };
    }

    /**
     * Oldest first until the total is within bound; temp files older than an hour are debris of killed writers, and
     * format 1's entries are never read again.
     */
    private void evict() throws IOException {
        AtomicFiles.withLock(dir.resolve(".lock"), () -> {
            Instant hourAgo = clock.instant().minus(Duration.ofHours(1));
            long total = 0;
            List<FileInfo> entries = new ArrayList<>();
            for (FileInfo fi : all(true)) {
                if (!fi.regular()) continue;
                if (fi.path.getFileName().toString().startsWith(AtomicFiles.TMP_PREFIX)) {
                    if (fi.current() && fi.modified.isBefore(hourAgo)) delete(fi.path);
                } else if (!fi.current()) {
                    delete(fi.path);
                } else {
                    entries.add(fi);
                    total += fi.bytes;
                }
            }
            entries.sort(Comparator.comparing(FileInfo::modified));
            for (FileInfo fi : entries) {
                if (total <= maxBytes) break;
                delete(fi.path);
                total -= fi.bytes;
            }
            return null;
        });
    }

    private static void delete(Path f) {
        try { Files.deleteIfExists(f); } catch (IOException ignored) { /* removed meanwhile, or left for the next store */ }
    }

    /** The hex SHA-256 of {@code s}: entry names, namespace folders, and the key hashes that name them. */
    public static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
