package dev.oqa.commands;

import dev.oqa.Oqa;
import dev.oqa.cache.ResponseCache;
import dev.oqa.client.ApiKey;
import dev.oqa.client.Mode;
import dev.oqa.client.Status;
import dev.oqa.model.UsageException;
import java.util.List;
import java.util.Optional;

/** The account, cache and data commands: {@code status, login, logout, mode, quota, cache list|clear, data ...}. */
final class Account {
    private final Shell shell;

    Account(Shell shell) { this.shell = shell; }

    Outcome run(Invocation inv) {
        String sub = inv.positionals().get(0);
        List<String> args = inv.positionals().subList(1, inv.positionals().size());
        return new Outcome.Text(switch (sub) {
            case "status" -> { none(inv, args); yield String.join("\n", oqa(inv).status().lines()); }
            case "quota" -> { none(inv, args); yield quota(oqa(inv).status()); }
            case "mode" -> mode(inv, args);
            case "cache" -> cache(inv, args);
            case "login" -> { none(inv, args); yield login(inv); }
            case "logout" -> { none(inv, args); yield logout(); }
            case "data" -> new DataCommand(shell).run(inv, args);
            default -> throw Grammar.usage(inv.spec(), "unknown command '" + sub + "'");
        });
    }

    private Oqa oqa(Invocation inv) { return shell.oqa(inv); }

    private static void none(Invocation inv, List<String> args) {
        if (!args.isEmpty()) throw Grammar.usage(inv.spec(), inv.positionals().get(0) + " takes no argument, got: " + String.join(" ", args));
    }

    private static String quota(Status s) {
        return "used " + s.usedToday() + " of " + s.limitToday() + " today and " + s.usedMonth() + " of " + s.limitMonth()
                + " this month; " + s.leftToday() + " left today\n"
                + "day resets " + s.dayResetsAt() + ", month resets " + s.monthResetsAt() + " (day and month boundaries in " + s.quotaZone() + ")\n"
                + "per-minute limits: " + s.perMinuteLimits()
                + s.blockedUntil().map(b -> "\nthe service asked to wait until " + b).orElse("");
    }

    private String mode(Invocation inv, List<String> args) {
        if (args.size() > 1) throw Grammar.usage(inv.spec(), "mode takes one of auto, remote, local");
        if (args.isEmpty()) {
            return "mode: " + Shell.lower(shell.currentDefaultMode())
                    + (System.getenv("OQA_MODE") != null && !System.getenv("OQA_MODE").isBlank() ? " (from OQA_MODE)" : "")
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
        var cache = oqa(inv).cache();
        return switch (what) {
            case "list" -> {
                List<ResponseCache.Listing> l = cache.list();
                StringBuilder sb = new StringBuilder(l.size() + " cached answers, " + cache.size() + " bytes in " + cache.dir() + "\n");
                for (ResponseCache.Listing e : l)
                    sb.append(String.format("  %-5s %s  fetched %s  %d bytes%n", e.fresh() ? "fresh" : "stale", e.request(), e.fetchedAt(), e.bytes()));
                yield sb.toString().stripTrailing();
            }
            case "clear" -> "removed " + cache.clear() + " cached answers from " + cache.dir();
            default -> throw Grammar.usage(inv.spec(), "cache takes list or clear, got '" + what + "'");
        };
    }

    private String login(Invocation inv) {
        Optional<ApiKey> key;
        try {
            key = shell.askKey();
        } catch (RuntimeException e) {
            // ApiKey.of refuses a malformed key with a message that never repeats it.
            throw new UsageException(e.getMessage());
        }
        if (key.isEmpty()) {
            return shell.frontend() == Shell.Frontend.NOTEBOOK
                    ? "cannot ask for a key here (this run has no input, e.g. a headless execution).\n"
                      + "Set the environment variable OQA_API_KEY before starting Jupyter, or run 'bin/oqa login' in a terminal."
                    : "no key given. Run 'oqa login' in a terminal (it asks with a hidden prompt), pipe the key on stdin,\n"
                      + "or set the environment variable OQA_API_KEY.";
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
                     + (System.getenv("OQA_API_KEY") != null ? "; OQA_API_KEY is still set in this environment" : "");
    }
}
