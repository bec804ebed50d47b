package dev.oqa.internal.local.quant;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oqa.model.data.DateValue;
import java.time.LocalDate;
import java.util.Arrays;

/**
 * Builds the {@code [{date, value}]} arrays ({@link DateValue}'s shape) directly as JSON nodes: series of 20
 * years are large and bean serialisation would dominate the run time. NaN becomes null.
 */
final class Series {
    private Series() {}

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /** ISO date strings of epoch days, computed once per answer and shared by its series. */
    static String[] dates(int[] days) {
        return Arrays.stream(days).mapToObj(d -> LocalDate.ofEpochDay(d).toString()).toArray(String[]::new);
    }

    /** values[k] dated dates[offset + k]. */
    static ArrayNode node(String[] dates, int offset, double[] values) {
        ArrayNode a = F.arrayNode(values.length);
        for (int k = 0; k < values.length; k++) {
            ObjectNode p = F.objectNode();
            p.put("date", dates[offset + k]);
            if (Double.isFinite(values[k])) p.put("value", values[k]);
            else p.putNull("value");
            a.add(p);
        }
        return a;
    }

    static ArrayNode node(int[] days, int offset, double[] values) { return node(dates(days), offset, values); }

    static ObjectNode object() { return F.objectNode(); }

    /** Cumulative compounded return in percent, one value per return. */
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
