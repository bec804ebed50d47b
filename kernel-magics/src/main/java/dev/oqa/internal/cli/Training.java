package dev.oqa.internal.cli;

import dev.oqa.internal.calendar.TradingCalendar;
import dev.oqa.model.OqaHome;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * The training run behind {@code bin/oqa}'s class-data-sharing archive: {@code scripts/setup} runs this once with
 * {@code -XX:ArchiveClassesAtExit}, so the classes that the common commands load (grammar, local engine, bundled
 * data readers, JSON, tables, CSV, the NYSE calendar's holidays) are mapped from the archive on later starts instead of being parsed and verified
 * again. Every command is local and its output is thrown away: training sends no request and writes nothing.
 */
public final class Training {
    private Training() {}

    static final List<List<String>> COMMANDS = List.of(
            List.of("ping", "--local"),
            List.of("gex", "SPX", "--local", "--as-of", "2023-09-14", "--format", "json"),
            List.of("gex", "SPY", "--local", "--format", "table"),
            List.of("em", "SPY", "--local", "--format", "csv"),
            List.of("iv", "SPY", "--local", "--format", "table"),
            List.of("oi", "SPY", "--local", "--format", "json"),
            List.of("risk", "NVDA", "--local", "--format", "table"),
            List.of("gex", "--help"));

    public static void main(String[] args) {
        PrintStream sink = new PrintStream(OutputStream.nullOutputStream());
        int failed = 0;
        for (List<String> command : COMMANDS) {
            int code = Main.run(command, sink, sink, prompt -> Optional.empty(), OqaHome.resolve(), System.getenv());
            if (code != 0) {
                failed++;
                System.err.println("oqa training: '" + String.join(" ", command) + "' exited " + code);
            }
        }
        // The NYSE holidays (jollyday's XML read through JAXB): an auto-mode refresh that weekdays alone cannot settle
        // loads them, and with their classes in the archive that first load costs less. Local, nothing written.
        TradingCalendar.nyse().holidays(2026);
        System.exit(failed == 0 ? 0 : 1);
    }
}
