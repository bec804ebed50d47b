package dev.oqa.client;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An API key: 48 hexadecimal characters, as the service document says, checked before anything is sent. The secret is
 * readable only inside this package (the auth interceptor and the credentials file); {@link #toString()}
 * is redacted, and caches and ledgers are namespaced by {@link #hash()}, never by the key.
 *
 * <p>Hex is case-blind, so {@code ABC…} and {@code abc…} are one key: one hash, one ledger, one quota.
 * Every key this process has built is remembered (as its 8-character windows, not as a string) so that
 * {@link #redact(String)} can hide any run of 8 or more of its characters, in either case, wherever it turns up.
 */
public final class ApiKey {
    private static final Pattern FORM = Pattern.compile("[0-9a-fA-F]{48}");
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
    /** Every 8-hex-character window of every key built in this process, packed into an int (4 bits a character). */
    private static final Set<Integer> WINDOWS = ConcurrentHashMap.newKeySet();

    private final String secret;
    private final String hash;

    private ApiKey(String secret) {
        this.secret = secret;
        this.hash = sha256(secret.toLowerCase(Locale.ROOT)).substring(0, 16);
        remember(secret);
    }

    /** Trims, then checks the 48-hex form; a malformed key is an {@link AuthException} that never echoes it. */
    public static ApiKey of(String key) {
        String k = key == null ? "" : key.trim();
        if (k.isEmpty()) throw new AuthException("missing_api_key", "no API key given; set OQA_API_KEY or run %oqa login");
        if (!FORM.matcher(k).matches())
            throw new AuthException("malformed_api_key", "the API key is malformed: expected 48 hexadecimal characters (0-9, a-f), got "
                    + k.length() + " characters" + (k.length() == 48 ? " with non-hex ones" : ""));
        return new ApiKey(k);
    }

    /** True when {@code key} has the documented form; never throws. */
    public static boolean isWellFormed(String key) { return key != null && FORM.matcher(key.trim()).matches(); }

    /** First 16 hex digits of the SHA-256 of the lower-cased key: the namespace of its cache entries and quota ledger. */
    public String hash() { return hash; }

    /** The secret, for the request header and the credentials file only. */
    String reveal() { return secret; }

    /**
     * Hides, in any text meant for a person or a file: every run of {@value #FRAGMENT} or more characters of a key this
     * process knows, in either case, and every key-shaped token (someone else's key, or one mistyped).
     */
    public static String redact(String text) {
        if (text == null || text.isEmpty()) return text;
        String s = redactFragments(text);
        Matcher m = KEY_SHAPED.matcher(s);
        StringBuilder sb = null;
        int last = 0;
        while (m.find()) {
            if (!mostlyHex(m.group())) continue;
            if (sb == null) sb = new StringBuilder(s.length());
            sb.append(s, last, m.start()).append(MARK);
            last = m.end();
        }
        return sb == null ? s : sb.append(s, last, s.length()).toString();
    }

    /** True when {@code word} holds a key-shaped token or a run of a known key: an argument given by mistake. */
    public static boolean looksLikeKey(String word) {
        return word != null && (containsFragment(word) || !redact(word).equals(word));
    }

    /** Hides only runs of known keys: for answer data, where other long hex (hashes, ids) is content, not a secret. */
    public static String redactFragments(String text) {
        if (text == null || WINDOWS.isEmpty()) return text;
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
        if (text == null || WINDOWS.isEmpty()) return false;
        int packed = 0, run = 0;
        for (int i = 0; i < text.length(); i++) {
            int v = hex(text.charAt(i));
            if (v < 0) { run = 0; continue; }
            packed = (packed << 4) | v;
            if (++run >= FRAGMENT && WINDOWS.contains(packed)) return true;
        }
        return false;
    }

    /** True when the bytes (ASCII hex is never part of a multi-byte UTF-8 character) hold a known key's run. */
    public static boolean containsFragment(byte[] bytes) {
        if (bytes == null || WINDOWS.isEmpty()) return false;
        int packed = 0, run = 0;
        for (byte b : bytes) {
            int v = hex((char) b);
            if (v < 0) { run = 0; continue; }
            packed = (packed << 4) | v;
            if (++run >= FRAGMENT && WINDOWS.contains(packed)) return true;
        }
        return false;
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
        int hex = 0;
        for (int i = 0; i < token.length(); i++) if (hex(token.charAt(i)) >= 0) hex++;
        return hex * 10 >= token.length() * 9;
    }

    /** ASCII hex only: other scripts' digits are not part of a key. */
    private static int hex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    private static void remember(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        for (int i = 0; i + FRAGMENT <= k.length(); i++) WINDOWS.add(Integer.parseUnsignedInt(k.substring(i, i + FRAGMENT), 16));
    }

    @Override public boolean equals(Object o) { return o instanceof ApiKey k && k.secret.equalsIgnoreCase(secret); }

    @Override public int hashCode() { return secret.toLowerCase(Locale.ROOT).hashCode(); }

    /** Redacted: shows the last 4 characters only, as dashboards do, so a user can tell two keys apart. */
    @Override public String toString() { return "ApiKey[…" + secret.substring(44) + "]"; }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
