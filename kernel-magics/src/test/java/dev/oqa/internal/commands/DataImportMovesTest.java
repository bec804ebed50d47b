package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code oqa data import --accept-moves}: a real one-day move that looks like an unadjusted split. */
class DataImportMovesTest {
    @TempDir Path home;

    @Test void aMoveLikeASplitIsRefusedThenAcceptedWithANote() throws IOException {
        // SYNTHETIC closes: the price halves in a day, as a stock may on a failed trial
        Path f = Files.writeString(home.resolve("ZZHALF.csv"), "date,adj_close\n2026-06-05,40\n2026-06-08,41\n2026-06-09,20.5\n2026-06-10,21\n");
        Shell shell = new Shell(Shell.Frontend.COMMAND_LINE, SecretPrompt.NONE, OqaHome.of(home), System.getenv());
        UsageException e = assertThrows(UsageException.class, () -> shell.run(List.of("data", "import", f.toString())));
        assertTrue(e.getMessage().contains("like a 2-for-1 split that is not adjusted") && e.getMessage().endsWith("give --accept-moves if the move is real"), e.getMessage());
        String done = ((Outcome.Text) shell.run(List.of("data", "import", f.toString(), "--accept-moves"))).text();
        assertTrue(done.startsWith("imported " + home.resolve("data/prices/ZZHALF.csv.gz")), done);
        assertTrue(done.contains("closes only; kept line 4: the price moves from 41 to 20.5 on 2026-06-09 (x0.5000), like a 2-for-1 split"), done);
        assertEquals("--ticker, --replace and --accept-moves belong to data import",
                assertThrows(UsageException.class, () -> shell.run(List.of("data", "list", "--accept-moves"))).getMessage().lines().findFirst().orElseThrow());
    }
}
