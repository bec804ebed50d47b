package dev.oqa.internal.local.quant;

import static dev.oqa.internal.local.quant.QuantConventions.TRADING_DAYS;

/**
 * Annualised expected returns and covariance from daily returns, with PyPortfolioOpt's conventions so its
 * published results reproduce: {@code mean_historical_return} (compounded: Π(1+r)^(252/count) − 1 per asset over
 * its own non-missing days) and {@code sample_cov}·252 (pandas' pairwise-complete sample covariance, ddof = 1:
 * each pair uses the days on which both returns exist). On fully aligned data both reduce to the plain formulas.
 */
public record ReturnEstimates(double[] mu, double[][] cov) {

    /** @param returns {@code returns[asset][day]}, NaN for a missing return */
    public static ReturnEstimates of(double[][] returns) {
        int n = returns.length;
        double[] mu = new double[n];
        for (int j = 0; j < n; j++) {
            double w = 1;
            int c = 0;
            for (double v : returns[j]) if (!Double.isNaN(v)) { w *= 1 + v; c++; }
            if (c == 0) throw new IllegalArgumentException("asset " + j + " has no returns");
            mu[j] = Math.pow(w, (double) TRADING_DAYS / c) - 1;
        }
        // Complete columns share one centring, so their covariances are plain dot products; pairs with gaps go pairwise.
        boolean[] complete = new boolean[n];
        double[][] centred = new double[n][];
        for (int j = 0; j < n; j++) {
            complete[j] = true;
            for (double v : returns[j]) if (Double.isNaN(v)) { complete[j] = false; break; }
            if (complete[j]) {
                double m = 0;
                for (double v : returns[j]) m += v;
                m /= returns[j].length;
                centred[j] = new double[returns[j].length];
                for (int t = 0; t < centred[j].length; t++) centred[j][t] = returns[j][t] - m;
            }
        }
        double[][] cov = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = i; j < n; j++) {
                double c;
                if (complete[i] && complete[j]) {
                    double s = 0;
                    double[] a = centred[i], b = centred[j];
                    for (int t = 0; t < a.length; t++) s += a[t] * b[t];
                    c = a.length < 2 ? Double.NaN : s / (a.length - 1);
                } else c = pairwiseCov(returns[i], returns[j]);
                cov[i][j] = cov[j][i] = c * TRADING_DAYS;
            }
        return new ReturnEstimates(mu, cov);
    }

    private static double pairwiseCov(double[] x, double[] y) {
        double mx = 0, my = 0;
        int c = 0;
        for (int t = 0; t < x.length; t++) if (!Double.isNaN(x[t]) && !Double.isNaN(y[t])) { mx += x[t]; my += y[t]; c++; }
        if (c < 2) return Double.NaN;
        mx /= c;
        my /= c;
        double s = 0;
        for (int t = 0; t < x.length; t++) if (!Double.isNaN(x[t]) && !Double.isNaN(y[t])) s += (x[t] - mx) * (y[t] - my);
        return s / (c - 1);
    }
}
