package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.documents.internal.DocumentConditions;
import dev.switchyard.documents.internal.DocumentFloor;
import dev.switchyard.documents.internal.DowngradeCheck;
import java.time.Instant;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * What {@link RoutingDocuments} holds at one moment: the table in force (the app's table, with the
 * document applied last, if any) and the floor. Immutable; a new arrival makes a new state
 * ({@link #accepted}), an expired document a state without it.
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

    /** Whether the document in force is past its {@code expires} at {@code now}. */
    boolean expiredAt(Instant now) {
        RoutingDocument inForce = inForce();
        return inForce != null && inForce.expires() != null && !now.isBefore(inForce.expires());
    }

    /**
     * The state after {@code arrival}: this one when the document in force has its serial, else
     * its document applied over the app's table and the floor raised.
     *
     * @throws RoutingDocumentError a downgrade, a condition the device fails, or a document that
     *     does not apply to the table
     */
    DocumentState accepted(ArrivalReader.Arrival arrival, DowngradeCheck downgrades,
                           DeviceContext context, DocumentConditions conditions,
                           @Nullable Set<String> handlers, Instant now)
        throws RoutingDocumentError {
        RoutingDocument document = arrival.document;
        RoutingDocument current = inForce();
        downgrades.check(floor, current == null ? -1 : current.serial(), document.serial(),
            arrival.digest);
        if (current != null && current.serial() == document.serial()) return this;
        RoutingDocumentError refusal = document.refusal(context, now, conditions);
        if (refusal != null) throw refusal;
        AppliedTable next = AppliedTable.apply(applied.table(), document,
            conditions.app ? context : null, handlers);
        return new DocumentState(next, floor.raise(arrival.floorKey, document.serial(),
            arrival.digest));
    }
}
