/**
 * The api-v0 client: {@link dev.oqa.internal.client.ApiKey} (48 hex, redacted everywhere, namespaced by a SHA-256 prefix),
 * {@link dev.oqa.model.AuthScheme} (the three header forms), {@link dev.oqa.internal.client.Credentials} (owner-only file),
 * {@link dev.oqa.model.OqaHome} (oqa.home, OQA_HOME or XDG), {@link dev.oqa.internal.client.OqaClient} (okhttp, with one
 * interceptor per cross-cutting step: retry, quota gate, auth header, bounded body, one exchange per attempt) and the
 * typed errors with their exit codes: usage/config 2, auth 3, other API errors 5, network 6 (the quota and rate
 * refusals, exit 4, are {@link dev.oqa.model.QuotaExceededException} and {@link dev.oqa.model.RateLimitedException}, so
 * that the ledger below this package raises them too). Key redaction itself is {@link dev.oqa.model.Redaction}.
 *
 * <p>Conventions: quota days and months are counted in UTC unless configured ({@link dev.oqa.model.QuotaLimits});
 * options and greeks share one per-minute bucket; a 5xx is retried once and a 429 is waited out once when its
 * Retry-After is at most 3 s, each retry spending its own quota slot; a connection that never opened gives its
 * slot back. Redirects are never followed (the key stays with the configured host), and okhttp's own resends are
 * off. Nothing in this package logs, and no header is ever echoed.
 *
 * <p>Where the key may go is {@link dev.oqa.internal.client.BaseUrl#forKey}: https anywhere, plain http to this
 * machine, plain http elsewhere only with the user's {@link dev.oqa.internal.client.InsecureHttp} consent (and then a
 * warning on every call). The user's own files, the credentials and the {@link dev.oqa.internal.client.SettingsFile},
 * are read through {@link dev.oqa.internal.client.UserFiles}: small regular files only.
 */
package dev.oqa.internal.client;
