package dev.oqa.internal.fetch;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.client.SettingsFile;
import dev.oqa.model.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The watchlist's settings line: order kept, duplicates once, an index with its underscore, a bound. */
class WatchlistTest {
    @TempDir Path dir;

    @Test void readAddRemoveAndTheStoredLine() throws Exception {
        Path f = Files.writeString(dir.resolve("settings"), "mode=local\nwatchlist= spy, _spx ,QQQ,,SPY\n");
        Watchlist w = Watchlist.in(SettingsFile.at(f));
        assertEquals("SPY,_SPX,QQQ", w.stored());
        assertEquals("SPY _SPX QQQ", w.shown());
        assertEquals("SPY,_SPX,QQQ,NVDA", w.add(List.of(Symbol.of("nvda"), Symbol.of("QQQ"))).stored());
        assertEquals("SPY,QQQ", w.remove(List.of(Symbol.of("SPX"))).stored());
        assertTrue(Watchlist.in(SettingsFile.at(dir.resolve("none"))).isEmpty());
    }

    @Test void atMostOneHundredSymbols() {
        List<Symbol> many = IntStream.range(0, 101).mapToObj(i -> Symbol.of("T" + i)).toList();
        UsageException e = assertThrows(UsageException.class, () -> Watchlist.empty().add(many));
        assertEquals("a watchlist holds at most 100 symbols, this one would hold 101", e.getMessage());
        assertEquals(100, Watchlist.empty().add(many.subList(0, 100)).symbols().size());
    }
}
