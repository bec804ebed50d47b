package dev.oqa.internal.commands;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.importer.DataImport;
import dev.oqa.internal.local.data.importer.DataListing;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code oqa data import FILE... [--ticker T] [--data DIR] [--replace] [--accept-moves]}, {@code oqa data list [--data DIR]} and
 * {@code oqa data archive [on|off]} and {@code oqa data to-parquet DIR} (on Spark). Without {@code --data} the folder is the user's data folder
 * ({@code $OQA_HOME/data}, see {@link dev.oqa.model.OqaHome}), which lies over the bundled set.
 */
final class DataCommand {
    private final Shell shell;

    DataCommand(Shell shell) { this.shell = shell; }

    String run(Invocation inv, List<String> args) {
        if (args.isEmpty()) throw Grammar.usage(inv.spec(), "data takes import FILE..., list, archive [on|off] or to-parquet DIR");
        String what = args.get(0);
        List<String> rest = args.subList(1, args.size());
        if (!what.equals("import") && (inv.has("ticker") || inv.has("replace") || inv.has("accept-moves")))
            throw Grammar.usage(inv.spec(), "--ticker, --replace and --accept-moves belong to data import");
        return switch (what) {
            case "import" -> importFiles(inv, rest);
            case "list" -> { none(inv, what, rest); yield list(inv); }
            case "archive" -> archive(inv, rest);
            case "to-parquet" -> ScanCommand.toParquet(inv, rest);
            default -> throw Grammar.usage(inv.spec(), "data takes import, list, archive or to-parquet, got '" + what + "'");
        };
    }

    private String importFiles(Invocation inv, List<String> files) {
        boolean own = inv.dataDir().isEmpty();
        Path dir = inv.dataDir().orElse(shell.home().dataDir());
        var report = DataImport.into(dir, own).ticker(inv.value("ticker").orElse(null)).replace(inv.has("replace"))
                .acceptMoves(inv.has("accept-moves")).run(files.stream().map(Path::of).toList());
        shell.forgetClients(); // clients list snapshots once; the next command sees the new files
        StringBuilder sb = new StringBuilder();
        for (DataImport.Imported i : report) sb.append(i.line()).append('\n');
        sb.append(own ? "the user data folder " + dir + " lies over the bundled set: these answer with no --data flag"
                      : "use it with --data " + dir + " (it replaces the bundled set)");
        return sb.toString();
    }

    private String list(Invocation inv) {
        DataSource ds = inv.dataDir().map(DataSource::folder).orElse(DataSource.layered(shell.home().dataDir()));
        return DataListing.of(ds).text();
    }

    private String archive(Invocation inv, List<String> args) {
        if (args.size() > 1) throw Grammar.usage(inv.spec(), "data archive takes on or off");
        String env = System.getenv(dev.oqa.internal.local.data.importer.ChainArchive.ENV);
        String envNote = env != null && !env.isBlank() ? " (env " + dev.oqa.internal.local.data.importer.ChainArchive.ENV + "=" + env + " overrides the stored setting in this environment)" : "";
        if (args.isEmpty())
            return "chain archive: " + (shell.settings().archive(System.getenv()) ? "on" : "off") + envNote
                    + "\nevery /options/chain answer received is saved in " + shell.home().dataDir() + "/options";
        boolean on = switch (args.get(0).toLowerCase(java.util.Locale.ROOT)) {
            case "on" -> true;
            case "off" -> false;
            default -> throw Grammar.usage(inv.spec(), "data archive takes on or off, got '" + args.get(0) + "'");
        };
        shell.settings().storeArchive(on);
        shell.forgetClients();
        return "chain archive: " + (on ? "on" : "off") + " (stored in " + shell.settings().file() + ")" + envNote;
    }

    private static void none(Invocation inv, String what, List<String> rest) {
        if (!rest.isEmpty()) throw Grammar.usage(inv.spec(), "data " + what + " takes no argument, got: " + String.join(" ", rest));
    }
}
