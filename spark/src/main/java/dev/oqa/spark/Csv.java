package dev.oqa.spark;

import java.util.ArrayList;
import java.util.List;

/** RFC 4180 fields of one line, and a field written back (quoted when it has to be). */
final class Csv {
    private Csv() {}

    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') { f.append('"'); i++; }
                else if (c == '"') quoted = false;
                else f.append(c);
            } else if (c == '"') quoted = true;
            else if (c == ',') { out.add(f.toString()); f.setLength(0); }
            else f.append(c);
        }
        out.add(f.toString());
        return out;
    }

    static String field(Object v) {
        if (v == null) return "";
        String s = v.toString();
        return s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }
}
