package dev.oqa.internal.local.data.importer;

import dev.oqa.internal.calendar.TradingCalendar;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.SnapshotRef;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code oqa data list --history}: per underlying, the option history a data source holds: first and last snapshot
 * day, how many days, the gaps (NYSE sessions between the first and the last day without a snapshot, by the
 * {@link TradingCalendar}) and the size of its files on disk (files of the bundled set live in the toolkit's jar and
 * are not counted).
 */
public record SnapshotHistory(DataSource source, List<Underlying> underlyings, List<String> problems) {
    /** How many gap ranges a row names; the count covers them all. */
    static final int RANGES_SHOWN = 3;

    /**
     * @param gaps    sessions in {@code [first, last]} without a snapshot; -1 when the dates are outside the calendar's years
     * @param ranges  the first {@link #RANGES_SHOWN} runs of missing sessions, as {@code from..to} (one day alone as itself)
     * @param bytes   size of the files in folders on disk
     * @param bundled snapshots that are in the bundled set (not on disk)
     */
    public record Underlying(String ticker, LocalDate first, LocalDate last, int days, int gaps, List<String> ranges, long bytes, int bundled) {
        public Underlying { ranges = List.copyOf(ranges); }
    }

    public SnapshotHistory {
        underlyings = List.copyOf(underlyings);
        problems = List.copyOf(problems);
    }

    public static SnapshotHistory of(DataSource source) {
        SnapshotCatalog catalog = SnapshotCatalog.of(source);
        Map<String, TreeSet<LocalDate>> days = new TreeMap<>();
        Map<String, long[]> sizes = new TreeMap<>(); // bytes, bundled count
        for (SnapshotRef r : catalog.snapshots()) {
            days.computeIfAbsent(r.ticker(), t -> new TreeSet<>()).add(r.quoteDate());
            long[] s = sizes.computeIfAbsent(r.ticker(), t -> new long[2]);
            Optional<Path> file = onDisk(source, r.file());
            if (file.isPresent()) s[0] += size(file.get());
            else s[1]++;
        }
        List<Underlying> out = new ArrayList<>();
        TradingCalendar cal = TradingCalendar.nyse();
        for (Map.Entry<String, TreeSet<LocalDate>> e : days.entrySet()) {
            TreeSet<LocalDate> held = e.getValue();
            LocalDate first = held.first(), last = held.last();
            int gaps = 0;
            List<String> ranges = new ArrayList<>();
            if (!TradingCalendar.covers(first) || !TradingCalendar.covers(last)) gaps = -1;
            else {
                LocalDate runFrom = null, runTo = null;
                for (LocalDate d : cal.tradingDays(first, last)) {
                    if (!held.contains(d)) {
                        gaps++;
                        if (runFrom == null) runFrom = d;
                        runTo = d;
                    } else if (runFrom != null) {
                        ranges.add(range(runFrom, runTo));
                        runFrom = null;
                    }
                }
            }
            long[] s = sizes.get(e.getKey());
            out.add(new Underlying(e.getKey(), first, last, held.size(), gaps, ranges, s[0], (int) s[1]));
        }
        return new SnapshotHistory(source, out, catalog.problems());
    }

    public String text() {
        StringBuilder sb = new StringBuilder(source.describe()).append(": option history per underlying (gaps are NYSE sessions without a snapshot)\n");
        sb.append(String.format(Locale.ROOT, "  %-8s %-10s %-10s %5s %6s %16s  %s%n", "ticker", "first", "last", "days", "gaps", "on disk", "missing"));
        for (Underlying u : underlyings) {
            String missing = u.gaps() < 0 ? "(dates outside the calendar's years)"
                    : String.join(", ", u.ranges().subList(0, Math.min(RANGES_SHOWN, u.ranges().size())))
                      + (u.ranges().size() > RANGES_SHOWN ? ", ... (" + u.ranges().size() + " runs)" : "");
            // bundled snapshots are in the toolkit's jar, not on disk
            String disk = u.bytes() == 0 && u.bundled() > 0 ? "(bundled)" : bytes(u.bytes()) + (u.bundled() > 0 ? " +bundled" : "");
            sb.append(String.format(Locale.ROOT, "  %-8s %-10s %-10s %5d %6s %16s  %s%n", u.ticker(), u.first(), u.last(), u.days(),
                    u.gaps() < 0 ? "-" : Integer.toString(u.gaps()), disk, missing).stripTrailing()).append('\n');
        }
        if (underlyings.isEmpty()) sb.append("  no option snapshots\n");
        for (String p : problems) sb.append("  problem: ").append(p).append('\n');
        return sb.toString().stripTrailing();
    }

    /** The file of {@code relPath} in the folder that answers for it (plain or {@code .gz}), or empty for the bundled set. */
    private static Optional<Path> onDisk(DataSource source, String relPath) {
        return source.origin(relPath).flatMap(DataSource::folder).flatMap(root -> {
            for (String name : new String[] {relPath + ".gz", relPath}) if (Files.isRegularFile(root.resolve(name))) return Optional.of(root.resolve(name));
            return Optional.empty();
        });
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0; // gone since it was listed
        }
    }

    private static String range(LocalDate from, LocalDate to) { return from.equals(to) ? from.toString() : from + ".." + to; }

    /** Bytes as B, KB, MB or GB (1,000-based, one decimal above 1 KB). */
    static String bytes(long b) {
        if (b < 1000) return b + " B";
        String[] unit = {"KB", "MB", "GB", "TB"};
        double v = b;
        int i = -1;
        while (v >= 1000 && i < unit.length - 1) { v /= 1000; i++; }
        return String.format(Locale.ROOT, "%.1f %s", v, unit[i]);
    }
}
