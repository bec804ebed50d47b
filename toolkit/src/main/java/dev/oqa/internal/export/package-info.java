/**
 * The files a result saves ({@link dev.oqa.result.Result#saveAll}): its members as csv, its data as JSON and its
 * charts as a self-contained HTML page. Below the facade, above the tables and the display.
 */
package dev.oqa.internal.export;
