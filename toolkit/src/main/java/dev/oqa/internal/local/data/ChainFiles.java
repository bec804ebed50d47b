package dev.oqa.internal.local.data;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Optional;

/**
 * Option-chain files outside a data source: reading one file in either accepted format (the normalised long
 * form or Cboe's quote-table download), and writing a chain in the normalised long form, the layout of
 * {@code options/<UNDERLYING>_<YYYY-MM-DD>.csv}. Used by the importer and the chain archive.
 */
public final class ChainFiles {
    private ChainFiles() {}

    /** The normalised header, in order. */
    public static String header() { return String.join(",", ChainCsvReader.COLUMNS); }

    /**
     * Reads {@code file} when its content is an option chain; empty when it is not one of the two formats.
     * A file that looks like a chain but is broken fails with a {@link dev.oqa.model.LocalDataException}
     * naming the file and the line.
     */
    public static Optional<ChainSnapshot> read(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        DataSource dir = DataSource.folder(abs.getParent());
        String name = abs.getFileName().toString();
        String rel = name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        Optional<SnapshotRef> ref = SnapshotCatalog.sniffFile(dir, rel);
        return ref.map(r -> SnapshotCatalog.read(dir, r));
    }

    /** The snapshot time a Cboe download states (e.g. {@code 2023-09-14T16:31 EDT}), when the chain came from one. */
    public static Optional<String> snapshotTime(ChainSnapshot chain) {
        String label = chain.asOfLabel();
        int cut = label.indexOf(" (");
        String time = cut > 0 ? label.substring(0, cut) : label;
        return time.length() > 10 && time.charAt(10) == 'T' ? Optional.of(time) : Optional.empty();
    }

    /**
     * Writes {@code chain} in the normalised long form: one row per contract in the builder's order, numbers as
     * Java writes doubles (exact round trip), blank where missing, {@code type} C or P.
     */
    public static void write(ChainSnapshot chain, Writer out) throws IOException {
        out.write(header());
        out.write('\n');
        String quote = chain.quoteDate().toString(), und = chain.underlying(), spot = num(chain.spot());
        StringBuilder sb = new StringBuilder(160);
        for (int i = 0; i < chain.size(); i++) {
            sb.setLength(0);
            String c = chain.contract(i);
            sb.append(quote).append(',').append(und).append(',').append(spot).append(',').append(chain.expiry(i)).append(',')
                    .append(chain.isCall(i) ? 'C' : 'P').append(',').append(c == null ? "" : c.replace(",", "")).append(',')
                    .append(num(chain.strike(i))).append(',').append(num(chain.last(i))).append(',').append(num(chain.netChange(i))).append(',')
                    .append(num(chain.bid(i))).append(',').append(num(chain.ask(i))).append(',').append(num(chain.volume(i))).append(',')
                    .append(num(chain.iv(i))).append(',').append(num(chain.delta(i))).append(',').append(num(chain.gamma(i))).append(',')
                    .append(num(chain.openInterest(i))).append('\n');
            out.append(sb);
        }
    }

    /** {@code options/<UNDERLYING>_<DATE>.csv}, the relative path of a snapshot. */
    public static String path(String underlying, LocalDate quoteDate) { return "options/" + underlying + "_" + quoteDate + ".csv"; }

    private static String num(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) return "";
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return Double.toString(v);
    }
}
