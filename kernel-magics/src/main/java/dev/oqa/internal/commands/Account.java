package dev.oqa.internal.commands;

import dev.oqa.Oqa;
import dev.oqa.internal.cache.ResponseCache;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.internal.client.BaseUrl;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.model.AuthException;
import dev.oqa.model.ConfigException;
import dev.oqa.model.LedgerView;
import dev.oqa.model.Mode;
import dev.oqa.model.Provenance;
import dev.oqa.model.QuotaExceededException;
import dev.oqa.model.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The account, cache and data commands: {@code status, login, logout, mode, quota, cache list|clear, data ...}. */
final class Account {
    private final Shell shell;
    private final ScanListener progress;

    Account(Shell shell, ScanListener progress) {
        this.shell = shell;
        this.progress = progress;
    }

    Outcome run(Invocation inv) {
        String sub = inv.positionals().get(0);
        List<String> args = inv.positionals().subList(1, inv.positionals().size());
        if (sub.equals("data")) return new DataCommand(shell, progress).run(inv, args);
        return new Outcome.Text(switch (sub) {
            case "status" -> {
                none(inv, sub, args);
                List<String> lines = new ArrayList<>(shell.oqa(inv).status().lines());
                lines.add("data folder: " + shell.home().dataDir() + " (imports and archived chains, over the bundled sample data)");
                lines.addAll(shell.folderWarnings());
                yield String.join("\n", lines);
            }
            case "quota" -> quota(inv, args);
            case "mode" -> mode(inv, args);
            case "cache" -> cache(inv, args);
            case "login" -> { none(inv, sub, args); yield login(inv); }
            case "why" -> { none(inv, sub, args); yield why(); }
            case "logout" -> { none(inv, sub, args); yield logout(); }
            default -> throw Grammar.usage(inv.spec(), "unknown command '" + sub + "'");
        });
    }

    /** {@code why}: the last answer's provenance in full, one part a line (its notes, which the short line leaves out). */
    private String why() {
        Provenance p = shell.lastProvenance();
        if (p == null) return "no answer yet in this session: run an analytic (e.g. gex SPY), then why";
        return String.join("\n", p.parts());
    }

    /** Refuses arguments after a sub-command that takes none, e.g. {@code status} or {@code data list}. */
    static void none(Invocation inv, String what, List<String> args) {
        if (!args.isEmpty()) throw Grammar.usage(inv.spec(), what + " takes no argument, got: " + String.join(" ", args));
    }

    /** {@code quota} shows; {@code quota repair} rebuilds an unreadable ledger; {@code quota unblock} clears a server block. */
    private String quota(Invocation inv, List<String> args) {
        if (args.size() > 1 || (args.size() == 1 && !List.of("repair", "unblock").contains(args.get(0))))
            throw Grammar.usage(inv.spec(), "quota takes nothing, repair or unblock, got: " + String.join(" ", args));
        Oqa oqa = shell.oqa(inv);
        if (args.isEmpty()) {
            Status s = oqa.status();
            // An unreadable ledger is not an unused quota: say so, and fail, rather than print counts nobody knows.
            if (s.quotaProblem().isPresent()) throw new QuotaExceededException(s.quotaProblem().get(), null);
            return "used " + s.usedToday() + " of " + s.limitToday() + " today and " + s.usedMonth() + " of " + s.limitMonth()
                    + " this month; " + s.leftToday() + " left today\n"
                    + "the day starts again " + s.at(s.dayResetsAt()) + ", the month " + s.at(s.monthResetsAt()) + "\n"
                    + "per-minute limits: " + s.perMinute()
                    + (s.quotaNotes().isEmpty() ? s.blockedUntil().map(b -> "\nthe service asked to wait until " + s.at(b)).orElse("")
                       : "\n" + String.join("\n", s.quotaNotes()));
        }
        LedgerView ledger = oqa.ledger().orElseThrow(() -> new AuthException("missing_api_key",
                "no API key, so no quota ledger to " + args.get(0) + " (set OQA_API_KEY or run oqa login)"));
        return (args.get(0).equals("repair") ? ledger.repair() : ledger.unblock()).message();
    }

    private String mode(Invocation inv, List<String> args) {
        if (args.size() > 1) throw Grammar.usage(inv.spec(), "mode takes one of auto, remote, local");
        if (args.isEmpty()) {
            return "mode: " + Shell.lower(shell.currentDefaultMode())
                    + (!shell.env().getOrDefault("OQA_MODE", "").isBlank() ? " (from OQA_MODE)" : "")
                    + "\nauto uses the API when a key, an address and the quota allow, else the cache, else the local engine";
        }
        Mode m = Settings.parseMode(args.get(0));
        shell.setMode(m);
        return shell.frontend() == Shell.Frontend.NOTEBOOK
                ? "mode: " + Shell.lower(m) + " for this kernel (oqa mode in a shell changes the stored default)"
                : "mode: " + Shell.lower(m) + " (stored in " + shell.settings().file() + ")";
    }

    private String cache(Invocation inv, List<String> args) {
        String what = args.isEmpty() ? "list" : args.get(0);
        if (args.size() > 1) throw Grammar.usage(inv.spec(), "cache takes list or clear");
        var cache = shell.oqa(inv).cache();
        return switch (what) {
            case "list" -> {
                List<ResponseCache.Listing> l = cache.list();
                StringBuilder sb = new StringBuilder(l.size() + " cached answers, " + cache.size() + " bytes in " + cache.dir() + "\n");
                for (ResponseCache.Listing e : l)
                    sb.append(String.format("  %-5s %s  fetched %s  %d bytes%n", e.fresh() ? "fresh" : "stale", e.request(), e.fetchedAt(), e.bytes()));
                yield sb.toString().stripTrailing();
            }
            case "clear" -> {
                ResponseCache.Cleared c = cache.clearReport();
                String done = "removed " + c.removed() + " cached answers from " + cache.dir();
                if (c.complete()) yield done;
                // A read-only or foreign folder: say what stayed and why, and fail so that scripts notice.
                throw new ConfigException(done + "; could not remove " + c.failures().size() + ":\n  "
                        + String.join("\n  ", c.failures().subList(0, Math.min(10, c.failures().size())))
                        + (c.failures().size() > 10 ? "\n  …and " + (c.failures().size() - 10) + " more" : ""));
            }
            default -> throw Grammar.usage(inv.spec(), "cache takes list or clear, got '" + what + "'");
        };
    }

    private String login(Invocation inv) {
        // Checked before asking, so that a bad address (or plain http elsewhere, unconsented) does not cost a typed key.
        inv.baseUrl().ifPresent(u -> BaseUrl.forKey(u, "--base-url", shell.insecureHttp(inv)));
        // A malformed key is an AuthException (exit 3) whose message never repeats it.
        Optional<ApiKey> key = shell.askKey();
        if (key.isEmpty()) {
            // Nothing stored is a failure (exit 3), so a script that logs in does not carry on without a key.
            throw new AuthException("missing_api_key", shell.frontend() == Shell.Frontend.NOTEBOOK
                    ? "cannot ask for a key here (this run has no input, e.g. a headless execution); nothing stored.\n"
                      + "Set the environment variable OQA_API_KEY before starting Jupyter, or run 'bin/oqa login' in a terminal."
                    : "no key given; nothing stored. Run 'oqa login' in a terminal (it asks with a hidden prompt), pipe the key on stdin,\n"
                      + "or set the environment variable OQA_API_KEY.");
        }
        shell.credentials().store(key.get(), inv.baseUrl());
        shell.forgetClients();
        return "key stored in " + shell.credentials().file() + " (owner-only)"
                + inv.baseUrl().map(u -> ", with service address " + u).orElse("")
                + "; OQA_API_KEY, when set, still takes precedence";
    }

    private String logout() {
        boolean had = shell.credentials().clear();
        shell.forgetClients();
        return had ? "removed the stored key (" + shell.credentials().file() + ")"
                   : "no stored key (" + shell.credentials().file() + ")"
                     + (shell.env().containsKey("OQA_API_KEY") ? "; OQA_API_KEY is still set in this environment" : "");
    }
}
