package dev.oqa.internal.local.options;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.internal.local.data.ChainSnapshot;
import dev.oqa.model.Json;
import dev.oqa.model.Params;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Raw chain rows ({@code /options/chain}), one per contract, missing values as JSON null. Fields:
 * {@code contract, expiry, type (CALL/PUT), strike, last, change, bid, ask, mid, volume, open_interest,
 * iv} (vendor) {@code , delta, gamma} (vendor) {@code , iv_calc} (ours, Black on the mid at the parity
 * forward) {@code , iv_calc_note} (why there is no iv_calc) {@code , iv_flag} (vendor IV below 0.5%, above
 * 300% or far from ours) {@code , quote_date} (the session the quotes belong to, so that a consumer of the rows,
 * such as {@code --via-chain}, values them on the right day even when they are replayed or cached). {@code expirations} lists every expiration in the file (a raw view keeps expired
 * ones); {@code expiry} filters to one; rows keep strikes within {@code spot·(1 ± range_pct)}.
 */
final class ChainRows {
    private ChainRows() {}

    static Computed<ChainData> compute(String ticker, ChainAnalytics a, LocalDate expiry, double rangePct) {
        ChainSnapshot c = a.chain();
        if (expiry != null && !c.expirations().contains(expiry))
            throw new UsageException("expiry " + expiry + " is not in the " + c.underlying() + " snapshot of " + c.quoteDate() + "; available: "
                    + c.expirations().stream().map(LocalDate::toString).collect(Collectors.joining(", ")));
        double spot = a.spot(), lo = spot * (1 - rangePct) * (1 - 1e-12), hi = spot * (1 + rangePct) * (1 + 1e-12);
        ArrayNode rows = Json.MAPPER.createArrayNode();
        int flagged = 0;
        String quote = c.quoteDate().toString();
        for (int i = 0; i < c.size(); i++) {
            if (expiry != null && c.expiryEpochDay(i) != expiry.toEpochDay()) continue;
            double k = c.strike(i);
            if (k < lo || k > hi) continue;
            ObjectNode r = rows.addObject();
            if (c.contract(i) == null) r.putNull("contract"); else r.put("contract", c.contract(i));
            r.put("expiry", c.expiry(i).toString());
            r.put("type", c.isCall(i) ? "CALL" : "PUT");
            r.put("strike", k);
            num(r, "last", c.last(i));
            num(r, "change", c.netChange(i));
            num(r, "bid", c.bid(i));
            num(r, "ask", c.ask(i));
            num(r, "mid", c.mid(i));
            num(r, "volume", c.volume(i));
            num(r, "open_interest", c.openInterest(i));
            num(r, "iv", c.iv(i));
            num(r, "delta", c.delta(i));
            num(r, "gamma", c.gamma(i));
            num(r, "iv_calc", Double.isNaN(a.iv(i)) ? Double.NaN : Math.round(a.iv(i) * 1e6) / 1e6);
            if (a.ivReason(i) == null) r.putNull("iv_calc_note"); else r.put("iv_calc_note", a.ivReason(i));
            String flag = a.vendorIvFlag(i);
            if (flag == null) r.putNull("iv_flag"); else { r.put("iv_flag", flag); flagged++; }
            r.put("quote_date", quote);
        }
        List<String> exps = c.expirations().stream().map(LocalDate::toString).toList();
        List<String> notes = new ArrayList<>();
        notes.add(rows.size() + " contracts within ±" + Params.number(rangePct * 100) + "% of spot");
        if (flagged > 0) notes.add(flagged + " vendor IVs flagged (below 0.5%, above 300% or far from ours)");
        return new Computed<>(new ChainData(ticker, spot, exps, expiry == null ? null : expiry.toString(), rows), notes);
    }

    private static void num(ObjectNode r, String name, double v) {
        if (Double.isNaN(v)) r.putNull(name); else r.put(name, v);
    }
}
