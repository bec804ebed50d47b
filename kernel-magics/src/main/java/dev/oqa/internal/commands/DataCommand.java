package dev.oqa.internal.commands;

import dev.oqa.internal.client.SettingsFile;
import dev.oqa.internal.fetch.AutoFetch;
import dev.oqa.internal.fetch.CollectReport;
import dev.oqa.internal.fetch.Collector;
import dev.oqa.internal.fetch.CronLine;
import dev.oqa.internal.fetch.DataFetch;
import dev.oqa.internal.fetch.FetchReport;
import dev.oqa.internal.fetch.HttpManners;
import dev.oqa.internal.fetch.Sources;
import dev.oqa.internal.fetch.Symbol;
import dev.oqa.internal.fetch.Watchlist;
import dev.oqa.internal.local.data.importer.ChainArchive;
import dev.oqa.internal.local.data.importer.DataImport;
import dev.oqa.internal.local.data.importer.DataListing;
import dev.oqa.internal.local.data.importer.SnapshotHistory;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.model.Params;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code oqa data import FILE... [--ticker T] [--data DIR] [--replace] [--accept-moves]}, {@code oqa data list [--data DIR] [--history]},
 * {@code oqa data archive [on|off]}, {@code oqa data fetch [options SYM...|prices T... [--since DATE]|rates|auto [on|off]]},
 * {@code oqa data watch [add SYM...|remove SYM...|list]}, {@code oqa data collect [--print-cron]}
 * and {@code oqa data to-parquet DIR} (on Spark). Without {@code --data} the folder is the user's data folder
 * ({@code $OQA_HOME/data}, see {@link dev.oqa.model.OqaHome}), which lies over the bundled set.
 */
final class DataCommand {
    private final Shell shell;
    private final ScanListener progress;

    DataCommand(Shell shell, ScanListener progress) {
        this.shell = shell;
        this.progress = progress;
    }

    Outcome run(Invocation inv, List<String> args) {
        if (args.isEmpty()) throw Grammar.usage(inv.spec(), "data takes import FILE..., list, archive [on|off], fetch ..., watch ..., collect or to-parquet DIR");
        String what = args.get(0);
        List<String> rest = args.subList(1, args.size());
        if (!what.equals("import") && (inv.has("ticker") || inv.has("replace") || inv.has("accept-moves")))
            throw Grammar.usage(inv.spec(), "--ticker, --replace and --accept-moves belong to data import");
        if (!what.equals("fetch") && inv.has("since")) throw Grammar.usage(inv.spec(), "--since belongs to data fetch prices");
        if (!what.equals("list") && inv.has("history")) throw Grammar.usage(inv.spec(), "--history belongs to data list");
        if (!what.equals("collect") && inv.has("print-cron")) throw Grammar.usage(inv.spec(), "--print-cron belongs to data collect");
        if (what.equals("fetch")) return fetch(inv, rest);
        if (what.equals("collect")) return collect(inv, rest);
        return new Outcome.Text(switch (what) {
            case "import" -> importFiles(inv, rest);
            case "list" -> {
                Account.none(inv, "data list", rest);
                yield inv.has("history") ? SnapshotHistory.of(shell.dataSource(inv)).text() : DataListing.of(shell.dataSource(inv)).text();
            }
            case "watch" -> watch(inv, rest);
            case "archive" -> onOff(inv, rest, "data archive", "chain archive", ChainArchive.ENV, ChainArchive.SETTING,
                    "every /options/chain answer received is saved in " + shell.home().dataDir() + "/options");
            case "to-parquet" -> ScanCommand.toParquet(inv, rest);
            default -> throw Grammar.usage(inv.spec(), "data takes import, list, archive, fetch, watch, collect or to-parquet, got '" + what + "'");
        });
    }

    private String importFiles(Invocation inv, List<String> files) {
        boolean own = inv.dataDir().isEmpty();
        Path dir = inv.dataDir().orElse(shell.home().dataDir());
        var report = DataImport.into(dir, own).ticker(inv.value("ticker").orElse(null)).replace(inv.has("replace")).acceptMoves(inv.has("accept-moves"))
                .run(files.stream().map(Path::of).toList());
        shell.forgetClients(); // clients list snapshots once; the next command sees the new files
        return report.stream().map(i -> i.line() + "\n").collect(Collectors.joining())
                + (own ? "the user data folder " + dir + " lies over the bundled set: these answer with no --data flag"
                       : "use it with --data " + dir + " (it replaces the bundled set)");
    }

    /** {@code data fetch ...}: one row per item; the exit code says whether every item arrived (0), not all (5) or none could be reached (6). */
    private Outcome fetch(Invocation inv, List<String> args) {
        String what = args.isEmpty() ? "" : args.get(0);
        List<String> rest = args.isEmpty() ? List.of() : args.subList(1, args.size());
        if (what.equals("auto")) return new Outcome.Text(onOff(inv, rest, "data fetch auto", "automatic fetch", AutoFetch.ENV, AutoFetch.SETTING,
                "in auto mode, a local answer first fetches the chain or the prices it needs when they are missing or older than the last session"));
        if (inv.has("since") && !(what.isEmpty() || what.equals(DataFetch.Item.PRICES)))
            throw Grammar.usage(inv.spec(), "--since belongs to data fetch prices (or the refresh of everything, data fetch with nothing after it)");
        LocalDate since = inv.value("since").map(v -> Params.date("--since", v)).orElse(null);
        DataFetch fetch = dataFetch(inv);
        List<DataFetch.Item> items = switch (what) {
            case "" -> fetch.holdings();
            case DataFetch.Item.OPTIONS, DataFetch.Item.PRICES -> {
                if (rest.isEmpty()) throw Grammar.usage(inv.spec(), "say which: data fetch " + what + (what.equals("options") ? " SPY QQQ SPX" : " AAPL TSLA"));
                yield DataFetch.items(what, rest);
            }
            case DataFetch.Item.RATES -> { Account.none(inv, "data fetch rates", rest); yield List.of(DataFetch.rates()); }
            default -> throw Grammar.usage(inv.spec(), "data fetch takes options SYMBOL..., prices TICKER... [--since DATE], rates, auto [on|off],"
                    + " or nothing (everything the data folder holds, and the rate), got '" + what + "'");
        };
        FetchReport report = fetch.run(items, since);
        shell.forgetClients(); // the next command lists the new snapshots
        return new Outcome.Text(report.rowsText(), report.exitCode(), report.notices());
    }

    /** A fetch into {@code --data DIR} or the user's data folder, from the configured sources, with progress. */
    private DataFetch dataFetch(Invocation inv) {
        Path dir = inv.dataDir().orElse(shell.home().dataDir());
        return DataFetch.into(dir, Sources.resolve(shell.env(), shell.settings().file()), HttpManners.defaults())
                .termsShownIn(shell.home().configRoot().resolve("fetch-terms")).listener(progress::status);
    }

    /** {@code data watch [add SYM...|remove SYM...|list]}: the watchlist in the settings file. */
    private String watch(Invocation inv, List<String> args) {
        String how = args.isEmpty() ? "list" : args.get(0);
        List<String> symbols = args.isEmpty() ? List.of() : args.subList(1, args.size());
        Watchlist now = Watchlist.in(SettingsFile.at(shell.settings().file()));
        Watchlist next = switch (how) {
            case "list" -> {
                Account.none(inv, "data watch list", symbols);
                yield now;
            }
            case "add", "remove" -> {
                if (symbols.isEmpty()) throw Grammar.usage(inv.spec(), "say which: data watch " + how + " SPY QQQ NVDA");
                List<Symbol> given = symbols.stream().map(Symbol::of).toList();
                yield how.equals("add") ? now.add(given) : now.remove(given);
            }
            default -> throw Grammar.usage(inv.spec(), "data watch takes add SYMBOL..., remove SYMBOL... or list, got '" + how + "'");
        };
        if (!next.equals(now)) shell.settings().store(Watchlist.SETTING, next.stored());
        String stored = next.equals(now) ? "" : " (stored in " + shell.settings().file() + ")";
        return next.isEmpty() ? "watchlist: empty" + stored + "; add symbols with oqa data watch add SPY QQQ NVDA"
                : "watchlist: " + next.shown() + stored + "\noqa data collect fetches their end-of-day chains and closes, and the T-bill rate,"
                  + " once per NYSE session; oqa data collect --print-cron gives the crontab lines";
    }

    /** {@code data collect [--print-cron]}: the watchlist's end-of-day data, or the crontab lines that run it. */
    private Outcome collect(Invocation inv, List<String> args) {
        Account.none(inv, "data collect", args);
        Collector collector = Collector.with(dataFetch(inv), ZoneId.systemDefault());
        if (inv.has("print-cron")) {
            String launcher = Optional.ofNullable(shell.env().get("OQA_LAUNCHER")).filter(l -> !l.isBlank()).orElse("oqa");
            String command = shellWord(launcher) + " data collect" + inv.dataDir().map(d -> " --data " + shellWord(d.toAbsolutePath().normalize().toString())).orElse("");
            String text = CronLine.lines(ZoneId.systemDefault(), LocalDate.now(ZoneId.systemDefault()), command, collector.logFile().toString());
            if (launcher.equals("oqa")) text += "\n# replace oqa by the full path of bin/oqa: cron's PATH is short";
            return new Outcome.Text(text);
        }
        CollectReport report = collector.run(Watchlist.in(SettingsFile.at(shell.settings().file())));
        shell.forgetClients(); // the next command lists the new snapshots
        return new Outcome.Text(report.text(), report.exitCode());
    }

    /** {@code s} as one shell word: as is when it holds only safe characters, else single-quoted. */
    static String shellWord(String s) {
        return s.matches("[A-Za-z0-9_./:=@%+-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }

    /**
     * The stored on/off {@code setting} that the environment variable {@code envVar} overrides: with no argument, what
     * it is and {@code meaning}; with {@code on} or {@code off}, stored.
     */
    private String onOff(Invocation inv, List<String> args, String command, String label, String envVar, String setting, String meaning) {
        if (args.size() > 1) throw Grammar.usage(inv.spec(), command + " takes on or off");
        String env = shell.env().get(envVar);
        String envNote = env != null && !env.isBlank() ? " (env " + envVar + "=" + env + " overrides the stored setting in this environment)" : "";
        if (args.isEmpty()) return label + ": " + (SettingsFile.at(shell.settings().file()).on(shell.env(), envVar, setting) ? "on" : "off") + envNote + "\n" + meaning;
        boolean on = switch (args.get(0).toLowerCase(Locale.ROOT)) {
            case "on" -> true;
            case "off" -> false;
            default -> throw Grammar.usage(inv.spec(), command + " takes on or off, got '" + args.get(0) + "'");
        };
        shell.settings().store(setting, on ? "on" : "off");
        shell.forgetClients();
        return label + ": " + (on ? "on" : "off") + " (stored in " + shell.settings().file() + ")" + envNote;
    }
}
