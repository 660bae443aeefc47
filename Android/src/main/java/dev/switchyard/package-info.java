/**
 * The JVM reader of Switchyard route tables: load a table file with {@link RouteTableFile}, then
 * match URLs and build links with the {@link RouteTable} it gives.
 *
 * <p>Nullability: in a class annotated {@link dev.switchyard.NonnullByDefault}, every parameter,
 * return value and field is non-null unless it is annotated {@link javax.annotation.Nullable}. The
 * annotations are JSR-305's ({@code javax.annotation}), needed at compile time only. Kotlin reads
 * them as nullable and non-null types when the JSR-305 jar is on its compile classpath; compile
 * with {@code -Xjsr305=@dev.switchyard.NonnullByDefault:strict} to make a null-unsafe use of this
 * library an error rather than a warning (without making every JSR-305 library strict).
 */
package dev.switchyard;
