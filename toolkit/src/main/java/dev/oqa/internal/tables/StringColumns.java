package dev.oqa.internal.tables;

import it.unimi.dsi.fastutil.bytes.Byte2IntOpenHashMap;
import it.unimi.dsi.fastutil.bytes.Byte2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2ByteOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2ShortOpenHashMap;
import it.unimi.dsi.fastutil.shorts.Short2IntOpenHashMap;
import it.unimi.dsi.fastutil.shorts.Short2ObjectOpenHashMap;
import java.util.Arrays;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.columns.strings.ByteDictionaryMap;
import tech.tablesaw.columns.strings.ShortDictionaryMap;

/**
 * A Tablesaw {@link StringColumn} from an array in one pass: the column {@code StringColumn.create(name, values)}
 * makes, built faster. Tablesaw appends value by value, looking each new value up twice, and when the column
 * outgrows byte keys it builds the short-key dictionary again from the first row; for a chain's 20,000 distinct
 * contract symbols that took 3–5 ms of the 20 ms a chain may take from JSON to table. Here each value is looked up
 * once, and a run of the same string instance (an expiry repeated row after row, shared by the chain reader) is not
 * looked up at all.
 *
 * <p>The result is the same dictionary, through Tablesaw's public builders (the ones its own {@code .saw} reader
 * uses): byte keys up to 254 distinct values and short keys up to 65,534; keys in order of first appearance from
 * the type's minimum plus one; {@code null} and {@code ""} both missing, under the type's maximum; the same counts
 * and next key, so appending to it later behaves as on Tablesaw's own. Its hash maps receive their keys in the order
 * Tablesaw's own appends give them, so even the orders Tablesaw leaves to them ({@code unique()},
 * {@code countByCategory()}) are the same. A column with more distinct values is left to Tablesaw, which then
 * chooses another representation.
 */
final class StringColumns {
    private StringColumns() {}

    /** Tablesaw's key ranges: keys from MIN + 1, missing at MAX, so 254 and 65,534 distinct values. */
    private static final int BYTE_VALUES = Byte.MAX_VALUE - Byte.MIN_VALUE - 1, SHORT_VALUES = Short.MAX_VALUE - Short.MIN_VALUE - 1;

    static StringColumn of(String name, String[] values) {
        int n = values.length;
        // Grown as Tablesaw grows it (not presized), so that its layout, and so the order of its keys, is the same.
        Object2ShortOpenHashMap<String> valueToKey = new Object2ShortOpenHashMap<>();
        valueToKey.defaultReturnValue(Short.MIN_VALUE);
        short[] keys = new short[n];
        String[] distinct = new String[16];   // the k-th distinct value has the key MIN + 1 + k
        int[] counts = new int[16];
        int unique = 0, missing = 0, missingAfter = -1;   // missing first seen after that many distinct values
        String last = null;
        short lastKey = 0;
        for (int r = 0; r < n; r++) {
            String s = values[r];
            if (s == null || s.isEmpty()) {
                if (missing++ == 0) {
                    valueToKey.put("", Short.MAX_VALUE);   // when and as Tablesaw's append stores its missing value
                    missingAfter = unique;
                }
                keys[r] = Short.MAX_VALUE;
                continue;
            }
            short key = s == last ? lastKey : valueToKey.putIfAbsent(s, (short) (Short.MIN_VALUE + unique + 1));
            if (key == Short.MIN_VALUE) {   // new
                if (unique == SHORT_VALUES) return StringColumn.create(name, values);
                if (unique == distinct.length) {
                    distinct = Arrays.copyOf(distinct, unique * 2);
                    counts = Arrays.copyOf(counts, unique * 2);
                }
                distinct[unique++] = s;
                key = (short) (Short.MIN_VALUE + unique);
            }
            counts[key - Short.MIN_VALUE - 1]++;
            keys[r] = key;
            last = s;
            lastKey = key;
        }
        // The dictionary's entries in order of first appearance, missing among them where it first came: the order
        // in which each map below is given its keys.
        int size = unique + (missing > 0 ? 1 : 0);
        short[] dictionary = new short[size];
        String[] strings = new String[size];
        int[] count = new int[size];
        for (int e = 0, k = 0; e < size; e++) {
            if (e == missingAfter) {
                dictionary[e] = Short.MAX_VALUE;
                strings[e] = "";
                count[e] = missing;
            } else {
                dictionary[e] = (short) (Short.MIN_VALUE + 1 + k);
                strings[e] = distinct[k];
                count[e] = counts[k++];
            }
        }
        if (unique <= BYTE_VALUES) return bytes(name, keys, dictionary, strings, count, unique);
        Short2ObjectOpenHashMap<String> keyToValue = new Short2ObjectOpenHashMap<>();
        Short2IntOpenHashMap keyToCount = new Short2IntOpenHashMap();
        for (int e = 0; e < size; e++) {
            keyToValue.put(dictionary[e], strings[e]);
            keyToCount.put(dictionary[e], count[e]);
        }
        ShortDictionaryMap map = new ShortDictionaryMap.ShortDictionaryBuilder()
                .setValues(keys)
                .setValueToKey(valueToKey)
                .setKeyToValue(keyToValue)
                .setKeyToCount(keyToCount)
                .setCanPromoteToText(true)
                .setNextIndex(Short.MIN_VALUE + unique)
                .build();
        return StringColumn.createInternal(name, map);
    }

    /** The same dictionary with byte keys (Tablesaw's for up to 254 distinct values). */
    private static StringColumn bytes(String name, short[] keys, short[] dictionary, String[] strings, int[] count, int unique) {
        byte[] values = new byte[keys.length];
        for (int r = 0; r < keys.length; r++) values[r] = toByte(keys[r]);
        // Its own value-to-key map, given its keys in the same order as the short one was.
        Object2ByteOpenHashMap<String> valueToKey = new Object2ByteOpenHashMap<>();
        valueToKey.defaultReturnValue(Byte.MIN_VALUE);
        Byte2ObjectOpenHashMap<String> keyToValue = new Byte2ObjectOpenHashMap<>();
        Byte2IntOpenHashMap keyToCount = new Byte2IntOpenHashMap();
        for (int e = 0; e < dictionary.length; e++) {
            byte key = toByte(dictionary[e]);
            valueToKey.put(strings[e], key);
            keyToValue.put(key, strings[e]);
            keyToCount.put(key, count[e]);
        }
        ByteDictionaryMap map = new ByteDictionaryMap.ByteDictionaryBuilder()
                .setValues(values)
                .setValueToKey(valueToKey)
                .setKeyToValue(keyToValue)
                .setKeyToCount(keyToCount)
                .setNextIndex(Byte.MIN_VALUE + unique)
                .build();
        return StringColumn.createInternal(name, map);
    }

    /** A short key as the byte key of the same rank: MIN + 1 + k to Byte.MIN_VALUE + 1 + k, missing to Byte.MAX_VALUE. */
    private static byte toByte(short key) {
        return key == Short.MAX_VALUE ? Byte.MAX_VALUE : (byte) (key - Short.MIN_VALUE + Byte.MIN_VALUE);
    }
}
