package dev.oqa.internal.export;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.format.Html;
import dev.oqa.internal.tables.LongForm;
import dev.oqa.internal.tables.MemberFiles;
import dev.oqa.model.Json;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tech.tablesaw.plotly.components.Figure;

/**
 * Writes a result's parts: members as csv ({@link MemberFiles}, the files {@code --out DIR} writes), the data object
 * as JSON (what {@code --format json} prints), and the charts as one HTML page that needs nothing else: plotly.js is
 * inside it ({@link Panel#html(boolean)}), so it opens offline, from a mail or a file share. Parquet is not written
 * here: its writer is Hadoop's, which only the {@code oqa-spark} module carries ({@code oqa data to-parquet}).
 */
public final class ResultFiles {
    private ResultFiles() {}

    /** Every member as {@code dir/<member>.csv}, main member first. */
    public static List<Path> csv(List<LongForm.Member> members, Path dir) {
        return MemberFiles.write(members, dir, MemberFiles.Format.CSV).stream().map(MemberFiles.Written::file).toList();
    }

    /** The data object, indented, to {@code file}. */
    public static Path json(JsonNode data, Path file) {
        MemberFiles.atomically(file, Json.write(data, true) + "\n");
        return file;
    }

    /**
     * The panel's title, provenance line, charts and notes as an HTML document; the tables are left to the csv files.
     *
     * @throws IllegalStateException when the panel has no chart
     * @throws IllegalArgumentException when {@code file} does not end in {@code .html} or {@code .htm}
     */
    public static Path chart(Panel panel, Path file) {
        // An image would need a browser to draw the chart; an HTML page under a .png name would open as a broken image.
        Path shown = file.getFileName() == null ? file : file.getFileName(); // a root such as / has no file name
        String name = shown.toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".html") && !name.endsWith(".htm"))
            throw new IllegalArgumentException("saveChart writes an offline HTML page, so '" + shown
                    + "' is not accepted; name it .html (a PNG or SVG needs a browser to draw: open the page and use"
                    + " the chart's camera button)");
        MemberFiles.atomically(file, page(panel));
        return file;
    }

    /** Members as csv, {@code data.json}, and {@code chart.html} when there is a chart, all in {@code dir}. */
    public static List<Path> all(List<LongForm.Member> members, JsonNode data, Panel panel, Path dir) {
        List<Path> out = new ArrayList<>(csv(members, dir));
        out.add(json(data, dir.resolve("data.json")));
        if (!panel.figures().isEmpty()) out.add(chart(panel, dir.resolve("chart.html")));
        return List.copyOf(out);
    }

    /** The document: a UTF-8 page whose body is the panel without its tables, plotly.js inlined. */
    static String page(Panel panel) {
        if (panel.figures().isEmpty()) throw new IllegalStateException("'" + panel.title() + "' has no chart to save; its tables save as csv (saveCsv)");
        Panel charts = Panel.titled(panel.title()).provenance(panel.provenance()).columns(panel.columns());
        for (Figure f : panel.figures()) charts = charts.figure(f);
        for (String n : panel.notes()) charts = charts.note(n);
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + Html.escape(panel.title()) + "</title>\n</head>\n"
                + "<body style=\"margin:16px;background:#ffffff;\">\n" + charts.html(true) + "\n</body>\n</html>\n";
    }
}
