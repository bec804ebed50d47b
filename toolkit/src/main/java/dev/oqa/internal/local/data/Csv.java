package dev.oqa.internal.local.data;

import com.univocity.parsers.common.TextParsingException;
import com.univocity.parsers.csv.CsvParser;
import com.univocity.parsers.csv.CsvParserSettings;
import com.univocity.parsers.csv.CsvWriter;
import com.univocity.parsers.csv.CsvWriterSettings;
import dev.oqa.model.LocalDataException;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The toolkit's one CSV dialect, for every CSV it reads or writes: the data folder's files, downloads given to
 * {@code oqa data import}, and the files {@code --format csv}, {@code --out} and {@code scan} write.
 *
 * <ul>
 *   <li>Comma-separated, RFC 4180 quoting: {@code "a,b"} is one field, {@code ""} inside quotes is a quote, and a
 *       quoted field may hold line ends.</li>
 *   <li>UTF-8; a byte order mark at the start is dropped.</li>
 *   <li>LF, CRLF and CR all end a line, also mixed in one file; inside a quoted field each is read as LF.</li>
 *   <li>A blank line is skipped; spaces are data (readers trim numbers and names themselves).</li>
 *   <li>Bounded: a field of more than {@link DataLimits#MAX_FIELD_CHARS} characters or a row of more than
 *       {@link DataLimits#MAX_COLUMNS} fields stops the read with the file and line.</li>
 *   <li>Written fields are quoted when they hold a comma, a quote or a line end. Files meant for a spreadsheet
 *       ({@link #export}) also neutralise text that a spreadsheet would run as a formula ({@link #spreadsheetText}).</li>
 * </ul>
 */
public final class Csv {
    private Csv() {}

    // The library is univocity-parsers, configured here and nowhere else. Tablesaw already brings it (no jar of our
    // own) and parses its own CSV with it, and its maxCharsPerColumn and maxColumns bound a hostile line before it
    // fills the heap. Upstream is no longer maintained (2.9.1, 2021): a move to Commons CSV or Jackson's CSV module
    // would replace these two settings methods and Rows and Out below, and nothing outside this class.
    private static CsvParserSettings parsing() {
        CsvParserSettings s = new CsvParserSettings();
        s.getFormat().setDelimiter(',');
        s.getFormat().setQuote('"');
        s.getFormat().setQuoteEscape('"');
        s.getFormat().setLineSeparator("\n"); // CRLF and CR are made LF below the parser (LineEnds): mixed files too
        s.getFormat().setNormalizedNewline('\n');
        s.setLineSeparatorDetectionEnabled(false);
        s.setCommentProcessingEnabled(false); // a row that starts with '#' is data
        s.setIgnoreLeadingWhitespaces(false);
        s.setIgnoreTrailingWhitespaces(false);
        s.setIgnoreLeadingWhitespacesInQuotes(false);
        s.setIgnoreTrailingWhitespacesInQuotes(false);
        s.setNullValue("");
        s.setEmptyValue("");
        s.setSkipEmptyLines(false); // blank rows are skipped in Rows, so that each row's first line is known
        s.setMaxCharsPerColumn(DataLimits.MAX_FIELD_CHARS);
        s.setMaxColumns(DataLimits.MAX_COLUMNS);
        s.setReadInputOnSeparateThread(false);
        s.setInputBufferSize(1 << 16);
        s.setErrorContentLength(0); // our messages name the file and line; a field's content is not echoed
        return s;
    }

    private static CsvWriterSettings writing() {
        CsvWriterSettings s = new CsvWriterSettings();
        s.getFormat().setDelimiter(',');
        s.getFormat().setQuote('"');
        s.getFormat().setQuoteEscape('"');
        s.getFormat().setLineSeparator("\n");
        s.setIgnoreLeadingWhitespaces(false);
        s.setIgnoreTrailingWhitespaces(false);
        s.setNullValue("");
        s.setEmptyValue("");
        s.setQuotationTriggers('"'); // besides the comma and line ends, which always quote
        s.setSkipEmptyLines(false);  // a row of empty cells is written as its commas
        return s;
    }

    /** The rows of {@code in} (UTF-8), named {@code where} in messages. */
    public static Rows read(InputStream in, String where) {
        return new Rows(new InputStreamReader(in, StandardCharsets.UTF_8), where, Long.MAX_VALUE);
    }

    /** The rows of {@code text}, named {@code where} in messages. */
    public static Rows read(String text, String where) { return new Rows(new StringReader(text), where, Long.MAX_VALUE); }

    /**
     * The rows within the first {@link DataLimits#SNIFF_CHARS} characters of {@code in}, to recognise a file's format
     * without reading all of it; a row cut by the window ends there.
     */
    public static Rows sniff(InputStream in, String where) {
        return new Rows(new InputStreamReader(in, StandardCharsets.UTF_8), where, DataLimits.SNIFF_CHARS);
    }

    /** The index of the header field {@code name} (trimmed, any case), or -1. */
    public static int column(String[] header, String name) {
        for (int i = 0; i < header.length; i++) if (header[i].trim().equalsIgnoreCase(name)) return i;
        return -1;
    }

    /** The header's fields trimmed and in lower case, for looking columns up by name. */
    public static List<String> names(String[] header) {
        return Arrays.stream(header).map(h -> h.trim().toLowerCase(Locale.ROOT)).toList();
    }

    /**
     * A field's text quoted for a message, at most 40 characters, its line ends as {@code \\n} and {@code \\r} so the
     * message stays one line. Other control characters are left to the output, which escapes them for where it lands
     * (a terminal, a notebook).
     */
    public static String shown(String raw) {
        if (raw == null) return "(none)";
        String s = raw.length() > 40 ? raw.substring(0, 40) : raw;
        return "'" + s.replace("\n", "\\n").replace("\r", "\\r") + (raw.length() > 40 ? "...'" : "'");
    }

    /** The rows of one file, in order; blank rows skipped. Not thread-safe. */
    public static final class Rows implements AutoCloseable {
        private final CsvParser parser = new CsvParser(parsing());
        private final String where;
        private long lastLine;
        private int line;

        private Rows(Reader in, String where, long window) {
            this.where = where;
            try {
                parser.beginParsing(new LineEnds(in, window)); // reads the first block
            } catch (RuntimeException e) {
                throw failure(e, 1);
            }
        }

        /**
         * The next row that is not blank, or null at the end.
         *
         * @throws LocalDataException naming the file and line for a row beyond the bounds, or a file that cannot be read
         */
        public String[] next() {
            while (true) {
                String[] r;
                try {
                    r = parser.parseNext();
                } catch (TextParsingException e) {
                    throw failure(e, (int) lastLine + 1);
                }
                if (r == null) return null;
                line = (int) lastLine + 1;
                lastLine = parser.getContext().currentLine();
                if (r.length == 1 && r[0].isBlank()) continue;
                return r;
            }
        }

        /** The 1-based line the last row returned starts on. */
        public int line() { return line; }

        /** The file as messages name it. */
        public String file() { return where; }

        /** {@code <file> line <n>}, for messages about the last row returned. */
        public String where() { return where + " line " + line; }

        @Override public void close() { parser.stopParsing(); }

        private LocalDataException failure(RuntimeException e, int at) {
            if (e instanceof LocalDataException l) return l;
            for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
                if (c instanceof LocalDataException l) return l; // a bound on the file's bytes, already worded
                if (c instanceof IOException io) return new LocalDataException("cannot read " + where + ": " + io.getMessage(), io);
            }
            if (e instanceof TextParsingException t && t.getColumnIndex() >= DataLimits.MAX_COLUMNS)
                return new LocalDataException(where + " line " + at + ": more than " + DataLimits.MAX_COLUMNS
                        + " fields in one row, the most a data file's row may have (limits: docs/DATA.md)");
            if (e.getCause() instanceof ArrayIndexOutOfBoundsException)
                return new LocalDataException(where + " line " + at + ": a field longer than " + DataLimits.MAX_FIELD_CHARS
                        + " characters, the most a data file's field may hold (a quote that is never closed runs on to the"
                        + " end of the file; limits: docs/DATA.md)");
            return new LocalDataException(where + " line " + at + ": not readable as CSV (" + e.getClass().getSimpleName() + ")", e);
        }
    }

    /** Makes CRLF and CR into LF, and ends the text after {@code window} characters. */
    private static final class LineEnds extends FilterReader {
        private long left;
        private boolean afterCr;

        LineEnds(Reader in, long window) {
            super(in);
            left = window;
        }

        @Override public int read() throws IOException {
            char[] one = new char[1];
            return read(one, 0, 1) < 0 ? -1 : one[0];
        }

        @Override public int read(char[] b, int off, int len) throws IOException {
            while (true) {
                if (left <= 0) return -1;
                int n = in.read(b, off, (int) Math.min(len, left));
                if (n < 0) return -1;
                left -= n;
                int first = off;
                if (!afterCr) while (first < off + n && b[first] != '\r') first++; // most files have no CR: nothing to copy
                if (first == off + n) return n;
                int out = first;
                for (int i = first; i < off + n; i++) {
                    char c = b[i];
                    if (c == '\n' && afterCr) { afterCr = false; continue; }
                    afterCr = c == '\r';
                    b[out++] = afterCr ? '\n' : c;
                }
                if (out > off) return out - off;
            }
        }
    }

    /** Rows written to {@code out} as data (text as it is), e.g. a chain in the data folder. */
    public static Out write(Writer out) { return new Out(out, false); }

    /** Rows for a person's spreadsheet, text cells through {@link #spreadsheetText}; {@link Out#toString()} gives the text. */
    public static Out export() { return new Out(new StringWriter(), true); }

    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    /**
     * A text cell as OWASP recommends against formula injection: text that begins with {@code =}, {@code +},
     * {@code -}, {@code @}, a tab or a carriage return, and is not a number, gets a leading single quote, so a
     * spreadsheet shows it as text instead of running it ({@code =cmd|' /C calc'!A0}). A number, also a signed one in
     * a text cell ({@code -0.5}), is left as it is.
     */
    public static String spreadsheetText(String s) {
        if (s == null || s.isEmpty()) return s;
        char c = s.charAt(0);
        if (c != '=' && c != '+' && c != '-' && c != '@' && c != '\t' && c != '\r') return s;
        if ((c == '-' || c == '+') && NUMBER.matcher(s).matches()) return s;
        return "'" + s;
    }

    /** A CSV being written, a row at a time: cells, then {@link #end()}. */
    public static final class Out {
        private final Writer target;
        private final CsvWriter writer;
        private final boolean spreadsheet;
        private final List<String> row = new ArrayList<>();

        private Out(Writer target, boolean spreadsheet) {
            this.target = target;
            this.writer = new CsvWriter(target, writing());
            this.spreadsheet = spreadsheet;
        }

        /** A text cell; null is empty. */
        public Out text(String s) {
            row.add(s == null ? "" : spreadsheet ? spreadsheetText(s) : s);
            return this;
        }

        /** A number (or a date) as written, never neutralised; null is empty. */
        public Out number(String s) {
            row.add(s == null ? "" : s);
            return this;
        }

        public Out end() {
            writer.writeRow(row.toArray(new String[0]));
            row.clear();
            return this;
        }

        public Out row(String... cells) { return row(Arrays.asList(cells)); }

        /** A row of text cells. */
        public Out row(List<String> cells) {
            for (String c : cells) text(c);
            return end();
        }

        /** Writes what is buffered to the target (which the caller closes). */
        public void flush() { writer.flush(); }

        /** The text written, for an {@code Out} made by {@link #export()}. */
        @Override public String toString() {
            writer.flush();
            return target.toString();
        }
    }
}
