package dev.oqa.internal.results;

import dev.oqa.internal.display.Panel;
import dev.oqa.internal.display.Views;
import dev.oqa.internal.export.ResultFiles;
import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.internal.tables.LongForm;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.result.Result;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * The toolkit's {@link Result}: an answer with the endpoint's view, which draws its {@link Panel} on first use. The
 * panel is for the kernel and the command line (a notebook renders a result as its panel); users reach its tables
 * and charts through {@link Result}. The view comes from the display side's registry ({@link Views}), the
 * reader from the catalogue's spec: the one place the two meet.
 *
 * @param <T> the record of the endpoint's {@code data}
 */
public final class ViewedResult<T> implements Result<T> {
    private final Answer<T> answer;
    private final ApiRequest request;
    /** Whose view draws the panel, once, on first use. */
    private final EndpointSpec<?, ?> spec;
    private volatile Panel panel;

    private ViewedResult(EndpointSpec<?, ?> spec, Answer<T> answer, ApiRequest request) {
        this.spec = Objects.requireNonNull(spec, "spec");
        this.answer = Objects.requireNonNull(answer, "answer");
        this.request = request;
    }

    /**
     * {@code answer} as a result whose panel {@code spec}'s endpoint's view draws.
     *
     * @param request the question that was asked (names the ticker where the data does not); may be null
     * @throws IllegalArgumentException when {@code answer} does not hold that endpoint's record
     */
    public static <U> ViewedResult<U> of(EndpointSpec<?, ?> spec, Answer<U> answer, ApiRequest request) {
        answer.as(spec.type());
        return new ViewedResult<>(spec, answer, request);
    }

    /** The panel of {@code answer} (which must hold {@code spec}'s record), drawn by that endpoint's view. */
    public static <T> Panel panel(EndpointSpec<T, ?> spec, Answer<?> answer, ApiRequest request) {
        return Views.panel(spec.endpoint(), spec.type(), answer.as(spec.type()), request, json -> spec.reader().read(json).record());
    }

    /**
     * The panel of any result: its own when the toolkit made it, else the one its endpoint's view draws.
     *
     * @throws IllegalArgumentException when a foreign result does not say which request it answers
     */
    public static Panel panel(Result<?> result) {
        if (result instanceof ViewedResult<?> v) return v.panel();
        ApiRequest request = result.request().orElseThrow(() -> new IllegalArgumentException("a result without its request cannot be drawn"));
        return panel(Endpoints.of(request.endpoint()), result.answer(), request);
    }

    @Override public Optional<ApiRequest> request() { return Optional.ofNullable(request); }

    @Override public Answer<T> answer() { return answer; }

    /** Title, provenance line, charts and tables, ready to display. */
    public Panel panel() {
        Panel p = panel;
        if (p == null) panel = p = panel(spec, answer, request);
        return p;
    }

    @Override public Table table() { return Views.mainTable(answer, panel()); }

    @Override public List<Table> tables() { return panel().tables().stream().map(Panel.Captioned::table).toList(); }

    @Override public Figure chart() { return panel().figure(); }

    @Override public List<Figure> charts() { return panel().figures(); }

    @Override public Map<String, Table> longTables() {
        Map<String, Table> tables = new LinkedHashMap<>();
        for (LongForm.Member m : members()) tables.put(m.name(), m.table());
        return Collections.unmodifiableMap(tables);
    }

    /** The members of the answer, as {@code --format csv} writes them. */
    private List<LongForm.Member> members() { return LongForm.of(spec.endpoint(), answer); }

    @Override public List<Path> saveCsv(Path dir) { return ResultFiles.csv(members(), Objects.requireNonNull(dir, "dir")); }

    @Override public Path saveJson(Path file) { return ResultFiles.json(answer.raw(), Objects.requireNonNull(file, "file")); }

    @Override public Path saveChart(Path file) { return ResultFiles.chart(panel(), Objects.requireNonNull(file, "file")); }

    @Override public List<Path> saveAll(Path dir) { return ResultFiles.all(members(), answer.raw(), panel(), Objects.requireNonNull(dir, "dir")); }

    @Override public String toString() {
        return answer.data().getClass().getSimpleName() + " · " + answer.provenance().line();
    }
}
