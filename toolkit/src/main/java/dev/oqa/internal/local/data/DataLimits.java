package dev.oqa.internal.local.data;

/**
 * What reading one data file may cost, in one place ({@code docs/DATA.md} lists the same numbers). Each bound is
 * far above any real file, so it only ever stops a damaged or hostile one, and each stops it with a message naming
 * the file before the heap fills: a bad file costs only itself.
 */
public final class DataLimits {
    private DataLimits() {}

    /**
     * Text one file may hold, counted after gzip: 64 MiB. The largest real file is an SPX chain with every expiry,
     * 2.3 MB (21,000 contracts); a 20-year price history is under 1 MB. A 500 MB chain file is refused by this bound,
     * before its rows are parsed.
     */
    public static final long MAX_TEXT_BYTES = 64L << 20;

    /**
     * Inflated bytes per compressed byte once {@link #INFLATION_FLOOR} bytes are inflated: 100. Quote and price CSV
     * compresses 3 to 7 times; a file that inflates 100 times is a bomb, not data.
     */
    public static final int MAX_INFLATION_RATIO = 100;

    /** Inflated bytes always allowed before the ratio is checked (a short file of zeros compresses well). */
    public static final long INFLATION_FLOOR = 1L << 20;

    /** Characters in one CSV field (the longest real one, a Cboe name line's field, has under 100). */
    public static final int MAX_FIELD_CHARS = 4096;

    /** Fields in one CSV row (a Cboe quote table has 22, the normalised chain 16). */
    public static final int MAX_COLUMNS = 256;

    /**
     * Contract rows in one chain file: 10 times SPX's 21,000. Reading holds each contract's columns and the checks'
     * record of it (about 500 bytes a contract at peak): a chain at the limit answers {@code gex} under {@code -Xmx256m}.
     */
    public static final int MAX_CONTRACTS = 200_000;

    /** Rows in one price file: 400 years of trading days (the longest daily series, the Dow since 1885, has 36,000). */
    public static final int MAX_PRICE_ROWS = 100_000;

    /** Text read to recognise a file's format (its first rows) before it is read in full. */
    public static final int SNIFF_CHARS = 64 * 1024;

    /** Contracts the parsed-chain cache holds across all folders (six real chains take at most 130,000), about 60 MB. */
    public static final long CACHED_CONTRACTS = 400_000;
}
