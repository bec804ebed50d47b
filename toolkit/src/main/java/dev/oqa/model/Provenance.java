package dev.oqa.model;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.stream.Stream;

/**
 * Where an answer came from and how fresh it is, shown under every table and chart.
 *
 * @param source    remote, cached or local
 * @param asOf      the market time the numbers describe: the option snapshot time or last price date for
 *                  local answers, the fetch time for remote ones
 * @param fetchedAt when the answer was produced or fetched
 * @param stale     true when a cached answer is past its time-to-live and was used to save quota
 * @param quotaLeftToday requests left today for this key, when known
 * @param notes     why this source was used (e.g. "auto: no API key set") and what sanitising changed
 * @param method    the method in a few words, for the short line ({@code GEX: Γ·open_interest·100·S²·0.01 per strike});
 *                  null when the answer does not state one (a remote answer: the service's own)
 * @param warnings  what changes the answer's meaning and must be seen, not folded away with the notes: a ticker a
 *                  basket left out, with the dates the answer then covers
 * @param routine   the notes said on every answer of its kind (the file read, the method in full, "local mode: no
 *                  request sent"): folded away with the details; every other note is news (why this source, what
 *                  was changed, what went wrong and was repaired) and is shown with the short line
 * @param wroteData true when making the answer wrote into the user's data folder (a chain archived, files an
 *                  auto-fetch wrote): a front end that keeps clients must let their local engines list the folder again.
 *                  A typed fact, so that nobody decides it from the text of a note
 */
public record Provenance(Source source, String asOf, Instant fetchedAt, boolean stale,
                         OptionalInt quotaLeftToday, List<String> notes, String method, List<String> warnings, List<String> routine,
                         boolean wroteData) {
    /** The short line's limit: one line of a terminal or an output area. */
    public static final int LINE_LIMIT = 120;

    public Provenance(Source source, String asOf, Instant fetchedAt, boolean stale, OptionalInt quotaLeftToday, List<String> notes) {
        this(source, asOf, fetchedAt, stale, quotaLeftToday, notes, null, List.of(), List.of(), false);
    }

    public Provenance(Source source, String asOf, Instant fetchedAt, boolean stale, OptionalInt quotaLeftToday, List<String> notes, String method) {
        this(source, asOf, fetchedAt, stale, quotaLeftToday, notes, method, List.of(), List.of(), false);
    }

    public Provenance(Source source, String asOf, Instant fetchedAt, boolean stale, OptionalInt quotaLeftToday, List<String> notes, String method,
                      List<String> warnings, List<String> routine) {
        this(source, asOf, fetchedAt, stale, quotaLeftToday, notes, method, warnings, routine, false);
    }

    public Provenance {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(fetchedAt, "fetchedAt");
        quotaLeftToday = quotaLeftToday == null ? OptionalInt.empty() : quotaLeftToday;
        notes = notes == null ? List.of() : List.copyOf(notes);
        method = method == null || method.isBlank() ? null : method.strip();
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
        routine = routine == null ? List.of() : List.copyOf(routine);
    }

    public static Provenance local(String asOf, List<String> notes) {
        return new Provenance(Source.LOCAL, asOf, Instant.now(), false, OptionalInt.empty(), notes);
    }

    public Provenance withNote(String note) {
        return new Provenance(source, asOf, fetchedAt, stale, quotaLeftToday, Stream.concat(notes.stream(), Stream.of(note)).toList(), method, warnings, routine, wroteData);
    }

    /** The same provenance with {@code method} as its method in a few words. */
    public Provenance withMethod(String method) {
        return new Provenance(source, asOf, fetchedAt, stale, quotaLeftToday, notes, method, warnings, routine, wroteData);
    }

    /** The same provenance with {@code note} added as a routine one (said on every answer of its kind). */
    public Provenance withRoutineNote(String note) {
        return new Provenance(source, asOf, fetchedAt, stale, quotaLeftToday, Stream.concat(notes.stream(), Stream.of(note)).toList(),
                method, warnings, Stream.concat(routine.stream(), Stream.of(note)).toList(), wroteData);
    }

    /** The same provenance with {@code these} of its notes marked routine. */
    public Provenance withRoutine(Collection<String> these) {
        return new Provenance(source, asOf, fetchedAt, stale, quotaLeftToday, notes, method, warnings,
                Stream.concat(routine.stream(), these.stream()).distinct().toList(), wroteData);
    }

    /** The same provenance, marked as having written into the user's data folder ({@code wroteData}). */
    public Provenance withDataWritten() {
        return new Provenance(source, asOf, fetchedAt, stale, quotaLeftToday, notes, method, warnings, routine, true);
    }

    /** The notes that are news, in order: shown with the short line, not folded (see {@code routine}). */
    public List<String> news() {
        return notes.stream().filter(n -> !routine.contains(n)).toList();
    }

    /** The same provenance with {@code warning} added to its warnings. */
    public Provenance withWarning(String warning) {
        return new Provenance(source, asOf, fetchedAt, stale, quotaLeftToday, notes, method,
                Stream.concat(warnings.stream(), Stream.of(warning)).toList(), routine, wroteData);
    }

    /**
     * One short line for humans, at most {@value #LINE_LIMIT} characters: source, as-of and method
     * ({@code local · as of 2025-09-25T21:05 EDT (SPY snapshot) · GEX: Γ·open_interest·100·S²·0.01 per strike}), a
     * cached answer's age, the quota left: what a panel and the command line show. Every note is in {@link #line()}
     * ({@code --verbose}, {@code %oqa why}).
     */
    public String brief() {
        StringBuilder sb = new StringBuilder(source.name().toLowerCase(Locale.ROOT));
        if (stale) sb.append(" (stale)");
        if (asOf != null && source != Source.CACHED) sb.append(" · as of ").append(asOf);
        if (source == Source.CACHED) sb.append(" · fetched ").append(humanAge()).append(" ago");
        quotaLeftToday.ifPresent(q -> sb.append(" · quota left ").append(q));
        if (method != null) sb.append(" · ").append(method);
        if (sb.length() <= LINE_LIMIT) return sb.toString();
        return sb.substring(0, LINE_LIMIT - 1).stripTrailing() + "…";
    }

    /**
     * Everything on one line: {@code local · as of 2023-09-14T16:31 EDT · <method> · <every note>}, a cached answer's
     * fetch time in full; what {@code --verbose} shows. A display shows {@link #brief()}.
     */
    public String line() {
        return String.join(" · ", parts());
    }

    /**
     * The parts of {@link #line()}, in its order: source, as-of, fetch time, quota, method, each warning, each note;
     * what {@code %oqa why} shows one a line (a note that holds {@code " · "} stays one part).
     */
    public List<String> parts() {
        List<String> out = new ArrayList<>();
        out.add(source.name().toLowerCase(Locale.ROOT) + (stale ? " (stale)" : ""));
        if (asOf != null) out.add("as of " + asOf);
        if (source == Source.CACHED) out.add("fetched " + fetchedAt + " (" + humanAge() + " ago)");
        quotaLeftToday.ifPresent(q -> out.add("quota left today " + q));
        if (method != null && notes.stream().noneMatch(n -> n.startsWith(method))) out.add(method);
        for (String w : warnings) out.add("warning: " + w);
        out.addAll(notes);
        return List.copyOf(out);
    }

    private String humanAge() {
        long s = Math.max(0, Duration.between(fetchedAt, Instant.now()).toSeconds());
        if (s < 120) return s + " s";
        if (s < 7200) return (s / 60) + " min";
        if (s < 172800) return (s / 3600) + " h";
        return (s / 86400) + " d";
    }
}
