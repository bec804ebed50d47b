package dev.oqa.model;

import java.time.Instant;

/** The daily or monthly request quota is used up (exit 4); nothing was sent, or the server said so. */
public class QuotaExceededException extends OqaException {
    private final Instant resetsAt;

    public QuotaExceededException(String message, Instant resetsAt) {
        super(message);
        this.resetsAt = resetsAt;
    }

    /** When the exhausted limit resets. */
    public Instant resetsAt() { return resetsAt; }

    @Override public int exitCode() { return 4; }
}
