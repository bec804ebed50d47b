package dev.oqa.internal.magics;

import dev.oqa.internal.format.Html;
import java.util.UUID;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;

/**
 * A live status line for work that takes a moment (a request, a first read of a large chain, drawing): shown at
 * once, then replaced in place by the result, so the answer lands where the user is looking (Jupyter's display ids).
 */
final class Progress {
    private final BaseKernel kernel;
    private final String id;
    private final String what;
    private final long started = System.nanoTime();
    private boolean live;

    Progress(BaseKernel kernel, String what) {
        this.kernel = kernel;
        this.what = what;
        this.id = "oqa-progress-" + UUID.randomUUID();
        this.live = publish(line("working"), false);
    }

    void step(String stage) {
        if (live) publish(line(stage), true);
    }

    /** Puts {@code dd} where the status line was (or displays it normally when no line could be shown). */
    void replaceWith(DisplayData dd) {
        if (!live || !publish(dd, true)) kernel.display(dd);
    }

    private DisplayData line(String stage) {
        String s = "⏳ " + what + " · " + stage + " · " + (System.nanoTime() - started) / 1_000_000 + " ms";
        DisplayData dd = new DisplayData(s);
        dd.putHTML("<div style=\"font-size:12px;color:#6b7280\">" + Html.escape(s) + "</div>");
        return dd;
    }

    private boolean publish(DisplayData dd, boolean update) {
        try {
            dd.setDisplayId(id);
            if (update) kernel.getIO().display.updateDisplay(id, dd);
            else kernel.display(dd);
            return true;
        } catch (RuntimeException e) {
            return false; // a front end without display ids still gets the result, just without the live line
        }
    }
}
