package dev.oqa.internal.display;

import dev.oqa.internal.charts.StyledFigure;
import dev.oqa.internal.format.Html;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import tech.tablesaw.plotly.components.Figure;

/**
 * A chart saved as a file: a self-contained HTML page (plotly.js inlined, so it draws offline in any browser, light or
 * dark). SVG and PNG need a browser to lay the chart out (plotly.js measures text in the page), which the toolkit does
 * not start; the page's camera button, or the PNG a Plotly renderer keeps in a saved notebook, gives an image.
 *
 * <pre>{@code FigureFiles.save(result.chart(), Path.of("gex.html"));}</pre>
 */
public final class FigureFiles {
    private FigureFiles() {}

    /** One chart as a complete HTML page that draws offline. */
    public static String page(Figure figure) {
        if (figure == null) throw new IllegalArgumentException("figure must not be null");
        String title = figure instanceof StyledFigure s ? Html.unescape(s.title()) : "chart";
        return Panel.titled(title.isBlank() ? "chart" : title).figure(figure).page();
    }

    /**
     * Writes {@link #page(Figure)} to {@code file} (ending in {@code .html} or {@code .htm}; folders are created) and
     * returns it. Any other extension is refused with what is accepted and why.
     */
    public static Path save(Figure figure, Path file) { return write(file, page(figure)); }

    static Path write(Path file, String html) {
        if (file == null) throw new IllegalArgumentException("file must not be null");
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".svg") || name.endsWith(".png") || name.endsWith(".jpg") || name.endsWith(".jpeg") || name.endsWith(".pdf"))
            throw new IllegalArgumentException("cannot save a chart as " + name.substring(name.lastIndexOf('.'))
                    + " without a browser: plotly.js lays a chart out only in one. Save it as .html (self-contained, offline)"
                    + " and use the chart's camera button there for a PNG");
        if (!name.endsWith(".html") && !name.endsWith(".htm"))
            throw new IllegalArgumentException("a chart is saved as an .html file (self-contained, offline); got '" + file.getFileName() + "'");
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            return Files.writeString(file, html, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the chart to " + file + ": " + e.getMessage(), e);
        }
    }
}
