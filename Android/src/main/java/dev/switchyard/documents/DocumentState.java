package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.internal.DocumentFloor;
import javax.annotation.Nullable;

/**
 * What {@link RoutingDocuments} holds at one moment: the table in force (the app's table, with the
 * document applied last, if any) and the floor. Immutable; a new arrival makes a new state.
 */
@NonnullByDefault
public final class DocumentState {
    private final AppliedTable applied;
    private final DocumentFloor floor;

    DocumentState(AppliedTable applied, DocumentFloor floor) {
        this.applied = applied;
        this.floor = floor;
    }

    /**
     * The table in force.
     *
     * @return the app's table with the document in force applied, or the table alone
     */
    public AppliedTable applied() {
        return applied;
    }

    /**
     * The document in force.
     *
     * @return the document, or null when the table runs alone
     */
    @Nullable
    public RoutingDocument inForce() {
        return applied.document();
    }

    DocumentFloor floor() {
        return floor;
    }

    /** This state with the table alone in force (the document ended), the floor kept. */
    DocumentState withoutDocument() {
        return new DocumentState(AppliedTable.of(applied.table()), floor);
    }
}
