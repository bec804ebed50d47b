package dev.oqa.internal.local.data;

import java.io.Writer;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Option-chain files outside a data source: reading one file in either accepted format (the normalised long
 * form or Cboe's quote-table download), and writing a chain in the normalised long form, the layout of
 * {@code options/<UNDERLYING>_<YYYY-MM-DD>.csv}. Used by the importer and the chain archive.
 */
public final class ChainFiles {
    private ChainFiles() {}

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
        return SnapshotCatalog.sniff(dir, rel).map(r -> SnapshotCatalog.read(dir, r));
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
    public static void write(ChainSnapshot chain, Writer out) {
        Csv.Out csv = Csv.write(out).row(ChainCsvReader.COLUMNS);
        String quote = chain.quoteDate().toString(), und = chain.underlying(), spot = num(chain.spot());
        for (int i = 0; i < chain.size(); i++) {
            csv.number(quote).text(und).number(spot).number(chain.expiry(i).toString()).text(chain.isCall(i) ? "C" : "P")
                    .text(chain.contract(i)).number(num(chain.strike(i))).number(num(chain.last(i))).number(num(chain.netChange(i)))
                    .number(num(chain.bid(i))).number(num(chain.ask(i))).number(num(chain.volume(i))).number(num(chain.iv(i)))
                    .number(num(chain.delta(i))).number(num(chain.gamma(i))).number(num(chain.openInterest(i))).end();
        }
        csv.flush();
    }

    private static String num(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) return "";
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return Double.toString(v);
    }
}
