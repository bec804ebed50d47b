/**
 * Today's data from keyless public sources, fetched into the user's data folder: option chains from Cboe's delayed
 * quotes, daily adjusted closes from Yahoo's chart API and the 3-month T-bill rate from FRED ({@code oqa data fetch},
 * and the automatic fetch before a local answer). One class per source ({@code CboeOptions}, {@code YahooPrices}, {@code FredRates}); the
 * HTTP manners (pacing per host, browser-like headers, a size cap, bounded DNS) are okhttp interceptors of
 * {@link dev.oqa.internal.fetch.FetchHttp}; everything fetched passes the importer's checks before it is written.
 * What each source sends is described in docs/DATA.md, "Fetching today's data".
 */
package dev.oqa.internal.fetch;
