package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The name of a file the toolkit writes, built from data: a chain snapshot {@code options/<SYMBOL>_<DATE>.csv}, a
 * price history {@code prices/<SYMBOL>.csv} or a member of an export, {@code <member>.csv}. This is the one place
 * where text from a file, an answer or a command line becomes part of a path; every writer (the importer, the chain
 * archive, {@code oqa data fetch}, {@code --out}) takes its paths from here. Anything outside the rules is refused,
 * naming where the text came from.
 *
 * <ul>
 *   <li>A symbol is {@value #SYMBOL_RULE}. Lower case is read as upper case and surrounding spaces are dropped;
 *       nothing else is changed (no path separator, {@code ..}, NUL, line end or other control character can pass).
 *       The device names are refused because {@code prices/CON.csv} names the console on Windows.</li>
 *   <li>A date is a day of the years {@value #FIRST_YEAR} to {@value #LAST_YEAR}, written {@code YYYY-MM-DD}.</li>
 *   <li>A member name is {@value #MEMBER_RULE}.</li>
 *   <li>The resolved path is checked to lie directly in its folder.</li>
 * </ul>
 */
public final class DataFile {
    public static final int MAX_SYMBOL = 10;
    public static final String SYMBOL_RULE = "1 to 10 characters of A-Z 0-9 . _ -, starting with a letter or a digit, and not a"
            + " Windows device name (CON, PRN, AUX, NUL, COM0-COM9, LPT0-LPT9)";
    public static final String MEMBER_RULE = "1 to 40 characters of a-z 0-9 _, starting with a letter";
    public static final int FIRST_YEAR = 1900, LAST_YEAR = 2199;

    private static final Pattern SYMBOL = Pattern.compile("[A-Z0-9][A-Z0-9._-]{0," + (MAX_SYMBOL - 1) + "}");
    private static final Pattern MEMBER = Pattern.compile("[a-z][a-z0-9_]{0,39}");
    private static final Set<String> DEVICES = Set.of("CON", "PRN", "AUX", "NUL",
            "COM0", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9",
            "LPT0", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9");

    private final String dir;
    private final String name;
    private final String symbol;

    private DataFile(String dir, String name, String symbol) {
        this.dir = dir;
        this.name = name;
        this.symbol = symbol;
    }

    /**
     * {@code options/<UNDERLYING>_<DATE>.csv}.
     *
     * @param from where the underlying and the date came from, for the message ({@code "x.csv line 2"})
     */
    public static DataFile chain(String underlying, LocalDate quoteDate, String from) {
        String s = symbol(underlying, from);
        LocalDate d = date(quoteDate, from);
        return new DataFile("options", s + "_" + d + ".csv", s);
    }

    /** {@code prices/<TICKER>.csv}. */
    public static DataFile prices(String ticker, String from) {
        String s = symbol(ticker, from);
        return new DataFile("prices", s + ".csv", s);
    }

    /** {@code <member><extension>}, a member of an export written into a folder the user named; {@code .csv} or {@code .json}. */
    public static DataFile member(String member, String extension, String from) {
        String m = member == null ? "" : member;
        if (!MEMBER.matcher(m).matches() || DEVICES.contains(m.toUpperCase(Locale.ROOT)))
            throw new LocalDataException(from + ": " + Csv.shown(m) + " cannot name a file; a member name is " + MEMBER_RULE);
        if (!extension.equals(".csv") && !extension.equals(".json")) throw new IllegalArgumentException("extension " + extension);
        return new DataFile("", m + extension, m);
    }

    /** The symbol {@code raw} names, upper case, or a refusal naming {@code from}. */
    public static String symbol(String raw, String from) {
        String s = raw == null ? "" : strip(raw).toUpperCase(Locale.ROOT);
        if (!SYMBOL.matcher(s).matches() || DEVICES.contains(s))
            throw new LocalDataException(from + ": the symbol " + Csv.shown(raw) + " cannot name a file"
                    + (DEVICES.contains(s) ? " (a device name on Windows)" : "") + "; a symbol is " + SYMBOL_RULE);
        return s;
    }

    /** {@code d} when it is a day a file may be named by, else a refusal naming {@code from}. */
    public static LocalDate date(LocalDate d, String from) {
        if (d == null || d.getYear() < FIRST_YEAR || d.getYear() > LAST_YEAR)
            throw new LocalDataException(from + ": the date " + d + " cannot name a file; a date lies in the years " + FIRST_YEAR + " to " + LAST_YEAR);
        return d;
    }

    /** The symbol (or member name) the file is named by. */
    public String symbol() { return symbol; }

    /** The file's name, e.g. {@code SPY_2023-09-14.csv}. */
    public String name() { return name; }

    /** The path inside a data folder, e.g. {@code options/SPY_2023-09-14.csv} (the name alone for a member). */
    public String relPath() { return dir.isEmpty() ? name : dir + "/" + name; }

    /** The gzip file in {@code folder}, {@code <relPath>.gz}, checked to lie in its folder. */
    public Path in(Path folder) { return inside(folder, relPath() + ".gz"); }

    /** The plain file in {@code folder}, {@code <relPath>}, checked to lie in its folder. */
    public Path plainIn(Path folder) { return inside(folder, relPath()); }

    private Path inside(Path folder, String rel) {
        Path root = Objects.requireNonNull(folder, "folder").toAbsolutePath().normalize();
        Path home = dir.isEmpty() ? root : root.resolve(dir);
        Path p = root.resolve(rel).normalize();
        if (!home.equals(p.getParent()))
            throw new LocalDataException(rel + " would lie outside " + home + "; nothing is written there");
        return p;
    }

    /** Spaces and tabs around a name are dropped; every other character is judged. */
    private static String strip(String s) {
        int a = 0, b = s.length();
        while (a < b && (s.charAt(a) == ' ' || s.charAt(a) == '\t')) a++;
        while (b > a && (s.charAt(b - 1) == ' ' || s.charAt(b - 1) == '\t')) b--;
        return s.substring(a, b);
    }

    @Override public boolean equals(Object o) { return o instanceof DataFile f && f.dir.equals(dir) && f.name.equals(name); }

    @Override public int hashCode() { return Objects.hash(dir, name); }

    @Override public String toString() { return relPath(); }
}
