package dev.oqa.model;

/** Endpoint families: they share per-minute limits (api-v0 §8) and cache lifetimes (INTERPRETATION #12). */
public enum Family {
    PING, OPTIONS, GREEKS, QUANT
}
