package dev.oqa.internal.local.data;

import dev.oqa.model.LocalDataException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * A data file's text with the size and inflation bounds of {@link DataLimits} applied as it is read: plain or
 * gzip-compressed (by name), it stops with a {@link LocalDataException} naming the file once it passes
 * {@link DataLimits#MAX_TEXT_BYTES} or inflates more than {@link DataLimits#MAX_INFLATION_RATIO} times.
 */
public final class BoundedInput extends FilterInputStream {
    private final String where; // null for the compressed bytes under the inflater: counted, not bounded
    private final BoundedInput compressed; // counts the compressed bytes the inflater has taken; null for a plain file
    private long count;

    private BoundedInput(InputStream in, BoundedInput compressed, String where) {
        super(in);
        this.compressed = compressed;
        this.where = where;
    }

    /**
     * The text of {@code raw}, gunzipped when {@code name} ends in {@code .gz}.
     *
     * @param where the file as messages name it
     */
    public static InputStream of(InputStream raw, String name, String where) throws IOException {
        if (!name.endsWith(".gz")) return new BoundedInput(raw, null, where);
        BoundedInput c = new BoundedInput(raw, null, null);
        return new BoundedInput(new GZIPInputStream(c, 1 << 16), c, where);
    }

    /** Opens {@code file}; a file already larger than the bound is refused before a byte is read. */
    public static InputStream open(Path file, String where) throws IOException {
        if (Files.size(file) > DataLimits.MAX_TEXT_BYTES) throw tooLarge(where);
        return of(Files.newInputStream(file), file.getFileName().toString(), where);
    }

    @Override public int read() throws IOException {
        int b = super.read();
        if (b >= 0) count(1);
        return b;
    }

    @Override public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) count(n);
        return n;
    }

    @Override public long skip(long n) throws IOException {
        long s = super.skip(n);
        if (s > 0) count(s);
        return s;
    }

    private void count(long n) {
        count += n;
        if (where == null) return;
        if (count > DataLimits.MAX_TEXT_BYTES) throw tooLarge(where);
        if (compressed != null && count > DataLimits.INFLATION_FLOOR && count > DataLimits.MAX_INFLATION_RATIO * compressed.count)
            throw new LocalDataException(where + " inflates more than " + DataLimits.MAX_INFLATION_RATIO + " times its compressed size ("
                    + mib(compressed.count) + " to more than " + mib(count) + "); real data compresses under 10 times, so this is not"
                    + " read (limits: docs/DATA.md)");
    }

    private static LocalDataException tooLarge(String where) {
        return new LocalDataException(where + " holds more than " + mib(DataLimits.MAX_TEXT_BYTES) + " of text, the most one data file"
                + " may hold: an option chain of one underlying and day is a few MB, a price history under 1 MB; split the file"
                + " per underlying and day (limits: docs/DATA.md)");
    }

    private static String mib(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : bytes + " bytes";
    }
}
