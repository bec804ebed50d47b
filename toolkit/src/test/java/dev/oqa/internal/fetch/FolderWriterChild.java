package dev.oqa.internal.fetch;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.data.importer.DataImport;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

/**
 * A child JVM that writes into a data folder through the fetch's and the import's own write paths, over and over,
 * until it is killed (for the SIGKILL test) or for a set number of rounds (for the many-process lock test). Prints
 * {@code ready} once its first round is complete. The data are REAL (the bundled SPY closes and SPY 2023-09-14 chain);
 * the dates chains are filed under and the dividend re-adjustments of the closes are SYNTHETIC.
 *
 * <pre>FolderWriterChild fetch|import|chain DIR ROUNDS [UNDERLYING] [FILES...]</pre>
 */
public final class FolderWriterChild {
    private FolderWriterChild() {}

    public static void main(String[] args) {
        String mode = args[0];
        Path dir = Path.of(args[1]);
        long rounds = Long.parseLong(args[2]);
        FolderWrites writes = new FolderWrites(dir, Clock.fixed(Instant.parse("2023-09-20T21:00:00Z"), ZoneOffset.UTC));
        ChainSnapshot spy = mode.equals("import") ? null : SnapshotCatalog.of(DataSource.bundled()).load("SPY", LocalDate.of(2023, 9, 14));
        PriceSeries closes = PriceLoader.load(DataSource.bundled(), "SPY").between(LOAD_FROM, LocalDate.of(2023, 9, 14));
        for (long r = 0; r < rounds; r++) {
            switch (mode) {
                case "fetch" -> {
                    writes.chain(dated(spy, args.length > 3 ? args[3] : "SPY", LocalDate.of(2023, 9, 11 + (int) (r % 5))));
                    // each round a dividend 5 days before the end re-adjusts what is held by 0.995: a replaced file and a backup
                    PriceSeries held = writes.existing("SPY");
                    PriceSeries base = held == null ? closes : held;
                    double[] c = base.prices();
                    for (int i = 0; i < c.length - 5; i++) c[i] *= 0.995;
                    writes.prices(new DailyCloses("SPY", base.epochDays(), c, List.of()));
                }
                case "chain" -> writes.chain(dated(spy, args[3], LocalDate.of(2023, 9, 1).plusDays(r % 19)));
                case "import" -> DataImport.into(dir, false).replace(true).acceptMoves(true)
                        .run(java.util.Arrays.stream(args, 3, args.length).map(Path::of).toList());
                default -> throw new IllegalArgumentException(mode);
            }
            if (r == 0) { System.out.println("ready"); System.out.flush(); }
        }
    }

    /** Contracts per chain written: a fifth of the real chain, so a round is quick and a kill often lands mid-write. */
    static final int CONTRACTS = 1000;
    /** The first day of the closes written: five and a half years, so a round is quick. */
    static final LocalDate LOAD_FROM = LocalDate.of(2018, 1, 2);

    /** The chain's first {@link #CONTRACTS} contracts under another underlying and quote date. */
    static ChainSnapshot dated(ChainSnapshot c, String underlying, LocalDate day) {
        ChainSnapshot.Builder b = ChainSnapshot.builder(underlying, "fetched", day).spot(c.spot());
        for (int i = 0; i < Math.min(c.size(), CONTRACTS); i++) {
            String contract = c.contract(i);
            b.add(c.expiry(i), c.isCall(i), underlying.equals("SPY") ? contract : underlying + contract.substring(3), c.strike(i), c.last(i),
                    c.netChange(i), c.bid(i), c.ask(i), c.volume(i), c.iv(i), c.delta(i), c.gamma(i), c.openInterest(i));
        }
        return b.build();
    }
}
