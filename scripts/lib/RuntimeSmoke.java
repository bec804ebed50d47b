import static tech.tablesaw.aggregate.AggregateFunctions.mean;
import static tech.tablesaw.aggregate.AggregateFunctions.sum;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import tech.tablesaw.api.Table;

/**
 * Runs, on the runtime bundle, the Tablesaw calls a notebook user makes that lean on the reduced jars: reading a
 * CSV file by path (icu4j's charset guess, here on a Latin-1 file), sorting, grouping, joining and de-duplicating
 * (fastutil). Synthetic data. Exit 0 and one line when every result is as expected; an exception otherwise.
 * Usage: {@code java -cp "BUNDLE_LIB/*" RuntimeSmoke.java}.
 */
public final class RuntimeSmoke {
    @SuppressWarnings("deprecation") // inner(Table...): the join a user most likely writes
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("oqa-runtime-smoke");
        Path csv = dir.resolve("synthetic-latin1.csv");
        // Enough ordinary French prose for the detector's Latin-1 n-gram statistics to be confident (below 60 of 100
        // Tablesaw falls back to the platform charset without saying so).
        StringBuilder sb = new StringBuilder("city,sector,value,note\n");
        String[] cities = {"Zürich", "Genève", "Malmö", "Besançon"};
        String note = "les données de la journée sont arrivées très tôt et le marché était déjà ouvert";
        for (int i = 0; i < 400; i++) {
            sb.append(cities[i % 4]).append(',').append("s").append(i % 7).append(',').append(i % 13).append(',').append(note).append('\n');
        }
        Files.write(csv, sb.toString().getBytes(StandardCharsets.ISO_8859_1));
        try {
            Table t = Table.read().csv(csv.toString()); // by path: Tablesaw guesses the charset with icu4j
            check(t.rowCount() == 400, "rows " + t.rowCount());
            check(t.stringColumn("city").unique().contains("Zürich"), "charset guess: cities " + t.stringColumn("city").unique().asList());
            Table sorted = t.sortDescendingOn("value", "city");
            check(sorted.intColumn("value").get(0) == 12, "sort");
            Table by = t.summarize("value", sum, mean).by("city", "sector");
            check(by.rowCount() == 28, "group by: " + by.rowCount() + " groups");
            Table names = Table.create("names", tech.tablesaw.api.StringColumn.create("city", cities),
                    tech.tablesaw.api.IntColumn.create("n", 1, 2, 3, 4));
            Table joined = t.joinOn("city").inner(names);
            check(joined.rowCount() == 400, "join");
            // (i mod 4, i mod 7, i mod 13) repeats only after 4 * 7 * 13 = 364 rows
            check(t.dropDuplicateRows().rowCount() == 364, "dedupe");
            System.out.println("runtime smoke: csv by path (charset guess), sort, group by, join, dedupe: ok");
        } finally {
            Files.deleteIfExists(csv);
            Files.deleteIfExists(dir);
        }
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError("runtime smoke failed: " + what);
    }
}
