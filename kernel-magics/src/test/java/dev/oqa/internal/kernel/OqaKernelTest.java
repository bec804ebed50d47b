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
        kernel = OqaKernelMain.builder(KernelEnv.read(Map.of("JJAVA_LOAD_EXTENSIONS", "0")))
                .lineMagic("gex", gex).lineMagic("risk", risk).build();
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
}
