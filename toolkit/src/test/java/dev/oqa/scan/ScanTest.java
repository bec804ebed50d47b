package dev.oqa.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oqa.local.LocalEngine;
import dev.oqa.local.data.DataSource;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Endpoint;
import dev.oqa.model.data.GexData;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScanTest {

    @Test void bundledScanHasOneRowPerSnapshot() {
        ScanResult r = new LocalScanEngine(2).run(ScanJob.of(ScanAnalytic.OPTIONS, null), ScanListener.NONE);
        System.out.println(ScanOutput.csv(r));
        System.out.println(r.summary());
        assertEquals(8, r.rows().size());
    }
}
