package dev.oqa.internal.math;

import java.util.ArrayDeque;
import java.util.Deque;
import smile.clustering.HierarchicalClustering;
import smile.clustering.linkage.UPGMALinkage;

/**
 * Orders assets so that correlated ones sit together, for a correlation heatmap: agglomerative clustering by
 * Smile's {@link HierarchicalClustering} (pure Java, no native code) on the correlation distance
 * d = √(2(1 − ρ)), with <b>average linkage</b> (UPGMA), then the dendrogram's leaves left to right.
 * <p><b>Why this distance:</b> √(2(1 − ρ)) is the Euclidean distance between the two standardised return
 * series (scaled by √T), so it is a metric: 0 for ρ = 1, √2 for ρ = 0, 2 for ρ = −1 (Mantegna 1999; López de
 * Prado 2016). <b>Why average linkage:</b> single linkage chains (assets join one by one through their nearest
 * neighbour, giving a near-arbitrary order), complete linkage lets one far pair keep similar groups apart, and
 * Ward assumes points in a Euclidean space of the data rather than a given distance; average linkage, the
 * default of seaborn's {@code clustermap}, joins on the mean distance between groups and gives stable blocks.
 * <p>Leaf order follows SciPy's {@code leaves_list}: at each merge the child with the smaller cluster id
 * (leaves 0..n−1, the merge of step k gets id n + k) goes first. A missing correlation counts as ρ = 0.
 * Distances are held in single precision by Smile, which only matters for ties. Units: ρ dimensionless.
 */
public final class CorrelationClustering {
    private CorrelationClustering() {}

    /**
     * @param order   asset indices in dendrogram order
     * @param merges  Smile's tree: row k joins clusters {@code merges[k][0]} and {@code merges[k][1]} into id n + k
     * @param heights the distance at which each merge happens (non-decreasing for average linkage)
     */
    public record Dendrogram(int[] order, int[][] merges, double[] heights) {}

    /**
     * @param corr a symmetric correlation matrix, n ≥ 1 (only the lower triangle is read)
     * @throws IllegalArgumentException when {@code corr} is not square
     */
    public static Dendrogram of(double[][] corr) {
        int n = corr.length;
        for (double[] row : corr)
            if (row.length != n) throw new IllegalArgumentException("the correlation matrix must be square; a row has " + row.length + " entries, expected " + n);
        if (n == 1) return new Dendrogram(new int[] {0}, new int[0][], new double[0]);
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++) {
                double r = Double.isFinite(corr[i][j]) ? Math.max(-1, Math.min(1, corr[i][j])) : 0;
                d[i][j] = d[j][i] = Math.sqrt(2 * (1 - r));
            }
        HierarchicalClustering hc = HierarchicalClustering.fit(new UPGMALinkage(d));
        int[][] tree = hc.tree();
        int[] order = new int[n];
        int k = 0;
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(2 * n - 2);
        while (!stack.isEmpty()) {
            int c = stack.pop();
            if (c < n) { order[k++] = c; continue; }
            int a = tree[c - n][0], b = tree[c - n][1];
            stack.push(Math.max(a, b)); // popped second
            stack.push(Math.min(a, b));
        }
        return new Dendrogram(order, tree, hc.height());
    }
}
