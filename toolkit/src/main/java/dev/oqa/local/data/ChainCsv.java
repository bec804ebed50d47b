package dev.oqa.local.data;

import java.util.ArrayList;
import java.util.List;

/** Splits one CSV line (RFC 4180 quoting: {@code "a,b"} and {@code ""} inside quotes). Package-private helper. */
final class ChainCsv {
    private ChainCsv() {}

    static List<String> split(String line) {
        List<String> out = new ArrayList<>(24);
        if (line.indexOf('"') < 0) {
            int from = 0;
            for (int i = line.indexOf(','); i >= 0; i = line.indexOf(',', from)) {
                out.add(line.substring(from, i));
                from = i + 1;
            }
            out.add(line.substring(from));
            return out;
        }
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < line.length() && line.charAt(i + 1) == '"') { cur.append('"'); i++; }
                    else quoted = false;
                } else cur.append(c);
            } else if (c == '"') quoted = true;
            else if (c == ',') { out.add(cur.toString()); cur.setLength(0); }
            else cur.append(c);
        }
        out.add(cur.toString());
        return out;
    }

    static String stripBom(String s) {
        return !s.isEmpty() && s.charAt(0) == '\uFEFF' ? s.substring(1) : s;
    }
}
