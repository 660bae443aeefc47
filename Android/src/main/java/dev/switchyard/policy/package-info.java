/**
 * Where a link came from and which routes the app lets it open: a {@link
 * dev.switchyard.policy.RouteSource} for each link, and the app's {@link
 * dev.switchyard.policy.SourcePolicy} (restrict a tag to kinds of source, deny a source), which a
 * table's match applies (the {@code policy.*} rules, {@code Docs/Rules/policy.md}).
 */
package dev.switchyard.policy;
