package dev.oqa.internal.shape;

/**
 * A {@code data} object that does not fit its endpoint's record: a documented member is missing its documented
 * type. An {@link IllegalArgumentException} so existing callers that map one to "unexpected shape" keep working.
 */
public final class UnreadableAnswerException extends IllegalArgumentException {
    private final String member;

    public UnreadableAnswerException(String type, String member, String reason) {
        super("cannot read " + type + ": member '" + member + "' " + reason);
        this.member = member;
    }

    /** The member that could not be read, e.g. {@code term} or {@code spot}. */
    public String member() { return member; }
}
