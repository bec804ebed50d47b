package dev.oqa.internal.local.options;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.OptionRoots;
import java.util.HashMap;
import java.util.Map;

/**
 * Which rows the per-strike analytics of one expiry use when it lists several option roots. SPX and SPXW share the
 * monthly expiries and their strikes (docs/DATA.md, "Option roots"); a forward, an ATM IV or a 25-delta wing is read
 * from one call and one put per strike, so pairing an SPX call with an SPXW put, or letting one overwrite the other,
 * mixes two contracts. Each expiry's analytics use its <b>primary root</b>: the root with the most contracts at that
 * expiry, the underlying's own root on a tie (SPX on 2024-01-19, where both list 772). Totals over contracts (GEX,
 * open interest, volume) count every root.
 */
final class ExpiryRoots {
    private ExpiryRoots() {}

    /** Per row, whether it is of its expiry's primary root; null when no expiry lists two roots (every row is). */
    static boolean[] primary(ChainSnapshot c) {
        int n = c.size();
        String[] root = new String[n];
        Map<Integer, Map<String, Integer>> counts = new HashMap<>();
        boolean several = false;
        String first = null;
        for (int i = 0; i < n; i++) {
            String r = OptionRoots.of(c.contract(i));
            root[i] = r == null ? "" : r;
            if (first == null) first = root[i];
            several |= !root[i].equals(first);
            counts.computeIfAbsent(c.expiryEpochDay(i), k -> new HashMap<>()).merge(root[i], 1, Integer::sum);
        }
        if (!several) return null;
        String own = OptionRoots.indexOf(c.underlying());
        Map<Integer, String> chosen = new HashMap<>();
        counts.forEach((exp, byRoot) -> chosen.put(exp, byRoot.entrySet().stream().max((a, b) -> {
            int byCount = Integer.compare(a.getValue(), b.getValue());
            if (byCount != 0) return byCount;
            if (a.getKey().equals(own) != b.getKey().equals(own)) return a.getKey().equals(own) ? 1 : -1;
            return b.getKey().compareTo(a.getKey()); // then the alphabetically first
        }).orElseThrow().getKey()));
        boolean[] keep = new boolean[n];
        for (int i = 0; i < n; i++) keep[i] = root[i].equals(chosen.get(c.expiryEpochDay(i)));
        return keep;
    }
}
