package dev.oqa.internal.local.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.SnapshotCatalog;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each expiry's primary root on the REAL bundled SPX 2024-01-05 snapshot (SPX and SPXW, docs/METHODS.md). */
class ExpiryRootsTest {
    private static ChainSnapshot spx() {
        SnapshotCatalog cat = SnapshotCatalog.of(DataSource.bundled());
        return cat.load(cat.snapshots().stream().filter(r -> r.ticker().equals("SPX") && r.quoteDate().equals(LocalDate.of(2024, 1, 5))).findFirst().orElseThrow());
    }

    @Test void aTieGoesToTheIndexsOwnRootAndAWeeklyOnlyExpiryKeepsSpxw() {
        ChainSnapshot c = spx();
        boolean[] keep = ExpiryRoots.primary(c);
        Map<String, Integer> kept = new HashMap<>();
        for (int i = 0; i < c.size(); i++) {
            String exp = c.expiry(i).toString(), root = c.contract(i).substring(0, c.contract(i).length() - 15);
            if (keep[i]) kept.merge(exp + " " + root, 1, Integer::sum);
        }
        assertEquals(772, kept.get("2024-01-19 SPX"), "772 of each on 2024-01-19: the tie goes to SPX");
        assertNull(kept.get("2024-01-19 SPXW"));
        assertEquals(760, kept.get("2024-02-16 SPX"), "760 SPX against 728 SPXW");
        assertTrue(kept.get("2024-01-12 SPXW") > 0, "a weeklies-only expiry keeps SPXW");
    }

    @Test void aChainWithOneRootKeepsEveryRow() {
        SnapshotCatalog cat = SnapshotCatalog.of(DataSource.bundled());
        ChainSnapshot spy = cat.load(cat.snapshots().stream().filter(r -> r.ticker().equals("SPY")).findFirst().orElseThrow());
        assertNull(ExpiryRoots.primary(spy));
    }
}
