package dev.switchyard;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import javax.annotation.Nonnull;
import javax.annotation.meta.TypeQualifierDefault;

/**
 * The parameters, return values and fields of the annotated class are non-null unless annotated
 * {@link javax.annotation.Nullable}. A JSR-305 type qualifier default: Kotlin reads it (with the
 * JSR-305 jar on its classpath) and, compiled with
 * {@code -Xjsr305=@dev.switchyard.NonnullByDefault:strict}, refuses a null-unsafe use of the
 * class.
 *
 * <p>A class carries it once each of its members that can be null says so; a class without it shows
 * Kotlin platform types.
 */
@Documented
@Nonnull
@TypeQualifierDefault({ElementType.METHOD, ElementType.PARAMETER, ElementType.FIELD})
@Retention(RetentionPolicy.RUNTIME)
public @interface NonnullByDefault {
}
