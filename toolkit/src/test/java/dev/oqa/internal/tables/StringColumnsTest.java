package dev.oqa.internal.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.columns.strings.ByteDictionaryMap;
import tech.tablesaw.columns.strings.NullDictionaryMap;
import tech.tablesaw.columns.strings.ShortDictionaryMap;

/**
 * {@link StringColumns#of} must give the column {@code StringColumn.create} gives: the same dictionary class and
 * keys, values, missing cells, counts, selections, the same order in its unordered views ({@code unique()},
 * {@code countByCategory()}), and the same behaviour when a user appends to it or sets a cell afterwards (which is
 * where a wrong next key or default return value would show).
 */
class StringColumnsTest {

    /** Distinct strings {@code prefix0, prefix1, ...}, each a new instance, as a parser makes them. */
    private static String[] distinct(String prefix, int n) {
        String[] s = new String[n];
        for (int i = 0; i < n; i++) s[i] = new String(prefix + i);
        return s;
    }

    private static void assertSameColumn(StringColumn expected, StringColumn actual) {
        assertSame(expected.getDictionary().getClass(), actual.getDictionary().getClass(), "dictionary type");
        assertEquals(expected.name(), actual.name());
        assertEquals(expected.size(), actual.size());
        assertEquals(expected.asList(), actual.asList());
        assertEquals(expected.countUnique(), actual.countUnique());
        assertEquals(expected.countMissing(), actual.countMissing());
        assertEquals(expected.asSet(), actual.asSet());
        assertEquals(expected.unique().asList(), actual.unique().asList());
        boolean keyed = !(expected.getDictionary() instanceof NullDictionaryMap);   // which counts no categories
        if (keyed) assertEquals(expected.countByCategory().printAll(), actual.countByCategory().printAll());
        for (int r = 0; r < expected.size(); r++) {
            assertEquals(expected.isMissing(r), actual.isMissing(r), "missing at row " + r);
            if (keyed) {
                assertEquals(expected.getDictionary().getKeyAtIndex(r), actual.getDictionary().getKeyAtIndex(r), "key at row " + r);
                if (r > 0) assertEquals(expected.equals(r - 1, r), actual.equals(r - 1, r), "rows " + (r - 1) + " and " + r);
            }
        }
        List<String> probes = new ArrayList<>(List.of("", "never-in-the-column"));
        if (expected.size() > 0) { probes.add(expected.get(0)); probes.add(expected.get(expected.size() - 1)); }
        for (String p : probes) {
            assertArrayEquals(expected.isEqualTo(p).toArray(), actual.isEqualTo(p).toArray(), "isEqualTo " + p);
            assertEquals(expected.countOccurrences(p), actual.countOccurrences(p), "countOccurrences " + p);
        }
        StringColumn a = expected.copy(), b = actual.copy();
        a.sortAscending();
        b.sortAscending();
        assertEquals(a.asList(), b.asList(), "sorted");
    }

    /** Both built from the same values, compared, then both changed the same way and compared again. */
    private static void check(String[] values) {
        StringColumn expected = StringColumn.create("c", values.clone());
        StringColumn actual = StringColumns.of("c", values.clone());
        assertSameColumn(expected, actual);
        for (StringColumn c : List.of(expected, actual)) {
            c.append("appended-new-value");
            if (c.size() > 1) c.append(c.get(0));
            c.appendMissing();
            c.append("appended-new-value");
            c.set(0, "set-new-value");
        }
        assertSameColumn(expected, actual);
    }

    @Test
    void twentyThousandDistinctContractsWithMissingCellsAsTablesawBuildsThem() {
        String[] v = distinct("SPY230915C", 20_000);
        v[3] = null;
        v[17] = "";
        v[19_999] = null;
        check(v);
        assertSame(ShortDictionaryMap.class, StringColumns.of("c", v).getDictionary().getClass());
    }

    @Test
    void aFewRepeatedValuesKeepByteKeys() {
        String call = "call", put = "put", expiry = "2023-09-15";
        String[] types = new String[1_000], expiries = new String[1_000];
        Random r = new Random(7);
        for (int i = 0; i < types.length; i++) {
            types[i] = r.nextInt(10) == 0 ? null : r.nextBoolean() ? call : new String(put);   // shared and fresh instances
            expiries[i] = expiry;
        }
        check(types);
        check(expiries);
        assertSame(ByteDictionaryMap.class, StringColumns.of("c", types).getDictionary().getClass());
    }

    @Test
    void theByteAndShortKeyLimitsAreTablesaws() {
        check(distinct("v", 254));    // the most byte keys hold; appending one more promotes, as Tablesaw's does
        check(distinct("v", 255));
        String[] withMissing = distinct("v", 255);
        withMissing[100] = "";
        check(withMissing);           // 254 distinct and a missing cell: still bytes
        check(distinct("v", 65_534)); // the most short keys hold
    }

    @Test
    void beyondShortKeysTablesawChooses() {
        String[] v = distinct("v", 65_535);
        check(v);
        assertSame(NullDictionaryMap.class, StringColumns.of("c", v).getDictionary().getClass());
    }

    @Test
    void emptyAndAllMissing() {
        check(new String[0]);
        check(new String[] {null, "", null});
    }

    @Test
    void aRandomMixOfRepeatsNewValuesAndMissingCells() {
        Random r = new Random(42);
        for (int round = 0; round < 20; round++) {
            int n = 1 + r.nextInt(2_000), pool = 1 + r.nextInt(600);
            String[] v = new String[n];
            for (int i = 0; i < n; i++) {
                int k = r.nextInt(pool + 2);
                v[i] = k == pool ? null : k == pool + 1 ? "" : i > 0 && r.nextInt(4) == 0 ? v[i - 1] : new String("s" + k);
            }
            check(v);
        }
    }
}
