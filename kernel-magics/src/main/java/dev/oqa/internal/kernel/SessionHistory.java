package dev.oqa.internal.kernel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.dflib.jjava.jupyter.kernel.history.HistoryEntry;
import org.dflib.jjava.jupyter.kernel.history.HistoryManager;

/**
 * The inputs (and each one's plain-text result) of this kernel's session, for {@code history_request}: a console's
 * Up arrow, and %history-like front ends. Kept in memory only, as ipykernel keeps a session without its database;
 * the session is numbered {@value #SESSION}, and a request for session 0 (IPython's "this session") or
 * {@value #SESSION} gets it, any earlier session nothing.
 */
final class SessionHistory implements HistoryManager {
    static final int SESSION = 1;

    private record Cell(int line, String input, String output) {}

    private final List<Cell> cells = new ArrayList<>();

    /** Remembers an executed cell (execution count {@code line}); {@code output} the text of its result, or "". */
    synchronized void add(int line, String input, String output) {
        cells.add(new Cell(line, input, output == null ? "" : output));
    }

    @Override
    public synchronized List<HistoryEntry> lookupRange(int session, int start, int stop, Set<ResultFlag> flags) {
        if (session != 0 && session != SESSION) return List.of();
        return cells.stream().filter(c -> c.line() >= start && (stop <= 0 || c.line() < stop)).map(c -> entry(c, flags)).toList();
    }

    @Override
    public synchronized List<HistoryEntry> lookupTail(int length, Set<ResultFlag> flags) {
        return last(cells, length).stream().map(c -> entry(c, flags)).toList();
    }

    /** The last {@code length} inputs that match {@code pattern}, a SQLite glob ({@code *}, {@code ?}, {@code [a-z]}, {@code [^a]}). */
    @Override
    public synchronized List<HistoryEntry> search(String pattern, int length, Set<ResultFlag> flags) {
        Pattern glob = glob(pattern == null || pattern.isEmpty() ? "*" : pattern);
        List<Cell> matches = cells.stream().filter(c -> glob.matcher(c.input()).matches()).toList();
        if (flags.contains(ResultFlag.UNIQUE)) { // the latest of each input: kept walking back from the newest
            Set<String> seen = new HashSet<>();
            matches = matches.reversed().stream().filter(c -> seen.add(c.input())).toList().reversed();
        }
        return last(matches, length).stream().map(c -> entry(c, flags)).toList();
    }

    private static List<Cell> last(List<Cell> cells, int n) {
        return n <= 0 || n >= cells.size() ? cells : cells.subList(cells.size() - n, cells.size());
    }

    private static HistoryEntry entry(Cell c, Set<ResultFlag> flags) {
        return new HistoryEntry(SESSION, c.line(), c.input(), flags.contains(ResultFlag.INCLUDE_OUTPUT) ? c.output() : null);
    }

    /** A SQLite glob as a regular expression: {@code *} any run, {@code ?} one character, {@code [...]} a class ({@code ^} negates). */
    static Pattern glob(String glob) {
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            int close = c == '[' ? glob.indexOf(']', i + 2) : -1;
            if (c == '*') re.append(".*");
            else if (c == '?') re.append('.');
            else if (close > 0) {
                String body = glob.substring(i + 1, close);
                boolean negate = body.startsWith("^");
                if (negate) body = body.substring(1);
                re.append(negate ? "[^" : "[").append(body.replace("\\", "\\\\").replace("[", "\\[")).append(']');
                i = close;
            } else re.append(Pattern.quote(String.valueOf(c)));
        }
        return Pattern.compile(re.toString(), Pattern.DOTALL);
    }
}
