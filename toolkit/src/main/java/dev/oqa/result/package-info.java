/**
 * What a question gives back to a notebook or to Java code: {@link dev.oqa.result.Result}, the typed answer with its
 * tables and charts, and {@link dev.oqa.result.ScanResult}, the rows of a history or a universe scan. A result knows
 * no endpoint: the toolkit makes it with the endpoint's view.
 */
package dev.oqa.result;
