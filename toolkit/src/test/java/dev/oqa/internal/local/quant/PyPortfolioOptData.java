package dev.oqa.internal.local.quant;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/** PyPortfolioOpt's test prices (MIT; see PROVENANCE.md beside the resource), blank cells as NaN. */
final class PyPortfolioOptData {
    final List<String> tickers;
    final List<String> dates;
    final double[][] prices; // [asset][day]

    private PyPortfolioOptData(List<String> tickers, List<String> dates, double[][] prices) {
        this.tickers = tickers;
        this.dates = dates;
        this.prices = prices;
    }

    /** Writes one price file per ticker (listed days only) in the bundled layout, for end-to-end engine tests. */
    void writeFolder(java.nio.file.Path root) throws IOException {
        java.nio.file.Path dir = java.nio.file.Files.createDirectories(root.resolve("prices"));
        for (int j = 0; j < tickers.size(); j++) {
            StringBuilder sb = new StringBuilder("date,open,high,low,close,adj_close,volume\n");
            for (int t = 0; t < dates.size(); t++) {
                double p = prices[j][t];
                if (Double.isNaN(p)) continue;
                String v = Double.toString(p);
                sb.append(dates.get(t)).append(',').append(v).append(',').append(v).append(',').append(v).append(',').append(v).append(',').append(v).append(",0\n");
            }
            java.nio.file.Files.writeString(dir.resolve(tickers.get(j) + ".csv"), sb.toString());
        }
    }

    static PyPortfolioOptData load() { return load("pypfopt_stock_prices.csv.gz"); }

    /** A gzipped wide price table beside this class: {@code date,T1,T2,...}, blank where a ticker has no price. */
    static PyPortfolioOptData load(String resource) {
        try (var in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                PyPortfolioOptData.class.getResourceAsStream(resource)), StandardCharsets.UTF_8))) {
            String[] head = in.readLine().split(",", -1);
            List<String> tickers = List.of(head).subList(1, head.length);
            List<double[]> rows = new ArrayList<>();
            List<String> dates = new ArrayList<>();
            String line;
            while ((line = in.readLine()) != null) {
                String[] f = line.split(",", -1);
                dates.add(f[0]);
                double[] row = new double[tickers.size()];
                for (int j = 0; j < row.length; j++) row[j] = f[j + 1].isEmpty() ? Double.NaN : Double.parseDouble(f[j + 1]);
                rows.add(row);
            }
            double[][] px = new double[tickers.size()][rows.size()];
            for (int t = 0; t < rows.size(); t++) for (int j = 0; j < tickers.size(); j++) px[j][t] = rows.get(t)[j];
            return new PyPortfolioOptData(tickers, List.copyOf(dates), px);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** pandas {@code pct_change(fill_method=None)}: NaN where either price is missing. */
    double[][] returns() {
        double[][] r = new double[prices.length][prices[0].length - 1];
        for (int j = 0; j < prices.length; j++)
            for (int t = 1; t < prices[j].length; t++) r[j][t - 1] = prices[j][t] / prices[j][t - 1] - 1;
        return r;
    }
}
