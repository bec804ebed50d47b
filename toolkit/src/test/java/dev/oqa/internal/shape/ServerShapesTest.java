package dev.oqa.internal.shape;

import dev.oqa.internal.results.ViewedResult;
import dev.oqa.model.Unread;

import dev.oqa.internal.catalogue.Endpoints;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.display.Panel;
import dev.oqa.internal.display.Views;
import dev.oqa.model.Answer;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Json;
import dev.oqa.model.Provenance;
import dev.oqa.model.Source;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every hand-written fixture of {@code fixtures/shapes/<endpoint>/<shape>.json} (written from api-v0's member lists,
 * not from the local engine) read by the endpoint's reader and shown by its view:
 * <ul>
 *   <li>{@code records.json} is the reference; every other shape of the same values reads into the same record and
 *       the view shows the same tables, cell for cell, and as many charts;</li>
 *   <li>{@code empty*.json} reads in full and shows without an exception;</li>
 *   <li>{@code garbage*.json} reads in part: each member in no known shape is named, shown as received in a generic
 *       table and in a note, and the readable members still show;</li>
 *   <li>{@code bad-*.json} has a documented member of the wrong type: the answer is refused, naming it.</li>
 * </ul>
 */
class ServerShapesTest {
    static Path root() {
        try {
            return Path.of(ServerShapesTest.class.getResource("/fixtures/shapes").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Endpoint endpoint(String dir) {
        return Arrays.stream(Endpoint.values()).filter(e -> e.path().endsWith("/" + dir)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no endpoint for fixture folder " + dir));
    }

    static JsonNode json(Path p) {
        try {
            return Json.MAPPER.readTree(p.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** As the client makes it: the reader's record with what it left unread. */
    static <T> Answer<T> answer(Reading<T> r, JsonNode raw) {
        return new Answer<>(r.record(), raw, new Provenance(Source.REMOTE, "test", Instant.EPOCH, false, OptionalInt.empty(), List.of()), r.unread());
    }

    static String tables(Panel p) {
        StringBuilder sb = new StringBuilder();
        for (Panel.Captioned c : p.tables()) {
            StringWriter w = new StringWriter();
            c.table().write().csv(w);
            sb.append("## ").append(c.caption()).append('\n').append(w);
        }
        return sb.toString();
    }

    /** All fixture files, as (endpoint folder, file). */
    static List<Path> fixtures() throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(root())) {
            for (Path d : dirs.sorted().toList())
                try (Stream<Path> files = Files.list(d)) { out.addAll(files.filter(f -> f.toString().endsWith(".json")).sorted().toList()); }
        }
        return out;
    }

    @TestFactory Stream<DynamicTest> everyShapeOfEveryEndpoint() throws IOException {
        return fixtures().stream().map(f -> DynamicTest.dynamicTest(f.getParent().getFileName() + "/" + f.getFileName(), () -> check(f)));
    }

    static void check(Path f) {
        String dir = f.getParent().getFileName().toString(), name = f.getFileName().toString();
        Endpoint e = endpoint(dir);
        JsonNode data = json(f);
        if (name.startsWith("bad-")) {
            UnreadableAnswerException x = assertThrows(UnreadableAnswerException.class, () -> Endpoints.of(e).reader().read(data));
            String member = name.substring(4, name.length() - 5).replace('-', '_');
            assertEquals(member, x.member(), x.getMessage());
            return;
        }
        Reading<?> r = Endpoints.of(e).reader().read(data);
        Panel p = assertDoesNotThrow(() -> ViewedResult.panel(Endpoints.of(e), answer(r, data), null), name);
        assertNotNull(p.title());
        if (name.startsWith("garbage")) {
            assertFalse(r.complete(), "garbage must leave a member unread");
            for (Unread u : r.unread()) {
                assertTrue(p.notes().contains(u.note()), u.note() + " in " + p.notes());
                assertTrue(u.note().contains("'" + u.member() + "'"));
            }
            return;
        }
        assertTrue(r.complete(), () -> name + " left unread: " + r.unread());
        if (name.startsWith("empty")) return;
        Path ref = f.resolveSibling("records.json");
        JsonNode refData = json(ref);
        Reading<?> rr = Endpoints.of(e).reader().read(refData);
        assertTrue(rr.complete(), () -> "reference left unread: " + rr.unread());
        assertEquals(Json.write(rr.record(), true), Json.write(r.record(), true), name + " reads as records.json does");
        Panel rp = ViewedResult.panel(Endpoints.of(e), answer(rr, refData), null);
        assertFalse(rp.tables().isEmpty() && rp.figures().isEmpty(), "the reference shows something");
        assertEquals(tables(rp), tables(p), name + " shows the tables records.json shows");
        assertEquals(rp.figures().size(), p.figures().size(), name + " draws as many charts");
        assertEquals(rp.notes(), p.notes());
    }

    @Test void everyEndpointHasFixturesOfSeveralShapes() throws IOException {
        for (Endpoint e : Endpoint.values()) {
            if (e == Endpoint.PING) continue;
            String dir = e.path().substring(e.path().lastIndexOf('/') + 1);
            Path d = root().resolve(dir);
            assertTrue(Files.isDirectory(d), "fixtures for " + e.path());
            try (Stream<Path> files = Files.list(d)) {
                List<String> names = files.map(p -> p.getFileName().toString()).toList();
                assertTrue(names.contains("records.json"), dir + " has the reference shape");
                assertTrue(names.stream().anyMatch(n -> n.startsWith("garbage") || n.startsWith("bad-")), dir + " has a garbage shape");
                assertTrue(names.size() >= 4, dir + " has several shapes: " + names);
            }
        }
    }
}
