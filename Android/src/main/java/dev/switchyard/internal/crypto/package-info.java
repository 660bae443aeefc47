/**
 * Ed25519 verification (RFC 8032) in the library's own Java, with SHA-512 and Base64, so that a
 * document's signature verifies the same on every Android version.
 *
 * <p><b>Not API.</b> The types here are public only because the library's other packages use them
 * (a Java package cannot say "this library only"): they are not in the API baseline
 * ({@code Android/api/baseline.txt}) or the Javadoc, and may change in any release (ADR 0058).
 */
package dev.switchyard.internal.crypto;
