package dev.switchyard;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import javax.annotation.Nonnull;
import javax.annotation.meta.TypeQualifierDefault;

/**
 * Return values and fields of the annotated package are non-null unless annotated
 * {@link javax.annotation.Nullable} (JSR-305's {@code ParametersAreNonnullByDefault} covers parameters only).
 * Kotlin honours it as a JSR-305 type qualifier default.
 */
@Documented
@Nonnull
@TypeQualifierDefault({ElementType.METHOD, ElementType.FIELD})
@Retention(RetentionPolicy.RUNTIME)
@interface NonnullByDefault {
}
