package dev.oqa.internal.fetch;

/**
 * What became of one item of a fetch.
 *
 * @param what    {@code options}, {@code prices} or {@code rates}
 * @param symbol  the underlying, ticker or series
 * @param source  the source's name, e.g. {@code Cboe delayed quotes}
 * @param asOf    the market time of the data (a chain's quote time, a series' last day), empty when it failed
 * @param rows    contracts, days or months in the file after the fetch
 * @param file    the file written or kept, empty when it failed
 * @param note    what else to know (appended days, a replaced history, missing values), or the error when it failed
 * @param network for a failure: the source could not be reached or did not answer in time
 */
public record FetchRow(String what, String symbol, String source, String asOf, int rows, Outcome outcome, String file, String note, boolean network) {
    public enum Outcome {
        NEW, REPLACED, APPENDED,
        /** The folder already held the same data. */
        UNCHANGED,
        /** The folder's file of that day has more contracts than the fetched chain, so it stays. */
        KEPT,
        /** Fetched less than a minute ago: not asked again. */
        RECENT,
        FAILED;

        /** True when the folder now holds the fetched data (or already did). */
        public boolean ok() { return this != FAILED; }
    }

    static FetchRow failed(String what, String symbol, String source, String error, boolean network) {
        return new FetchRow(what, symbol, source, "", 0, Outcome.FAILED, "", error, network);
    }
}
