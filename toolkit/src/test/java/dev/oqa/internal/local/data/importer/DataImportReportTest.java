package dev.oqa.internal.local.data.importer;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code oqa data import} reports and refuses around files already there. Every price here is SYNTHETIC, filed
 * under tickers the project does not hold (ZZ...), except where a bundled ticker is replaced on purpose.
 */
class DataImportReportTest {
    @TempDir Path tmp;

    private Path data() { return tmp.resolve("data"); }

    private Path prices(String name, double last) throws IOException {
        return Files.writeString(tmp.resolve(name), "date,adj_close\n2026-07-27,10\n2026-07-28," + last + "\n");
    }

    @Test void theReportSaysImportedOrReplaced() throws IOException {
        DataImport.Imported first = DataImport.into(data(), true).ticker("ZZREP").run(List.of(prices("a.csv", 10.5))).get(0);
        assertFalse(first.replaced());
        assertTrue(first.line().startsWith("imported " + data().resolve("prices/ZZREP.csv.gz") + " from " + tmp.resolve("a.csv")), first.line());

        DataImport.Imported again = DataImport.into(data(), true).ticker("ZZREP").replace(true).run(List.of(prices("b.csv", 11))).get(0);
        assertTrue(again.replaced());
        assertTrue(again.line().startsWith("replaced " + data().resolve("prices/ZZREP.csv.gz")), again.line());
        assertEquals(11, PriceLoader.load(DataSource.folder(data()), "ZZREP").price(1));

        // A bundled ticker laid over is "replaced" too; in a folder that stands alone it is new.
        assertTrue(DataImport.into(data(), true).ticker("NVDA").replace(true).run(List.of(prices("c.csv", 12))).get(0).replaced());
        assertFalse(DataImport.into(tmp.resolve("own"), false).ticker("NVDA").run(List.of(prices("d.csv", 12))).get(0).replaced());
    }

    @Test void anUncompressedTwinCountsAsThereAndIsRemovedWhenReplaced() throws IOException {
        Path plain = Files.createDirectories(data().resolve("prices")).resolve("ZZPLN.csv");
        Files.writeString(plain, "date,adj_close\n2026-07-27,20\n2026-07-28,21\n2026-07-29,22\n");
        UsageException e = assertThrows(UsageException.class, () -> DataImport.into(data(), false).ticker("ZZPLN").run(List.of(prices("p.csv", 10.5))));
        assertTrue(e.getMessage().contains("ticker ZZPLN is already in " + data() + "; nothing was imported. Give --replace to replace it"), e.getMessage());
        assertTrue(Files.exists(plain), "left as it was");

        DataImport.Imported r = DataImport.into(data(), false).ticker("ZZPLN").replace(true).run(List.of(prices("p.csv", 10.5))).get(0);
        assertTrue(r.replaced());
        assertFalse(Files.exists(plain), "the plain twin would shadow the new file");
        assertEquals(2, PriceLoader.load(DataSource.folder(data()), "ZZPLN").size());
    }

    @Test void theTickerComesFromTheFileUnlessGivenAndMustBeASymbol() throws IOException {
        Path f = prices("zzown.csv", 10.5);
        assertTrue(DataImport.into(data(), false).ticker("ZZX").ticker(null).run(List.of(f)).get(0).target().endsWith("ZZOWN.csv.gz"),
                "no --ticker: the file's name");
        UsageException bad = assertThrows(UsageException.class, () -> DataImport.into(data(), false).ticker("not a symbol"));
        assertTrue(bad.getMessage().startsWith("--ticker: the symbol 'not a symbol' cannot name a file; a symbol is 1 to 10 characters"), bad.getMessage());
    }
}
