package dev.oqa;

import java.time.Duration;
import java.util.function.Consumer;

/** The builder's test seams, which are package-private so that they stay off the public API, for tests in other packages. */
public final class TestSeams {
    private TestSeams() {}

    /** Records the client's Retry-After waits instead of sleeping through them. */
    public static Oqa.Builder sleeper(Oqa.Builder b, Consumer<Duration> sleeper) { return b.sleeper(sleeper); }
}
