package dev.oqa.internal.scan;

import dev.oqa.internal.local.options.Headline;
import dev.oqa.internal.local.quant.TickerHeadline;
import dev.oqa.model.UsageException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a universe scan computes. The options family runs over every chain snapshot and shares one headline
 * row ({@link Headline}): {@code gex}, {@code iv}, {@code em} and {@code oi} each keep their own columns,
 * {@code options} keeps all of them (the {@code --history} row). The quant family runs over every ticker of
 * {@code prices/} ({@link TickerHeadline}).
 */
public enum ScanAnalytic {
    GEX(Family.OPTIONS, "zero-gamma level, walls and net GEX", "spot", "zero_gamma", "call_wall", "put_wall", "abs_wall", "net_gex"),
    IV(Family.OPTIONS, "ATM IV at 30 days and the 25-delta skew", "spot", "atm_iv_30d", "skew_25d"),
    EM(Family.OPTIONS, "the front expiry's expected move", "spot", "front_expiry", "front_move", "front_move_pct"),
    OI(Family.OPTIONS, "put/call open-interest ratio", "spot", "put_call_oi"),
    OPTIONS(Family.OPTIONS, "every headline figure of a snapshot (the --history row)", "spot", "zero_gamma", "call_wall", "put_wall",
            "abs_wall", "net_gex", "atm_iv_30d", "skew_25d", "front_expiry", "front_move", "front_move_pct", "put_call_oi"),
    RISK(Family.QUANT, "CAGR, volatility, Sharpe, max drawdown and beta to SPY, per ticker", "first_date", "last_date", "days",
            "cagr", "volatility", "sharpe", "max_drawdown", "beta");

    /** Snapshots of {@code options/} or tickers of {@code prices/}. */
    public enum Family { OPTIONS, QUANT }

    private final Family family;
    private final String summary;
    private final List<ScanColumn> columns;

    ScanAnalytic(Family family, String summary, String... figures) {
        this.family = family;
        this.summary = summary;
        List<ScanColumn> c = new ArrayList<>();
        if (family == Family.OPTIONS) { c.add(ScanColumn.text("underlying")); c.add(ScanColumn.date("as_of")); c.add(ScanColumn.text("file")); }
        else { c.add(ScanColumn.text("ticker")); c.add(ScanColumn.text("file")); }
        for (String f : figures)
            c.add(f.endsWith("_date") || f.equals("front_expiry") ? ScanColumn.date(f) : ScanColumn.number(f));
        c.add(ScanColumn.text("error"));
        this.columns = List.copyOf(c);
    }

    public Family family() { return family; }
    public String summary() { return summary; }
    /** Columns in output order; the key columns first, {@code error} last (null on a good row). */
    public List<ScanColumn> columns() { return columns; }
    /** The name on the command line, e.g. {@code gex}. */
    public String wire() { return name().toLowerCase(Locale.ROOT); }

    public static ScanAnalytic parse(String s) {
        if (s == null || s.isBlank()) throw new UsageException("say what to scan: " + names());
        String k = s.trim().toLowerCase(Locale.ROOT);
        if (k.equals("expected-move")) k = "em";
        if (k.equals("open-interest")) k = "oi";
        for (ScanAnalytic a : values()) if (a.wire().equals(k)) return a;
        throw new UsageException("unknown scan analytic '" + s.trim() + "'; use one of " + names());
    }

    public static String names() { return Arrays.stream(values()).map(ScanAnalytic::wire).collect(Collectors.joining(", ")); }
}
