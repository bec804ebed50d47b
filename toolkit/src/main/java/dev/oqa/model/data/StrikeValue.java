package dev.oqa.model.data;

/** One point of a by-strike series: {@code {strike, value}}. */
public record StrikeValue(double strike, double value) {}
