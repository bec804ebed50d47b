package dev.oqa.local.quant;

import dev.oqa.model.data.DateValue;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Builds {@code [{date, value}]} arrays; NaN becomes null. */
final class Series {
    private Series() {}

    /** values[k] dated days[offset + k]. */
    static List<DateValue> of(int[] days, int offset, double[] values) {
        List<DateValue> out = new ArrayList<>(values.length);
        for (int k = 0; k < values.length; k++) out.add(DateValue.of(LocalDate.ofEpochDay(days[offset + k]).toString(), values[k]));
        return out;
    }

    /** Cumulative compounded return in percent, one value per return, dated days[offset + k]. */
    static double[] cumReturnsPct(double[] r) {
        double[] out = new double[r.length];
        double w = 1;
        for (int i = 0; i < r.length; i++) {
            w *= 1 + r[i];
            out[i] = (w - 1) * 100;
        }
        return out;
    }

    /** Growth of 1: 1 on the first date, then Π(1+r). */
    static double[] growth(double[] r) {
        double[] out = new double[r.length + 1];
        out[0] = 1;
        for (int i = 0; i < r.length; i++) out[i + 1] = out[i] * (1 + r[i]);
        return out;
    }

    /** NaN → null for JSON. */
    static Double num(double v) { return Double.isFinite(v) ? v : null; }
}
