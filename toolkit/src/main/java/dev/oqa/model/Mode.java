package dev.oqa.model;

/** Where answers may come from. */
public enum Mode {
    /** Remote when a key, an address and the quota allow; otherwise the local engine, and the answer says why. */
    AUTO,
    /** The API only (and its cache); anything that stops a request is a typed error. */
    REMOTE,
    /** The local engine only; never sends a request. */
    LOCAL
}
