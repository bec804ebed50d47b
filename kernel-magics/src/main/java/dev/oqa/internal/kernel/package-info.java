/**
 * The toolkit's Jupyter kernel: JJava's {@code JavaKernel} started by the toolkit's own launcher
 * ({@link dev.oqa.internal.kernel.OqaKernelMain}), built from JJava's public classes only. Over a stock JJava kernel it
 * answers cells of OQA magics without JShell, words a mistyped magic in one line, asks for a secret with a hidden
 * prompt, and completes magic names and options. The magics themselves are the extension in
 * {@code dev.oqa.internal.magics}, which works in a stock JJava kernel too. docs/KERNEL.md says what this gives and
 * what it gave up.
 */
package dev.oqa.internal.kernel;
