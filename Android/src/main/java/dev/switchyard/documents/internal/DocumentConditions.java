package dev.switchyard.documents.internal;

/**
 * Which of a document's conditions are checked: all of them in an app; in the command line, only
 * those whose value was given (as {@code switchyard verify} and {@code match --document} do).
 */
public final class DocumentConditions {
    public static final DocumentConditions ALL = new DocumentConditions(true, true, true);

    /** The {@code app} range (and degrades' ranges). */
    public final boolean app;
    /** The range's platforms (with {@link #app}). */
    public final boolean platforms;
    /** The rollout. */
    public final boolean rollout;

    public DocumentConditions(boolean app, boolean platforms, boolean rollout) {
        this.app = app;
        this.platforms = app && platforms;
        this.rollout = rollout;
    }
}
