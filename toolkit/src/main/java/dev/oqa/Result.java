package dev.oqa;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.display.Panel;
import dev.oqa.display.Views;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Provenance;
import java.util.List;
import java.util.Objects;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * What a fluent call ({@code oqa.risk("NVDA").get()}) or a magic ({@code Result<RiskData> r = %risk NVDA}) gives back:
 * the typed data, the raw JSON, where it came from, and the tables and charts suited to the endpoint. In a notebook it
 * renders as its panel. Immutable; the panel is built on first use.
 *
 * @param <T> the record of the endpoint's {@code data}
 */
public final class Result<T> {
    private final Answer<T> answer;
    private final ApiRequest request;
    private volatile Panel panel;

    private Result(Answer<T> answer, ApiRequest request) {
        this.answer = Objects.requireNonNull(answer, "answer");
        this.request = request;
    }

    public static <T> Result<T> of(Answer<T> answer) { return new Result<>(answer, null); }

    /** @param request the question that was asked (names the ticker where the data does not) */
    public static <T> Result<T> of(Answer<T> answer, ApiRequest request) { return new Result<>(answer, request); }

    /** The question that was asked, when known. */
    public java.util.Optional<ApiRequest> request() { return java.util.Optional.ofNullable(request); }

    public Answer<T> answer() { return answer; }

    public T data() { return answer.data(); }

    /** The {@code data} object as JSON, including the members the document leaves open. */
    public JsonNode raw() { return answer.raw(); }

    public Provenance provenance() { return answer.provenance(); }

    /** Title, provenance line, charts and tables, ready to display. */
    public Panel panel() {
        Panel p = panel;
        if (p == null) panel = p = Views.of(answer, request);
        return p;
    }

    /** The main table, in full (GEX: strike, gamma, cumulative_scaled, smoothed for every strike in range). */
    public Table table() { return Views.mainTable(answer, panel()); }

    public List<Table> tables() { return panel().tables().stream().map(Panel.Captioned::table).toList(); }

    /** The main chart, or null for an endpoint that has none (ping). */
    public Figure chart() { return panel().figure(); }

    public List<Figure> charts() { return panel().figures(); }

    @Override public String toString() {
        return answer.data().getClass().getSimpleName() + " · " + answer.provenance().line();
    }
}
