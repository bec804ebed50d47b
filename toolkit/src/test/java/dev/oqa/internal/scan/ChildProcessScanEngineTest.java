package dev.oqa.internal.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.LocalDataException;
import dev.oqa.model.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kernel's Spark engine against a fake bin/oqa: a script that says progress on stderr and prints known JSON rows. */
class ChildProcessScanEngineTest {
    @TempDir Path tmp;

    private Path script(String body) throws IOException {
        Path s = tmp.resolve("fake-oqa");
        Files.writeString(s, "#!/bin/sh\necho \"$@\" > '" + tmp.resolve("args") + "'\n" + body);
        Files.setPosixFilePermissions(s, PosixFilePermissions.fromString("rwx------"));
        return s;
    }

    @Test void rowsProgressAndTheCommandLine() throws IOException {
        Path s = script("""
                echo 'oqa: scan 1/2 · 1 failed · 0.4 s' >&2
                echo 'oqa: scan 2/2 · 1 failed · 0.9 s' >&2
                echo 'scan gex over /d · 2 snapshots, 1 failed' >&2
                cat <<'JSON'
                [ {"underlying":"BAD","as_of":"2031-05-05","file":"options/BAD_2031-05-05.parquet","spot":null,"zero_gamma":null,
                   "call_wall":null,"put_wall":null,"abs_wall":null,"net_gex":null,"gamma_regime":null,"error":"not a Parquet file"},
                  {"underlying":"SPY","as_of":"2023-09-14","file":"options/SPY_2023-09-14.parquet","spot":450.36,"zero_gamma":447.125,
                   "call_wall":455.0,"put_wall":440.0,"abs_wall":450.0,"net_gex":-1.5e9,"gamma_regime":"positive","error":null} ]
                JSON
                """);
        List<int[]> heard = new ArrayList<>();
        ScanResult r = new ChildProcessScanEngine(List.of(s.toString()))
                .run(new ScanJob(ScanAnalytic.GEX, "/d", "local[2]"), (d, t, f, row) -> heard.add(new int[] {d, t, f}));
        assertEquals("scan gex --engine spark --format json --data /d --master local[2]", Files.readString(tmp.resolve("args")).strip());
        assertEquals(List.of("1/2/1", "2/2/1"), heard.stream().map(h -> h[0] + "/" + h[1] + "/" + h[2]).toList());
        assertEquals("spark", r.engine());
        assertEquals(2, r.rows().size());
        assertEquals(Arrays.asList("BAD", LocalDate.of(2031, 5, 5), "options/BAD_2031-05-05.parquet", null, null, null, null, null, null,
                null, "not a Parquet file"), r.rows().get(0).values());
        assertEquals(new ScanRow(ScanAnalytic.GEX, Arrays.asList("SPY", LocalDate.of(2023, 9, 14), "options/SPY_2023-09-14.parquet",
                450.36, 447.125, 455.0, 440.0, 450.0, -1.5e9, "positive", null)), r.rows().get(1));
        assertTrue(r.summary().contains("2 snapshots, 1 failed"), r.summary());
    }

    @Test void theChildsErrorIsTheMessageAndItsExitCodeTheKind() throws IOException {
        Path s = script("echo 'oqa: no option snapshots in /d/options' >&2\nexit 5\n");
        var e = assertThrows(LocalDataException.class,
                () -> new ChildProcessScanEngine(List.of(s.toString())).run(ScanJob.of(ScanAnalytic.GEX, "/d"), ScanListener.NONE));
        assertTrue(e.getMessage().contains("exited with 5: oqa: no option snapshots in /d/options"), e.getMessage());
        Path u = script("echo 'oqa: --master is a Spark master URL' >&2\nexit 2\n");
        assertThrows(UsageException.class,
                () -> new ChildProcessScanEngine(List.of(u.toString())).run(ScanJob.of(ScanAnalytic.GEX, null), ScanListener.NONE));
    }

    @Test void outputThatIsNotRowsIsADataError() throws IOException {
        Path s = script("echo 'Picked up JAVA_TOOL_OPTIONS'\n");
        var e = assertThrows(LocalDataException.class,
                () -> new ChildProcessScanEngine(List.of(s.toString())).run(ScanJob.of(ScanAnalytic.GEX, null), ScanListener.NONE));
        assertTrue(e.getMessage().startsWith("the Spark scan's output is not"), e.getMessage());
        Path t = script("echo '[{\"underlying\":\"SPY\",\"as_of\":\"2023-09-14\",\"spot\":\"high\"}]'\n");
        var f = assertThrows(LocalDataException.class,
                () -> new ChildProcessScanEngine(List.of(t.toString())).run(ScanJob.of(ScanAnalytic.GEX, null), ScanListener.NONE));
        assertTrue(f.getMessage().contains("row 1 has a bad spot"), f.getMessage());
    }

    @Test void aLauncherThatCannotStartIsSaid() {
        var e = assertThrows(LocalDataException.class, () -> new ChildProcessScanEngine(List.of(tmp.resolve("nope").toString()))
                .run(ScanJob.of(ScanAnalytic.GEX, null), ScanListener.NONE));
        assertTrue(e.getMessage().startsWith("cannot start " + tmp.resolve("nope")), e.getMessage());
    }
}
