package dev.oqa.internal.tables;

import dev.oqa.internal.format.Compact;
import dev.oqa.internal.format.Percent;
import dev.oqa.model.data.UoaData;
import java.util.List;
import java.util.Locale;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Ranked unusual activity, in the data's order (the service ranks; the local engine by volume ÷ open interest, then
 * premium): {@code rank, contract} (readable: {@code SPY 2025-10-02 651 P}) {@code , type, strike, expiry, volume,
 * open_interest, vol_oi, premium} (dollars) {@code , last, iv} (a fraction, shown in percent), {@code details}. vol/OI is computed from volume and open
 * interest when the record does not carry it; other absent fields are missing cells.
 */
public final class UoaTable {
    private UoaTable() {}

    public static Table of(UoaData d) {
        String ticker = d.ticker() == null ? "" : d.ticker();
        IntColumn rank = IntColumn.create("rank");
        StringColumn contract = StringColumn.create("contract"), type = StringColumn.create("type"), details = StringColumn.create("details");
        DoubleColumn strike = DoubleColumn.create("strike"), volume = DoubleColumn.create("volume"), oi = DoubleColumn.create("open_interest"),
                volOi = DoubleColumn.create("vol_oi"), premium = DoubleColumn.create("premium"), last = DoubleColumn.create("last"),
                iv = Percent.of(DoubleColumn.create("iv"));
        DateColumn expiry = DateColumn.create("expiry");
        List<UoaData.Trade> trades = d.trades() == null ? List.of() : d.trades();
        int r = 0;
        for (UoaData.Trade t : trades) {
            if (t == null) continue;
            rank.append(++r);
            String ty = t.type() == null ? "" : t.type().toUpperCase(Locale.ROOT);
            contract.append((ticker + " " + (t.expiry() == null ? "" : t.expiry() + " ") + Compact.price(t.strike(), 2)
                    + (ty.isEmpty() ? "" : " " + ty.charAt(0))).strip());
            type.append(ty);
            strike.append(t.strike());
            Cells.date(expiry, t.expiry());
            volume.append(t.volume());
            Cells.number(oi, t.openInterest());
            Cells.number(volOi, t.volOi() != null ? t.volOi()
                    : t.openInterest() != null && t.openInterest() > 0 ? t.volume() / t.openInterest() : null);
            Cells.number(premium, t.premium());
            Cells.number(last, t.last());
            Cells.number(iv, t.iv());
            details.append(t.details() == null ? "" : t.details());
        }
        return Table.create((ticker.isEmpty() ? "" : ticker + " ") + "unusual options activity",
                rank, contract, type, strike, expiry, volume, oi, volOi, premium, last, iv, details);
    }
}
