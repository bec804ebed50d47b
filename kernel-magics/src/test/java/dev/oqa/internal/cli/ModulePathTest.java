package dev.oqa.internal.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The module descriptors against the real runtime jars. The other tests run on the class path (as the kernel and
 * bin/oqa do, where descriptors are ignored), so this is where a wrong {@code requires}, {@code exports},
 * {@code opens} or {@code uses} shows: the magics module is resolved from the runtime class path that Maven wrote
 * ({@code target/runtime-classpath.txt}, the same jars as {@code target/lib}) plus this build's classes, and the
 * command line is started on that module path.
 *
 * <p>Two child JVMs, kept one per command (issue 33: no more JVMs than isolation needs): each is the launcher's own
 * start of the magics module ({@code --module dev.oqa.magics/...Main}), the start whose descriptors this class checks,
 * and {@code Main.main} ends its JVM after one command. Running both commands in one child would need a test main on
 * that module path: another module in the graph under test and an {@code --add-exports} of the command line's package,
 * which is not the start a user's module path gets.
 */
class ModulePathTest {
    private static final String MAGICS = "dev.oqa.magics", TOOLKIT = "dev.oqa.toolkit";

    @TempDir Path home;

    /** This build's classes (an exploded module) first, then every runtime dependency, the toolkit among them. */
    static List<Path> modulePath() throws Exception {
        Path file = Path.of("target", "runtime-classpath.txt");
        assertTrue(Files.isRegularFile(file), file + " is written by maven-dependency-plugin (build-classpath); run through Maven");
        List<Path> path = new ArrayList<>();
        path.add(Path.of("target", "classes").toAbsolutePath());
        for (String e : Files.readString(file, StandardCharsets.UTF_8).trim().split(File.pathSeparator))
            if (!e.isBlank()) path.add(Path.of(e));
        return path;
    }

    @Test void theDescriptorsResolveAgainstTheRuntimeJars() throws Exception {
        ModuleFinder finder = ModuleFinder.of(modulePath().toArray(Path[]::new));
        // Throws FindException naming the module when a 'requires' has no jar, ResolutionException on a split package.
        Configuration cf = Configuration.resolveAndBind(ModuleFinder.of(), List.of(ModuleLayer.boot().configuration()),
                finder, Set.of(MAGICS));
        Set<String> names = cf.modules().stream().map(ResolvedModule::name).collect(Collectors.toSet());
        assertTrue(names.containsAll(Set.of(MAGICS, TOOLKIT, "tablesaw.core", "okhttp3", "org.slf4j")), names.toString());
        assertFalse(names.contains("jjava.distro"), "JJava is the kernel's, 'requires static': " + names);
        var toolkit = cf.findModule(TOOLKIT).orElseThrow().reference().descriptor();
        assertEquals(Set.of("dev.oqa", "dev.oqa.model", "dev.oqa.model.data", "dev.oqa.query", "dev.oqa.result"),
                toolkit.exports().stream().filter(e -> !e.isQualified()).map(e -> e.source()).collect(Collectors.toSet()),
                "the toolkit's public packages");
        assertTrue(toolkit.exports().stream().filter(e -> e.isQualified()).allMatch(e -> e.targets().equals(Set.of(MAGICS))),
                "inner packages are exported to the magics only");
    }

    /**
     * The command line on the module path, in a child JVM: an options answer with its chart and a quant answer (whose
     * records Jackson writes by reflection, through the descriptor's {@code opens}).
     */
    @Test void theCommandLineRunsOnTheModulePath() throws Exception {
        String mp = modulePath().stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
        for (List<String> args : List.of(List.of("gex", "SPY", "--local"), List.of("risk", "NVDA", "--local"))) {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1", "-Doqa.home=" + home, "--module-path", mp, "--module", MAGICS + "/dev.oqa.internal.cli.Main"));
            cmd.addAll(args);
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
            Stream.of("OQA_API_KEY", "OQA_BASE_URL", "OQA_ARCHIVE").forEach(pb.environment()::remove);
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
            assertEquals(0, p.exitValue(), String.join(" ", args) + " on the module path:\n" + out);
            assertFalse(out.contains("Exception"), out);
            assertTrue(out.contains(args.get(1) + (args.get(0).equals("gex") ? " gamma exposure by strike" : " risk summary")), out);
        }
    }
}
