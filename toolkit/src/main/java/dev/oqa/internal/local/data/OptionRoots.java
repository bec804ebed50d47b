package dev.oqa.internal.local.data;

import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Option roots: the part of an OCC symbol before {@code YYMMDD + C|P + strike×1000}, and which roots a chain filed
 * under an underlying may carry. One underlying can list several roots at one expiry, side and strike: the bundled SPX
 * snapshots hold SPX (the AM-settled monthlies) and SPXW (the PM-settled weeklies and end-of-month series) side by
 * side, 6,556 and 14,482 contracts on 2024-01-05, and both list a 3995 call expiring 2024-01-19. They are different
 * contracts, so a contract is its root, expiry, side and strike.
 *
 * <p>The rule for a chain of underlying {@code U} (docs/DATA.md, "Option roots"): a contract's root is accepted when it
 * is {@code U} itself; {@code U} followed by one digit (an adjusted series after a corporate action, {@code SPY1},
 * {@code AAPL1}); or one of the index pairs Cboe lists in one file ({@link #PAIRED}: SPX with SPXW, NDX with NDXP,
 * RUT with RUTW, VIX with VIXW, XSP with XSPW, DJX with DJXW, MRUT with MRUTW). Any other root is another underlying's
 * chain and is refused, naming both.
 */
public final class OptionRoots {
    private OptionRoots() {}

    /** The PM-settled or weekly roots Cboe lists in the file of an index, beside the index's own root. */
    static final Map<String, Set<String>> PAIRED = Map.of(
            "SPX", Set.of("SPXW", "SPXPM"), "NDX", Set.of("NDXP", "NDXW"), "RUT", Set.of("RUTW"), "VIX", Set.of("VIXW"),
            "XSP", Set.of("XSPW"), "DJX", Set.of("DJXW"), "MRUT", Set.of("MRUTW"));

    private static final Pattern OCC = Pattern.compile("([A-Z0-9]{1,6})\\d{6}[CP]\\d{8}");

    /** The root of an OCC symbol ({@code SPXW240119C03995000} gives {@code SPXW}), or null when it is not one. */
    public static String of(String contract) {
        if (contract == null) return null;
        Matcher m = OCC.matcher(contract);
        return m.matches() ? m.group(1) : null;
    }

    /**
     * Whether a chain filed under {@code underlying} may list contracts of {@code root} (the class comment's rule). The
     * weekly file names an index by its weekly root too ({@code SPXW}): its own pair is read from the index's.
     */
    public static boolean belongsTo(String root, String underlying) {
        if (root == null || underlying == null) return false;
        String u = indexOf(underlying);
        if (root.equals(u) || root.equals(underlying)) return true;
        if (root.length() == u.length() + 1 && root.startsWith(u) && Character.isDigit(root.charAt(u.length()))) return true;
        return PAIRED.getOrDefault(u, Set.of()).contains(root);
    }

    /** The index a weekly root belongs to ({@code SPXW} gives {@code SPX}), else the name itself. */
    public static String indexOf(String name) {
        for (var e : PAIRED.entrySet()) if (e.getValue().contains(name)) return e.getKey();
        return name;
    }

    /** The rule in words, for messages. */
    public static String rule(String underlying) {
        String u = indexOf(underlying);
        Set<String> paired = PAIRED.getOrDefault(u, Set.of());
        return u + (paired.isEmpty() ? "" : ", " + String.join(", ", paired.stream().sorted().toList())) + " or " + u + " with one digit (an adjusted series)";
    }
}
