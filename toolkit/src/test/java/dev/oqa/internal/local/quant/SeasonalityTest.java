package dev.oqa.internal.local.quant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.local.data.PriceSeries;
import dev.oqa.model.data.SeasonalityData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every grouping on a SYNTHETIC five-return series whose buckets are computed by hand: the closes 100, 110, 99,
 * 103.95, 83.16, 103.95 give the daily returns +10%, -10%, +5%, -20%, +25% on
 * Tue 2024-01-02, Wed 2024-01-03, Thu 2024-02-01, Mon 2024-04-01 and Mon 2025-01-06 (the first close, Fri 2023-12-29,
 * ends a month, a quarter and a year, so no bucket is trimmed). Hand-computed buckets:
 * January 2024 = 1.10 * 0.90 - 1 = -1%, February 2024 = +5%, April 2024 = -20%, January 2025 = +25%;
 * Q1 2024 = 1.10 * 0.90 * 1.05 - 1 = +3.95%; the year 2024 = 0.99 * 1.05 * 0.80 - 1 = -16.84%.
 * 2024 is an election year and 2025 a post-election year (Hirsch's cycle).
 */
class SeasonalityTest {
    private static final double EPS = 1e-9;
    private static final String[] DATES = {"2023-12-29", "2024-01-02", "2024-01-03", "2024-02-01", "2024-04-01", "2025-01-06"};
    private static final double[] CLOSES = {100, 110, 99, 103.95, 83.16, 103.95};

    private static PriceSeries series(String[] dates, double[] closes) {
        int[] days = new int[dates.length];
        for (int i = 0; i < dates.length; i++) days[i] = (int) LocalDate.parse(dates[i]).toEpochDay();
        return new PriceSeries("SYN", "synthetic", days, closes);
    }

    private static SeasonalityData run(String grouping, List<String> notes) {
        return Seasonality.compute(series(DATES, CLOSES), grouping, notes);
    }

    private static JsonNode row(SeasonalityData d, String label) {
        for (JsonNode r : d.seasonalityPivot().get("rows")) if (r.get("label").asText().equals(label)) return r.get("values");
        throw new AssertionError("no row " + label + " in " + d.seasonalityPivot());
    }

    private static JsonNode stat(SeasonalityData d, String bucket) {
        for (JsonNode s : d.stats()) if (s.get("bucket").asText().equals(bucket)) return s;
        throw new AssertionError("no bucket " + bucket + " in " + d.stats());
    }

    private static void assertStat(JsonNode s, double mean, double median, double winRate, int count) {
        assertEquals(mean, s.get("mean_pct").asDouble(), EPS, s.toString());
        assertEquals(median, s.get("median_pct").asDouble(), EPS, s.toString());
        assertEquals(winRate, s.get("win_rate_pct").asDouble(), EPS, s.toString());
        assertEquals(count, s.get("count").asInt(), s.toString());
    }

    private static void assertEmpty(JsonNode s) {
        assertEquals(0, s.get("count").asInt(), s.toString());
        assertTrue(s.get("mean_pct").isNull() && s.get("median_pct").isNull() && s.get("win_rate_pct").isNull(), s.toString());
    }

    /** The values of a pivot row, null kept as null. */
    private static List<Double> values(JsonNode row) {
        List<Double> v = new ArrayList<>();
        for (JsonNode x : row) v.add(x.isNull() ? null : x.asDouble());
        return v;
    }

    private static void assertValues(List<Double> want, JsonNode row) {
        List<Double> got = values(row);
        assertEquals(want.size(), got.size(), got.toString());
        for (int i = 0; i < want.size(); i++) {
            if (want.get(i) == null) assertNull(got.get(i), "column " + i + " of " + got);
            else assertEquals(want.get(i), got.get(i) == null ? Double.NaN : got.get(i), EPS, "column " + i + " of " + got);
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> v = new ArrayList<>();
        for (JsonNode x : array) v.add(x.asText());
        return v;
    }

    private static List<String> labels(SeasonalityData d) {
        List<String> v = new ArrayList<>();
        for (JsonNode r : d.seasonalityPivot().get("rows")) v.add(r.get("label").asText());
        return v;
    }

    private static List<Double> nulls(int n) { return new ArrayList<>(java.util.Collections.nCopies(n, (Double) null)); }

    @Test void monthlyCompoundsTheDaysOfEachMonthAndAveragesMonthsOverYears() {
        List<String> notes = new ArrayList<>();
        SeasonalityData d = run("monthly", notes);
        assertEquals(List.of(), notes);
        JsonNode p = d.seasonalityPivot();
        assertEquals("monthly", p.get("grouping").asText());
        assertEquals("Jan", p.get("columns").get(0).asText());
        assertEquals("Dec", p.get("columns").get(11).asText());
        assertEquals(2, p.get("rows").size());
        List<Double> y2024 = nulls(12);
        y2024.set(0, -1.0);
        y2024.set(1, 5.0);
        y2024.set(3, -20.0);
        assertValues(y2024, row(d, "2024"));
        List<Double> y2025 = nulls(12);
        y2025.set(0, 25.0);
        assertValues(y2025, row(d, "2025"));
        assertEquals(12, d.stats().size());
        assertStat(stat(d, "Jan"), 12, 12, 50, 2);
        assertStat(stat(d, "Feb"), 5, 5, 100, 1);
        assertStat(stat(d, "Apr"), -20, -20, 0, 1);
        assertEmpty(stat(d, "Mar"));
        assertEmpty(stat(d, "Dec"));
    }

    @Test void aMissingGroupingIsMonthlyWithoutANoteAndOneInAnyCaseIsAccepted() {
        List<String> notes = new ArrayList<>();
        assertEquals("monthly", run(null, notes).seasonalityPivot().get("grouping").asText());
        assertEquals("quarterly", run("  QuarterLY ", notes).seasonalityPivot().get("grouping").asText());
        assertEquals(List.of(), notes);
    }

    @Test void annualPathsCompoundInsideEachCalendarYear() {
        JsonNode years = run("monthly", new ArrayList<>()).annualCumReturns();
        assertEquals(2, years.size());
        JsonNode y2024 = years.get(0);
        assertEquals(2024, y2024.get("year").asInt());
        assertEquals(-16.84, y2024.get("total_pct").asDouble(), EPS);
        double[] path = {10, -1, 3.95, -16.84}; // 1.1, 1.1*0.9, 0.99*1.05, 1.0395*0.8
        String[] dates = {"2024-01-02", "2024-01-03", "2024-02-01", "2024-04-01"};
        assertEquals(4, y2024.get("series").size());
        for (int i = 0; i < 4; i++) {
            assertEquals(dates[i], y2024.get("series").get(i).get("date").asText());
            assertEquals(path[i], y2024.get("series").get(i).get("value").asDouble(), EPS);
        }
        JsonNode y2025 = years.get(1);
        assertEquals(2025, y2025.get("year").asInt());
        assertEquals(25, y2025.get("total_pct").asDouble(), EPS);
        assertEquals(1, y2025.get("series").size());
    }

    @Test void quarterlyCompoundsTheMonthsOfEachQuarter() {
        SeasonalityData d = run("quarterly", new ArrayList<>());
        assertEquals(List.of("Q1", "Q2", "Q3", "Q4"), texts(d.seasonalityPivot().get("columns")));
        assertValues(java.util.Arrays.asList(3.95, -20.0, null, null), row(d, "2024"));
        assertValues(java.util.Arrays.asList(25.0, null, null, null), row(d, "2025"));
        assertStat(stat(d, "Q1"), (3.95 + 25) / 2, (3.95 + 25) / 2, 100, 2);
        assertStat(stat(d, "Q2"), -20, -20, 0, 1);
        assertEmpty(stat(d, "Q3"));
        assertEmpty(stat(d, "Q4"));
    }

    @Test void weekdayAveragesTheDailyReturnsOfEachWeekday() {
        SeasonalityData d = run("weekday", new ArrayList<>());
        assertEquals(5, d.seasonalityPivot().get("columns").size());
        assertEquals("Mon", d.seasonalityPivot().get("columns").get(0).asText());
        assertEquals("Fri", d.seasonalityPivot().get("columns").get(4).asText());
        assertValues(java.util.Arrays.asList(-20.0, 10.0, -10.0, 5.0, null), row(d, "2024"));
        assertValues(java.util.Arrays.asList(25.0, null, null, null, null), row(d, "2025"));
        assertStat(stat(d, "Mon"), 2.5, 2.5, 50, 2);
        assertStat(stat(d, "Tue"), 10, 10, 100, 1);
        assertStat(stat(d, "Wed"), -10, -10, 0, 1);
        assertEmpty(stat(d, "Fri"));
    }

    @Test void aWeekendRowIsLeftOutOfTheWeekdays() {
        // Sat 2024-01-06 is a data error (markets closed): its return is not filed under any weekday.
        PriceSeries s = series(new String[] {"2023-12-29", "2024-01-05", "2024-01-06", "2024-01-08"}, new double[] {100, 110, 121, 133.1});
        SeasonalityData d = Seasonality.compute(s, "weekday", new ArrayList<>());
        assertValues(java.util.Arrays.asList(10.0, null, null, null, 10.0), row(d, "2024"));
        int counted = 0;
        for (JsonNode st : d.stats()) counted += st.get("count").asInt();
        assertEquals(2, counted);
    }

    @Test void calendarAveragesEachDayOfTheMonthOverMonthsAndYears() {
        SeasonalityData d = run("calendar", new ArrayList<>());
        JsonNode cols = d.seasonalityPivot().get("columns");
        assertEquals(31, cols.size());
        assertEquals("1", cols.get(0).asText());
        assertEquals("31", cols.get(30).asText());
        assertEquals(12, d.seasonalityPivot().get("rows").size());
        List<Double> jan = nulls(31);
        jan.set(1, 10.0);  // the 2nd (2024)
        jan.set(2, -10.0); // the 3rd (2024)
        jan.set(5, 25.0);  // the 6th (2025)
        assertValues(jan, row(d, "Jan"));
        List<Double> apr = nulls(31);
        apr.set(0, -20.0);
        assertValues(apr, row(d, "Apr"));
        assertValues(nulls(31), row(d, "Dec"));
        assertStat(stat(d, "1"), -7.5, -7.5, 50, 2); // Feb 1st +5%, Apr 1st -20%
        assertStat(stat(d, "6"), 25, 25, 100, 1);
        assertEmpty(stat(d, "31"));
    }

    @Test void presidentialAveragesMonthsByCycleYearAndStatsUseCalendarYears() {
        SeasonalityData d = run("presidential", new ArrayList<>());
        List<String> buckets = new ArrayList<>();
        for (JsonNode st : d.stats()) buckets.add(st.get("bucket").asText());
        assertEquals(List.of("Post-election", "Midterm", "Pre-election", "Election"), buckets);
        assertEquals(List.of("Post-election", "Midterm", "Pre-election", "Election"),
                labels(d));
        List<Double> election = nulls(12);
        election.set(0, -1.0);
        election.set(1, 5.0);
        election.set(3, -20.0);
        assertValues(election, row(d, "Election"));
        List<Double> post = nulls(12);
        post.set(0, 25.0);
        assertValues(post, row(d, "Post-election"));
        assertValues(nulls(12), row(d, "Midterm"));
        assertStat(stat(d, "Election"), -16.84, -16.84, 0, 1);
        assertStat(stat(d, "Post-election"), 25, 25, 100, 1);
        assertEmpty(stat(d, "Midterm"));
        assertEmpty(stat(d, "Pre-election"));
    }

    @Test void theCycleFollowsYearModFour() {
        assertEquals(0, Seasonality.phase(2021)); // post-election
        assertEquals(1, Seasonality.phase(2022)); // midterm
        assertEquals(2, Seasonality.phase(2023)); // pre-election
        assertEquals(3, Seasonality.phase(2024)); // election
        assertEquals(3, Seasonality.phase(1932));
    }

    @Test void aLeadingFragmentIsDroppedSoTheFirstBucketIsComplete() {
        // Closes from mid-January: the January fragment would bias its column, so the data start at the last
        // January close (2024-01-31) and February is the first bucket.
        PriceSeries s = series(new String[] {"2024-01-10", "2024-01-11", "2024-01-31", "2024-02-01", "2024-02-29", "2024-03-01"},
                new double[] {100, 200, 100, 110, 121, 60.5});
        List<String> notes = new ArrayList<>();
        SeasonalityData d = Seasonality.compute(s, "monthly", notes);
        assertEquals(List.of("seasonality starts from the close of 2024-01-31 so that the first month is complete"), notes);
        List<Double> y2024 = nulls(12);
        y2024.set(1, 21.0);  // 121 / 100
        y2024.set(2, -50.0); // 60.5 / 121
        assertValues(y2024, row(d, "2024"));
        assertNull(d.annualCumReturns()); // one calendar year only

        List<String> q = new ArrayList<>();
        Seasonality.compute(series(new String[] {"2024-02-01", "2024-03-28", "2024-04-01", "2024-04-02"}, new double[] {1, 2, 3, 4}), "quarterly", q);
        assertEquals(List.of("seasonality starts from the close of 2024-03-28 so that the first quarter is complete"), q);
        List<String> y = new ArrayList<>();
        Seasonality.compute(series(new String[] {"2023-06-01", "2023-12-29", "2024-01-02", "2024-01-03"}, new double[] {1, 2, 3, 4}), "presidential", y);
        assertEquals(List.of("seasonality starts from the close of 2023-12-29 so that the first year is complete"), y);
    }

    @Test void noTrimWhenOnlyTheLastCloseIsInTheNextBucket() {
        // Trimming at the second-to-last close would leave a single return; the data are kept whole.
        List<String> notes = new ArrayList<>();
        SeasonalityData d = Seasonality.compute(series(new String[] {"2024-01-10", "2024-01-31", "2024-02-01"}, new double[] {100, 110, 121}), "monthly", notes);
        assertEquals(List.of(), notes);
        List<Double> y2024 = nulls(12);
        y2024.set(0, 10.0);
        y2024.set(1, 10.0);
        assertValues(y2024, row(d, "2024"));
    }

    @Test void oneCloseHasNoReturnAndSaysWhichTicker() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> Seasonality.compute(series(new String[] {"2024-01-10"}, new double[] {100}), "monthly", new ArrayList<>()));
        assertEquals("SYN has no daily return in the period", e.getMessage());
    }
}
