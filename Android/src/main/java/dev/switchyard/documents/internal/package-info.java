/**
 * The routing documents' engine: reading a document's JSON into its values, the budget of what
 * one document may cost, the floor kept between launches, applying a document over the table, and
 * a link's legs and regex allowance through the result. The public face is
 * {@code dev.switchyard.documents}; it builds its answers here, and this package builds the face's
 * values through its one door, {@code dev.switchyard.documents.DocumentsAccess}.
 *
 * <p><b>Not API.</b> The types here are public only because the library's other packages use them
 * (a Java package cannot say "this library only"): they are not in the API baseline
 * ({@code Android/api/baseline.txt}) or the Javadoc, and may change in any release (ADR 0062).
 */
package dev.switchyard.documents.internal;
