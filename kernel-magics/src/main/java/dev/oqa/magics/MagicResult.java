package dev.oqa.magics;

import dev.oqa.commands.Render;
import dev.oqa.model.Answer;
import dev.oqa.model.Provenance;
import tech.tablesaw.api.Table;

/**
 * What {@code var r = %gex SPY} hands to Java code: the typed data, the raw JSON, the provenance and the
 * summary table. Its text form is one line, because the magic has already displayed the full panel.
 */
public record MagicResult(Answer<?> answer) {
    public Object data() { return answer.data(); }

    public com.fasterxml.jackson.databind.JsonNode raw() { return answer.raw(); }

    public Provenance provenance() { return answer.provenance(); }

    public Table table() { return Render.table(answer); }

    @Override public String toString() {
        return answer.data().getClass().getSimpleName() + " (" + answer.provenance().source().name().toLowerCase(java.util.Locale.ROOT) + ")";
    }
}
