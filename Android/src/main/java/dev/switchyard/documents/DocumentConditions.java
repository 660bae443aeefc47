package dev.switchyard.documents;

/**
 * Which of a document's conditions are checked: all of them in an app; in the command line, only
 * those whose value was given (as {@code switchyard verify} and {@code match --document} do).
 */
final class DocumentConditions {
    static final DocumentConditions ALL = new DocumentConditions(true, true, true);

    /** The {@code app} range (and degrades' ranges). */
    final boolean app;
    /** The range's platforms (with {@link #app}). */
    final boolean platforms;
    /** The rollout. */
    final boolean rollout;

    DocumentConditions(boolean app, boolean platforms, boolean rollout) {
        this.app = app;
        this.platforms = app && platforms;
        this.rollout = rollout;
    }
}
