package dev.oqa.internal.commands;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.model.OqaHome;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.AssetCorrelationData;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code %corr SPY QQQ TLT GLD}: a basket in local mode, through the shared grammar. */
class CorrTickersTest {
    @TempDir Path home;

    private Shell shell() { return new Shell(Shell.Frontend.NOTEBOOK, SecretPrompt.NONE, OqaHome.of(home), Map.of("OQA_AUTOFETCH", "off")); }

    @Test void corrTakesTickersInLocalMode() {
        Outcome.Answered a = (Outcome.Answered) shell().run(List.of("corr", "SPY", "QQQ", "TLT", "GLD", "--local"));
        var matrix = ((AssetCorrelationData) a.answer().data()).correlationMatrix();
        assertEquals("[\"SPY\",\"QQQ\",\"TLT\",\"GLD\"]", matrix.path("tickers").toString());
        UsageException one = assertThrows(UsageException.class, () -> shell().run(List.of("corr", "SPY", "--local")));
        assertTrue(one.getMessage().startsWith("corr needs at least two distinct valid tickers to correlate"), one.getMessage());
        assertTrue(one.getMessage().contains("usage: oqa corr [TICKER...]"), one.getMessage());
        assertTrue(((Outcome.Text) shell().run(List.of("corr", "--help"))).text().contains("usage: oqa corr [TICKER...]"));
    }
}
