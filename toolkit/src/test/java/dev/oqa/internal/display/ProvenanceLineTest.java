package dev.oqa.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.internal.format.Percent;
import dev.oqa.internal.route.LocalEngine;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import java.time.Instant;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The short provenance line (source, as-of, method, at most 120 characters) and the full one behind it. */
class ProvenanceLineTest {
    @Test
    void everyLocalAnswerSaysSourceAsOfAndMethodInOneShortLine() {
        LocalEngine engine = LocalEngine.bundled();
        for (Endpoint e : Endpoint.values()) {
            if (e == Endpoint.PING) continue;
            ApiRequest.Builder b = ApiRequest.to(e);
            if (e == Endpoint.PORTFOLIO_OPTIMIZER) b.params("tickers", List.of("SPY", "TLT", "GLD"));
            Answer<?> a = engine.answer(b.build());
            Provenance p = a.provenance();
            String brief = p.brief();
            assertTrue(brief.length() <= Provenance.LINE_LIMIT, e + ": " + brief.length() + " characters: " + brief);
            assertTrue(brief.startsWith("local · as of " + p.asOf()), e + ": " + brief);
            assertNotNull(p.method(), e + " states its method");
            assertTrue(brief.contains(p.method()) || brief.endsWith("…"), e + ": " + brief);
            for (String n : p.notes()) {
                assertFalse(brief.contains(n) && n.length() > 40, e + ": a note is in the short line: " + n);
                assertTrue(p.line().contains(n), e + ": every note is in the full line");
            }
        }
    }

    @Test
    void aLongMethodIsCutWithAnEllipsisAndTheQuotaAndAgeStayShort() {
        Provenance p = new Provenance(Source.CACHED, "2023-09-14", Instant.now().minusSeconds(600), true, OptionalInt.of(9),
                List.of("a note"), "x".repeat(200));
        String brief = p.brief();
        assertEquals(Provenance.LINE_LIMIT, brief.length(), brief);
        assertTrue(brief.startsWith("cached (stale) · fetched 10 min ago · quota left 9 · xxx"), brief);
        assertTrue(brief.endsWith("…"), brief);
        assertTrue(p.line().contains(" · a note"), p.line());
    }

    @Test
    void theFullLineIsItsPartsAndANoteWithASeparatorStaysOnePart() {
        String note = "SPY 2023-09-14 · 412 rows read";
        Provenance p = new Provenance(Source.LOCAL, "2023-09-14", Instant.now(), false, OptionalInt.empty(), List.of(note), "GEX")
                .withWarning("TLT left out");
        assertEquals(List.of("local", "as of 2023-09-14", "GEX", "warning: TLT left out", note), p.parts());
        assertEquals(String.join(" · ", p.parts()), p.line());
    }

    @Test
    void ratesReadInPercentEverywhere() {
        assertEquals("0.00%", Percent.text(0));
        assertEquals("0.00%", Percent.text(-0.0));
        assertEquals("2.00%", Percent.text(0.02));
        assertEquals("5.2318%", Percent.text(0.0523175));
        assertEquals("n/a", Percent.text(Double.NaN));
        String risk = LocalEngine.bundled().answer(ApiRequest.to(Endpoint.RISK).build()).provenance().brief();
        assertTrue(risk.endsWith("risk-free rate 0.00%"), risk);
    }

    @Test
    void aPanelLeadsWithItsHeadlineAndShowsWarningsAsWarnings() {
        Panel p = Panel.titled("Correlation").headline("two lines", "at most").warning("ZAPL left out <b>")
                .provenance(Provenance.local("2026-08-03", List.of("n1")));
        String h = p.html(false);
        assertTrue(h.indexOf("oqa-headline") < h.indexOf("oqa-provenance"), "headline before provenance: " + h);
        assertTrue(h.contains("role=\"alert\"") && h.contains("⚠ ZAPL left out &lt;b&gt;"), h);
        assertEquals(List.of("Correlation", "two lines", "at most", "local · as of 2026-08-03", "  n1", "warning: ZAPL left out <b>"),
                p.text().lines().toList());
    }
}
