package dev.oqa.internal.cli;

import dev.oqa.internal.commands.Grammar;
import dev.oqa.internal.commands.Invocation;
import dev.oqa.internal.commands.Outcome;
import dev.oqa.internal.commands.Render;
import dev.oqa.internal.commands.SecretPrompt;
import dev.oqa.internal.commands.Shell;
import dev.oqa.internal.commands.TablesawStart;
import dev.oqa.internal.commands.TerminalText;
import dev.oqa.model.OqaHome;
import dev.oqa.model.OqaException;
import dev.oqa.model.Redaction;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bin/oqa}: the notebook grammar in a shell. Results go to stdout in the chosen format; the provenance
 * line and errors go to stderr, so {@code --format json | jq} stays clean. Exit codes follow docs/COMMANDS.md.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        int code = run(Arrays.asList(args), System.out, System.err, consolePrompt(), OqaHome.resolve(), System.getenv());
        System.out.flush();
        System.exit(code);
    }

    /**
     * One command with its home folder and environment explicit (tests drive it in-process). Every text printed
     * passes {@link Redaction#redact} (stderr) or {@link Redaction#redactFragments} (stdout, where long hex may be
     * data), then {@link TerminalText} (tables, messages) so that no server or file can steer the terminal.
     */
    public static int run(List<String> args, PrintStream out, PrintStream err, SecretPrompt prompt, OqaHome home, Map<String, String> env) {
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
            out.print(Grammar.overview());
            return args.isEmpty() ? 2 : 0;
        }
        Shell shell = new Shell(Shell.Frontend.COMMAND_LINE, prompt, home, env);
        try {
            switch (shell.run(args, new ScanProgress(err))) {
                case Outcome.Text t -> {
                    out.println(TerminalText.of(Redaction.redactFragments(t.text())));
                    for (String n : t.notices()) say(err, n); // terms of use: said once, and not part of the data on stdout
                    return t.exitCode();
                }
                case Outcome.Answered r -> {
                    if (r.invocation().format() != Invocation.Format.JSON) TablesawStart.init();
                    Render.Shown shown = r.printed();
                    // One short line; --verbose gives every note (the notebook's %oqa why).
                    var p = r.answer().provenance();
                    if (r.invocation().has("verbose")) say(err, p.line());
                    else {
                        say(err, p.brief());
                        for (String w : p.warnings()) say(err, "warning: " + w);
                        for (String n : p.news()) say(err, "  " + n); // what is not said on every answer: why this source, what changed
                    }
                    // Tables and JSON arrive escaped for the terminal (Render); csv is data, written as it is.
                    out.print(Redaction.redactFragments(shown.stdout()));
                    for (String n : shown.notices()) err.println("oqa: " + TerminalText.of(Redaction.redactFragments(n)));
                }
                case Outcome.Scan s -> {
                    String shown = Render.forCommandLine(s);
                    say(err, Render.provenance(s));
                    out.print(shown);
                }
            }
            return 0;
        } catch (OqaException e) {
            say(err, e.getMessage());
            return e.exitCode();
        } catch (UncheckedIOException e) {
            // The machine's files (a read-only home, a folder where a file should be): the set-up, not a bug.
            say(err, e.getMessage() + (e.getCause() == null ? "" : " (" + e.getCause().getMessage() + ")")
                    + "; check that the OQA folders are writable (oqa status shows them)");
            return 2;
        } catch (RuntimeException e) { // a bug, not a user error: said briefly, redacted like everything else
            say(err, "internal error (" + e.getClass().getSimpleName() + "): " + e.getMessage());
            return 1;
        }
    }

    /** One message on stderr: redacted, then escaped for the terminal (it may quote a server or a file). */
    private static void say(PrintStream err, String message) {
        err.println("oqa: " + TerminalText.of(Redaction.redact(String.valueOf(message))));
    }

    /** A hidden prompt on a terminal; a piped stdin supplies one line (e.g. from a secrets manager); else nothing. */
    static SecretPrompt consolePrompt() {
        return p -> {
            Console c = System.console();
            if (c != null) {
                char[] k = c.readPassword("%s", p);
                return k == null ? Optional.empty() : Optional.of(new String(k).strip());
            }
            try {
                if (System.in.available() <= 0) return Optional.empty();
                String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
                return line == null || line.isBlank() ? Optional.empty() : Optional.of(line.strip());
            } catch (IOException e) {
                return Optional.empty();
            }
        };
    }
}
