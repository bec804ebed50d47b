package dev.oqa.result;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.display.Views;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Provenance;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * What a fluent call ({@code oqa.risk("NVDA").get()}) or a magic ({@code Result<RiskData> r = %risk NVDA}) gives back:
 * the typed data, the raw JSON, where it came from, and the tables and charts suited to the endpoint. In a notebook it
 * renders as its panel. Immutable; the panel is built on first use, by the function its maker passed (the endpoint's
 * view), so this class knows no endpoint.
 *
 * @param <T> the record of the endpoint's {@code data}
 */
public final class Result<T> {
    private final Answer<T> answer;
    private final ApiRequest request;
    private final Function<Answer<T>, Panel> view;
    private volatile Panel panel;

    private Result(Answer<T> answer, ApiRequest request, Function<Answer<T>, Panel> view) {
        this.answer = Objects.requireNonNull(answer, "answer");
        this.request = request;
        this.view = Objects.requireNonNull(view, "view");
    }

    /**
     * @param request the question that was asked (names the ticker where the data does not); may be null
     * @param view    draws the panel of {@code answer}; called at most once
     */
    public static <T> Result<T> of(Answer<T> answer, ApiRequest request, Function<Answer<T>, Panel> view) {
        return new Result<>(answer, request, view);
    }

    /** The question that was asked, when known. */
    public Optional<ApiRequest> request() { return Optional.ofNullable(request); }

    public Answer<T> answer() { return answer; }

    public T data() { return answer.data(); }

    /** The {@code data} object as JSON, including the members the document leaves open. */
    public JsonNode raw() { return answer.raw(); }

    public Provenance provenance() { return answer.provenance(); }

    /** Title, provenance line, charts and tables, ready to display. */
    public Panel panel() {
        Panel p = panel;
        if (p == null) panel = p = view.apply(answer);
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
