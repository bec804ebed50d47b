package dev.oqa.internal.scan;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * The in-process engine: every task of the plan on a pool of one thread per core. Rows come back in the
 * plan's order whatever order they finish in.
 */
public final class LocalScanEngine implements ScanEngine {
    private final int threads;

    public LocalScanEngine() { this(Runtime.getRuntime().availableProcessors()); }

    public LocalScanEngine(int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        this.threads = threads;
    }

    @Override public String name() { return "local"; }

    @Override public ScanResult run(ScanJob job, ScanListener listener) {
        long t0 = System.nanoTime();
        return run(ScanPlan.of(job.analytic(), job.source()), job, listener, t0);
    }

    /** Runs an already listed plan (the entry of {@code --history}). */
    public ScanResult run(ScanPlan plan, ScanJob job, ScanListener listener, long startedNanos) {
        return run(plan, job, listener, startedNanos, t -> List.of(ScanFunctions.run(plan.analytic(), plan.source(), plan.catalog(), t)));
    }

    /**
     * Runs {@code rowsOf} on every task of the plan, for an analytic whose snapshot gives several rows
     * ({@code --held}); the rows come back task by task in plan order. {@code rowsOf} must not throw: a failure is an
     * error row ({@link ScanFunctions#error}). The listener hears the first row of each task.
     */
    public ScanResult run(ScanPlan plan, ScanJob job, ScanListener listener, long startedNanos,
                          Function<ScanTask, List<ScanRow>> rowsOf) {
        List<ScanTask> tasks = plan.tasks();
        @SuppressWarnings("unchecked") List<ScanRow>[] rows = new List[tasks.size()];
        int n = Math.min(threads, Math.max(1, tasks.size()));
        ExecutorService pool = Executors.newFixedThreadPool(n, Thread.ofPlatform().name("oqa-scan").daemon().factory());
        try {
            ExecutorCompletionService<Integer> done = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < tasks.size(); i++) {
                int k = i;
                done.submit(() -> {
                    rows[k] = List.copyOf(rowsOf.apply(tasks.get(k)));
                    return k;
                });
            }
            int failed = 0;
            for (int finished = 1; finished <= tasks.size(); finished++) {
                int k = done.take().get();
                if (rows[k].isEmpty()) throw new IllegalStateException("task " + tasks.get(k).file() + " gave no row");
                if (rows[k].stream().anyMatch(ScanRow::failed)) failed++;
                listener.progress(finished, tasks.size(), failed, rows[k].get(0));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the scan was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a scan task failed outside its own error handling: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return new ScanResult(job, name(), Arrays.stream(rows).flatMap(List::stream).toList(), System.nanoTime() - startedNanos);
    }
}
