/**
 * The web page's jump (the {@code jump.*} rules, {@code Docs/Rules/jump.md}; ADR 0078; issue #90):
 * which link a page puts under "Open in app", and where a user without the app goes, computed from
 * the table, the routing document in force and the page's environment. {@link
 * dev.switchyard.jump.Jump#plan(dev.switchyard.RouteTable, dev.switchyard.jump.JumpRequest)} gives
 * a {@link dev.switchyard.jump.JumpPlan}; nothing is probed.
 */
package dev.switchyard.jump;
