package dev.oqa.internal.local.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The CSV cases every reader must read alike (SYNTHETIC text): one table written ten ways. Each case holds the same
 * rows; only the way they are written differs, except that the cases with text in a quoted field put it in the one
 * cell the reader under test ignores (an extra column, or a preamble field), so its answer must not change either.
 */
public final class CsvCases {
    private CsvCases() {}

    /** One way of writing the table. */
    public record Case(String label, String text) {
        @Override public String toString() { return label; }
    }

    /** What goes into the free cell in the quoted-text cases. */
    public static final String COMMA_QUOTE_NEWLINE = "a, \"b\"\nc";

    /**
     * The table {@code rows} (fields without commas, quotes or line ends) written every way.
     *
     * @param freeRow  the row of the cell the reader ignores
     * @param freeCol  its column
     */
    public static List<Case> of(List<List<String>> rows, int freeRow, int freeCol) {
        List<Case> out = new ArrayList<>();
        out.add(new Case("LF", lines(rows, "\n", false) ));
        out.add(new Case("CRLF", lines(rows, "\r\n", false)));
        out.add(new Case("CR only", lines(rows, "\r", false)));
        out.add(new Case("LF, CRLF and CR mixed", mixed(rows)));
        out.add(new Case("byte order mark", "\uFEFF" + lines(rows, "\n", false)));
        out.add(new Case("byte order mark and CRLF", "\uFEFF" + lines(rows, "\r\n", false)));
        out.add(new Case("every field quoted", lines(rows, "\n", true)));
        out.add(new Case("blank and space-only lines between rows", blankLines(rows)));
        String last = lines(rows, "\n", false);
        out.add(new Case("no line end after the last row", last.substring(0, last.length() - 1)));
        out.add(new Case("comma, quote and LF in a quoted field", lines(with(rows, freeRow, freeCol, COMMA_QUOTE_NEWLINE), "\n", false)));
        out.add(new Case("CRLF inside a quoted field, CRLF line ends", lines(with(rows, freeRow, freeCol, "x\r\ny"), "\r\n", false)));
        return out;
    }

    private static List<List<String>> with(List<List<String>> rows, int r, int c, String v) {
        List<List<String>> copy = new ArrayList<>();
        for (List<String> row : rows) copy.add(new ArrayList<>(row));
        copy.get(r).set(c, v);
        return copy;
    }

    private static String lines(List<List<String>> rows, String end, boolean quoteAll) {
        StringBuilder sb = new StringBuilder();
        for (List<String> row : rows) sb.append(row(row, quoteAll)).append(end);
        return sb.toString();
    }

    private static String mixed(List<List<String>> rows) {
        String[] ends = {"\n", "\r\n", "\r"};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) sb.append(row(rows.get(i), false)).append(ends[i % 3]);
        return sb.toString();
    }

    private static String blankLines(List<List<String>> rows) {
        StringBuilder sb = new StringBuilder("\n");
        for (List<String> row : rows) sb.append(row(row, false)).append("\n\n  \n");
        return sb.toString();
    }

    private static String row(List<String> fields, boolean quoteAll) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) sb.append(',');
            String f = fields.get(i);
            boolean quote = quoteAll || f.contains(",") || f.contains("\"") || f.contains("\n") || f.contains("\r");
            sb.append(quote ? "\"" + f.replace("\"", "\"\"") + "\"" : f);
        }
        return sb.toString();
    }

    /** Rows of {@code text} in LF form (one row per line, fields split on commas); for tables written plainly. */
    public static List<List<String>> table(String text) {
        List<List<String>> out = new ArrayList<>();
        for (String line : text.split("\n")) out.add(new ArrayList<>(List.of(line.split(",", -1))));
        return out;
    }
}
