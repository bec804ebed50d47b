package dev.oqa.internal.tables;

import dev.oqa.internal.format.Percent;
import dev.oqa.internal.format.QuantJson;
import dev.oqa.model.data.DateValue;
import dev.oqa.model.data.MarketMemoryData;
import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.DateColumn;
import tech.tablesaw.api.Table;

/**
 * The matches, best first: {@code rank, score, start, end} (dates) {@code , match_return} (first to last close of the
 * matched window), {@code next_end, next_days, next_return} (from the match's last close to the end of what followed).
 * {@code score} is as the similarity defines it: higher = closer for cosine, dot and Spearman; for euclidean it is
 * a distance (lower = closer). Returns are of adjusted closes, fractions marked {@link Percent} (a display shows
 * {@code *_return_pct}).
 */
public final class MarketMemoryTable {
    private MarketMemoryTable() {}

    public static Table matches(MarketMemoryData d) {
        List<MarketMemoryData.Match> ms = d.matches() == null ? List.of() : d.matches();
        IntColumn rank = IntColumn.create("rank"), nextDays = IntColumn.create("next_days");
        DoubleColumn score = DoubleColumn.create("score"), mret = Percent.of(DoubleColumn.create("match_return")),
                nret = Percent.of(DoubleColumn.create("next_return"));
        DateColumn start = DateColumn.create("start"), end = DateColumn.create("end"), nextEnd = DateColumn.create("next_end");
        for (int i = 0; i < ms.size(); i++) {
            MarketMemoryData.Match m = ms.get(i);
            List<DateValue> before = QuantJson.series(m.matchPrices()), after = QuantJson.series(m.trailingPrices());
            rank.append(i + 1);
            score.append(m.score());
            Cells.date(start, m.start() != null ? m.start() : before.isEmpty() ? null : before.get(0).date());
            Cells.date(end, m.end() != null ? m.end() : before.isEmpty() ? null : before.get(before.size() - 1).date());
            Cells.number(mret, before.isEmpty() ? null : change(before.get(0).value(), before.get(before.size() - 1).value()));
            Cells.date(nextEnd, after.isEmpty() ? null : after.get(after.size() - 1).date());
            nextDays.append(after.size());
            Cells.number(nret, before.isEmpty() || after.isEmpty() ? null
                    : change(before.get(before.size() - 1).value(), after.get(after.size() - 1).value()));
        }
        return Table.create("market-memory matches").addColumns(rank, score, start, end, mret, nextEnd, nextDays, nret);
    }

    private static Double change(Double from, Double to) {
        return from == null || to == null || !(from > 0) ? null : to / from - 1;
    }

}
