package dev.oqa.internal.local.data;

import dev.oqa.model.Answer;
import dev.oqa.model.LocalDataException;
import dev.oqa.model.Provenance;
import dev.oqa.model.data.PingData;
import dev.oqa.model.data.PingData.Check;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The local engine's {@code ping}: whether it has data to answer from, checked layer by layer without parsing a
 * series. The bundled set must list price series and option snapshots; a user's folder, when there is one, must be a
 * readable folder whose {@code prices/} and {@code options/} can be listed (the folder the toolkit keeps under the
 * home may not exist yet: the bundled set answers until an import or a fetch creates it); a {@code --data} folder,
 * which answers alone, must also hold at least one price series or snapshot. Each check is a row of the answer's
 * {@code checks} ({@code check}, {@code ok}, {@code found}); a failed check makes the ping fail with every check in the
 * message. Listing only: cheap enough for a start-up probe (no file is opened but {@code options/index.csv}).
 */
public final class DataPing {
    private DataPing() {}

    /** The checks of {@code source}, lowest layer first. */
    public static List<Check> checks(DataSource source) {
        List<Check> out = new ArrayList<>();
        boolean alone = source.layers().size() == 1;
        for (DataSource layer : source.layers()) out.add(layer.folder().isPresent() ? folder(layer, alone) : bundled(layer));
        return out;
    }

    /**
     * {@code ping} answered locally: status {@code ok} with the checks as {@code checks}.
     *
     * @throws LocalDataException when a check fails, naming it, why, and what the other checks found
     */
    public static Answer<PingData> answer(DataSource source) {
        List<Check> checks = checks(source);
        List<Check> failed = checks.stream().filter(c -> !c.ok()).toList();
        if (!failed.isEmpty())
            throw new LocalDataException("local ping: not ok: " + String.join("; ", failed.stream().map(c -> c.check() + ": " + c.found()).toList())
                    + " (checked " + String.join("; ", checks.stream().map(c -> c.check() + " " + (c.ok() ? "ok" : "failed")).toList()) + ")");
        return Answer.of(new PingData("ok", checks), Provenance.local(null, List.of("local engine: no request sent; ok: checked "
                + String.join(" and ", checks.stream().map(Check::check).toList()))));
    }

    private static Check bundled(DataSource bundled) {
        String what = "the bundled sample data";
        try {
            int prices = PriceLoader.available(bundled).size();
            SnapshotCatalog options = SnapshotCatalog.of(bundled);
            String found = counts(prices, options) + (bundled.exists(TreasuryBillRates.FILE) ? " and the T-bill rate" : "");
            if (prices == 0 || options.snapshots().isEmpty())
                return new Check(what, false, found + " in the toolkit jar: the bundled set is incomplete (a broken build; run scripts/setup)");
            return new Check(what, true, found);
        } catch (LocalDataException e) {
            return new Check(what, false, e.getMessage());
        }
    }

    private static Check folder(DataSource layer, boolean alone) {
        Path dir = layer.folder().orElseThrow();
        String what = layer.describe(); // "your data folder" (where it is, oqa status says) or "data folder PATH" for --data
        if (!Files.exists(dir))
            return alone ? new Check(what, false, "does not exist (it did when the session started)")
                    : new Check(what, true, "not created yet: the bundled set answers until 'oqa data import' or 'oqa data fetch' creates it");
        if (!Files.isDirectory(dir)) return new Check(what, false, "is not a folder");
        if (!Files.isReadable(dir) || !Files.isExecutable(dir)) return new Check(what, false, "cannot be read (check its permissions)");
        for (String sub : List.of(PriceLoader.DIR, "options")) {
            Path d = dir.resolve(sub);
            if (Files.isDirectory(d) && !(Files.isReadable(d) && Files.isExecutable(d)))
                return new Check(what, false, sub + "/ cannot be read (check its permissions)");
        }
        try {
            int prices = PriceLoader.available(layer).size();
            SnapshotCatalog options = SnapshotCatalog.of(layer);
            String found = counts(prices, options) + problems(options.problems());
            if (alone && prices == 0 && options.snapshots().isEmpty())
                return new Check(what, false, "holds no prices/<TICKER>.csv and no options/<UNDERLYING>_<YYYY-MM-DD>.csv: nothing to answer from");
            return new Check(what, true, "readable, " + found);
        } catch (LocalDataException e) {
            return new Check(what, false, e.getMessage());
        }
    }

    private static String counts(int prices, SnapshotCatalog options) {
        int tickers = options.tickers().size();
        return plural(prices, "price series") + ", " + plural(options.snapshots().size(), "option snapshot")
                + (tickers == 0 ? "" : " of " + plural(tickers, "underlying"));
    }

    /** Files the listing could not place are named, not failed: each costs only the answers that use it. */
    private static String problems(List<String> problems) {
        return problems.isEmpty() ? "" : "; " + plural(problems.size(), "file") + " left out (" + problems.getFirst() + (problems.size() > 1 ? ", ..." : "") + ")";
    }

    private static String plural(int n, String noun) {
        return n + " " + (n == 1 || noun.endsWith("series") ? noun : noun + "s");
    }
}
