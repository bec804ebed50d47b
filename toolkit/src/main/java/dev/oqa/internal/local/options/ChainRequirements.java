package dev.oqa.internal.local.options;

import dev.oqa.internal.local.options.ChainRowsReader.Coverage;
import dev.oqa.internal.local.options.ChainRowsReader.Field;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Basis;
import java.util.ArrayList;
import java.util.List;

/**
 * What each analytic needs from chain rows, checked before computing anything ({@code --via-chain}). A field counts
 * as present when at least one readable row carries it (missing values on some rows are normal: a strike that did not
 * trade has no last sale); where a needed field is on fewer than all rows, a note says on how many.
 * <table>
 *   <caption>needs</caption>
 *   <tr><th>analytic</th><th>fields</th><th>why</th></tr>
 *   <tr><td>expected move, iv</td><td>bid and ask on calls and puts (or last, see {@link ChainRowsReader})</td>
 *       <td>straddles, parity forwards and implied vols are all computed on the mid</td></tr>
 *   <tr><td>open interest</td><td>by basis: open_interest; volume; volume and a price (bid and ask, or last)</td>
 *       <td>the summed quantity</td></tr>
 *   <tr><td>uoa</td><td>volume, open_interest, and last or bid and ask</td><td>Barchart's volume/OI and price rules</td></tr>
 *   <tr><td>gex</td><td>the basis quantity as above, and gamma, or iv, or bid and ask to solve an iv from</td>
 *       <td>Γ per contract; the zero level re-prices on an iv</td></tr>
 *   <tr><td>chain</td><td>nothing beyond strike, type and expiry</td><td>it is the chain</td></tr>
 * </table>
 */
public final class ChainRequirements {
    private ChainRequirements() {}

    /** What one analytic needs from the rows: adds to {@code missing} what is absent and to {@code used} what it reads. */
    @FunctionalInterface
    public interface Needs {
        void check(ApiRequest request, Coverage c, List<String> missing, List<Field> used);
    }

    /** Expected move and IV: quotes on both sides. */
    public static final Needs QUOTES = (r, c, missing, used) -> {
        for (Field f : List.of(Field.BID, Field.ASK)) {
            used.add(f);
            if (c.onBothSides(f)) continue;
            String side = c.calls(f) == 0 && c.puts(f) == 0 ? "" : c.calls(f) == 0 ? " on calls" : " on puts";
            missing.add(f.wire() + side + (c.has(Field.LAST) ? "" : " (or last)"));
        }
    };

    /** Open interest: the basis quantity. */
    public static final Needs BASIS = (r, c, missing, used) -> basis(OptionsEngine.basis(r), c, missing, used);

    /** Unusual activity: volume, open interest and a price. */
    public static final Needs ACTIVITY = (r, c, missing, used) -> {
        need(c, Field.VOLUME, missing, used, null);
        need(c, Field.OPEN_INTEREST, missing, used, null);
        price(c, missing, used);
    };

    /** GEX: the basis quantity and a gamma (or what to work one out from). */
    public static final Needs GAMMA = (r, c, missing, used) -> {
        basis(OptionsEngine.basis(r), c, missing, used);
        if (c.has(Field.GAMMA)) used.add(Field.GAMMA);
        else if (c.has(Field.IV)) used.add(Field.IV);
        else if (c.has(Field.BID) && c.has(Field.ASK)) { used.add(Field.BID); used.add(Field.ASK); }
        else missing.add("gamma (or iv, or bid and ask to solve an iv from)");
    };

    /** The chain itself: nothing beyond strike, type and expiry. */
    public static final Needs NOTHING = (r, c, missing, used) -> { };

    /**
     * @param needs what the request's analytic needs (its spec names it beside the analytic)
     * @return notes on partial coverage of the needed fields
     * @throws MissingChainFieldsException naming the analytic and every missing field
     */
    public static List<String> check(ApiRequest request, Coverage c, Needs needs) {
        List<String> missing = new ArrayList<>();
        List<Field> used = new ArrayList<>();
        needs.check(request, c, missing, used);
        if (!missing.isEmpty()) throw new MissingChainFieldsException(request.endpoint(), missing, c.rows() + " rows read");
        return used.stream().distinct().filter(f -> c.count(f) < c.rows())
                .map(f -> f.wire() + " on " + c.count(f) + " of " + c.rows() + " rows").toList();
    }

    private static void basis(Basis b, Coverage c, List<String> missing, List<Field> used) {
        switch (b) {
            case OPEN_INTEREST -> need(c, Field.OPEN_INTEREST, missing, used, "basis open_interest");
            case VOLUME -> need(c, Field.VOLUME, missing, used, "basis volume");
            case TOTAL_PREMIUM -> {
                need(c, Field.VOLUME, missing, used, "basis total_premium");
                price(c, missing, used);
            }
        }
    }

    private static void price(Coverage c, List<String> missing, List<Field> used) {
        if (c.has(Field.LAST)) used.add(Field.LAST);
        else if (c.has(Field.BID) && c.has(Field.ASK)) { used.add(Field.BID); used.add(Field.ASK); }
        else missing.add("a price (last, or bid and ask)");
    }

    private static void need(Coverage c, Field f, List<String> missing, List<Field> used, String why) {
        used.add(f);
        if (!c.has(f)) missing.add(f.wire() + (why == null ? "" : " (" + why + ")"));
    }
}
