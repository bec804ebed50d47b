package dev.oqa.model;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Hides API keys in text meant for a person or a file. It lives beside {@link OqaException}, which redacts every
 * message with it, so that the errors, the cache and the client share one redaction without depending on the client.
 *
 * <p>Every key the process builds is {@linkplain #remember remembered} as its 8-character windows (never as a string),
 * so that {@link #redact(String)} can hide any run of {@value #FRAGMENT} or more of its characters, in either case,
 * wherever it turns up. Both redactions also hide the user information of any address ({@code http://alice:pw@host}
 * shows as {@code http://[redacted]@host}): a password in a URL is a secret wherever the URL came from.
 */
public final class Redaction {
    /**
     * Key-shaped tokens, whoever's key they are: a run of 44 or more hex characters, whatever surrounds it, or a run of
     * 44 to 56 letters and digits that is mostly hex (a key typed with a character too many, too few or wrong).
     * Shorter runs (dates, 40-character hashes) are left alone.
     */
    private static final Pattern KEY_SHAPED = Pattern.compile(
            "(?<![0-9A-Fa-f])[0-9A-Fa-f]{44,}(?![0-9A-Fa-f])|(?<![0-9A-Za-z])[0-9A-Za-z]{44,56}(?![0-9A-Za-z])");
    /** The shortest run of a known key that is hidden: long enough that ordinary numbers and words do not collide. */
    public static final int FRAGMENT = 8;
    public static final String MARK = "[redacted key]";
    public static final String USER_INFO_MARK = "[redacted]";
    /** Every 8-hex-character window of every key remembered in this process, packed into an int (4 bits a character). */
    private static final Set<Integer> WINDOWS = ConcurrentHashMap.newKeySet();

    private Redaction() {}

    /**
     * Remembers a key's windows so that any run of it is hidden from now on; the key itself is not kept. Called for
     * every well-formed key the process builds; characters other than ASCII hex are skipped.
     */
    public static void remember(String key) {
        if (key == null) return;
        String k = key.toLowerCase(Locale.ROOT);
        for (int i = 0; i + FRAGMENT <= k.length(); i++) {
            String w = k.substring(i, i + FRAGMENT);
            if (w.chars().allMatch(c -> hex((char) c) >= 0)) WINDOWS.add(Integer.parseUnsignedInt(w, 16));
        }
    }

    /**
     * Hides, in any text meant for a person or a file: every run of {@value #FRAGMENT} or more characters of a key this
     * process knows, in either case, and every key-shaped token (someone else's key, or one mistyped).
     */
    public static String redact(String text) {
        if (text == null || text.isEmpty()) return text;
        return userInfo(keys(text));
    }

    /** Known keys' runs and key-shaped tokens only. */
    private static String keys(String text) {
        // used as replacement text unquoted: a token is letters and digits, and MARK holds no '$' or backslash
        return KEY_SHAPED.matcher(keyRuns(text)).replaceAll(m -> mostlyHex(m.group()) ? MARK : m.group());
    }

    /** True when {@code word} holds a key-shaped token or a run of a known key: an argument given by mistake. */
    public static boolean looksLikeKey(String word) {
        return word != null && (containsFragment(word) || !keys(word).equals(word));
    }

    /**
     * Hides runs of known keys and user information, not other key-shaped tokens: for answer data, where other long
     * hex (hashes, ids) is content, not a secret.
     */
    public static String redactFragments(String text) {
        return text == null ? null : userInfo(keyRuns(text));
    }

    /**
     * Hides the user information of every address in {@code text}: after {@code scheme://}, everything up to the last
     * {@code @} before the path, query or fragment begins (a password may itself hold an {@code @}). One pass, no
     * regular expression: a server's text can be megabytes of anything, and each scan stops at the next {@code /}.
     */
    public static String userInfo(String text) {
        if (text == null || text.indexOf('@') < 0) return text;
        StringBuilder sb = null;
        int copied = 0;
        for (int i = text.indexOf("://"); i >= 0; i = text.indexOf("://", i + 3)) {
            if (i == 0 || !schemeChar(text.charAt(i - 1))) continue;
            int start = i + 3, at = -1;
            for (int j = start; j < text.length(); j++) {
                char c = text.charAt(j);
                if (c == '/' || c == '?' || c == '#' || Character.isWhitespace(c)) break;
                if (c == '@') at = j;
            }
            if (at < 0) continue;
            if (sb == null) sb = new StringBuilder(text.length());
            sb.append(text, copied, start).append(USER_INFO_MARK);
            copied = at;
            i = at - 2; // the next search starts after the '@'
        }
        return sb == null ? text : sb.append(text, copied, text.length()).toString();
    }

    private static boolean schemeChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-';
    }

    private static String keyRuns(String text) {
        if (WINDOWS.isEmpty()) return text;
        boolean[] hide = marks(text);
        if (hide == null) return text;
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            if (!hide[i]) { sb.append(text.charAt(i++)); continue; }
            sb.append(MARK);
            while (i < text.length() && hide[i]) i++;
        }
        return sb.toString();
    }

    /** True when {@code text} holds a run of {@value #FRAGMENT} or more characters of a known key. */
    public static boolean containsFragment(CharSequence text) {
        return text != null && !WINDOWS.isEmpty() && marks(text) != null;
    }

    /**
     * True when the bytes hold a known key's run. Read as Latin-1, one character a byte: ASCII hex is never part of a
     * multi-byte UTF-8 character, and no other byte reads as hex.
     */
    public static boolean containsFragment(byte[] bytes) {
        return bytes != null && containsFragment(new String(bytes, StandardCharsets.ISO_8859_1));
    }

    /** Which characters belong to a run of a known key; null when none do. */
    private static boolean[] marks(CharSequence text) {
        boolean[] hide = null;
        int packed = 0, run = 0;
        for (int i = 0; i < text.length(); i++) {
            int v = hex(text.charAt(i));
            if (v < 0) { run = 0; continue; }
            packed = (packed << 4) | v;
            if (++run >= FRAGMENT && WINDOWS.contains(packed)) {
                if (hide == null) hide = new boolean[text.length()];
                for (int j = i - FRAGMENT + 1; j <= i; j++) hide[j] = true;
            }
        }
        return hide;
    }

    private static boolean mostlyHex(String token) {
        long hex = token.chars().filter(c -> hex((char) c) >= 0).count();
        return hex * 10 >= token.length() * 9L;
    }

    /** ASCII hex only: other scripts' digits are not part of a key. */
    private static int hex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }
}
