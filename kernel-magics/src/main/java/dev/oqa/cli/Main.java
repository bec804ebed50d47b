package dev.oqa.cli;

import dev.oqa.commands.Outcome;
import dev.oqa.commands.Render;
import dev.oqa.commands.SecretPrompt;
import dev.oqa.commands.Shell;
import dev.oqa.model.OqaException;
import java.io.BufferedReader;
import java.io.Console;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * {@code bin/oqa}: the notebook grammar in a shell. Results go to stdout in the chosen format; the provenance
 * line and errors go to stderr, so {@code --format json | jq} stays clean. Exit codes follow docs/COMMANDS.md.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        int code = run(Arrays.asList(args), System.out, System.err, consolePrompt());
        System.out.flush();
        System.exit(code);
    }

    static int run(List<String> args, PrintStream out, PrintStream err, SecretPrompt prompt) {
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
            out.print(dev.oqa.commands.Grammar.overview());
            return args.isEmpty() ? 2 : 0;
        }
        try {
            Outcome o = new Shell(Shell.Frontend.COMMAND_LINE, prompt).run(args);
            switch (o) {
                case Outcome.Text t -> out.println(t.text());
                case Outcome.Result r -> {
                    err.println("oqa: " + r.answer().provenance().line());
                    out.print(Render.forCommandLine(r));
                }
            }
            return 0;
        } catch (OqaException e) {
            err.println("oqa: " + e.getMessage());
            return e.exitCode();
        } catch (RuntimeException e) {
            // A bug, not a user error: say so briefly; the key never reaches here because no layer puts it in messages.
            err.println("oqa: internal error (" + e.getClass().getSimpleName() + "): " + e.getMessage());
            return 1;
        }
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
            } catch (java.io.IOException e) {
                return Optional.empty();
            }
        };
    }
}
