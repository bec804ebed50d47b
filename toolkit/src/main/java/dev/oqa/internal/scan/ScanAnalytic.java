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
    GEX(Family.OPTIONS, "zero-gamma level, walls, net GEX and the gamma regime", "spot", "zero_gamma", "call_wall", "put_wall", "abs_wall", "net_gex",
            "gamma_regime"),
    IV(Family.OPTIONS, "ATM IV at 7, 30 and 91 days, the 25-delta skew and risk reversal", "spot", "atm_iv_7d", "atm_iv_30d", "atm_iv_91d", "skew_25d", "rr_25d"),
    EM(Family.OPTIONS, "the front expiry's expected move", "spot", "front_expiry", "front_move", "front_move_pct"),
    OI(Family.OPTIONS, "put/call open-interest ratio", "spot", "put_call_oi"),
    OPTIONS(Family.OPTIONS, "every headline figure of a snapshot (the --history row)", "spot", "zero_gamma", "call_wall", "put_wall",
            "abs_wall", "net_gex", "gamma_regime", "atm_iv_7d", "atm_iv_30d", "atm_iv_91d", "skew_25d", "rr_25d", "front_expiry", "front_move",
            "front_move_pct", "put_call_oi"),
    /**
     * {@code em --held}: one row per snapshot and expiry asked (the nearest weekly and monthly by default), the implied
     * move against the realized one ({@link Held}). Not a universe scan: a snapshot gives several rows.
     */
    HELD(Family.OPTIONS, "did the expected move hold: implied against realized move per snapshot and expiry", "horizon", "expiry", "days",
            "spot", "implied_move", "implied_move_pct", "close_as_of", "close_expiry", "realized_move", "realized_move_pct", "ratio", "inside",
            "pending"),
    RISK(Family.QUANT, "CAGR, volatility, Sharpe, max drawdown and beta to SPY, per ticker", "first_date", "last_date", "days",
            "cagr", "volatility", "sharpe", "max_drawdown", "beta");

    /** The figures that are words, not numbers (a method: an enum's static fields are not set yet in its constructors). */
    private static boolean text(String figure) {
        return switch (figure) { case "gamma_regime", "horizon", "inside", "pending" -> true; default -> false; };
    }

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
            c.add(f.endsWith("_date") || f.equals("front_expiry") || f.equals("expiry") ? ScanColumn.date(f)
                    : text(f) ? ScanColumn.text(f) : ScanColumn.number(f));
        c.add(ScanColumn.text("error"));
        this.columns = List.copyOf(c);
    }

    public Family family() { return family; }
    public String summary() { return summary; }
    /** Columns in output order; the key columns first, {@code error} last (null on a good row). */
    public List<ScanColumn> columns() { return columns; }
    /** The name on the command line, e.g. {@code gex}. */
    public String wire() { return name().toLowerCase(Locale.ROOT); }

    /** Whether {@code oqa scan} runs it over a universe: every analytic but {@link #HELD}, which is one ticker's. */
    public boolean scannable() { return this != HELD; }

    /** The analytic {@code oqa scan NAME} runs; {@code held} is refused with where it lives. */
    public static ScanAnalytic parse(String s) {
        if (s == null || s.isBlank()) throw new UsageException("say what to scan: " + names());
        String k = s.trim().toLowerCase(Locale.ROOT);
        if (k.equals("expected-move")) k = "em";
        if (k.equals("open-interest")) k = "oi";
        if (k.equals(HELD.wire())) throw new UsageException("held is one ticker's history, not a universe scan: oqa em TICKER --held");
        for (ScanAnalytic a : values()) if (a.wire().equals(k)) return a;
        throw new UsageException("unknown scan analytic '" + s.trim() + "'; use one of " + names());
    }

    public static String names() { return Arrays.stream(values()).filter(ScanAnalytic::scannable).map(ScanAnalytic::wire).collect(Collectors.joining(", ")); }
}
