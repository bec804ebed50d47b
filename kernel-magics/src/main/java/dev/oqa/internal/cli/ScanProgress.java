package dev.oqa.internal.cli;

import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.scan.ScanRow;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Progress of a long scan on stderr: on a terminal one line rewritten in place a few times a second; in a log
 * (stderr redirected) a line at every tenth of the way. Short scans (under 50 rows) say nothing until the summary.
 */
final class ScanProgress implements ScanListener {
    private static final long EVERY_NANOS = 200_000_000L;
    private final PrintStream err;
    private final boolean terminal;
    private final long started = System.nanoTime();
    private long shownAt;
    private int lastTenth = -1;

    ScanProgress(PrintStream err) { this(err, System.console() != null && err == System.err); }

    ScanProgress(PrintStream err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    @Override public void status(String line) {
        err.println("oqa: " + line);
        err.flush();
    }

    @Override public void progress(int done, int total, int failed, ScanRow last) {
        if (total < 50) return;
        String line = String.format(Locale.ROOT, "oqa: scan %d/%d%s · %.1f s", done, total,
                failed > 0 ? " · " + failed + " failed" : "", (System.nanoTime() - started) / 1e9);
        if (terminal) {
            long now = System.nanoTime();
            if (done < total && now - shownAt < EVERY_NANOS) return;
            shownAt = now;
            err.print("\r" + line + (done == total ? "\n" : ""));
        } else {
            int tenth = done * 10 / total;
            if (tenth == lastTenth) return;
            lastTenth = tenth;
            err.println(line);
        }
        err.flush();
    }
}
