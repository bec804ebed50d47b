package dev.oqa.internal.client;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock tests move by hand, so time-to-live and quota boundaries are checked without sleeping. */
public final class MutableClock extends Clock {
    private volatile Instant now;

    public MutableClock(Instant start) { this.now = start; }

    public void advance(Duration d) { now = now.plus(d); }

    public void set(Instant t) { now = t; }

    @Override public ZoneId getZone() { return ZoneOffset.UTC; }

    @Override public Clock withZone(ZoneId zone) { return this; }

    @Override public Instant instant() { return now; }
}
