package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import jdk.jshell.Snippet;
import org.junit.jupiter.api.Test;

/** The kernel's own start-up in a real JShell: it compiles, and a cell then calls clearOutput() as IPython's. */
class StartupSnippetsTest {
    @Test void theStartUpCompilesAndACellCallsClearOutputBothWays() {
        OqaKernel k = OqaKernelMain.builder(KernelEnv.read(Map.of("JJAVA_LOAD_EXTENSIONS", "0"))).build();
        k.onStartup();
        try {
            k.evalBuilder(OqaKernelMain.STARTUP).resolveMagics().eval();
            assertTrue(k.getJShell().snippets().allMatch(s -> k.getJShell().status(s) == Snippet.Status.VALID),
                    "every start-up snippet is valid");
            // Outside an execute request there is no cell output to clear: the calls resolve and do nothing.
            k.evalBuilder("clearOutput(); clearOutput(true);").resolveMagics().eval();
            assertEquals("dev.oqa.model.Period", k.evalBuilder("Period.class.getName()").resolveMagics().eval());
        } finally {
            k.onShutdown(false);
        }
    }
}
