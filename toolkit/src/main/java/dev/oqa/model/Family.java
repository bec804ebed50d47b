package dev.oqa.model;

/** Endpoint families: they share per-minute limits (the service document's limits) and cache lifetimes (docs/INTERPRETATION.md, freshness). */
public enum Family {
    PING, OPTIONS, GREEKS, QUANT
}
