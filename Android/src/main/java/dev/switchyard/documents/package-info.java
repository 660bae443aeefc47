/**
 * Routing documents: the signed rules a server sends to change a table at run time (DynamicRouting
 * article). {@link dev.switchyard.documents.RoutingDocuments} verifies each document against the
 * app's {@link dev.switchyard.documents.PinnedKeys}, keeps the one in force above its floor, and
 * matches links through the table with that document applied ({@link
 * dev.switchyard.documents.AppliedTable}).
 */
package dev.switchyard.documents;
