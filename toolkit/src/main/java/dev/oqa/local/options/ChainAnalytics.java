package dev.oqa.local.options;

import dev.oqa.local.data.ChainSnapshot;

/**
 * What every options view derives from a snapshot once: the spot to use, parity forwards per expiry and
 * the IV per contract to price with (vendor IV where the source has an IV column; for sources without
 * one, the IV implied from the mid at the parity forward).
 */
final class ChainAnalytics {
    private final ChainSnapshot chain;
    private final Forwards forwards;
    private final double spot;
    private final double[] ivForGamma;

    private ChainAnalytics(ChainSnapshot chain) {
        this.chain = chain;
        this.forwards = Forwards.of(chain);
        this.spot = Forwards.spotOrFrontForward(chain, forwards);
        if (!(spot > 0))
            throw new dev.oqa.model.LocalDataException(chain.file() + ": no spot price and no call/put pair with two-sided quotes to infer one from");
        double[] iv = new double[chain.size()];
        for (int i = 0; i < iv.length; i++) iv[i] = chain.iv(i);
        this.ivForGamma = iv;
    }

    static ChainAnalytics of(ChainSnapshot chain) { return new ChainAnalytics(chain); }

    ChainSnapshot chain() { return chain; }
    Forwards forwards() { return forwards; }
    double spot() { return spot; }
    double[] ivForGamma() { return ivForGamma; }
}
