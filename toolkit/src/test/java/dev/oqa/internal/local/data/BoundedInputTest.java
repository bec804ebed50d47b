package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.model.LocalDataException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bounds on a data file's bytes (SYNTHETIC streams made at run time, nothing kept on disk but a sparse file). */
class BoundedInputTest {
    @TempDir Path dir;

    /** {@code n} bytes of one letter, made as they are read. */
    private static InputStream letters(long n) {
        return new InputStream() {
            long left = n;

            @Override public int read() { return left-- > 0 ? 'a' : -1; }

            @Override public int read(byte[] b, int off, int len) {
                if (left <= 0) return -1;
                int k = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + k, (byte) 'a');
                left -= k;
                return k;
            }
        };
    }

    private static long drain(InputStream in) throws IOException {
        byte[] buf = new byte[1 << 16];
        long n = 0;
        for (int k; (k = in.read(buf)) > 0; ) n += k;
        return n;
    }

    /** {@code times} gzip members of {@code member} bytes of one letter. */
    private static InputStream gzipMembers(int member, int times) throws IOException {
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(one)) { letters(member).transferTo(g); }
        byte[] z = one.toByteArray();
        return new SequenceInputStream(Collections.enumeration(Collections.nCopies(times, z).stream()
                .map(b -> (InputStream) new java.io.ByteArrayInputStream(b)).toList()));
    }

    @Test void plainTextUpToTheBoundIsReadAndOneByteMoreIsRefused() throws IOException {
        assertEquals(DataLimits.MAX_TEXT_BYTES, drain(BoundedInput.of(letters(DataLimits.MAX_TEXT_BYTES), "x.csv", "x.csv")));
        var e = assertThrows(LocalDataException.class, () -> drain(BoundedInput.of(letters(DataLimits.MAX_TEXT_BYTES + 1), "x.csv", "x.csv")));
        assertTrue(e.getMessage().startsWith("x.csv holds more than 64 MiB of text, the most one data file may hold"), e.getMessage());
    }

    @Test void aLargeFileIsRefusedBeforeItIsRead() throws IOException {
        Path big = dir.resolve("big.csv");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) { f.setLength(500L << 20); } // sparse
        var e = assertThrows(LocalDataException.class, () -> BoundedInput.open(big, big.toString()));
        assertTrue(e.getMessage().startsWith(big + " holds more than 64 MiB of text"), e.getMessage());
    }

    @Test void aGzipBombIsRefusedByItsRatioAndRealCompressionPasses() throws IOException {
        // 1 GiB of one letter in 8 MiB members, about 1,000 times smaller: refused soon after the first MiB
        var e = assertThrows(LocalDataException.class, () -> drain(BoundedInput.of(gzipMembers(8 << 20, 128), "x.csv.gz", "x.csv.gz")));
        assertTrue(e.getMessage().startsWith("x.csv.gz inflates more than 100 times its compressed size"), e.getMessage());
        // a real chain compresses about 5 times: read whole
        byte[] chain;
        try (InputStream in = DataSource.bundled().open("options/SPX_2023-09-14.csv").orElseThrow()) { chain = in.readAllBytes(); }
        ByteArrayOutputStream z = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(z)) { g.write(chain); }
        Path gz = Files.write(dir.resolve("SPX.csv.gz"), z.toByteArray());
        try (InputStream in = BoundedInput.open(gz, gz.toString())) { assertEquals(chain.length, drain(in)); }
        assertEquals("quote_date", new String(chain, 0, 10, StandardCharsets.US_ASCII));
    }
}
