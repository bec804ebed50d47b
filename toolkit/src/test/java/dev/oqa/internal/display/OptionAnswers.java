package dev.oqa.internal.display;

import dev.oqa.Oqa;
import dev.oqa.model.Answer;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.UoaData;

/** Real local-engine answers from the bundled SPY 2025-09-25 snapshot, computed once for the view tests. */
final class OptionAnswers {
    private OptionAnswers() {}

    private static final Oqa OQA = Oqa.local();
    static final Answer<ExpectedMoveData> EXPECTED_MOVE = OQA.expectedMove("SPY").answer();
    static final Answer<IvData> IV = OQA.iv("SPY").answer();
    static final Answer<OpenInterestData> OPEN_INTEREST = OQA.openInterest("SPY").answer();
    static final Answer<UoaData> UOA = OQA.uoa("SPY").answer();
    static final Answer<ChainData> CHAIN = OQA.chain("SPY").answer();
    static final Answer<ChainData> CHAIN_ONE_EXPIRY = OQA.chain("SPY").expiry("2025-10-03").range(0.05).answer();
    static final Answer<GexData> GEX = OQA.gex("SPY").answer();

    static Oqa oqa() { return OQA; }
}
