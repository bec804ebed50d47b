package dev.oqa.internal.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.oqa.internal.results.ViewedResult;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.internal.tables.LongForm;
import dev.oqa.internal.tables.MemberFiles;
import dev.oqa.model.Answer;
import dev.oqa.model.Endpoint;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code Result.saveCsv} and the command line's {@code --out DIR} write the same files for every shape a server may
 * send ({@code fixtures/shapes}), and every readable shape of the same values writes what {@code records.json} does:
 * a server's pandas orients are written in the document's record form, not as received.
 */
class SavedCsvShapesTest {
    @TempDir Path out;

    @TestFactory Stream<DynamicTest> everyShapeSavesAsTheCommandLineWrites() throws IOException {
        return ServerShapesTest.fixtures().stream().filter(f -> !f.getFileName().toString().startsWith("bad-"))
                .map(f -> DynamicTest.dynamicTest(f.getParent().getFileName() + "/" + f.getFileName(), () -> check(f)));
    }

    private void check(Path f) {
        Endpoint e = ServerShapesTest.endpoint(f.getParent().getFileName().toString());
        String name = f.getFileName().toString(), id = f.getParent().getFileName() + "-" + name;
        Answer<?> answer = answer(e, f);
        Map<String, String> saved = read(ViewedResult.of(Endpoints.of(e), answer, null).saveCsv(out.resolve("saved-" + id)));
        Map<String, String> written = read(MemberFiles.write(LongForm.of(e, answer), out.resolve("out-" + id), MemberFiles.Format.CSV)
                .stream().map(MemberFiles.Written::file).toList());
        assertEquals(written, saved, name);
        if (name.startsWith("garbage") || name.startsWith("empty") || name.equals("records.json")) return;
        Map<String, String> reference = read(ViewedResult.of(Endpoints.of(e), answer(e, f.resolveSibling("records.json")), null)
                .saveCsv(out.resolve("ref-" + id)));
        assertEquals(reference, saved, name + " writes what records.json writes");
    }

    private static Answer<?> answer(Endpoint e, Path f) {
        JsonNode data = ServerShapesTest.json(f);
        return ServerShapesTest.answer(Endpoints.of(e).reader().read(data), data);
    }

    /** File name to contents, in the order written. */
    private static Map<String, String> read(List<Path> files) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Path p : files) {
            try {
                out.put(p.getFileName().toString(), Files.readString(p));
            } catch (IOException x) {
                throw new UncheckedIOException(x);
            }
        }
        return out;
    }
}
