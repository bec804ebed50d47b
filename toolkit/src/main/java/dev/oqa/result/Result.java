package dev.oqa.result;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Provenance;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tech.tablesaw.api.Table;
import tech.tablesaw.plotly.components.Figure;

/**
 * What a fluent call ({@code oqa.risk("NVDA").get()}) or a magic ({@code Result<RiskData> r = %risk NVDA}) gives back:
 * the typed data, the raw JSON, where it came from, and the tables and charts suited to the endpoint. In a notebook it
 * renders as its panel (title, provenance line, charts and tables). Immutable. The toolkit makes results; how they
 * are drawn is its own business, so this type names only what a user handles.
 *
 * @param <T> the record of the endpoint's {@code data}
 */
public interface Result<T> {
    /** The question that was asked, when known. */
    Optional<ApiRequest> request();

    Answer<T> answer();

    default T data() { return answer().data(); }

    /** The {@code data} object as JSON, including the members the document leaves open. */
    default JsonNode raw() { return answer().raw(); }

    default Provenance provenance() { return answer().provenance(); }

    /** The main table, in full (GEX: strike, gamma, cumulative_scaled, smoothed for every strike in range). */
    Table table();

    /** Every table of the panel, the main one first. */
    List<Table> tables();

    /** The main chart, or null for an endpoint that has none (ping). */
    Figure chart();

    List<Figure> charts();

    /**
     * Every member of {@code data} as a long-form table, by member name, in the order {@code --format csv} writes
     * them (the main member first): one row per observation, so a series of any shape the service sends becomes
     * columns such as {@code series, ticker, date, value}.
     */
    Map<String, Table> longTables();

    /**
     * Writes every member of {@link #longTables()} as {@code dir/<member>.csv} (the folder is created when missing),
     * the files {@code --out dir} writes: every number as the answer has it, dates as ISO text. Parquet is not
     * offered: its writer is Hadoop's, which only the {@code oqa-spark} module carries ({@code oqa data to-parquet}).
     *
     * @return the files, main member first
     * @throws java.io.UncheckedIOException naming what could not be written
     */
    List<Path> saveCsv(Path dir);

    /**
     * Writes the answer's {@code data} object, indented, to {@code file} (what {@code --format json} prints).
     *
     * @return {@code file}
     * @throws java.io.UncheckedIOException naming what could not be written
     */
    Path saveJson(Path file);

    /**
     * Writes the charts, with the title, the provenance line and the notes, as one HTML page that needs nothing else:
     * plotly.js is inside it, so it opens offline in any current browser.
     *
     * @return {@code file}
     * @throws IllegalStateException when the answer has no chart (ping)
     * @throws IllegalArgumentException when {@code file} is not named {@code .html} or {@code .htm} (an image needs a
     *         browser to draw the chart: open the page and use the chart's camera button)
     * @throws java.io.UncheckedIOException naming what could not be written
     */
    Path saveChart(Path file);

    /**
     * Writes everything into {@code dir}: {@link #saveCsv} 's files, {@code data.json} and, when there is a chart,
     * {@code chart.html}.
     *
     * @return the files written
     * @throws java.io.UncheckedIOException naming what could not be written
     */
    List<Path> saveAll(Path dir);
}
