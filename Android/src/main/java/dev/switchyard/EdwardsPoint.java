package dev.switchyard;

import java.math.BigInteger;

/**
 * A point of edwards25519 (RFC 8032 §5.1), in extended coordinates (X:Y:Z:T) with x = X/Z,
 * y = Y/Z and x·y = T/Z, its field elements reduced modulo p. Written for reading, with
 * {@link BigInteger}, and only what verification needs: decoding, addition, doubling, negation and
 * encoding. Values are immutable.
 */
final class EdwardsPoint {
    /** The field's prime, 2^255 - 19. */
    static final BigInteger P = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
    /** The curve constant d = -121665/121666. */
    static final BigInteger D = BigInteger.valueOf(-121665)
        .multiply(BigInteger.valueOf(121666).modInverse(P)).mod(P);
    /** A square root of -1: 2^((p-1)/4). */
    private static final BigInteger SQRT_M1 =
        BigInteger.valueOf(2).modPow(P.subtract(BigInteger.ONE).shiftRight(2), P);
    private static final BigInteger TWO_D = D.shiftLeft(1).mod(P);

    static final EdwardsPoint IDENTITY =
        new EdwardsPoint(BigInteger.ZERO, BigInteger.ONE, BigInteger.ONE, BigInteger.ZERO);
    /** The base point B: y = 4/5, x even (RFC 8032 §5.1). */
    static final EdwardsPoint BASE = base();

    private final BigInteger pointX;
    private final BigInteger pointY;
    private final BigInteger pointZ;
    private final BigInteger pointT;

    private EdwardsPoint(BigInteger numeratorX, BigInteger numeratorY, BigInteger denominator,
                         BigInteger numeratorT) {
        pointX = numeratorX;
        pointY = numeratorY;
        pointZ = denominator;
        pointT = numeratorT;
    }

    private static EdwardsPoint base() {
        BigInteger y = BigInteger.valueOf(4).multiply(BigInteger.valueOf(5).modInverse(P)).mod(P);
        byte[] encoded = littleEndian(y);
        return decode(encoded);
    }

    /**
     * The point a 32-byte encoding names (RFC 8032 §5.1.3), or null when its y is not below p or
     * no point has that y. Unlike the RFC, an x of 0 with the sign bit set is read as x = 0 (as
     * BoringSSL reads it): both such points have small order, which a key is refused for anyway.
     */
    static EdwardsPoint decode(byte[] encoded) {
        if (encoded.length != 32) return null;
        byte[] bytes = encoded.clone();
        boolean negative = (bytes[31] & 0x80) != 0;
        bytes[31] &= 0x7f;
        BigInteger y = fromLittleEndian(bytes);
        if (y.compareTo(P) >= 0) return null;
        BigInteger x = recoverX(y);
        if (x == null) return null;
        if (x.testBit(0) != negative) x = P.subtract(x).mod(P);
        return new EdwardsPoint(x, y, BigInteger.ONE, x.multiply(y).mod(P));
    }

    /** x with x² = (y² - 1)/(d·y² + 1), either root; null when there is none (§5.1.3, step 2-3). */
    private static BigInteger recoverX(BigInteger affineY) {
        BigInteger yy = affineY.multiply(affineY).mod(P);
        BigInteger u = yy.subtract(BigInteger.ONE).mod(P);
        BigInteger v = D.multiply(yy).add(BigInteger.ONE).mod(P);
        BigInteger v3 = v.pow(3).mod(P);
        BigInteger exponent = P.subtract(BigInteger.valueOf(5)).shiftRight(3);
        BigInteger x = u.multiply(v3)
            .multiply(u.multiply(v3).multiply(v3).multiply(v).mod(P).modPow(exponent, P)).mod(P);
        BigInteger vxx = v.multiply(x).multiply(x).mod(P);
        if (vxx.equals(u)) return x;
        if (vxx.equals(P.subtract(u).mod(P))) return x.multiply(SQRT_M1).mod(P);
        return null;
    }

    /** This point plus {@code other} (RFC 8032 §5.1.4, a = -1). */
    EdwardsPoint add(EdwardsPoint other) {
        BigInteger a = pointY.subtract(pointX).multiply(other.pointY.subtract(other.pointX)).mod(P);
        BigInteger b = pointY.add(pointX).multiply(other.pointY.add(other.pointX)).mod(P);
        BigInteger c = pointT.multiply(TWO_D).multiply(other.pointT).mod(P);
        BigInteger dd = pointZ.shiftLeft(1).multiply(other.pointZ).mod(P);
        BigInteger e = b.subtract(a);
        BigInteger f = dd.subtract(c);
        BigInteger g = dd.add(c);
        BigInteger h = b.add(a);
        return new EdwardsPoint(e.multiply(f).mod(P), g.multiply(h).mod(P), f.multiply(g).mod(P),
            e.multiply(h).mod(P));
    }

    /** This point doubled (RFC 8032 §5.1.4). */
    EdwardsPoint twice() {
        BigInteger a = pointX.multiply(pointX).mod(P);
        BigInteger b = pointY.multiply(pointY).mod(P);
        BigInteger c = pointZ.multiply(pointZ).shiftLeft(1).mod(P);
        BigInteger h = a.add(b);
        BigInteger xy = pointX.add(pointY);
        BigInteger e = h.subtract(xy.multiply(xy)).mod(P);
        BigInteger g = a.subtract(b);
        BigInteger f = c.add(g);
        return new EdwardsPoint(e.multiply(f).mod(P), g.multiply(h).mod(P), f.multiply(g).mod(P),
            e.multiply(h).mod(P));
    }

    /** -P: (-x, y). */
    EdwardsPoint negate() {
        return new EdwardsPoint(P.subtract(pointX).mod(P), pointY, pointZ,
            P.subtract(pointT).mod(P));
    }

    /** Whether this is the neutral element (x = 0, y = 1). */
    boolean isIdentity() {
        return pointX.signum() == 0 && pointY.equals(pointZ);
    }

    /** Whether [8]P is the identity: P is one of the 8 points of small order. */
    boolean hasSmallOrder() {
        return twice().twice().twice().isIdentity();
    }

    /** The 32-byte encoding (§5.1.2): y little-endian, the top bit x's parity. Always canonical. */
    byte[] encode() {
        BigInteger inverse = pointZ.modInverse(P);
        BigInteger affineX = pointX.multiply(inverse).mod(P);
        byte[] bytes = littleEndian(pointY.multiply(inverse).mod(P));
        if (affineX.testBit(0)) bytes[31] |= (byte) 0x80;
        return bytes;
    }

    /** A non-negative number from its little-endian bytes. */
    static BigInteger fromLittleEndian(byte[] bytes) {
        byte[] bigEndian = new byte[bytes.length + 1];
        for (int i = 0; i < bytes.length; i++) bigEndian[bytes.length - i] = bytes[i];
        return new BigInteger(bigEndian);
    }

    /** A number below 2^256 as 32 little-endian bytes. */
    private static byte[] littleEndian(BigInteger value) {
        byte[] bigEndian = value.toByteArray();
        byte[] out = new byte[32];
        for (int i = 0; i < 32 && i < bigEndian.length; i++) {
            out[i] = bigEndian[bigEndian.length - 1 - i];
        }
        return out;
    }
}
