package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.oqa.model.Answer;
import dev.oqa.model.data.GexData;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tech.tablesaw.plotly.components.Figure;

/**
 * A view shown again for equal data reuses its figure (a repeated magic draws from parsed templates), draws exactly
 * what a new figure would, never confuses two drawings of one shared figure, and keeps a bounded number of figures.
 */
class FigureMemoTest {
    private static final Pattern DIV_ID = Pattern.compile("oqa_[0-9a-f]{32}");

    @AfterEach void forget() { FigureMemo.clear(); }

    /** An equal copy of the bundled SPY GEX answer's data, as a magic run again computes it. */
    private static Answer<GexData> copy(Answer<GexData> a, double spot) {
        GexData d = a.data();
        GexData c = new GexData(d.ticker(), spot, d.basis(), d.rangePct(), List.copyOf(d.expirations()),
                List.copyOf(d.selectedExpirations()), d.zeroLevel(), new java.util.LinkedHashMap<>(d.series()),
                new java.util.LinkedHashMap<>(d.highlightStrikes()), d.basisColumn(), d.dwColumn());
        return Answer.of(c, a.provenance());
    }

    private static String withoutIds(String html) { return DIV_ID.matcher(html).replaceAll("oqa_ID"); }

    @Test
    void equalDataGetsTheSameFigureAndTheSameDrawing() {
        Answer<GexData> a = OptionAnswers.GEX;
        Panel first = GexView.of(a), again = GexView.of(copy(a, a.data().spot()));
        assertSame(first.figure(), again.figure(), "a repeated view reuses the figure");
        String drawn = withoutIds(again.html(false));
        FigureMemo.clear();
        Panel fresh = GexView.of(copy(a, a.data().spot()));
        assertNotSame(first.figure(), fresh.figure());
        assertEquals(withoutIds(fresh.html(false)), drawn, "a reused figure draws exactly as a new one");
        Panel moved = GexView.of(copy(a, a.data().spot() + 1));
        assertNotSame(fresh.figure(), moved.figure(), "other data, another figure");
    }

    @Test
    void drawingsOfOneSharedFigureAtOnceKeepTheirOwnDivIds() throws Exception {
        Figure f = GexView.of(OptionAnswers.GEX).figure();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> runs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                runs.add(pool.submit(() -> {
                    List<String> out = new ArrayList<>();
                    for (int i = 0; i < 40; i++) out.add(FigureHtml.of(f));
                    return out;
                }));
            }
            int checked = 0;
            for (Future<List<String>> r : runs) {
                for (String html : r.get()) {
                    Set<String> ids = new TreeSet<>();
                    for (Matcher m = DIV_ID.matcher(html); m.find(); ) ids.add(m.group());
                    assertEquals(1, ids.size(), "one drawing names one div: " + ids);
                    checked++;
                }
            }
            assertEquals(160, checked);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void atMostSizeFiguresAreKeptTheLeastRecentlyUsedFirstOut() {
        Answer<GexData> a = OptionAnswers.GEX;
        Figure[] built = new Figure[FigureMemo.SIZE];
        for (int i = 0; i < built.length; i++) built[i] = GexView.of(copy(a, 100 + i)).figure();
        assertSame(built[0], GexView.of(copy(a, 100)).figure(), "all SIZE kept; the first now the most recently used");
        GexView.of(copy(a, 100 + FigureMemo.SIZE));   // one more: the least recently used (spot 101) goes
        assertNotSame(built[1], GexView.of(copy(a, 101)).figure(), "dropped, so built again");
        assertSame(built[0], GexView.of(copy(a, 100)).figure(), "used recently, so kept");
        assertSame(built[3], GexView.of(copy(a, 103)).figure());
    }
}
