package dev.oqa.internal.local.data;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One option-chain snapshot, stored column-wise in primitive arrays (a 21,000-contract SPX chain is a few
 * dozen arrays, scanned many times per notebook cell). Immutable: arrays are never exposed for writing;
 * accessors take a row index. Missing numbers are {@code NaN}.
 *
 * <p>Two dates: the {@link #quoteDate() quote date} is the trading session the quotes belong to (the file
 * name's date); the {@link #valuationDate() valuation date} is the calendar day the snapshot was taken,
 * later for weekend snapshots (e.g. SPX_2024-01-05 taken on Sunday 2024-01-07). Time to expiry is
 * counted from the valuation date, as Perfiliev's GEX script counts it from the file's own "Date:" line.
 */
public final class ChainSnapshot {
    private final String underlying;
    private final String file;
    private final LocalDate quoteDate;
    private final LocalDate valuationDate;
    private final String asOfLabel;
    private final double spot;
    private final int size;
    private final int[] expiry;          // epoch day
    private final boolean[] call;
    private final double[][] cols;       // in ChainRowChecks.COLUMNS order: strike, last, net_change, bid, ask, ...
    private final String[] contract;
    private final List<LocalDate> expirations;
    private final List<String> notes;

    private ChainSnapshot(Builder b) {
        underlying = Objects.requireNonNull(b.underlying, "underlying");
        file = Objects.requireNonNull(b.file, "file");
        quoteDate = Objects.requireNonNull(b.quoteDate, "quoteDate");
        valuationDate = b.valuationDate == null ? b.quoteDate : b.valuationDate;
        asOfLabel = b.asOfLabel == null ? quoteDate + " (" + underlying + " snapshot, time not stated)" : b.asOfLabel;
        spot = b.spot;
        size = b.n;
        expiry = Arrays.copyOf(b.expiry, size);
        call = Arrays.copyOf(b.call, size);
        cols = Arrays.stream(b.cols).map(c -> Arrays.copyOf(c, size)).toArray(double[][]::new);
        contract = Arrays.copyOf(b.contract, size);
        expirations = Arrays.stream(expiry).distinct().sorted().mapToObj(LocalDate::ofEpochDay).toList();
        notes = List.copyOf(b.notes);
    }

    public static Builder builder(String underlying, String file, LocalDate quoteDate) {
        return new Builder(underlying, file, quoteDate);
    }

    public String underlying() { return underlying; }
    /** The file it was read from, for messages. */
    public String file() { return file; }
    public LocalDate quoteDate() { return quoteDate; }
    public LocalDate valuationDate() { return valuationDate; }
    /** Snapshot time for the provenance line, e.g. {@code 2023-09-14T16:31 EDT (SPY snapshot)}. */
    public String asOfLabel() { return asOfLabel; }
    /** Underlying price stated in the file, or NaN when the source has none (SPXW_2025-09-03). */
    public double spot() { return spot; }
    public int size() { return size; }
    /** Distinct expirations, ascending, including any already expired at the valuation date. */
    public List<LocalDate> expirations() { return expirations; }

    public int expiryEpochDay(int i) { return expiry[i]; }
    public LocalDate expiry(int i) { return LocalDate.ofEpochDay(expiry[i]); }
    public boolean isCall(int i) { return call[i]; }
    public double strike(int i) { return cols[0][i]; }
    public double last(int i) { return cols[1][i]; }
    public double netChange(int i) { return cols[2][i]; }
    public double bid(int i) { return cols[3][i]; }
    public double ask(int i) { return cols[4][i]; }
    public double volume(int i) { return cols[5][i]; }
    /** Vendor implied volatility as a fraction; NaN where the vendor gave none (Cboe's 0 included, see {@link Builder#add}). */
    public double iv(int i) { return cols[6][i]; }
    public double delta(int i) { return cols[7][i]; }
    /** Vendor gamma per 1 point of the underlying. */
    public double gamma(int i) { return cols[8][i]; }
    public double openInterest(int i) { return cols[9][i]; }
    /** What reading the source dropped or changed (e.g. exact repeats of a row), for the answer's provenance. */
    public List<String> notes() { return notes; }

    /** Contract symbol, or null when the source has none. */
    public String contract(int i) { return contract[i]; }

    /** Mid of bid and ask when both are present, ask ≥ bid ≥ 0 and ask > 0; else NaN. */
    public double mid(int i) {
        double b = bid(i), a = ask(i);
        return (b >= 0 && a > 0 && a >= b) ? 0.5 * (a + b) : Double.NaN;
    }

    @Override public String toString() {
        return "ChainSnapshot[" + underlying + " " + quoteDate + ", " + size + " contracts, " + expirations.size() + " expirations, " + file + "]";
    }

    /** Accumulates rows; one builder per file. */
    public static final class Builder {
        private final String underlying, file;
        private LocalDate quoteDate, valuationDate;
        private String asOfLabel;
        private double spot = Double.NaN;
        private int n;
        private int[] expiry = new int[4096];
        private boolean[] call = new boolean[4096];
        private double[][] cols = new double[10][4096];
        private String[] contract = new String[4096];
        private final List<String> notes = new ArrayList<>();

        private Builder(String underlying, String file, LocalDate quoteDate) {
            this.underlying = underlying;
            this.file = file;
            this.quoteDate = quoteDate;
        }

        /** The session the rows are from, for a reader that learns it only after the rows. */
        public Builder quoteDate(LocalDate d) { quoteDate = d; return this; }
        public Builder valuationDate(LocalDate d) { valuationDate = d; return this; }
        public Builder asOfLabel(String s) { asOfLabel = s; return this; }
        public Builder spot(double s) { spot = s; return this; }
        public Builder notes(List<String> n) { notes.addAll(n); return this; }
        public double spot() { return spot; }
        public int size() { return n; }

        /**
         * Adds one contract; numbers may be NaN (missing). Cboe writes 0 for an IV it did not compute (deep in the money,
         * no quote) and 0 for that contract's gamma too: here, whichever reader found the row (a fetched answer, a file,
         * a quote table), an IV of exactly 0 is missing, and so is a gamma of exactly 0 on a contract without an IV
         * (docs/DATA.md, "Cboe's zero"). A gamma of 0 beside a computed IV is Cboe's gamma rounded to its 4 decimals,
         * and stays 0. So the same contracts give the same GEX whichever way they arrived.
         */
        public Builder add(LocalDate expiration, boolean isCall, String symbol, double strike, double last, double netChange,
                           double bid, double ask, double volume, double iv, double delta, double gamma, double openInterest) {
            if (iv == 0) iv = Double.NaN;
            if (gamma == 0 && Double.isNaN(iv)) gamma = Double.NaN;
            if (n == expiry.length) grow();
            expiry[n] = (int) expiration.toEpochDay();
            call[n] = isCall;
            contract[n] = symbol;
            double[][] k = cols;
            k[0][n] = strike; k[1][n] = last; k[2][n] = netChange; k[3][n] = bid; k[4][n] = ask;
            k[5][n] = volume; k[6][n] = iv; k[7][n] = delta; k[8][n] = gamma; k[9][n] = openInterest;
            n++;
            return this;
        }

        private void grow() {
            int cap = expiry.length * 2;
            expiry = Arrays.copyOf(expiry, cap);
            call = Arrays.copyOf(call, cap);
            contract = Arrays.copyOf(contract, cap);
            for (int c = 0; c < cols.length; c++) cols[c] = Arrays.copyOf(cols[c], cap);
        }

        public ChainSnapshot build() { return new ChainSnapshot(this); }
    }
}
