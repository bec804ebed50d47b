package dev.oqa.internal.fetch;

/**
 * The keyless public sources: the name provenance lines and output rows use, the documented host, the key that moves
 * it ({@code OQA_SOURCE_CBOE}, ... in the environment or the settings file) and the terms shown on the first fetch.
 */
public enum Provider {
    CBOE("Cboe delayed quotes", "https://cdn.cboe.com", "OQA_SOURCE_CBOE",
            "Cboe's website terms allow viewing and downloading one copy for personal, non-commercial use; storing,"
                    + " redistributing or building on the data needs Cboe's written consent (cboe.com terms and conditions)"),
    YAHOO("Yahoo Finance chart", "https://query1.finance.yahoo.com", "OQA_SOURCE_YAHOO",
            "Yahoo's chart API is unofficial and for personal use only; no redistribution (Yahoo's terms of service)"),
    FRED("FRED", "https://fred.stlouisfed.org", "OQA_SOURCE_FRED",
            "FRED data is free to use with a citation of the source (Federal Reserve Bank of St. Louis; TB3MS from the"
                    + " Federal Reserve Board's H.15 release)");

    private final String label, publicBase, key, terms;

    Provider(String label, String publicBase, String key, String terms) {
        this.label = label;
        this.publicBase = publicBase;
        this.key = key;
        this.terms = terms;
    }

    /** The name in output rows and provenance lines, e.g. {@code Cboe delayed quotes}. */
    public String label() { return label; }

    /** The documented public host, {@code scheme://host}. */
    public String publicBase() { return publicBase; }

    /** The environment variable and settings key that replace the host, e.g. {@code OQA_SOURCE_CBOE}. */
    public String key() { return key; }

    /** One line on the terms of use, shown once on the first fetch from this source. */
    public String terms() { return terms; }
}
