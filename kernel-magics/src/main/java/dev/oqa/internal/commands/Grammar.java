package dev.oqa.internal.commands;

import dev.oqa.internal.scan.ScanAnalytic;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Params;
import dev.oqa.model.UsageException;
import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.internal.catalogue.Option;
import dev.oqa.internal.tables.Glossary;
import dev.oqa.model.data.RiskData;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The one grammar of docs/COMMANDS.md. {@code %gex SPY --basis volume} in a notebook and
 * {@code bin/oqa gex SPY --basis volume} in a shell go through {@link #parse} and {@link #help} alike,
 * so they accept the same things and fail with the same messages.
 */
public final class Grammar {
    private Grammar() {}

    // The options of scan and oqa, which steer the command and drive no query; an endpoint's own are in its spec (Endpoints).
    private static final Option<?> ENGINE = Option.steering("engine", "ENGINE", "local (default: in process, every core) or spark");
    private static final Option<?> MASTER = Option.steering("master", "URL", "Spark master (default local[*]); with --engine spark");
    private static final Option<?> OUT = Option.steering("out", "PATH", "write the rows to PATH: its extension (.csv, .json, .parquet) picks the format unless --format does");
    private static final Option<?> IMPORT_TICKER = Option.steering("ticker", "T", "data import: the ticker of the one price file (default: from the file)");
    private static final Option<?> REPLACE = Option.steering("replace", "data import: replace a ticker or snapshot the folder (or the bundled set) already has");
    private static final Option<?> ACCEPT_MOVES = Option.steering("accept-moves", "data import: keep one-day moves that look like an unadjusted split (real in adjusted data)");
    private static final Option<?> SINCE = Option.steering("since", "DATE", "data fetch prices: the first day wanted (default: the ticker file's first day, else all)");
    private static final Option<?> LIST_HISTORY = Option.steering("history", "data list: the option history per underlying (first and last day, days, gaps, size on disk)");
    private static final Option<?> PRINT_CRON = Option.steering("print-cron", "data collect: print the crontab lines for this machine's time zone instead of collecting");

    /** Options every analytic command accepts. */
    public static final List<Option<?>> COMMON = List.of(
            Option.steering("local", "never send a request: compute from local data"),
            Option.steering("remote", "use only the API (needs a key and a service address)"),
            Option.steering("data", "DIR", "local data folder: prices/<TICKER>.csv, options/<UNDERLYING>_<YYYY-MM-DD>.csv"),
            Option.steering("as-of", "DATE", "option snapshot date for local answers (default: the latest)"),
            Option.steering("base-url", "URL", "service address (else OQA_BASE_URL or the credentials file)"),
            Option.steering("auth", "FORM", "API key header: apikey (default), bearer or x-api-key"),
            Option.steering("insecure-http", "send the key over plain http to a host that is not this machine (refused otherwise; warned on every call)"),
            Option.steering("allow-fallback", "let an invalid ticker take the endpoint's default, as the service does (refused otherwise when the API is asked)"),
            Option.steering("format", "FORMAT", "table (default), json or csv; in a notebook json and csv print that form instead of the panel"),
            Option.steering("out", "DIR", "also write every member of the data to DIR/<member>.csv (.json with --format json)"),
            Option.steering("verbose", "say where local data came from, folders included"),
            Option.steering("all", "--format table: every row of the main table, not only the rows near the money"),
            new Option<>("help", List.of("h"), null, false, "show this help", (q, a) -> { }));

    /** Every endpoint's command, from its spec, then the two that call no endpoint. */
    public static final List<CommandSpec> COMMANDS = Stream.concat(Endpoints.all().stream().map(Grammar::command), Stream.of(
            cmd("scan", Positionals.ANALYTIC, "one analytic over every snapshot or ticker of a data folder, in process or on Spark", ENGINE, MASTER, OUT),
            cmd("oqa", Positionals.SUBCOMMAND, "account, cache and data: status, login, logout, mode [auto|remote|local], quota [repair|unblock], cache list|clear, why (the last answer's notes); data import|list|archive|fetch|watch|collect|to-parquet", IMPORT_TICKER, REPLACE, ACCEPT_MOVES, SINCE,
                    LIST_HISTORY, PRINT_CRON)))
            .toList();

    /** Sub-commands of {@code oqa} (spelled {@code %oqa status} in a notebook, {@code bin/oqa status} in a shell). */
    public static final List<String> ACCOUNT = List.of("status", "login", "logout", "mode", "quota", "cache", "data", "why");

    private static CommandSpec cmd(String name, Positionals p, String summary, Option<?>... own) {
        return new CommandSpec(name, List.of(), null, p, List.of(own), summary);
    }

    static CommandSpec command(EndpointSpec<?, ?> s) {
        Positionals p = Positionals.valueOf(s.takes().name()); // an endpoint takes NONE, OPTIONAL_TICKER, TICKERS or OPTIONAL_TICKERS
        return new CommandSpec(s.command(), s.aliases(), s.endpoint(), p, List.copyOf(s.params()), s.summary());
    }

    private static final Pattern SETTER_CALL = Pattern.compile("\\b([a-z][A-Za-z0-9]*)\\(\"([^\"]*)\"\\)");

    /**
     * {@code note} in the grammar of a command line or a magic: each call of a setter the command has an option for,
     * {@code expiry("YYYY-MM-DD")}, becomes that option, {@code --expiry YYYY-MM-DD} ({@code rangePct} →
     * {@code --range-pct}). Views word their notes for Java; the magics show them through this.
     */
    public static String asOptions(CommandSpec spec, String note) {
        if (note == null) return null;
        Matcher m = SETTER_CALL.matcher(note);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String option = m.group(1).replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
            boolean known = spec.options().stream().anyMatch(o -> answersTo(o, option));
            m.appendReplacement(out, Matcher.quoteReplacement(known ? "--" + option + " " + m.group(2) : m.group()));
        }
        return m.appendTail(out).toString();
    }

    /** Whether {@code o} is {@code --n}, by its name or an alias. */
    public static boolean answersTo(Option<?> o, String n) { return o.name().equals(n) || o.aliases().contains(n); }

    /** {@code --name HINT}, and {@code ...} when it may be repeated. */
    static String usage(Option<?> o) { return "--" + o.name() + (o.isFlag() ? "" : " " + o.valueHint()) + (o.repeatable() ? " ..." : ""); }

    public static Optional<CommandSpec> find(String word) {
        return COMMANDS.stream().filter(c -> c.answersTo(word)).findFirst();
    }

    /**
     * Parses {@code words} after the command word. Accepts {@code --opt value}, {@code --opt=value}, flags, and
     * positionals in any order; {@code --} ends options.
     */
    public static Invocation parse(CommandSpec spec, List<String> words) {
        Map<String, List<String>> opts = new LinkedHashMap<>();
        List<String> pos = new ArrayList<>();
        boolean onlyPositionals = false;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (onlyPositionals || !w.startsWith("-") || w.equals("-") || isNumber(w)) { pos.add(w); continue; }
            if (w.equals("--")) { onlyPositionals = true; continue; }
            String body = w.substring(w.startsWith("--") ? 2 : 1);
            int eq = body.indexOf('=');
            String key = eq < 0 ? body : body.substring(0, eq);
            String inline = eq < 0 ? null : body.substring(eq + 1);
            Option<?> o = spec.option(key).or(() -> COMMON.stream().filter(c -> answersTo(c, key)).findFirst())
                    .orElseThrow(() -> usage(spec, "unknown option " + w + suggestion(spec, key)));
            String value;
            if (o.isFlag()) {
                if (inline != null && !inline.isEmpty() && !Params.bool(inline) && !inline.equalsIgnoreCase("false"))
                    throw usage(spec, "--" + o.name() + " is a flag and takes no value");
                value = inline == null ? "true" : String.valueOf(Params.bool(inline));
            } else if (inline != null) {
                value = inline;
            } else if (i + 1 < words.size() && !(words.get(i + 1).startsWith("--"))) {
                value = words.get(++i);
            } else {
                throw usage(spec, "--" + o.name() + " needs a value: " + usage(o));
            }
            List<String> vs = opts.computeIfAbsent(o.name(), k -> new ArrayList<>());
            if (!vs.isEmpty() && !o.repeatable())
                throw usage(spec, "--" + o.name() + " is given twice; give it once");
            vs.add(value);
        }
        opts.replaceAll((k, v) -> List.copyOf(v));
        Invocation inv = new Invocation(spec, List.copyOf(pos), Collections.unmodifiableMap(opts));
        if (!inv.wantsHelp()) checkPositionals(spec, pos); // "scan --help" needs no analytic
        if (opts.containsKey("local") && opts.containsKey("remote"))
            throw usage(spec, "--local and --remote exclude each other; give one, or neither for auto");
        return inv;
    }

    /**
     * The symbols in {@code inv} that the service would not answer for as typed (api-v0, global parameter rules): a
     * ticker or {@code --benchmark} that is not at most 10 of {@code A-Z 0-9 . _ -} once trimmed and upper-cased falls
     * back to the default, an optimizer ticker is left out. Each described with what the service would do instead.
     */
    public static List<String> invalidSymbols(Invocation inv) {
        List<String> bad = new ArrayList<>();
        String instead = Optional.ofNullable(inv.spec().endpoint()).flatMap(Endpoint::defaultTicker).map(d -> " (the service would answer for " + d + " instead)").orElse("");
        switch (inv.spec().positionals()) {
            case OPTIONAL_TICKER -> inv.ticker().filter(Grammar::invalid).ifPresent(t -> bad.add("ticker '" + t + "'" + instead));
            case TICKERS -> inv.positionals().stream().filter(Grammar::invalid).forEach(t -> bad.add("ticker '" + t + "' (the service would leave it out)"));
            default -> { }
        }
        for (String b : inv.values("benchmark"))
            if (invalid(b)) bad.add("--benchmark '" + b + "' (the service would use " + RiskData.DEFAULT_BENCHMARK + " instead)");
        return bad;
    }

    /** Not a symbol the service takes; a blank one is no symbol at all (the default, as the document says). */
    private static boolean invalid(String symbol) { return !symbol.isBlank() && Params.validTicker(symbol).isEmpty(); }

    private static boolean isNumber(String w) {
        return w.length() > 1 && (Character.isDigit(w.charAt(1)) || w.charAt(1) == '.');
    }

    private static void checkPositionals(CommandSpec spec, List<String> pos) {
        switch (spec.positionals()) {
            case NONE -> { if (!pos.isEmpty()) throw usage(spec, spec.name() + " takes no ticker or argument, got: " + String.join(" ", pos)); }
            case OPTIONAL_TICKER -> { if (pos.size() > 1) throw usage(spec, spec.name() + " takes at most one ticker, got: " + String.join(" ", pos)); }
            case TICKERS, OPTIONAL_TICKERS -> { /* checked after sanitising, where duplicates and invalid symbols are known */ }
            case ANALYTIC -> {
                if (pos.size() != 1) throw usage(spec, "say which analytic to scan, once: " + ScanAnalytic.names());
            }
            case SUBCOMMAND -> {
                if (pos.isEmpty()) throw usage(spec, "say what to do: " + String.join(", ", ACCOUNT));
                if (!ACCOUNT.contains(pos.get(0))) throw usage(spec, "unknown command '" + pos.get(0) + "'; use one of " + String.join(", ", ACCOUNT));
            }
        }
    }

    private static String suggestion(CommandSpec spec, String key) {
        List<String> all = Stream.concat(spec.options().stream(), COMMON.stream()).map(Option::name).toList();
        return all.stream().filter(n -> n.startsWith(key) || key.startsWith(n) || distance(n, key) <= 2).findFirst()
                .map(n -> " (did you mean --" + n + "?)").orElse("; accepted: " + all.stream().map(n -> "--" + n).collect(Collectors.joining(" ")));
    }

    /** Levenshtein distance, for "did you mean" on typos such as --bases. */
    public static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++)
                cur[j] = Math.min(Math.min(cur[j - 1], prev[j]) + 1, prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            int[] t = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }

    static UsageException usage(CommandSpec spec, String message) {
        return new UsageException(message).withUsage("usage: " + usageLine(spec) + "\n(--help for details)");
    }

    public static String usageLine(CommandSpec spec) {
        // oqa's own sub-commands are its words: "oqa status", never "oqa oqa status"
        StringBuilder sb = new StringBuilder("oqa " + (spec.positionals() == Positionals.SUBCOMMAND ? String.join("|", ACCOUNT) + " [ARG...]"
                : (spec.name() + " " + spec.positionals().usage()).strip()));
        for (Option<?> o : spec.options()) sb.append(" [").append(usage(o)).append(']');
        if (spec.endpoint() != null) sb.append(" [--local|--remote] [--data DIR] [--as-of DATE] [--format table|json|csv] [--out DIR]");
        if (spec.name().equals("scan")) sb.append(" [--data DIR] [--format table|json|csv|parquet]");
        return sb.toString();
    }

    /** The help text of one command; the same in a notebook and in a shell. */
    public static String help(CommandSpec spec) {
        StringBuilder sb = new StringBuilder();
        sb.append(spec.name()).append(" — ").append(spec.summary()).append('\n');
        if (!spec.aliases().isEmpty()) sb.append("aliases: ").append(String.join(", ", spec.aliases())).append('\n');
        sb.append("usage: ").append(usageLine(spec)).append('\n');
        if (spec.endpoint() != null) {
            sb.append("endpoint: GET /api/v0").append(spec.endpoint().path());
            spec.endpoint().defaultTicker().ifPresent(t -> sb.append(" (default ticker ").append(t).append(')'));
            sb.append('\n');
        }
        // scan's own help lists its options with the ones every scan takes (--data, --format), so they show once
        if (!spec.options().isEmpty() && !spec.name().equals("scan")) {
            sb.append("options:\n");
            for (Option<?> o : spec.options()) line(sb, o);
        }
        if (spec.endpoint() != null) {
            sb.append("common options:\n");
            for (Option<?> o : COMMON) line(sb, o);
            sb.append("modes: auto (default) uses the API when a key, an address and the quota allow, else the cache, else the local engine, and says which.\n");
            sb.append(Glossary.text("columns (tables, csv and JSON; a fraction is shown in percent as NAME_pct):", Glossary.of(spec.endpoint())));
            if (spec.option("history").isPresent()) sb.append(Glossary.text("--history rows:", Glossary.optionRows()));
            if (spec.option("held").isPresent()) sb.append(Glossary.text("--held rows:", Glossary.heldRows()));
        } else if (spec.name().equals("scan")) {
            sb.append(ScanCommand.HELP);
            sb.append(Glossary.text("rows of gex, iv, em, oi and options:", Glossary.optionRows()));
            sb.append(Glossary.text("rows of risk:", Glossary.quantRows()));
        } else {
            sb.append("""
                    commands:
                      status                 key set?, mode, service address, quota used, cache size
                      login                  store a key in the credentials file (asks with a hidden prompt)
                      logout                 delete the stored key
                      mode [auto|remote|local]  show or set the default mode
                      quota                  requests used and left, and when the limits reset
                      quota repair           rebuild an unreadable quota ledger (today counted as spent)
                      quota unblock          clear a wait the service imposed (it may refuse again)
                      cache list|clear       list or clear cached answers
                      data import FILE... [--ticker T] [--data DIR] [--replace] [--accept-moves]
                                             import Yahoo Finance or Stooq daily CSVs, Cboe quote-table downloads or
                                             normalised files into the user's data folder (or DIR), checked first
                      data fetch [options SYM...|prices T... [--since DATE]|rates] [--data DIR]
                                             today's chains (Cboe, 15 min delayed), adjusted closes (Yahoo) or the
                                             T-bill rate (FRED) into the data folder; with nothing after it, everything
                                             the folder holds (a daily cron line); personal, non-commercial use
                      data fetch auto [on|off]  fetch missing or outdated data before a local answer in auto mode
                                             (default on; env OQA_AUTOFETCH=off overrides)
                      data list [--data DIR] [--history]
                                             what the data folder holds, beside the bundled set; --history: per
                                             underlying, first and last snapshot day, days, gaps, size on disk
                      data watch [add SYM...|remove SYM...|list]
                                             the watchlist data collect refreshes (kept in the settings file)
                      data collect [--data DIR] [--print-cron]
                                             today's end-of-day chains, closes and T-bill rate of the watchlist, once
                                             per NYSE session (nothing on a holiday or before the close); --print-cron:
                                             the crontab lines for this machine's time zone
                      data archive [on|off]  keep every /options/chain answer as a local snapshot (default on;
                                             env OQA_ARCHIVE=off overrides)
                      data to-parquet DIR [--out DIR2]
                                             every snapshot as options/<UND>_<DATE>.parquet and every ticker as
                                             prices/<T>.parquet, same columns; default DIR2 = DIR-parquet (on Spark)
                    The key is read from OQA_API_KEY or the credentials file, never from an option.
                    """);
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, Option<?> o) {
        String u = usage(o) + (o.aliases().isEmpty() ? "" : " (also " + o.aliases().stream().map(a -> (a.length() == 1 ? "-" : "--") + a).collect(Collectors.joining(", ")) + ")");
        sb.append(String.format("  %-34s %s%n", u, o.help()));
    }

    /** Top-level help: every command, one line each. */
    public static String overview() {
        StringBuilder sb = new StringBuilder("OQA — options and quant analytics. usage: oqa COMMAND [ARGS] [OPTIONS]\n\ncommands:\n");
        for (CommandSpec c : COMMANDS) {
            if (c.endpoint() == null) continue;
            String names = c.name() + (c.aliases().isEmpty() ? "" : " (" + String.join(", ", c.aliases()) + ")");
            sb.append(String.format("  %-34s %s%n", names + " " + c.positionals().usage(), c.summary()));
        }
        sb.append("""

                scan ANALYTIC --data DIR           one analytic over every snapshot or ticker (--engine local|spark)

                account: status | login | logout | mode [auto|remote|local] | quota [repair|unblock] | cache list|clear
                data: data import FILE... [--ticker T] [--replace] [--accept-moves] | data list | data archive [on|off] | data to-parquet DIR [--out DIR2]
                      data fetch [options SYM...|prices T... [--since DATE]|rates|auto [on|off]]
                      data watch [add SYM...|remove SYM...|list] | data collect [--print-cron] | data list --history
                run 'oqa COMMAND --help' for a command's options.
                exit codes: 0 ok, 2 usage, 3 authentication, 4 quota or rate limit, 5 other API error, 6 network
                """);
        return sb.toString();
    }
}
