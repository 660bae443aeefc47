/**
 * The router's plan of one pass of an open ({@link dev.switchyard.internal.pass.Pass}) and the way
 * the table in force fills it ({@link dev.switchyard.internal.pass.Way}): what the router
 * ({@code dev.switchyard.router}) and the routing documents' engine ({@code
 * dev.switchyard.documents.internal}, which implements the way) share, below both, so that the
 * router imports nothing of the documents' engine (issue #91 item 6).
 *
 * <p><b>Not API.</b> Public only because the library's other packages use it (a Java package cannot
 * say "this library only"): not in the API baseline or the Javadoc, and may change in any release
 * (ADR 0062).
 */
package dev.switchyard.internal.pass;
