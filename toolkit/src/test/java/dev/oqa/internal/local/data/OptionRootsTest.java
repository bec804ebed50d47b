package dev.oqa.internal.local.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The option-root rule of docs/DATA.md ("Option roots"): which roots a chain filed under an underlying may list. */
class OptionRootsTest {
    @Test void theRootIsWhatComesBeforeTheFifteenFixedCharacters() {
        assertEquals("SPXW", OptionRoots.of("SPXW240119C03995000"));
        assertEquals("SPX", OptionRoots.of("SPX240119C03995000"));
        assertEquals("SPY1", OptionRoots.of("SPY1240119C00400000"));
        assertNull(OptionRoots.of("SPY 240119C00400000"), "padded or spaced: not an unpadded OCC symbol");
        assertNull(OptionRoots.of("SPY\u2028240119C00400000"));
        assertNull(OptionRoots.of("240119C00400000"));
        assertNull(OptionRoots.of(null));
    }

    @Test void aChainListsItsOwnRootAnAdjustedSeriesAndItsIndexPairsOnly() {
        assertTrue(OptionRoots.belongsTo("SPX", "SPX"));
        assertTrue(OptionRoots.belongsTo("SPXW", "SPX"));
        assertTrue(OptionRoots.belongsTo("SPX", "SPXW"), "a weekly file names its index's roots too");
        assertTrue(OptionRoots.belongsTo("NDXP", "NDX"));
        assertTrue(OptionRoots.belongsTo("SPY1", "SPY"), "an adjusted series after a corporate action");
        assertFalse(OptionRoots.belongsTo("SPY12", "SPY"), "one digit only");
        assertFalse(OptionRoots.belongsTo("SPY", "QQQ"));
        assertFalse(OptionRoots.belongsTo("NDXP", "SPX"));
        assertFalse(OptionRoots.belongsTo("SPXW", "SPY"));
        assertFalse(OptionRoots.belongsTo("QQQQ", "QQQ"), "a letter is another symbol, not an adjusted series");
        assertEquals("SPX, SPXPM, SPXW or SPX with one digit (an adjusted series)", OptionRoots.rule("SPX"));
    }
}
