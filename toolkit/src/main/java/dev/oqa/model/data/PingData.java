package dev.oqa.model.data;

/** {@code data} of {@code GET /ping}: {@code status} is {@code ok} on success. */
public record PingData(String status) {}
