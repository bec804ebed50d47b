package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.oqa.internal.local.data.importer.DataImport;
import dev.oqa.internal.local.data.importer.PriceChecks;
import dev.oqa.internal.local.data.importer.PriceDownload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every CSV reader of the toolkit on the same cases ({@link CsvCases}: line ends, a byte order mark, quoting, blank
 * lines, quoted commas, quotes and line ends): each reads every case exactly as it reads the plain LF one. All
 * tables are SYNTHETIC (made-up quotes, prices and rates under the symbol ZZSYN).
 */
class CsvReadersTest {
    @TempDir Path dir;

    /** The normalised chain with an extra column, {@code note}, which the reader ignores. */
    static final List<List<String>> CHAIN = CsvCases.table("""
            quote_date,underlying,spot,expiration,type,contract,strike,last,net_change,bid,ask,volume,iv,delta,gamma,open_interest,note
            2024-03-01,ZZSYN,100.5,2024-03-15,C,ZZSYN240315C00100000,100,2.5,0.1,2.4,2.6,120,0.21,0.55,0.04,1500,n
            2024-03-01,ZZSYN,100.5,2024-03-15,P,ZZSYN240315P00100000,100,2.1,-0.2,2.0,2.2,80,0.22,-0.45,0.04,900,n
            2024-03-01,ZZSYN,100.5,2024-04-19,C,ZZSYN240419C00110000,110,0.8,0,0.75,0.85,15,0.2,0.2,0.02,300,n""");

    /** Cboe's quote-table download: its date row's third field is the one left free. */
    static final List<List<String>> CBOE = List.of(
            List.of("ZZSYN Synthetic Corp", "Last: 100.5", "Change:  0.5"),
            List.of("Date: March 1, 2024 at 4:15 PM EST", "Bid: 100.4", "Ask: 100.6", "Size: 1*1", "Volume: 1,000"),
            List.of("Expiration Date", "Calls", "Last Sale", "Net", "Bid", "Ask", "Volume", "IV", "Delta", "Gamma", "Open Interest", "Strike",
                    "Puts", "Last Sale", "Net", "Bid", "Ask", "Volume", "IV", "Delta", "Gamma", "Open Interest"),
            List.of("Fri Mar 15 2024", "ZZSYN240315C00100000", "2.5", "0.1", "2.4", "2.6", "120", "0.21", "0.55", "0.04", "1500", "100.00",
                    "ZZSYN240315P00100000", "2.1", "-0.2", "2.0", "2.2", "80", "0.22", "-0.45", "0.04", "900"),
            List.of("Fri Apr 19 2024", "ZZSYN240419C00110000", "0.8", "0", "0.75", "0.85", "15", "0.2", "0.2", "0.02", "300", "110.00",
                    "ZZSYN240419P00110000", "9.9", "0", "9.8", "10.1", "3", "0.24", "-0.8", "0.02", "20"));

    static final List<List<String>> PRICES = CsvCases.table("""
            date,adj_close,note
            2024-03-01,100.5,n
            2024-03-04,101.25,n
            2024-03-05,99.75,n""");

    static final List<List<String>> YAHOO = CsvCases.table("""
            Date,Open,High,Low,Close,Adj Close,Volume,note
            2024-03-01,100,101,99,100.5,100.5,1000,n
            2024-03-04,100.5,102,100,101.25,101.25,1200,n
            2024-03-05,101,101.5,99,99.75,99.75,900,n""");

    /** FRED's two columns; the header's second name is the free cell. */
    static final List<List<String>> TBILL = CsvCases.table("""
            date,tb3ms
            2024-01-01,5.2
            2024-02-01,
            2024-03-01,5.1""");

    static final List<List<String>> INDEX = CsvCases.table("""
            file,underlying,quote_date,snapshot_time,note
            ZZSYN_2024-03-01.csv,ZZSYN,2024-03-01,2024-03-01T16:15 EST,n""");

    record Reader(String name, List<List<String>> table, int freeRow, int freeCol, BiFunction<Path, String, String> read) {
        @Override public String toString() { return name; }
    }

    static Stream<Arguments> readers() {
        List<Reader> r = List.of(
                new Reader("Csv.read", CHAIN, 1, 16, (dir, text) -> rows(Csv.read(text, "t.csv"))),
                new Reader("the long-form chain reader", CHAIN, 1, 16, (dir, text) -> chain(file(dir, "options/ZZSYN_2024-03-01.csv", text), "ZZSYN")),
                new Reader("sniffing a long-form chain of any name", CHAIN, 1, 16, (dir, text) -> chain(file(dir, "options/mine.csv", text), "ZZSYN")),
                new Reader("the Cboe quote-table reader", CBOE, 1, 2, (dir, text) -> chain(file(dir, "options/quotedata.csv", text), "ZZSYN")),
                new Reader("options/index.csv", INDEX, 1, 4, (dir, text) -> {
                    file(dir, "options/index.csv", text);
                    file(dir, "options/ZZSYN_2024-03-01.csv", CsvCases.of(CHAIN, 1, 16).get(0).text());
                    return chain(dir.resolve("folder"), "ZZSYN");
                }),
                new Reader("the price loader", PRICES, 1, 2, (dir, text) -> {
                    file(dir, "prices/ZZSYN.csv", text);
                    PriceSeries s = PriceLoader.load(DataSource.folder(dir.resolve("folder")), "ZZSYN");
                    return Arrays.toString(s.epochDays()) + Arrays.toString(s.prices());
                }),
                new Reader("the T-bill reader", TBILL, 0, 1, (dir, text) -> {
                    file(dir, "macro/FRED_TB3MS.csv", text);
                    TreasuryBillRates t = TreasuryBillRates.of(DataSource.folder(dir.resolve("folder")));
                    return t.first() + " " + t.last() + " " + t.percentFor(LocalDate.of(2024, 2, 10)) + " " + t.percentFor(LocalDate.of(2024, 3, 10));
                }),
                new Reader("the importer's price download reader", YAHOO, 2, 7, (dir, text) -> {
                    try {
                        PriceDownload d = PriceDownload.read(Files.writeString(dir.resolve("zzsyn.csv"), text), null, PriceChecks.Moves.REFUSE).orElseThrow();
                        return d.ticker() + d.layout() + Arrays.toString(d.days()) + Arrays.toString(d.closes());
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }),
                new Reader("the importer's chain reader", CHAIN, 1, 16, (dir, text) -> {
                    ChainSnapshot c = ChainFiles.read(file(dir, "import/mine.csv", text)).orElseThrow();
                    return c.underlying() + c.quoteDate() + describe(c);
                }),
                new Reader("the index the importer updates", INDEX, 1, 4, (dir, text) -> {
                    Path data = dir.resolve("folder");
                    file(dir, "options/index.csv", text);
                    Path chain = file(dir, "import/ZZSYN-next.csv", CsvCases.of(CHAIN, 1, 16).get(0).text().replace("2024-03-01", "2024-03-08"));
                    DataImport.into(data, false).clock(Clock.fixed(Instant.parse("2024-03-08T21:00:00Z"), ZoneOffset.UTC)).run(List.of(chain));
                    // the existing row is read and written back; its free cell (the note) is data kept as it was, so it is left out
                    List<String> kept = new ArrayList<>();
                    try (Csv.Rows in = Csv.read(read(data.resolve("options/index.csv")), "index")) {
                        String[] h = in.next();
                        int note = Csv.column(h, "note");
                        for (String[] row = h; row != null; row = in.next()) {
                            List<String> cells = new ArrayList<>(List.of(row));
                            cells.remove(note);
                            kept.add(cells.toString());
                        }
                    }
                    return kept.toString();
                }));
        List<Arguments> out = new ArrayList<>();
        for (Reader reader : r) for (CsvCases.Case c : CsvCases.of(reader.table(), reader.freeRow(), reader.freeCol())) out.add(Arguments.of(reader, c));
        return out.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("readers")
    void everyReaderReadsEveryCaseAsThePlainOne(Reader reader, CsvCases.Case c) throws IOException {
        String plain = reader.read().apply(dir, CsvCases.of(reader.table(), reader.freeRow(), reader.freeCol()).get(0).text());
        clean();
        String got = reader.read().apply(dir, c.text());
        if (reader.name().equals("Csv.read")) {
            // the core reader gives the fields themselves: the free cell holds the case's text (its CRLF read as LF)
            List<List<String>> want = new ArrayList<>();
            for (List<String> row : reader.table()) want.add(new ArrayList<>(row));
            if (c.label().startsWith("comma")) want.get(reader.freeRow()).set(reader.freeCol(), CsvCases.COMMA_QUOTE_NEWLINE);
            if (c.label().startsWith("CRLF inside")) want.get(reader.freeRow()).set(reader.freeCol(), "x\ny");
            assertEquals(want.toString(), got, c.label());
        } else {
            assertEquals(plain, got, reader + ", " + c.label());
        }
        assertFalse(got.contains("\uFEFF") || got.contains("\r"), got);
    }

    // ------------------------------------------------------------------ plumbing

    private static Path file(Path dir, String rel, String text) {
        try {
            Path p = dir.resolve("folder").resolve(rel);
            Files.createDirectories(p.getParent());
            return Files.writeString(p, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void clean() throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) if (!p.equals(dir)) Files.delete(p);
        }
    }

    private static String chain(Path fileOrFolder, String ticker) {
        Path folder = Files.isDirectory(fileOrFolder) ? fileOrFolder : fileOrFolder.getParent().getParent();
        SnapshotCatalog cat = SnapshotCatalog.of(DataSource.folder(folder));
        ChainSnapshot c = cat.load(ticker, null);
        return cat.tickers() + " " + c.quoteDate() + " " + c.asOfLabel() + " " + describe(c);
    }

    private static String describe(ChainSnapshot c) {
        StringBuilder sb = new StringBuilder(c.size() + " spot " + c.spot());
        for (int i = 0; i < c.size(); i++)
            sb.append(" | ").append(c.expiry(i)).append(c.isCall(i) ? 'C' : 'P').append(c.contract(i)).append(' ').append(c.strike(i)).append(' ')
                    .append(c.last(i)).append(' ').append(c.bid(i)).append(' ').append(c.ask(i)).append(' ').append(c.volume(i)).append(' ')
                    .append(c.iv(i)).append(' ').append(c.delta(i)).append(' ').append(c.gamma(i)).append(' ').append(c.openInterest(i));
        return sb.toString();
    }

    private static String rows(Csv.Rows rows) {
        List<List<String>> out = new ArrayList<>();
        for (String[] r; (r = rows.next()) != null; ) out.add(List.of(r));
        return out.toString();
    }
}
