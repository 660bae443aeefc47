package dev.switchyard.documents.internal;

/** A dotted app version ({@code 2}, {@code 2.10}, {@code 2.10.1}), compared number by number. */
public final class AppVersion implements Comparable<AppVersion> {
    private final long[] parts;

    private AppVersion(long[] parts) {
        this.parts = parts;
    }

    /** The version, or null when {@code text} is not one to four dot-separated whole numbers. */
    public static AppVersion parse(String text) {
        String[] pieces = text.split("\\.", -1);
        if (pieces.length > 4) return null;
        long[] parts = new long[pieces.length];
        for (int i = 0; i < pieces.length; i++) {
            String piece = pieces[i];
            if (!piece.chars().allMatch(c -> c < 0x80)) return null;
            try {
                parts[i] = Long.parseLong(piece);
            } catch (NumberFormatException notANumber) {
                return null;
            }
            if (parts[i] < 0) return null;
        }
        return new AppVersion(parts);
    }

    @Override
    public int compareTo(AppVersion other) {
        int count = Math.max(parts.length, other.parts.length);
        for (int i = 0; i < count; i++) {
            long left = i < parts.length ? parts[i] : 0;
            long right = i < other.parts.length ? other.parts[i] : 0;
            if (left != right) return left < right ? -1 : 1;
        }
        return 0;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AppVersion && compareTo((AppVersion) other) == 0;
    }

    @Override
    public int hashCode() {
        return 0; // equal versions may differ in trailing zeros: 2.0 == 2
    }
}
