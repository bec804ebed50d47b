package dev.oqa.internal.kernel;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dflib.jjava.jupyter.kernel.HelpLink;
import org.dflib.jjava.kernel.JavaKernelBuilder;
import org.dflib.jjava.kernel.execution.CodeEvaluator;

/**
 * Builds an {@link OqaKernel} step for step as JJava's {@code JavaKernel.Builder} builds a {@code JavaKernel} (that
 * builder cannot be extended: its constructor is private; these steps are its public superclass's).
 */
final class OqaKernelBuilder extends JavaKernelBuilder<OqaKernelBuilder, OqaKernel> {

    @Override
    public OqaKernel build() {
        String name = buildName();
        var encoding = buildJupyterIOEncoding();
        CodeEvaluator evaluator = buildCodeEvaluator(name);
        var jShell = buildJShell(evaluator);
        var languageInfo = buildLanguageInfo();
        var transpiler = buildMagicTranspiler();
        return new OqaKernel(name, buildVersion(), languageInfo,
                List.of(new HelpLink("Java tutorials", "https://docs.oracle.com/javase/tutorial/"),
                        new HelpLink("JJava homepage", "https://github.com/dflib/jjava")),
                buildHistoryManager(), buildJupyterIO(encoding), buildCommManager(), buildRenderer(),
                buildMagicsResolver(transpiler), buildMagicsRegistry(), buildExtensionsEnabled(), buildErrorStyler(),
                jShell, evaluator, timeoutUnit != null ? timeoutDuration : -1,
                timeoutUnit != null ? timeoutUnit : TimeUnit.MILLISECONDS);
    }
}
