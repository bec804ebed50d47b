package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * A folder laid out like the bundled sample set: {@code prices/<TICKER>.csv} and
 * {@code options/<UNDERLYING>_<YYYY-MM-DD>.csv}, each file plain or gzip-compressed ({@code .csv.gz}).
 * Three kinds: the bundled set in the toolkit jar; a user's folder alone ({@code --data DIR} replaces the bundled
 * set); and the default, the user's own folder ({@code $OQA_HOME/data}, see {@link #layered}) laid over the
 * bundled set, so an imported ticker or an archived chain sits beside the bundled ones and wins over a bundled
 * file of the same name. {@link #origin} says which folder holds a file, for the provenance line.
 * The layout and every file's shape are described once, in {@code docs/DATA.md}.
 */
public abstract sealed class DataSource permits DataSource.Bundled, DataSource.Folder, DataSource.Layered {

    /** The sample set shipped in the toolkit jar (real data; see {@code PROVENANCE.md} beside it). */
    public static DataSource bundled() { return Bundled.INSTANCE; }

    public static DataSource folder(Path dir) {
        if (!Files.isDirectory(dir))
            throw new LocalDataException("data folder " + dir + " does not exist or is not a folder; expected prices/<TICKER>.csv and options/<UNDERLYING>_<YYYY-MM-DD>.csv inside");
        return new Folder(dir.toAbsolutePath().normalize(), null);
    }

    /**
     * The user's folder {@code dir} over the bundled set. The folder need not exist yet (an import or the chain
     * archive creates it); until then this answers as the bundled set does.
     */
    public static DataSource layered(Path dir) {
        return new Layered(new Folder(dir.toAbsolutePath().normalize(), YOURS), Bundled.INSTANCE);
    }

    /** Human name for messages and the provenance line. */
    public abstract String describe();

    /** File names (without {@code .gz}) directly inside {@code dir}, e.g. {@code options} gives {@code SPY_2023-09-14.csv}. */
    public abstract List<String> list(String dir);

    /** Opens {@code dir/name}, transparently decompressing a {@code .gz} twin; empty when neither exists. */
    public abstract Optional<InputStream> open(String relPath);

    /**
     * The CSV rows of the file (bounded as {@link DataLimits} says), or a {@link LocalDataException} naming the
     * missing file.
     */
    public Csv.Rows rows(String relPath) { return Csv.read(require(relPath), where(relPath)); }

    /** The rows of the file's first {@link DataLimits#SNIFF_CHARS} characters, to recognise its format. */
    public Csv.Rows sniff(String relPath) { return Csv.sniff(require(relPath), where(relPath)); }

    private InputStream require(String relPath) {
        return open(relPath).orElseThrow(() -> new LocalDataException("no file " + relPath + " in " + describe()));
    }

    /**
     * The single-folder source that holds {@code relPath} (this source itself unless layered), or empty when no
     * layer has it; its {@link #describe()} is "bundled" or "user data: PATH".
     */
    public Optional<DataSource> origin(String relPath) { return exists(relPath) ? Optional.of(this) : Optional.empty(); }

    /**
     * Short name of where a file came from: {@code bundled}, {@code your data folder} (the user's own, laid over the
     * bundled set: the provenance line names no folder of the home) or {@code user data: PATH} (a {@code --data} folder).
     */
    public abstract String label();

    /** A file for messages and the provenance line, named by the folder that holds it ({@link #nameOf}). */
    String where(String relPath) { return origin(relPath).orElse(this).nameOf(relPath); }

    /** A file of this source for messages and the provenance line: {@code options/X.csv (bundled)} and the like. */
    String nameOf(String relPath) { return relPath + " (" + label() + ")"; }

    /** The user's own data folder in words; where it is, {@code oqa status} and {@code --verbose} say. */
    static final String YOURS = "your data folder";

    /**
     * A value that changes when the file at {@code relPath} changes (size and modification time in a folder;
     * constant in the jar), so caches of parsed files notice an import or a hand edit.
     */
    public long version(String relPath) { return 0L; }

    /** The single-folder sources, lowest first (one, unless layered). */
    public List<DataSource> layers() { return List.of(this); }

    /** The user folder behind this source, if it has one (a folder, or the upper layer). */
    public Optional<Path> folder() { return Optional.empty(); }

    /** Whether the file or its {@code .gz} twin is there (without reading it). */
    public abstract boolean exists(String relPath);

    static final class Bundled extends DataSource {
        static final Bundled INSTANCE = new Bundled();
        private static final String ROOT = "/dev/oqa/data/";
        private final List<String> manifest;

        private Bundled() {
            try (InputStream in = DataSource.class.getResourceAsStream(ROOT + "MANIFEST")) {
                if (in == null) throw new LocalDataException("the bundled data set is missing from the toolkit jar (no MANIFEST)");
                manifest = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
            } catch (IOException e) {
                throw new LocalDataException("cannot read the bundled data MANIFEST: " + e.getMessage(), e);
            }
        }

        @Override public String describe() { return "the bundled sample data"; }

        @Override public String label() { return "bundled"; }

        @Override public List<String> list(String dir) {
            String prefix = dir.endsWith("/") ? dir : dir + "/";
            return manifest.stream().filter(p -> p.startsWith(prefix) && p.indexOf('/', prefix.length()) < 0)
                    .map(p -> p.substring(prefix.length())).map(n -> n.endsWith(".gz") ? n.substring(0, n.length() - 3) : n)
                    .distinct().sorted().toList();
        }

        @Override public boolean exists(String relPath) {
            return DataSource.class.getResource(ROOT + relPath + ".gz") != null || DataSource.class.getResource(ROOT + relPath) != null;
        }

        @Override public Optional<InputStream> open(String relPath) {
            for (String name : new String[] {relPath + ".gz", relPath}) {
                InputStream in = DataSource.class.getResourceAsStream(ROOT + name);
                if (in != null) {
                    try { return Optional.of(BoundedInput.of(in, name, name + " (bundled)")); }
                    catch (IOException e) { throw new LocalDataException("cannot read bundled " + name + ": " + e.getMessage(), e); }
                }
            }
            return Optional.empty();
        }
    }

    static final class Folder extends DataSource {
        private final Path root;
        private final String name; // null: a folder the user named, shown by its path

        Folder(Path root, String name) {
            this.root = root;
            this.name = name;
        }

        @Override public String describe() { return name != null ? name : "data folder " + root; }

        @Override public String label() { return name != null ? name : "user data: " + root; }

        /** A {@code --data} folder's file by its path, the user's own by its name and the folder's. */
        @Override String nameOf(String relPath) { return name != null ? super.nameOf(relPath) : root + "/" + relPath; }

        @Override public Optional<Path> folder() { return Optional.of(root); }

        @Override public boolean exists(String relPath) {
            return Files.isRegularFile(root.resolve(relPath)) || Files.isRegularFile(root.resolve(relPath + ".gz"));
        }

        @Override public long version(String relPath) {
            for (String name : new String[] {relPath, relPath + ".gz"}) {
                Path p = root.resolve(name);
                try {
                    if (Files.isRegularFile(p)) return Files.getLastModifiedTime(p).toMillis() * 31 + Files.size(p);
                } catch (IOException e) {
                    return -1L; // unreadable now: the reader will say why
                }
            }
            return 0L;
        }

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
                    try { return Optional.of(BoundedInput.open(p, p.toString())); }
                    catch (IOException e) { throw new LocalDataException("cannot read " + p + ": " + e.getMessage(), e); }
                }
            }
            return Optional.empty();
        }
    }

    /** A user folder over the bundled set: a file in the folder wins; listings are the union. */
    static final class Layered extends DataSource {
        private final Folder upper;
        private final Bundled lower;

        Layered(Folder upper, Bundled lower) {
            this.upper = upper;
            this.lower = lower;
        }

        @Override public String describe() { return YOURS + " and the bundled sample data"; }

        @Override public String label() { return YOURS + " over bundled"; }

        @Override public Optional<Path> folder() { return Optional.of(upper.root); }

        @Override public List<String> list(String dir) {
            TreeSet<String> all = new TreeSet<>(lower.list(dir));
            all.addAll(upper.list(dir));
            return List.copyOf(all);
        }

        @Override public Optional<InputStream> open(String relPath) {
            return upper.open(relPath).or(() -> lower.open(relPath));
        }

        @Override public boolean exists(String relPath) { return upper.exists(relPath) || lower.exists(relPath); }

        @Override public Optional<DataSource> origin(String relPath) {
            return upper.origin(relPath).or(() -> lower.origin(relPath));
        }

        @Override public long version(String relPath) { return upper.version(relPath); }

        @Override public List<DataSource> layers() { return List.of(lower, upper); }

        @Override public boolean equals(Object o) { return o instanceof Layered l && l.upper.root.equals(upper.root); }

        @Override public int hashCode() { return upper.root.hashCode(); }
    }
}
