/**
 * The ready form's format (ADR 0069, ADR 0073): its header's constants, the payload's numbers and
 * string pool ({@link dev.switchyard.internal.ready.ReadyNumbers}), its pattern and segment records
 * ({@link dev.switchyard.internal.ready.ReadyPatterns}), and where an image is damaged
 * ({@link dev.switchyard.internal.ready.ReadyFormatError}). Below the table engine: it makes the
 * pattern package's values and nothing of the engine's, so that {@code dev.switchyard.ReadyTable},
 * the public door, and the readers that build the engine's routes and tries from these records
 * import it and it imports nothing back (issue #89 item 5).
 *
 * <p><b>Not API.</b> Public only because the library's other packages use it (a Java package cannot
 * say "this library only"): not in the API baseline or the Javadoc, and may change in any release
 * (ADR 0058).
 */
package dev.switchyard.internal.ready;
