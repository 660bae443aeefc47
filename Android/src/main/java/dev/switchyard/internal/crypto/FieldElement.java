package dev.switchyard.internal.crypto;

import java.util.Arrays;

/**
 * A number modulo p = 2^255 - 19, the field of edwards25519, in ten limbs of 26 and 25 bits
 * alternately (radix 2^25.5, as in the ref10 code of Ed25519's authors): limb i holds the bits from
 * ceil(25.5·i) on, so that a product of two elements is 100 multiplications of longs, and the
 * reduction only multiplies the part above 2^255 by 19 (2^255 ≡ 19).
 *
 * <p>Why not {@link java.math.BigInteger}: verification is a few thousand multiplications, and a
 * phone's first verification runs them interpreted (before any JIT), where BigInteger's general
 * code costs several times these loops (the figures: {@code Android/bench.sh signature}).
 *
 * <p>Not constant-time (branches and loop bounds depend on the values): the library only verifies,
 * and keys, signatures and documents are public. Values are immutable; every operation returns a
 * new element whose limbs are carried (each below 2^26 in magnitude, apart from a few bits of
 * slack), which keeps every product below 2^63.
 */
public final class FieldElement {
    static final FieldElement ZERO = fromLong(0);
    public static final FieldElement ONE = fromLong(1);

    private static final int LIMBS = 10;
    /** The bit where limb i starts: ceil(25.5·i). */
    private static final int[] OFFSET = {0, 26, 51, 77, 102, 128, 153, 179, 204, 230};
    /** The bits limb i holds: 26 for even limbs, 25 for odd ones (a table: no call per carry). */
    private static final int[] WIDTH = {26, 25, 26, 25, 26, 25, 26, 25, 26, 25};

    private final long[] limbs;

    private FieldElement(long[] limbs) {
        this.limbs = limbs;
    }

    /** A small non-negative number (below 2^26). */
    public static FieldElement fromLong(long value) {
        long[] limbs = new long[LIMBS];
        limbs[0] = value;
        return new FieldElement(limbs);
    }

    /**
     * The number 32 little-endian bytes hold, the top bit (an encoding's sign of x) left out; it
     * may be p or above (see {@link #isCanonical(byte[])}).
     */
    public static FieldElement fromBytes(byte[] bytes) {
        long[] limbs = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            long value = 0;
            for (int bit = WIDTH[i] - 1; bit >= 0; bit--) {
                int at = OFFSET[i] + bit;
                value = (value << 1) | ((bytes[at >> 3] >> (at & 7)) & 1);
            }
            limbs[i] = value;
        }
        return new FieldElement(limbs);
    }

    /** Whether the 255 low bits of these 32 bytes are a number below p. */
    public static boolean isCanonical(byte[] bytes) {
        byte[] low = bytes.clone();
        low[31] &= 0x7f;
        return Arrays.equals(fromBytes(low).toBytes(), low);
    }

    /** The 32 little-endian bytes of this number reduced below p; the top bit is 0. */
    public byte[] toBytes() {
        long[] h = carried(limbs.clone());
        // q = 1 when h >= p, i.e. when h + 19 reaches 2^255 (h is below 2^255 + a little here).
        long q = (19 * h[9] + (1L << 24)) >> 25;
        for (int i = 0; i < LIMBS; i++) q = (h[i] + q) >> WIDTH[i];
        h[0] += 19 * q;
        for (int i = 0; i < LIMBS - 1; i++) {
            long carry = h[i] >> WIDTH[i];
            h[i + 1] += carry;
            h[i] -= carry << WIDTH[i];
        }
        h[9] &= (1L << 25) - 1;
        byte[] out = new byte[32];
        for (int i = 0; i < LIMBS; i++) {
            for (int bit = 0; bit < WIDTH[i]; bit++) {
                int at = OFFSET[i] + bit;
                out[at >> 3] |= (byte) (((h[i] >> bit) & 1) << (at & 7));
            }
        }
        return out;
    }

    /** Whether this is 0 modulo p. */
    public boolean isZero() {
        return Arrays.equals(toBytes(), new byte[32]);
    }

    /** Whether this equals {@code other} modulo p. */
    public boolean sameAs(FieldElement other) {
        return Arrays.equals(toBytes(), other.toBytes());
    }

    /** Whether the reduced number is odd: an encoding's sign of x (RFC 8032 §5.1.2). */
    public boolean isNegative() {
        return (toBytes()[0] & 1) != 0;
    }

    public FieldElement plus(FieldElement other) {
        long[] sum = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) sum[i] = limbs[i] + other.limbs[i];
        return new FieldElement(carried(sum));
    }

    public FieldElement minus(FieldElement other) {
        long[] difference = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) difference[i] = limbs[i] - other.limbs[i];
        return new FieldElement(carried(difference));
    }

    public FieldElement negated() {
        return ZERO.minus(this);
    }

    /**
     * This times {@code other}. Limb i times limb j lands at bit ceil(25.5·i) + ceil(25.5·j),
     * which is ceil(25.5·(i + j)) plus 1 when i and j are both odd (hence the doubled odd limbs),
     * and what lands at limb 10 or above is 2^255 times it, ≡ 19 times it, ten limbs lower.
     */
    public FieldElement times(FieldElement other) {
        long[] fOddDoubled = oddLimbsDoubled();
        long[] wide = new long[2 * LIMBS - 1];
        for (int j = 0; j < LIMBS; j++) {
            long[] row = (j & 1) == 0 ? limbs : fOddDoubled;
            long gj = other.limbs[j];
            for (int i = 0; i < LIMBS; i++) wide[i + j] += row[i] * gj;
        }
        return reduced(wide);
    }

    /** This times itself: {@link #times} with each product of two different limbs made once. */
    public FieldElement squared() {
        long[] fOddDoubled = oddLimbsDoubled();
        long[] wide = new long[2 * LIMBS - 1];
        for (int i = 0; i < LIMBS; i++) {
            long[] row = (i & 1) == 0 ? limbs : fOddDoubled;
            wide[2 * i] += row[i] * limbs[i];
            long twiceFi = 2 * limbs[i];
            for (int j = i + 1; j < LIMBS; j++) wide[i + j] += row[j] * twiceFi;
        }
        return reduced(wide);
    }

    private long[] oddLimbsDoubled() {
        long[] doubled = limbs.clone();
        for (int i = 1; i < LIMBS; i += 2) doubled[i] *= 2;
        return doubled;
    }

    /** A product's 19 limbs as 10: limb 10 + i is 2^255 times limb i, ≡ 19 times it. */
    private static FieldElement reduced(long[] wide) {
        long[] product = new long[LIMBS];
        for (int i = 0; i < LIMBS - 1; i++) product[i] = wide[i] + 19 * wide[i + LIMBS];
        product[LIMBS - 1] = wide[LIMBS - 1];
        return new FieldElement(carried(product));
    }

    /** This squared {@code count} times: this^(2^count). */
    private FieldElement squaredTimes(int count) {
        FieldElement result = this;
        for (int i = 0; i < count; i++) result = result.squared();
        return result;
    }

    /** 1/this (this^(p-2), p - 2 = 2^255 - 21); 0 for 0. */
    public FieldElement inverse() {
        FieldElement eleventh = squared().squaredTimes(2).times(this).times(squared());
        return powerTwo250MinusOne().squaredTimes(5).times(eleventh);
    }

    /** this^((p-5)/8) = this^(2^252 - 3), for square roots (RFC 8032 §5.1.3). */
    public FieldElement powerPMinus5Over8() {
        return powerTwo250MinusOne().squaredTimes(2).times(this);
    }

    /** this^(2^250 - 1), by the addition chain of ref10: 249 squarings and 11 multiplications. */
    private FieldElement powerTwo250MinusOne() {
        FieldElement z2 = squared();
        FieldElement z9 = z2.squaredTimes(2).times(this);
        FieldElement z11 = z9.times(z2);
        FieldElement z5 = z11.squared().times(z9); // 2^5 - 1
        FieldElement z10 = z5.squaredTimes(5).times(z5); // 2^10 - 1
        FieldElement z20 = z10.squaredTimes(10).times(z10);
        FieldElement z40 = z20.squaredTimes(20).times(z20);
        FieldElement z50 = z40.squaredTimes(10).times(z10);
        FieldElement z100 = z50.squaredTimes(50).times(z50);
        FieldElement z200 = z100.squaredTimes(100).times(z100);
        return z200.squaredTimes(50).times(z50);
    }

    /**
     * The same number with each limb below its width, the carries passed up and the one out of
     * the top limb (2^255 times it) added to limb 0 as 19 times it, then limb 0's carry passed
     * once more; limbs in, up to 2^62 in magnitude. In place: returns {@code out}.
     */
    private static long[] carried(long[] out) {
        for (int i = 0; i < LIMBS; i++) {
            long carry = out[i] >> WIDTH[i];
            out[i] -= carry << WIDTH[i];
            if (i + 1 < LIMBS) {
                out[i + 1] += carry;
            } else {
                out[0] += 19 * carry;
            }
        }
        long carry = out[0] >> 26;
        out[0] -= carry << 26;
        out[1] += carry;
        return out;
    }
}
