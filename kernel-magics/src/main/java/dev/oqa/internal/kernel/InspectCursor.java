package dev.oqa.internal.kernel;

/**
 * Where to ask JShell for documentation when a front end asks about the cursor at {@code at} (Shift+Tab,
 * {@code inspect_request}): with the cursor in a name or right after it ({@code Sys|tem}, {@code System|},
 * {@code Math.max|}), the end of that name, or just past the {@code (} that follows it (then JShell gives the method's
 * signatures); anywhere else the cursor itself (inside a call's parentheses, JShell finds the call).
 */
final class InspectCursor {
    private InspectCursor() {}

    /** The position for {@code SourceCodeAnalysis.documentation}; -1 when {@code at} is outside {@code code}. */
    static int of(String code, int at) {
        if (at < 0 || at > code.length()) return -1;
        boolean inName = at < code.length() && Character.isJavaIdentifierPart(code.charAt(at));
        boolean afterName = at > 0 && Character.isJavaIdentifierPart(code.charAt(at - 1));
        if (!inName && !afterName) return at;
        int end = at;
        while (end < code.length() && Character.isJavaIdentifierPart(code.charAt(end))) end++;
        int next = end;
        while (next < code.length() && Character.isWhitespace(code.charAt(next))) next++;
        return next < code.length() && code.charAt(next) == '(' ? next + 1 : end;
    }
}
