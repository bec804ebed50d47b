package dev.oqa.internal.cache;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.testserver.ChildJvm;
import dev.oqa.testserver.Fixtures;
import dev.oqa.testserver.TestServer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two JVMs sharing one OQA home never spend more than the daily quota between them.
 *
 * <p>Two child JVMs, by design (issue 33: no more JVMs than isolation needs): the ledger's guard between processes
 * is an operating-system file lock, which threads of one JVM never contend for (they meet the ledger's in-JVM lock
 * first; the fault matrix's concurrent row covers that), so the two spenders must be two processes running at once.
 */
class TwoProcessQuotaTest {
    @TempDir Path home;

    static Process spawn(Class<?> main, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", ChildJvm.classPath(), main.getName()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectErrorStream(true).start();
    }

    @Test void twoKernelsTogetherStayWithinTenADay() throws Exception {
        try (TestServer server = Fixtures.server().quota(1000, 1000)) {
            Process a = spawn(QuotaChild.class, server.baseUrl(), Fixtures.KEY, home.toString(), "8");
            Process b = spawn(QuotaChild.class, server.baseUrl(), Fixtures.KEY, home.toString(), "8");
            int sent = 0, refused = 0;
            for (Process p : List.of(a, b)) {
                assertTrue(p.waitFor(120, TimeUnit.SECONDS), "child finished");
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
                assertEquals(0, p.exitValue(), out);
                String last = out.lines().reduce((x, y) -> y).orElse("");
                assertTrue(last.matches("sent=\\d+ refused=\\d+"), out);
                sent += Integer.parseInt(last.replaceAll("sent=(\\d+) .*", "$1"));
                refused += Integer.parseInt(last.replaceAll(".*refused=(\\d+)", "$1"));
            }
            assertEquals(10, sent, "exactly the daily quota was spent");
            assertEquals(6, refused);
            assertEquals(10, server.requestCount(), "refused requests never reached the server");
        }
    }
}
