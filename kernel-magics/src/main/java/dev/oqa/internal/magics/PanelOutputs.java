package dev.oqa.internal.magics;

import dev.oqa.internal.display.ChartSession;
import dev.oqa.internal.display.Panel;
import java.util.List;
import java.util.Map;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.RenderContext;
import tech.tablesaw.plotly.components.Figure;

/**
 * The one place a {@link Panel} (or a chart) becomes Jupyter outputs: a magic's answer, a result shown as a cell's
 * value and a panel passed to {@code display()} all come through here. A panel is several MIME bundles in order ({@link
 * Panel#outputs(ChartSession)}: its header, one per chart with the figure as Plotly JSON for a front end's Plotly
 * renderer and as HTML for the others, its tables and notes); each becomes one output. One per kernel: it holds the
 * session's {@link ChartSession}, so the notebook's first chart output carries plotly.js for the HTML forms.
 */
final class PanelOutputs {
    private final BaseKernel kernel;
    private final ChartSession charts = ChartSession.notebook();

    PanelOutputs(BaseKernel kernel) { this.kernel = kernel; }

    List<DisplayData> of(Panel p) {
        return p.outputs(charts).stream().map(PanelOutputs::displayData).toList();
    }

    /**
     * {@code p} as a rendered value: a renderer fills one output, so the panel's other outputs are displayed before
     * it, in order, and its last one is the value's, unless it is a chart: a chart is always displayed, since
     * JupyterLab shrinks one sent as a cell's value (execute_result) to a line when the window is resized.
     */
    void render(Panel p, RenderContext ctx) {
        List<DisplayData> outputs = of(p);
        boolean chartLast = !p.figures().isEmpty() && p.tables().isEmpty() && p.notes().isEmpty();
        outputs.subList(0, chartLast ? outputs.size() : outputs.size() - 1).forEach(kernel::display);
        if (chartLast) ctx.getOutputContainer().putText("");   // else JJava makes the value's toString()
        else ctx.getOutputContainer().assign(outputs.get(outputs.size() - 1));
    }

    /** A figure a cell shows: one chart output ({@link Panel#output(Figure, ChartSession)}), displayed as above. */
    void render(Figure f, RenderContext ctx) {
        kernel.display(displayData(Panel.output(f, charts)));
        ctx.getOutputContainer().putText("");
    }

    private static DisplayData displayData(Map<String, Object> bundle) {
        DisplayData dd = new DisplayData();
        bundle.forEach(dd::putData); // a Map/List tree (the Plotly figure) is sent as a JSON object
        return dd;
    }
}
