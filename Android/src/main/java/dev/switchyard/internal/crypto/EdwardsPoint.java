package dev.switchyard.internal.crypto;

/**
 * A point of edwards25519 (RFC 8032 §5.1), in extended coordinates (X:Y:Z:T) with x = X/Z,
 * y = Y/Z and x·y = T/Z, so that no operation but {@link #encode()} divides. Only what verification
 * needs: decoding, addition, doubling, negation and encoding, on {@link FieldElement}s. Not
 * constant-time: verification handles public data only. Values are immutable.
 */
public final class EdwardsPoint {
    /** The curve constant d = -121665/121666 (EdwardsPointTest checks it), little-endian. */
    public static final FieldElement D =
        fromHex("a3785913ca4deb75abd841414d0a700098e879777940c78c73fe6f2bee6c0352");
    private static final FieldElement TWO_D = D.plus(D);
    /** A square root of -1, 2^((p-1)/4) (EdwardsPointTest checks it), little-endian. */
    private static final FieldElement SQRT_M1 =
        fromHex("b0a00e4a271beec478e42fad0618432fa7d7fb3d99004d2b0bdfc14f8024832b");

    static final EdwardsPoint IDENTITY = new EdwardsPoint(FieldElement.ZERO, FieldElement.ONE,
        FieldElement.ONE, FieldElement.ZERO);
    /** The base point B: y = 4/5 (EdwardsPointTest checks it), x even (RFC 8032 §5.1). */
    public static final EdwardsPoint BASE =
        decode(hexBytes("5866666666666666666666666666666666666666666666666666666666666666"));

    private final FieldElement pointX;
    private final FieldElement pointY;
    private final FieldElement pointZ;
    private final FieldElement pointT;

    private EdwardsPoint(FieldElement numeratorX, FieldElement numeratorY, FieldElement denominator,
                         FieldElement numeratorT) {
        pointX = numeratorX;
        pointY = numeratorY;
        pointZ = denominator;
        pointT = numeratorT;
    }

    /**
     * The point a 32-byte encoding names (RFC 8032 §5.1.3), or null when its y is not below p or
     * no point has that y. Unlike the RFC, an x of 0 with the sign bit set is read as x = 0 (as
     * BoringSSL reads it): both such points have small order, which a key is refused for anyway.
     */
    static EdwardsPoint decode(byte[] encoded) {
        if (encoded.length != 32 || !FieldElement.isCanonical(encoded)) return null;
        boolean negative = (encoded[31] & 0x80) != 0;
        FieldElement y = FieldElement.fromBytes(encoded);
        FieldElement x = recoverX(y);
        if (x == null) return null;
        if (x.isNegative() != negative) x = x.negated();
        return new EdwardsPoint(x, y, FieldElement.ONE, x.times(y));
    }

    /**
     * x with x² = (y² - 1)/(d·y² + 1), either root; null when there is none (§5.1.3, steps 2-3):
     * x = u·v³·(u·v⁷)^((p-5)/8), then times √-1 when v·x² is -u.
     */
    private static FieldElement recoverX(FieldElement affineY) {
        FieldElement yy = affineY.squared();
        FieldElement u = yy.minus(FieldElement.ONE);
        FieldElement v = D.times(yy).plus(FieldElement.ONE);
        FieldElement v3 = v.squared().times(v);
        FieldElement uv7 = u.times(v3.squared()).times(v);
        FieldElement x = u.times(v3).times(uv7.powerPMinus5Over8());
        FieldElement vxx = v.times(x.squared());
        if (vxx.sameAs(u)) return x;
        if (vxx.sameAs(u.negated())) return x.times(SQRT_M1);
        return null;
    }

    /** This point plus {@code other} (RFC 8032 §5.1.4, a = -1). */
    EdwardsPoint add(EdwardsPoint other) {
        FieldElement a = pointY.minus(pointX).times(other.pointY.minus(other.pointX));
        FieldElement b = pointY.plus(pointX).times(other.pointY.plus(other.pointX));
        FieldElement c = pointT.times(TWO_D).times(other.pointT);
        FieldElement zz = pointZ.times(other.pointZ);
        FieldElement dd = zz.plus(zz);
        FieldElement e = b.minus(a);
        FieldElement f = dd.minus(c);
        FieldElement g = dd.plus(c);
        FieldElement h = b.plus(a);
        return new EdwardsPoint(e.times(f), g.times(h), f.times(g), e.times(h));
    }

    /** This point doubled (RFC 8032 §5.1.4). */
    EdwardsPoint twice() {
        FieldElement a = pointX.squared();
        FieldElement b = pointY.squared();
        FieldElement zz = pointZ.squared();
        FieldElement c = zz.plus(zz);
        FieldElement h = a.plus(b);
        FieldElement e = h.minus(pointX.plus(pointY).squared());
        FieldElement g = a.minus(b);
        FieldElement f = c.plus(g);
        return new EdwardsPoint(e.times(f), g.times(h), f.times(g), e.times(h));
    }

    /** -P: (-x, y). */
    EdwardsPoint negate() {
        return new EdwardsPoint(pointX.negated(), pointY, pointZ, pointT.negated());
    }

    /** Whether this is the neutral element (x = 0, y = 1). */
    boolean isIdentity() {
        return pointX.isZero() && pointY.sameAs(pointZ);
    }

    /** Whether [8]P is the identity: P is one of the 8 points of small order. */
    public boolean hasSmallOrder() {
        return twice().twice().twice().isIdentity();
    }

    /** The 32-byte encoding (§5.1.2): y little-endian, the top bit x's parity. Always canonical. */
    byte[] encode() {
        FieldElement inverse = pointZ.inverse();
        byte[] bytes = pointY.times(inverse).toBytes();
        if (pointX.times(inverse).isNegative()) bytes[31] |= (byte) 0x80;
        return bytes;
    }

    /** The affine y, for tests. */
    public FieldElement affineY() {
        return pointY.times(pointZ.inverse());
    }

    private static FieldElement fromHex(String hex) {
        return FieldElement.fromBytes(hexBytes(hex));
    }

    /** 32 bytes written in hexadecimal, in their order (a constant above). */
    private static byte[] hexBytes(String hex) {
        byte[] bytes = new byte[32];
        for (int i = 0; i < 32; i++) {
            int high = Character.digit(hex.charAt(2 * i), 16);
            bytes[i] = (byte) (high << 4 | Character.digit(hex.charAt(2 * i + 1), 16));
        }
        return bytes;
    }
}
