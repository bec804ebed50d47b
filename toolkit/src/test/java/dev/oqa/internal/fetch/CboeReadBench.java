package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.ChainSnapshot;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * Cboe's delayed-quotes answer for SPX read into a chain snapshot ({@link CboeChainReader}), timed in one process: the
 * bytes are built once, then read {@code rounds} times after as many warm-up reads. The contracts are REAL (the bundled
 * SPX 2023-09-14 snapshot, 20,500 contracts of ~420 bytes each in Cboe's layout, KeylessFormats). Prints the median,
 * min and max in milliseconds, and the rows read.
 *
 * <pre>java -cp toolkit/target/classes:toolkit/target/test-classes:$(deps) dev.oqa.internal.fetch.CboeReadBench [rounds]</pre>
 */
public final class CboeReadBench {
    private CboeReadBench() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        var quotes = KeylessFormats.realBundled("SPX_2023-09-14", "2023-09-14T15:59:00");
        byte[] body = KeylessFormats.cboeChain("_SPX", "2023-09-15 00:43:14", "2023-09-14T16:15:00", 4505.10, quotes)
                .getBytes(StandardCharsets.UTF_8);
        Instant fetched = Instant.parse("2023-09-15T00:45:00Z");
        long[] ms = new long[rounds];
        int rows = 0;
        for (int r = -rounds; r < rounds; r++) {
            long t0 = System.nanoTime();
            ChainSnapshot s = CboeChainReader.read(new ByteArrayInputStream(body), "SPX", "bench/_SPX.json", fetched);
            long t1 = System.nanoTime();
            rows = s.size();
            if (r >= 0) ms[r] = t1 - t0;
        }
        Arrays.sort(ms);
        System.out.printf("Cboe SPX answer, %.1f MB, %d rows: median %.1f ms, min %.1f, max %.1f (%d reads)%n",
                body.length / 1e6, rows, ms[rounds / 2] / 1e6, ms[0] / 1e6, ms[rounds - 1] / 1e6, rounds);
    }
}
