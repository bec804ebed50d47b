package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.*;

import dev.oqa.internal.local.data.DataSource;
import dev.oqa.internal.local.data.TreasuryBillRates;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.RiskData;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --rf tbill}: FRED TB3MS as the risk-free rate, by the convention of {@link TreasuryBillRates}. */
class RiskFreeRateTest {

    /**
     * By hand: TB3MS 3.57 (January 2026) is a discount rate, so a 91-day bill costs 1 − 0.0357·91/360 = 0.990975833;
     * (1/0.990975833)^(365/91) − 1 = 0.0370293 a year effective; (1.0370293)^(1/252) − 1 = 0.000144297 a trading day.
     * TB3MS 5.00 gives 0.987361111, 0.0523413, 0.000202471.
     */
    @Test void theDiscountRateConvertsToAnAnnualEffectiveAndADailyRate() {
        assertEquals(0.0370292562, TreasuryBillRates.annualEffective(3.57), 1e-10);
        assertEquals(0.0001442967, TreasuryBillRates.daily(TreasuryBillRates.annualEffective(3.57)), 1e-10);
        assertEquals(0.0523413410, TreasuryBillRates.annualEffective(5.0), 1e-10);
        TreasuryBillRates bills = TreasuryBillRates.of(DataSource.bundled());
        assertEquals(3.57, bills.percentFor(LocalDate.of(2026, 1, 20)));
        assertEquals(3.57, bills.percentFor(LocalDate.of(2026, 7, 31)), "after the series' last month: its last rate");
        assertEquals(4.21, bills.percentFor(LocalDate.of(2025, 1, 2)), "a date takes its own month's average");
        TreasuryBillRates.Window w = bills.over(List.of(LocalDate.of(2025, 1, 2), LocalDate.of(2026, 7, 31)));
        assertEquals((TreasuryBillRates.daily(TreasuryBillRates.annualEffective(4.21)) + 0.0001442967) / 2, w.meanDaily(), 1e-10);
        assertTrue(w.note().contains("the series ends in 2026-01, later months use 2026-01's rate"), w.note());
    }

    /**
     * Over July 2026 every return date takes January 2026's rate (the series' last), so the daily rate is the constant
     * 0.000144297 and Sharpe moves by exactly rf·252/volatility (Sharpe = mean(r − rf)/std(r)·√252, volatility = std·√252).
     */
    @Test void tbillLowersSharpeByTheDailyRateOverVolatility() {
        ApiRequest r = ApiRequest.to(Endpoint.RISK).param("ticker", "NVDA").param("period", "1M").build();
        Answer<RiskData> zero = new QuantEngine(DataSource.bundled(), null).risk(r);
        Answer<RiskData> tbill = new QuantEngine(DataSource.bundled(), null, QuantConventions.defaults().withRiskFree("tbill")).risk(r);
        double vol = zero.data().summary().get("volatility").asDouble();
        double expected = zero.data().summary().get("sharpe").asDouble() - 0.0001442967 * 252 / vol;
        assertEquals(expected, tbill.data().summary().get("sharpe").asDouble(), 1e-8);
        assertEquals(0.0370292562, tbill.data().summary().get("risk_free_rate").asDouble(), 1e-9, "the annual rate the answer used");
        assertTrue(tbill.provenance().notes().stream().anyMatch(n -> n.startsWith("risk-free rate: 3-month T-bill (FRED TB3MS")), tbill.provenance().notes().toString());
        assertEquals(zero.data().summary().get("beta").asDouble(), tbill.data().summary().get("beta").asDouble(), 1e-12, "beta does not depend on rf");
    }

    @Test void aConstantRateAndBadValuesOfRf() {
        assertEquals(0.02, QuantConventions.defaults().withRiskFree("0.02").riskFreeRate());
        assertFalse(QuantConventions.defaults().withRiskFree("0.02").treasuryBill());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> QuantConventions.defaults().withRiskFree("2"));
        assertTrue(e.getMessage().contains("annual fraction") && e.getMessage().contains("tbill"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> QuantConventions.defaults().withRiskFree("libor"));
    }
}
