package dev.oqa.internal.scan;

import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.PriceLoader;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.internal.local.data.SnapshotCatalog;
import dev.oqa.internal.local.options.Headline;
import dev.oqa.internal.local.quant.TickerHeadline;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The per-snapshot and per-ticker functions of a scan, the same for every engine: the in-process engine calls
 * them on a thread pool, the Spark engine inside its tasks. Each turns one {@link ScanTask} into one
 * {@link ScanRow}; any failure (unreadable file, no spot, too few prices) becomes the row's {@code error},
 * never an exception, so one bad file cannot fail a job.
 */
public final class ScanFunctions {
    private ScanFunctions() {}

    private static final Map<String, Function<Headline, Object>> OPTIONS = new HashMap<>();
    private static final Map<String, Function<TickerHeadline, Object>> QUANT = new HashMap<>();
    static {
        OPTIONS.put("spot", Headline::spot);
        OPTIONS.put("zero_gamma", Headline::zeroGamma);
        OPTIONS.put("call_wall", Headline::callWall);
        OPTIONS.put("put_wall", Headline::putWall);
        OPTIONS.put("abs_wall", Headline::absWall);
        OPTIONS.put("net_gex", Headline::netGex);
        OPTIONS.put("atm_iv_30d", Headline::atmIv30d);
        OPTIONS.put("skew_25d", Headline::skew25d);
        OPTIONS.put("atm_iv_7d", Headline::atmIv7d);
        OPTIONS.put("atm_iv_91d", Headline::atmIv91d);
        OPTIONS.put("rr_25d", Headline::rr25d);
        OPTIONS.put("gamma_regime", Headline::gammaRegime);
        OPTIONS.put("front_expiry", h -> h.frontExpiry() == null ? null : LocalDate.parse(h.frontExpiry()));
        OPTIONS.put("front_move", Headline::frontMove);
        OPTIONS.put("front_move_pct", Headline::frontMovePct);
        OPTIONS.put("put_call_oi", Headline::putCallOi);
        QUANT.put("first_date", TickerHeadline::firstDate);
        QUANT.put("last_date", TickerHeadline::lastDate);
        QUANT.put("days", h -> (double) h.days());
        QUANT.put("cagr", TickerHeadline::cagr);
        QUANT.put("volatility", TickerHeadline::volatility);
        QUANT.put("sharpe", TickerHeadline::sharpe);
        QUANT.put("max_drawdown", TickerHeadline::maxDrawdown);
        QUANT.put("beta", TickerHeadline::beta);
    }

    /**
     * One row for {@code task}.
     *
     * @param catalog the snapshot catalogue of {@code source} (options family), or null to list it now
     */
    public static ScanRow run(ScanAnalytic analytic, DataSource source, SnapshotCatalog catalog, ScanTask task) {
        try {
            return analytic.family() == ScanAnalytic.Family.OPTIONS
                    ? snapshotRow(analytic, task, (catalog == null ? SnapshotCatalog.of(source) : catalog).load(task.ref()))
                    : tickerRow(analytic, task, source);
        } catch (RuntimeException e) {
            return error(analytic, task, e);
        }
    }

    /** The row of an already read chain: how {@code --history} and tests use it. */
    public static ScanRow snapshotRow(ScanAnalytic analytic, ScanTask task, ChainSnapshot chain) {
        Headline h = Headline.of(chain);
        List<Object> v = new ArrayList<>();
        v.add(task.key());
        v.add(task.quoteDate());
        v.add(task.file());
        for (ScanColumn c : analytic.columns().subList(3, analytic.columns().size() - 1)) v.add(OPTIONS.get(c.name()).apply(h));
        v.add(null);
        return new ScanRow(analytic, v);
    }

    static ScanRow tickerRow(ScanAnalytic analytic, ScanTask task, DataSource source) {
        PriceSeries asset = PriceLoader.load(source, task.key());
        String b = TickerHeadline.BENCHMARK;
        PriceSeries bench = task.key().equals(b) ? asset
                : source.exists(PriceLoader.path(b)) ? PriceLoader.load(source, b) : null;
        TickerHeadline h = TickerHeadline.of(asset, bench);
        List<Object> v = new ArrayList<>();
        v.add(task.key());
        v.add(task.file());
        for (ScanColumn c : analytic.columns().subList(2, analytic.columns().size() - 1)) v.add(QUANT.get(c.name()).apply(h));
        v.add(null);
        return new ScanRow(analytic, v);
    }

    /** The row of a task that failed: its key, date and file, no figures, and what went wrong. */
    public static ScanRow error(ScanAnalytic analytic, ScanTask task, Throwable e) {
        List<Object> v = new ArrayList<>();
        v.add(task.key());
        if (analytic.family() == ScanAnalytic.Family.OPTIONS) v.add(task.quoteDate());
        v.add(task.file());
        while (v.size() < analytic.columns().size() - 1) v.add(null);
        String m = e.getMessage();
        v.add(m == null || m.isBlank() ? e.getClass().getSimpleName() : m.strip());
        return new ScanRow(analytic, v);
    }
}
