package dev.oqa.magics;

import dev.oqa.Result;
import dev.oqa.commands.Outcome;
import dev.oqa.commands.Shell;
import dev.oqa.display.Html;
import dev.oqa.display.Panel;
import dev.oqa.model.OqaException;
import dev.oqa.model.UsageException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dflib.jjava.jupyter.channels.JupyterInputStream;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;

/**
 * Runs one magic line through the shared {@link Shell} and shows the outcome. A user's mistake becomes a
 * short message with the usage, never a stack trace. The result object is returned so that
 * {@code Result<RiskData> r = %risk NVDA} hands it to Java code. The panel is displayed here because jjava 1.0-a6
 * drops a magic's return value; jjava 1.0-a8 also shows the returned value, so a result the magic has already shown
 * renders once as a one-line pointer instead of a second panel.
 */
final class MagicRunner {
    private final BaseKernel kernel;
    private final Shell shell;
    private final Set<Result<?>> shown;

    MagicRunner(BaseKernel kernel, Set<Result<?>> shown) {
        this.kernel = kernel;
        this.shown = shown;
        this.shell = new Shell(Shell.Frontend.NOTEBOOK, this::askSecret);
    }

    Object run(String magic, List<String> args) {
        List<String> words = new ArrayList<>();
        words.add(magic);
        words.addAll(args);
        Progress progress = Progress.start(kernel, "%" + String.join(" ", words));
        try {
            Outcome o = shell.run(words);
            return switch (o) {
                case Outcome.Text t -> { progress.clear(); text(t.text()); yield null; }
                case Outcome.Result r -> {
                    Result<?> result = Result.of(r.answer(), r.request());
                    progress.step("drawing");
                    Panel p = result.panel();
                    DisplayData dd = new DisplayData(p.text());
                    dd.putHTML(p.html());
                    progress.replaceWith(dd);
                    shown.add(result);
                    yield result;
                }
            };
        } catch (UsageException e) {
            progress.clear();
            message("%" + magic + ": " + e.getMessage(), "#8a6d3b");
        } catch (OqaException e) {
            progress.clear();
            message("%" + magic + ": " + e.getClass().getSimpleName().replace("Exception", "").toLowerCase(java.util.Locale.ROOT)
                    + " error: " + e.getMessage(), "#a94442");
        } catch (RuntimeException e) {
            progress.clear();
            message("%" + magic + ": internal error (" + e.getClass().getSimpleName() + "): " + e.getMessage(), "#a94442");
        }
        return null;
    }

    private void text(String s) {
        DisplayData dd = new DisplayData(s);
        dd.putHTML("<pre style=\"margin:0\">" + Html.escape(s) + "</pre>");
        kernel.display(dd);
    }

    private void message(String s, String colour) {
        DisplayData dd = new DisplayData(s);
        dd.putHTML("<pre style=\"margin:0;color:" + colour + ";white-space:pre-wrap\">" + Html.escape(s) + "</pre>");
        kernel.display(dd);
    }


    /**
     * Jupyter's hidden input. JJava has no public API for it: the reply environment sits in a private field
     * of its input stream (verified on JJava 1.0-a6 and 1.0a8). nbclient and nbconvert disable stdin; asking then
     * would hang the cell, so an empty answer sends the user to the env var instead.
     */
    private Optional<String> askSecret(String prompt) {
        try {
            if (!(kernel.getIO().in instanceof JupyterInputStream in) || !in.isEnabled()) return Optional.empty();
            Field f = JupyterInputStream.class.getDeclaredField("env");
            f.setAccessible(true);
            Object env = f.get(in);
            if (!(env instanceof ShellReplyEnvironment sre)) return Optional.empty();
            String v = sre.readFromStdIn(prompt, true);
            return v == null || v.isBlank() ? Optional.empty() : Optional.of(v.strip());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Optional.empty();
        }
    }

}
