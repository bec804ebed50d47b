package dev.oqa.internal.magics;

import dev.oqa.internal.display.Panel;
import java.util.List;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;

/**
 * The one place a {@link Panel} becomes Jupyter outputs: a magic's answer, a result shown as a cell's value and a
 * panel passed to {@code display()} all come through here. Today a panel is one bundle, its HTML (charts, tables,
 * provenance) with its text for front ends that show no HTML.
 */
final class PanelOutputs {
    private PanelOutputs() {}

    /** The outputs of {@code p}, in the order they are shown. */
    static List<DisplayData> of(Panel p) {
        DisplayData dd = new DisplayData(p.text());
        dd.putHTML(p.html());
        return List.of(dd);
    }
}
