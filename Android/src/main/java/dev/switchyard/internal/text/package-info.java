/**
 * Texts as the library's messages write them (quoting, escaping, the generated error table {@code
 * ErrorText}), UTF-8, ISO dates, Unicode case folding, and the small helpers every layer uses
 * (unmodifiable copies, value classes' {@code Values}).
 *
 * <p><b>Not API.</b> The types here are public only because the library's other packages use them
 * (a Java package cannot say "this library only"): they are not in the API baseline
 * ({@code Android/api/baseline.txt}) or the Javadoc, and may change in any release (ADR 0058).
 */
package dev.switchyard.internal.text;
