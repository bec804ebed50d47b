package dev.oqa.internal.display;

import dev.oqa.internal.charts.UoaChart;
import dev.oqa.model.Answer;
import dev.oqa.model.data.UoaData;
import dev.oqa.internal.tables.UoaTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * {@code GET /options/uoa} for a notebook: vol/OI bubbles by strike and the ranked table. A clause every record's
 * {@code details} repeats word for word (e.g. why there are no sweep labels) is said once in a note instead of on
 * every row; the table returned by {@link UoaTable#of} keeps the full text.
 */
public final class UoaView {
    private UoaView() {}

    public static Panel of(Answer<UoaData> a) {
        UoaData d = a.data();
        Panel p = Panel.titled(ViewParts.title("Unusual options activity", d.ticker())).headline(Headlines.uoa(d)).provenance(a.provenance());
        Table t = UoaTable.of(d);
        if (t.rowCount() == 0)
            return p.table("Ranked unusual activity", t).note("no contract met the unusual-activity rule in this answer");
        p = ViewParts.figure(p, "UOA", () -> UoaChart.of(d));
        List<String> common = commonClauses(t.stringColumn("details"));
        if (!common.isEmpty()) {
            StringColumn shorter = StringColumn.create("details");
            for (String s : t.stringColumn("details")) {
                List<String> parts = new ArrayList<>(Arrays.asList(s.split(";\\s*")));
                parts.removeAll(common);
                shorter.append(String.join("; ", parts));
            }
            t = t.copy();
            t.replaceColumn("details", shorter);
        }
        p = p.table("Ranked unusual activity (" + t.rowCount() + ", by the service's rank)", t).rows(Math.max(Panel.DEFAULT_ROWS, Math.min(100, t.rowCount())));
        for (String c : common) p = p.note("every record: " + c);
        return p;
    }

    /** {@code ;}-separated clauses found in every non-blank details cell (none when fewer than two rows). */
    static List<String> commonClauses(StringColumn details) {
        Set<String> common = null;
        int n = 0;
        for (String s : details) {
            if (s == null || s.isBlank()) continue;
            Set<String> parts = new LinkedHashSet<>(Arrays.asList(s.split(";\\s*")));
            if (common == null) common = parts; else common.retainAll(parts);
            n++;
        }
        return common == null || n < 2 ? List.of() : List.copyOf(common);
    }
}
