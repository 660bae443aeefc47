package dev.switchyard.internal.crypto;

/**
 * [a]B + [b]P in one pass of doublings (Straus's method), each scalar written in signed odd digits
 * of at most 15 at least 5 bits apart (a sliding window, as ref10's {@code
 * ge_double_scalarmult_vartime}): about 253 doublings and 85 additions, against 253 and 190 bit by
 * bit. The odd multiples B, 3B, ..., 15B are computed once per process (a constant), P's once per
 * call. Not constant-time: the scalars are public (a signature's S and the hash k).
 */
public final class DoubleScalarMultiple {
    /** B, 3B, 5B, ..., 15B. */
    private static final EdwardsPoint[] BASE_MULTIPLES = oddMultiples(EdwardsPoint.BASE);

    private DoubleScalarMultiple() {}

    /**
     * [baseScalar]B + [pointScalar]point.
     *
     * @param baseScalar 32 little-endian bytes, below 2^255
     * @param pointScalar 32 little-endian bytes, below 2^255
     */
    static EdwardsPoint of(byte[] baseScalar, byte[] pointScalar, EdwardsPoint point) {
        byte[] baseDigits = signedDigits(baseScalar);
        byte[] pointDigits = signedDigits(pointScalar);
        EdwardsPoint[] pointMultiples = oddMultiples(point);
        int top = 255;
        while (top >= 0 && baseDigits[top] == 0 && pointDigits[top] == 0) top--;
        EdwardsPoint sum = EdwardsPoint.IDENTITY;
        for (int i = top; i >= 0; i--) {
            sum = plusDigit(plusDigit(sum.twice(), pointDigits[i], pointMultiples),
                baseDigits[i], BASE_MULTIPLES);
        }
        return sum;
    }

    /** sum + [digit]P, digit odd in [-15, 15] or 0, {@code multiples} P's odd multiples. */
    private static EdwardsPoint plusDigit(EdwardsPoint sum, int digit, EdwardsPoint[] multiples) {
        if (digit > 0) return sum.add(multiples[digit / 2]);
        if (digit < 0) return sum.add(multiples[-digit / 2].negate());
        return sum;
    }

    /** P, 3P, 5P, ..., 15P. */
    private static EdwardsPoint[] oddMultiples(EdwardsPoint point) {
        EdwardsPoint[] multiples = new EdwardsPoint[8];
        EdwardsPoint twice = point.twice();
        multiples[0] = point;
        for (int i = 1; i < multiples.length; i++) multiples[i] = multiples[i - 1].add(twice);
        return multiples;
    }

    /**
     * The scalar as 256 digits, the sum of digit[i]·2^i, each 0 or odd in [-15, 15], non-zero
     * digits at least 5 apart where the scalar allows (ref10's {@code slide}): from the bits, each
     * set bit absorbs the next set bits within 6 places while the digit stays within ±15,
     * subtracting (and carrying 1 upward) when adding would pass 15.
     */
    public static byte[] signedDigits(byte[] scalar) {
        byte[] digits = new byte[256];
        for (int i = 0; i < 256; i++) digits[i] = (byte) ((scalar[i >> 3] >> (i & 7)) & 1);
        for (int i = 0; i < 256; i++) {
            if (digits[i] == 0) continue;
            for (int b = 1; b <= 6 && i + b < 256; b++) {
                if (digits[i + b] == 0) continue;
                int shifted = digits[i + b] << b;
                if (digits[i] + shifted <= 15) {
                    digits[i] += (byte) shifted;
                    digits[i + b] = 0;
                } else if (digits[i] - shifted >= -15) {
                    digits[i] -= (byte) shifted;
                    carryOne(digits, i + b);
                } else {
                    break;
                }
            }
        }
        return digits;
    }

    /** Adds 2^from to the digits from {@code from} up, which are 0 or 1 there. */
    private static void carryOne(byte[] digits, int from) {
        for (int k = from; k < 256; k++) {
            if (digits[k] == 0) {
                digits[k] = 1;
                return;
            }
            digits[k] = 0;
        }
    }
}
