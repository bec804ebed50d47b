package dev.oqa.internal.fetch;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 16:30 New York as crontab lines in other zones: one line per local time the year gives. */
class CronLineTest {
    private static final LocalDate FROM = LocalDate.of(2026, 11, 29);

    private static List<String> cron(String zone) {
        return CronLine.lines(ZoneId.of(zone), FROM, "/opt/oqa/bin/oqa data collect", "/home/me/.oqa/data/collect.log").lines()
                .filter(l -> !l.startsWith("#")).toList();
    }

    @Test void aZoneWithNewYorksSummerTimeHasOneLine() {
        assertEquals(List.of("30 16 * * * /opt/oqa/bin/oqa data collect >/dev/null 2>&1 || tail -n 20 '/home/me/.oqa/data/collect.log'"), cron("America/New_York"));
        assertEquals(List.of("30 15 * * * /opt/oqa/bin/oqa data collect >/dev/null 2>&1 || tail -n 20 '/home/me/.oqa/data/collect.log'"), cron("America/Chicago"));
    }

    @Test void aZoneWithoutItHasALinePerRegime() {
        // UTC: 21:30 in New York's winter (EST, UTC-5), 20:30 in its summer (EDT, UTC-4)
        assertEquals(List.of("30 20 * * *", "30 21 * * *"), cron("UTC").stream().map(l -> l.substring(0, 11)).toList());
        // London and New York change on different Sundays: 21:30 most of the year, 20:30 in the weeks between
        assertEquals(List.of("30 20 * * *", "30 21 * * *"), cron("Europe/London").stream().map(l -> l.substring(0, 11)).toList());
        // Tokyo has no summer time: 06:30 or 05:30 the next morning there
        assertEquals(List.of("30 5 * * * ", "30 6 * * * "), cron("Asia/Tokyo").stream().map(l -> l.substring(0, 11)).toList());
        // India, half an hour off: 03:00 or 02:00
        assertEquals(List.of("0 2 * * * /", "0 3 * * * /"), cron("Asia/Kolkata").stream().map(l -> l.substring(0, 11)).toList());
    }

    @Test void theCommentsSayWhy() {
        String text = CronLine.lines(ZoneId.of("UTC"), FROM, "oqa data collect", "/tmp/it's.log");
        assertTrue(text.startsWith("# oqa data collect at 16:30 New York (after the 16:00 close) in this machine's time zone, UTC\n"
                + "# 16:30 New York is 20:30 or 21:30 here, depending on summer time in each zone: one line for each; the run that comes before"
                + " the close does nothing\n"), text);
        assertTrue(text.endsWith("tail -n 20 '/tmp/it'\\''s.log'"), text);
    }
}
