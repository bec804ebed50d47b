package dev.oqa.commands;

import dev.oqa.Oqa;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.UsageException;

/**
 * Maps a parsed command onto the fluent query of its endpoint. The queries own sanitising and the
 * refusals that save quota; this class only moves typed values across, so the command line, the magics
 * and Java code ask exactly the same question.
 */
public final class Requests {
    private Requests() {}

    public static ApiRequest of(Invocation inv, Oqa oqa) {
        Endpoint e = inv.spec().endpointOpt().orElseThrow(() -> new IllegalArgumentException(inv.spec().name() + " calls no endpoint"));
        String t = inv.ticker().orElse(null);
        try {
            return switch (e) {
                case PING -> oqa.ping().request();
                case EXPECTED_MOVE -> {
                    var q = t == null ? oqa.expectedMove() : oqa.expectedMove(t);
                    inv.number("range").ifPresent(q::range);
                    yield q.request();
                }
                case IV -> {
                    var q = t == null ? oqa.iv() : oqa.iv(t);
                    inv.number("range").ifPresent(q::range);
                    yield q.request();
                }
                case OPEN_INTEREST -> {
                    var q = t == null ? oqa.openInterest() : oqa.openInterest(t);
                    inv.number("range").ifPresent(q::range);
                    inv.value("basis").ifPresent(q::basis);
                    inv.values("expiration").forEach(q::expiration);
                    yield q.request();
                }
                case UOA -> {
                    var q = t == null ? oqa.uoa() : oqa.uoa(t);
                    if (inv.has("include-0dte")) q.include0dte(Boolean.parseBoolean(inv.value("include-0dte").orElse("true")));
                    inv.integer("limit").ifPresent(q::limit);
                    yield q.request();
                }
                case CHAIN -> {
                    var q = t == null ? oqa.chain() : oqa.chain(t);
                    inv.number("range").ifPresent(q::range);
                    inv.value("expiry").ifPresent(q::expiry);
                    yield q.request();
                }
                case GEX -> {
                    var q = t == null ? oqa.gex() : oqa.gex(t);
                    inv.value("basis").ifPresent(q::basis);
                    inv.number("range").ifPresent(q::range);
                    inv.values("expiration").forEach(q::expiration);
                    yield q.request();
                }
                case RISK -> {
                    var q = t == null ? oqa.risk() : oqa.risk(t);
                    inv.value("benchmark").ifPresent(q::benchmark);
                    inv.value("period").ifPresent(q::period);
                    inv.integer("window").ifPresent(q::window);
                    yield q.request();
                }
                case ASSET_CORRELATION -> {
                    var q = oqa.assetCorrelation();
                    inv.value("period").ifPresent(q::period);
                    inv.integer("window").ifPresent(q::window);
                    yield q.request();
                }
                case MARKET_MEMORY -> {
                    var q = t == null ? oqa.marketMemory() : oqa.marketMemory(t);
                    inv.value("similarity").ifPresent(q::similarity);
                    inv.integer("kernel-size").ifPresent(q::kernelSize);
                    inv.integer("top-n").ifPresent(q::topN);
                    inv.integer("min-separation").ifPresent(q::minSeparation);
                    yield q.request();
                }
                case PORTFOLIO_OPTIMIZER -> {
                    var q = oqa.portfolio(inv.positionals().toArray(String[]::new));
                    inv.value("objective").ifPresent(q::objective);
                    inv.value("period").ifPresent(q::period);
                    yield q.request();
                }
                case SEASONALITY -> {
                    var q = t == null ? oqa.seasonality() : oqa.seasonality(t);
                    inv.value("grouping").ifPresent(q::grouping);
                    inv.value("period").ifPresent(q::period);
                    yield q.request();
                }
                case SECTOR_INSIGHTS -> {
                    var q = oqa.sectorInsights();
                    inv.value("period").ifPresent(q::period);
                    yield q.request();
                }
            };
        } catch (UsageException u) {
            // Add the command's usage line so a notebook user sees how to fix it without --help.
            if (u.getMessage().contains("\nusage:")) throw u;
            throw new UsageException(u.getMessage() + "\nusage: " + Grammar.usageLine(inv.spec()));
        }
    }

}
