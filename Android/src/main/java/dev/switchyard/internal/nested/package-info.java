/**
 * A rewrite's nested URL (the route-table file article, "A rewrite's nested URL"): the options a
 * table's or a document's {@code "nested"} object writes, and how the URL a query item carries is
 * resolved and which source it runs as.
 *
 * <p><b>Not API.</b> The types here are public only because the library's other packages use them
 * (a Java package cannot say "this library only"): they are not in the API baseline
 * ({@code Android/api/baseline.txt}) or the Javadoc, and may change in any release (ADR 0058).
 */
package dev.switchyard.internal.nested;
