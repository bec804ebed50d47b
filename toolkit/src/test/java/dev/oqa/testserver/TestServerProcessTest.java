package dev.oqa.testserver;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.Oqa;
import dev.oqa.model.QuotaLimits;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.model.Mode;
import dev.oqa.model.Answer;
import dev.oqa.model.Source;
import dev.oqa.model.data.PingData;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server started as a separate process, as scripts do; its own per-key quota answers 429.
 *
 * <p>One child JVM, and it needs it (issue 33: no more JVMs than isolation needs): what is under test is
 * {@link TestServer}'s {@code main} as the scripts start it, a process that prints its address and serves over
 * loopback until it is stopped; in-process the same server is {@link TestServerTest}'s.
 */
class TestServerProcessTest {
    @TempDir Path home;

    @Test void mainServesOverLoopbackAndEnforcesItsQuota() throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", ChildJvm.classPath(), TestServer.class.getName(),
                "--port", "0", "--keys", Fixtures.KEY, "--per-day", "2"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertNotNull(line, "server printed its address");
            String url = line.replaceAll(".*listening on (http://\\S+).*", "$1");
            assertTrue(url.startsWith("http://127.0.0.1:"), line);
            Oqa oqa = Oqa.builder().mode(Mode.AUTO).baseUrl(url).apiKey(Fixtures.KEY).home(home).env(Map.of())
                    .quotaLimits(QuotaLimits.documented().perDay(50)).build();
            assertEquals(Source.REMOTE, oqa.ping().answer().provenance().source());
            assertEquals(Source.REMOTE, oqa.ping().answer().provenance().source());
            Answer<PingData> third = oqa.ping().answer();
            assertEquals(Source.LOCAL, third.provenance().source(), "the server's 429 sends auto mode to the local engine");
            assertTrue(third.provenance().line().contains("quota_exceeded"), third.provenance().line());
            assertEquals(Source.LOCAL, oqa.ping().answer().provenance().source());
            assertEquals(3, oqa.status().usedToday(), "after the server's refusal nothing more was sent");
        } finally {
            p.destroy();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
