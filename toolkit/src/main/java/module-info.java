/**
 * The OQA toolkit: the {@link dev.oqa.Oqa} facade, its model and its queries. Every other package is the
 * toolkit's own and may change without notice; the kernel magics, which are built with it, get qualified exports.
 *
 * <p>On the class path (as the JJava kernel and {@code bin/oqa} run it) this descriptor is ignored and every
 * package is visible; on the module path it is what a user's code can see.
 */
// Tablesaw and Smile publish no descriptor; the magics are compiled after the toolkit.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic", "module"})
module dev.oqa.toolkit {
    // Types of these appear in the exported API (Table, Figure, JsonNode), so a user's module reads them too.
    requires transitive tablesaw.core;
    requires transitive tablesaw.jsplot;
    requires transitive com.fasterxml.jackson.databind;
    requires okhttp3;
    requires okio;
    requires smile.core;
    requires smile.base;
    // Every CSV is read and written with univocity (dev.oqa.internal.local.data.Csv), at the version Tablesaw brings.
    requires univocity.parsers;
    // NYSE holidays for the trading calendar (dev.oqa.internal.calendar); its JAXB reader is bound as a service.
    requires de.focus_shift.jollyday.core;
    // Not used by the toolkit itself. Tablesaw and its template engine (pebble) are automatic modules, which declare
    // no dependencies, so their dependencies that are named modules would be missing from the module graph
    // (NoClassDefFoundError on the first table or chart): Table's reader registry scans with ClassGraph, Selection
    // is a RoaringBitmap, pebble logs through SLF4J (which then binds the slf4j-nop provider as a service).
    requires io.github.classgraph;
    requires roaringbitmap;
    requires org.slf4j;

    exports dev.oqa;
    exports dev.oqa.model;
    exports dev.oqa.model.data;
    exports dev.oqa.query;
    exports dev.oqa.result;

    // The magics and the command line are built with the toolkit and use its inner packages.
    exports dev.oqa.internal.cache to dev.oqa.magics;
    exports dev.oqa.internal.calendar to dev.oqa.magics;
    exports dev.oqa.internal.client to dev.oqa.magics;
    exports dev.oqa.internal.display to dev.oqa.magics;
    exports dev.oqa.internal.local.data to dev.oqa.magics;
    exports dev.oqa.internal.local.data.importer to dev.oqa.magics;
    exports dev.oqa.internal.local.quant to dev.oqa.magics;
    exports dev.oqa.internal.scan to dev.oqa.magics;
    exports dev.oqa.internal.tables to dev.oqa.magics;
    exports dev.oqa.internal.format to dev.oqa.magics;
    exports dev.oqa.internal.fetch to dev.oqa.magics;
    exports dev.oqa.internal.catalogue to dev.oqa.magics;
    exports dev.oqa.internal.results to dev.oqa.magics;

    // Jackson writes the local engine's summary records (public records in a package the API does not export).
    opens dev.oqa.internal.local.quant to com.fasterxml.jackson.databind;
    // Jackson binds each contract of Cboe's chain answer into the reader's own record (CboeChainReader.Contract).
    opens dev.oqa.internal.fetch to com.fasterxml.jackson.databind;

    // jollyday reflects on the class of the holiday configuration its reader returns; ours is opened to it (see
    // dev.oqa.internal.calendar.jollyday), and the reader is found as a service.
    opens dev.oqa.internal.calendar.jollyday to de.focus_shift.jollyday.core;
    uses de.focus_shift.jollyday.core.spi.HolidayCalendarConfigurationService;
    provides de.focus_shift.jollyday.core.spi.HolidayCalendarConfigurationService with dev.oqa.internal.calendar.jollyday.OpenHolidayConfigurationService;

    // The scan engines on Spark are found with ServiceLoader (they live in the oqa-spark module).
    uses dev.oqa.internal.scan.ScanEngine;
    uses dev.oqa.internal.scan.ParquetConverter;
}
