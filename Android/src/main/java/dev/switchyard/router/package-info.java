/**
 * The router: opens a link as the {@code router.*} rules say ({@code Docs/Rules/router.md} in the
 * repository, one text for every platform, held by the corpus's {@code open} cases). A {@link
 * dev.switchyard.router.Router} is built over the app's table, or over its routing documents, with
 * handlers by name, global and tag middleware ({@link dev.switchyard.router.Middleware}, used as
 * OkHttp's {@code Interceptor} is, but asynchronous), the built-in {@link
 * dev.switchyard.router.LoginGate}, an unmatched handler, a navigator and analytics observers.
 * {@code open} returns at once with a {@code CompletableFuture} of the {@link
 * dev.switchyard.router.RouteOutcome}; every call into app code runs on the one executor the app
 * names (the main thread on Android), and no wait holds a thread.
 */
package dev.switchyard.router;
