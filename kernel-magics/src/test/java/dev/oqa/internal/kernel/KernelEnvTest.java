package dev.oqa.internal.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JJAVA_* variables, read as JJava's own launcher reads them. */
class KernelEnvTest {
    @TempDir Path dir;

    @Test void nothingSetMeansJJavasDefaults() {
        KernelEnv env = KernelEnv.read(Map.of());
        assertEquals(List.of(), env.compilerOptions());
        assertEquals(-1, env.timeout());
        assertNull(env.classpath());
        assertEquals(List.of(), env.startupSnippets());
        assertTrue(env.extensionsEnabled());
    }

    @Test void aTimeoutIsMillisecondsOrACountWithAUnit() {
        assertEquals(60_000, KernelEnv.read(Map.of("JJAVA_TIMEOUT", "60000")).timeout());
        KernelEnv e = KernelEnv.read(Map.of("JJAVA_TIMEOUT", "90 seconds"));
        assertEquals(90, e.timeout());
        assertEquals(TimeUnit.SECONDS, e.timeoutUnit());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> KernelEnv.read(Map.of("JJAVA_TIMEOUT", "30s")));
        assertEquals("JJAVA_TIMEOUT is '30s'; accepted: milliseconds (60000), or a count and a TimeUnit name (60 SECONDS,"
                + " 5 MINUTES); -1 or unset for no limit", bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> KernelEnv.read(Map.of("JJAVA_TIMEOUT", "soon")));
    }

    @Test void compilerOptionsSplitOnBlanksWithQuotes() {
        assertEquals(List.of("--enable-preview", "--release", "25"), KernelEnv.read(Map.of("JJAVA_COMPILER_OPTS", " --enable-preview  --release 25 ")).compilerOptions());
        assertEquals(List.of("-Xlint:all", "a b", "c\"d", ""), KernelEnv.split("-Xlint:all \"a b\" c\\\"d \"\""));
    }

    @Test void extensionsAreOffOnlyWhenSaidSo() {
        for (String off : List.of("0", "false", "FALSE", " ")) assertFalse(KernelEnv.read(Map.of("JJAVA_LOAD_EXTENSIONS", off)).extensionsEnabled(), off);
        for (String on : List.of("1", "true", "yes")) assertTrue(KernelEnv.read(Map.of("JJAVA_LOAD_EXTENSIONS", on)).extensionsEnabled(), on);
    }

    @Test void startupScriptsRunBeforeTheInlineOne() throws Exception {
        Files.writeString(dir.resolve("a.jsh"), "int a = 1;");
        Files.writeString(dir.resolve("b.jsh"), "int b = 2;");
        Files.createDirectory(dir.resolve("c.jsh")); // not a file: skipped, as JJava skips it
        KernelEnv env = KernelEnv.read(Map.of("JJAVA_STARTUP_SCRIPTS_PATH", dir + "/*.jsh", "JJAVA_STARTUP_SCRIPT", "int c = 3;",
                "JJAVA_CLASSPATH", "/x/lib/*"));
        assertEquals(List.of("int a = 1;", "int b = 2;", "int c = 3;"), env.startupSnippets().stream().sorted().toList());
        assertEquals("int c = 3;", env.startupSnippets().get(2), "the inline script last");
        assertEquals("/x/lib/*", env.classpath());
    }
}
