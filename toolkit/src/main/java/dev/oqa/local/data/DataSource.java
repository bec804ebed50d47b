package dev.oqa.local.data;

import dev.oqa.model.LocalDataException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * A folder laid out like the bundled sample set: {@code prices/<TICKER>.csv} and
 * {@code options/<UNDERLYING>_<YYYY-MM-DD>.csv}, each file plain or gzip-compressed ({@code .csv.gz}).
 * The bundled set lives in the toolkit jar and is the default; {@code --data DIR} swaps in a user's folder.
 * The layout and every file's shape are described once, in {@code docs/DATA.md}.
 */
public abstract sealed class DataSource permits DataSource.Bundled, DataSource.Folder {

    /** The sample set shipped in the toolkit jar (real data; see {@code PROVENANCE.md} beside it). */
    public static DataSource bundled() { return Bundled.INSTANCE; }

    public static DataSource folder(Path dir) {
        if (!Files.isDirectory(dir))
            throw new LocalDataException("data folder " + dir + " does not exist or is not a folder; expected prices/<TICKER>.csv and options/<UNDERLYING>_<YYYY-MM-DD>.csv inside");
        return new Folder(dir.toAbsolutePath().normalize());
    }

    /** Human name for messages and the provenance line. */
    public abstract String describe();

    /** File names (without {@code .gz}) directly inside {@code dir}, e.g. {@code options} gives {@code SPY_2023-09-14.csv}. */
    public abstract List<String> list(String dir);

    /** Opens {@code dir/name}, transparently decompressing a {@code .gz} twin; empty when neither exists. */
    public abstract Optional<InputStream> open(String relPath);

    /** A reader over the file, or a {@link LocalDataException} naming the missing file. */
    public BufferedReader reader(String relPath) {
        InputStream in = open(relPath).orElseThrow(() -> new LocalDataException(
                "no file " + relPath + " in " + describe()));
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    }

    public boolean exists(String relPath) {
        Optional<InputStream> in = open(relPath);
        in.ifPresent(s -> { try { s.close(); } catch (IOException ignored) { } });
        return in.isPresent();
    }

    static InputStream maybeGunzip(InputStream in, String name) throws IOException {
        return name.endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
    }

    static final class Bundled extends DataSource {
        static final Bundled INSTANCE = new Bundled();
        private static final String ROOT = "/dev/oqa/data/";
        private final List<String> manifest;

        private Bundled() {
            List<String> m = new ArrayList<>();
            try (InputStream in = DataSource.class.getResourceAsStream(ROOT + "MANIFEST")) {
                if (in == null) throw new LocalDataException("the bundled data set is missing from the toolkit jar (no MANIFEST)");
                new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                        .filter(l -> !l.isBlank()).forEach(m::add);
            } catch (IOException e) {
                throw new LocalDataException("cannot read the bundled data MANIFEST: " + e.getMessage(), e);
            }
            manifest = List.copyOf(m);
        }

        @Override public String describe() { return "the bundled sample data"; }

        @Override public List<String> list(String dir) {
            String prefix = dir.endsWith("/") ? dir : dir + "/";
            return manifest.stream().filter(p -> p.startsWith(prefix) && p.indexOf('/', prefix.length()) < 0)
                    .map(p -> p.substring(prefix.length())).map(n -> n.endsWith(".gz") ? n.substring(0, n.length() - 3) : n)
                    .distinct().sorted().toList();
        }

        @Override public Optional<InputStream> open(String relPath) {
            for (String name : new String[] {relPath + ".gz", relPath}) {
                InputStream in = DataSource.class.getResourceAsStream(ROOT + name);
                if (in != null) {
                    try { return Optional.of(maybeGunzip(in, name)); }
                    catch (IOException e) { throw new LocalDataException("cannot read bundled " + name + ": " + e.getMessage(), e); }
                }
            }
            return Optional.empty();
        }
    }

    static final class Folder extends DataSource {
        private final Path root;

        Folder(Path root) { this.root = root; }

        @Override public String describe() { return "data folder " + root; }

        @Override public List<String> list(String dir) {
            Path d = root.resolve(dir);
            if (!Files.isDirectory(d)) return List.of();
            try (Stream<Path> s = Files.list(d)) {
                return s.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                        .map(n -> n.endsWith(".gz") ? n.substring(0, n.length() - 3) : n)
                        .distinct().sorted().toList();
            } catch (IOException e) {
                throw new LocalDataException("cannot list " + d + ": " + e.getMessage(), e);
            }
        }

        @Override public Optional<InputStream> open(String relPath) {
            for (String name : new String[] {relPath, relPath + ".gz"}) {
                Path p = root.resolve(name);
                if (Files.isRegularFile(p)) {
                    try { return Optional.of(maybeGunzip(Files.newInputStream(p), name)); }
                    catch (IOException e) { throw new LocalDataException("cannot read " + p + ": " + e.getMessage(), e); }
                }
            }
            return Optional.empty();
        }
    }
}
