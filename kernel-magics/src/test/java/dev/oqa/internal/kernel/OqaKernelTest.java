package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import dev.oqa.internal.magics.MagicFailure;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.dflib.jjava.jupyter.kernel.magic.LineMagic;
import org.dflib.jjava.kernel.execution.EvaluationInterruptedException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The kernel with a real JShell (JJava's in-process execution), no extensions, and stand-in magics under OQA's names
 * ({@code %gex} returns its words, {@code %risk block} waits until interrupted): which cells skip JShell, what JShell
 * still does, the interrupt, and the one-line error for a magic that does not exist.
 */
class OqaKernelTest {
    static OqaKernel kernel;
    static final CountDownLatch BLOCKING = new CountDownLatch(1);

    @BeforeAll static void start() {
        LineMagic<Object, BaseKernel> gex = (k, args) -> "gex " + String.join(" ", args);
        LineMagic<Object, BaseKernel> risk = (k, args) -> {
            BLOCKING.countDown();
            new CountDownLatch(1).await(); // until the interrupt
            return "not interrupted";
        };
        LineMagic<Object, BaseKernel> corr = (k, args) -> {
            if (args.isEmpty()) throw new MagicFailure("%corr: takes two tickers or more");
            return "corr " + String.join(" ", args);
        };
        kernel = OqaKernelMain.builder(KernelEnv.read(Map.of("JJAVA_LOAD_EXTENSIONS", "0")))
                .lineMagic("gex", gex).lineMagic("risk", risk).lineMagic("corr", corr).build();
        kernel.onStartup();
    }

    @AfterAll static void stop() {
        kernel.onShutdown(false);
    }

    static Object run(String code) {
        return kernel.evalBuilder(code).resolveMagics().eval();
    }

    static long snippets() {
        return kernel.getJShell().snippets().count();
    }

    @Test void aCellOfMagicsIsAnsweredWithoutJShell() {
        long before = snippets();
        assertEquals("gex QQQ", run("%gex SPY\n%gex QQQ"), "each line in order; the last one's value");
        DisplayData shown = kernel.evalBuilder("%gex SPY --local").resolveMagics().renderResults().eval();
        assertEquals("gex SPY --local", shown.getData(MIMEType.TEXT_PLAIN), "rendered as JJava renders a value");
        assertEquals(before, snippets(), "JShell compiled nothing");
    }

    @Test void javaAndMagicsInJavaStillGoToJShell() {
        long before = snippets();
        run("Object r = %gex SPY");
        assertEquals("gex SPY", run("r"), "the variable a magic was assigned to");
        assertEquals(41, run("40 + 1"));
        assertEquals(41, run(lastTemporaryVariable()), "JShell's $N of the last expression");
        assertEquals("gex NVDA", run("%gex NVDA\n"));
        assertTrue(snippets() > before);
        assertEquals("gex time", run("%gex time"), "a magic line of ours, even with a JJava magic's name as a word");
    }

    private static String lastTemporaryVariable() {
        return kernel.getJShell().variables().map(v -> v.name()).filter(n -> n.startsWith("$")).reduce((a, b) -> b).orElseThrow();
    }

    @Test void anUnknownMagicIsOneLineOnEitherPath() {
        RuntimeException direct = assertThrows(RuntimeException.class, () -> run("%gexx SPY"));
        assertEquals(List.of("%gexx is not a magic; did you mean %gex?"), kernel.formatError(direct));
        RuntimeException inJava = assertThrows(RuntimeException.class, () -> run("Object o = %gexx SPY"));
        assertEquals(List.of("%gexx is not a magic; did you mean %gex?"), kernel.formatError(inJava));
        RuntimeException other = assertThrows(RuntimeException.class, () -> run("Object o = null; o.hashCode()"));
        assertTrue(kernel.formatError(other).size() > 1, "any other error keeps JJava's wording");
    }

    @Test @Timeout(60) void anInterruptStopsAMagicCell() throws Exception {
        CompletableFuture<Object> cell = CompletableFuture.supplyAsync(() -> run("%risk block"));
        BLOCKING.await();
        kernel.interrupt();
        ExecutionException e = assertThrows(ExecutionException.class, cell::get);
        assertTrue(e.getCause() instanceof EvaluationInterruptedException, e.getCause().toString());
        assertEquals("gex SPY", run("%gex SPY"), "the next cell runs");
    }

    @Test void nothingIsAskedOutsideACellThatAllowsInput() {
        assertEquals(Optional.empty(), kernel.ask("key: "));
    }

    @Test void tabAndShiftTabKnowTheMagics() {
        assertEquals(List.of("gex"), kernel.complete("%ge", 3).getReplacements());
        assertTrue(kernel.complete("%gex SPY --", 11).getReplacements().contains("--basis"));
        assertTrue(kernel.complete("Syst", 4).getReplacements().stream().anyMatch(s -> s.startsWith("System")), "Java: JShell's");
        DisplayData help = kernel.inspect("%gex SPY", 1, false);
        assertTrue(String.valueOf(help.getData(MIMEType.TEXT_PLAIN)).contains("usage: oqa gex"));
        assertNull(kernel.inspect("%nothing", 1, false), "not a magic of ours, and JShell has nothing on it either");
    }

    @Test void aMagicThatFailsInJavaFailsTheCellWithOneLineAndLeavesNoVariable() {
        RuntimeException e = assertThrows(RuntimeException.class, () -> kernel.evalBuilder("Object failed = %corr").resolveMagics().renderResults().eval());
        assertEquals(List.of("%corr: takes two tickers or more"), kernel.formatError(e));
        RuntimeException next = assertThrows(RuntimeException.class, () -> run("failed"));
        assertTrue(String.join("\n", kernel.formatError(next)).contains("cannot find symbol"), "no null variable for the next cell: " + kernel.formatError(next));
        run("Object kept = %corr A B // two tickers");
        assertEquals("corr A B", run("kept"), "a comment after a magic in Java is Java's");
    }

    @Test void commentsAfterAMagicLineAreJavas() {
        long before = snippets();
        assertEquals("gex SPY", run("%gex SPY   // chart, table and provenance line"));
        assertEquals("gex SPY --local", run("// a comment line\n%gex SPY /* the bundled snapshot */ --local"));
        assertEquals(before, snippets(), "still a cell of magics, answered without JShell");
    }

    @Test void javaNamesAreInspectedWithTheCursorAfterThem() {
        for (String code : List.of("System", "Math.max", "Math.max(1, 2)")) {
            DisplayData d = kernel.inspect(code, code.indexOf('(') < 0 ? code.length() : code.indexOf('('), false);
            assertTrue(d != null && !String.valueOf(d.getData(MIMEType.TEXT_PLAIN)).isBlank(), code);
        }
        assertTrue(String.valueOf(kernel.inspect("Math.max", 8, false).getData(MIMEType.TEXT_PLAIN)).contains("max(int"));
        assertNull(kernel.inspect("1 + ", 4, false), "no name at the cursor");
    }

    @Test void aHelpCellShowsTheHelpAsItsValueWithoutAPager() {
        DisplayData d = kernel.evalBuilder("Math.max?").resolveMagics().renderResults().eval();
        assertTrue(String.valueOf(d.getData(MIMEType.TEXT_PLAIN)).contains("Math.max("), String.valueOf(d.getData(MIMEType.TEXT_PLAIN)));
        DisplayData magic = kernel.evalBuilder("%gex?").resolveMagics().renderResults().eval();
        assertTrue(String.valueOf(magic.getData(MIMEType.TEXT_PLAIN)).contains("usage: oqa gex"));
    }
}
