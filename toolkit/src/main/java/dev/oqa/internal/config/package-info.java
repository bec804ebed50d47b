/**
 * What an {@code Oqa} is built with ({@link dev.oqa.internal.config.OqaSettings}, an immutable value with no input or
 * output) and how what it leaves open is filled in from the environment and the files under the home folder
 * ({@link dev.oqa.internal.config.SettingsResolver}, the only class here that reads them).
 */
package dev.oqa.internal.config;
