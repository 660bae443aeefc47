package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.internal.crypto.DoubleScalarMultiple;
import dev.switchyard.internal.crypto.Ed25519;
import dev.switchyard.internal.crypto.EdwardsPoint;
import dev.switchyard.internal.crypto.FieldElement;
import dev.switchyard.internal.crypto.Sha512;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The parts of the JVM's own Ed25519 against plain definitions: {@link FieldElement} against
 * BigInteger modulo p, {@link Sha512} against {@code MessageDigest}, the curve's constants against
 * their definitions, and the signed digits of {@link DoubleScalarMultiple} against the scalar they
 * write. Ed25519VectorTest checks the whole against RFC 8032 and Wycheproof.
 */
class Ed25519ArithmeticTest {
    private static final BigInteger P =
        BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));

    /** Numbers that stress the limbs and the reduction, then random ones below 2^255. */
    private static List<BigInteger> samples() {
        List<BigInteger> numbers = new ArrayList<>();
        for (long small : new long[] {0, 1, 2, 18, 19, 20, 121665, (1L << 26) - 1, 1L << 26}) {
            numbers.add(BigInteger.valueOf(small));
        }
        for (int offset = -20; offset <= 18; offset++) {
            numbers.add(P.add(BigInteger.valueOf(offset)));
        }
        numbers.add(BigInteger.ONE.shiftLeft(255).subtract(BigInteger.ONE));
        Random random = new Random(72);
        for (int i = 0; i < 200; i++) numbers.add(new BigInteger(255, random));
        return numbers;
    }

    private static byte[] bytes(BigInteger value) {
        byte[] bigEndian = value.toByteArray();
        byte[] out = new byte[32];
        for (int i = 0; i < 32 && i < bigEndian.length; i++) {
            out[i] = bigEndian[bigEndian.length - 1 - i];
        }
        return out;
    }

    private static FieldElement element(BigInteger value) {
        return FieldElement.fromBytes(bytes(value));
    }

    private static void assertField(BigInteger expected, FieldElement actual, String what) {
        assertArrayEquals(bytes(expected.mod(P)), actual.toBytes(), what);
    }

    @Test
    void fieldOperationsAgreeWithBigIntegerModuloP() {
        List<BigInteger> numbers = samples();
        for (int i = 0; i < numbers.size(); i++) {
            BigInteger a = numbers.get(i);
            BigInteger b = numbers.get((i * 7 + 3) % numbers.size());
            FieldElement x = element(a);
            FieldElement y = element(b);
            String what = a + " and " + b;
            assertField(a, x, "reduced " + what);
            assertField(a.add(b), x.plus(y), "sum " + what);
            assertField(a.subtract(b), x.minus(y), "difference " + what);
            assertField(a.negate(), x.negated(), "negation " + what);
            assertField(a.multiply(b), x.times(y), "product " + what);
            assertField(a.multiply(a), x.squared(), "square " + what);
            assertEquals(a.mod(P).testBit(0), x.isNegative(), "parity " + what);
            assertEquals(a.mod(P).signum() == 0, x.isZero(), "zero " + what);
            assertEquals(a.compareTo(P) < 0, FieldElement.isCanonical(bytes(a)),
                "canonical " + what);
            if (a.mod(P).signum() != 0) {
                assertField(a.modInverse(P), x.inverse(), "inverse " + what);
            }
            BigInteger exponent = P.subtract(BigInteger.valueOf(5)).shiftRight(3);
            assertField(a.modPow(exponent, P), x.powerPMinus5Over8(), "power " + what);
        }
    }

    @Test
    void aLongChainOfProductsStaysExact() {
        BigInteger expected = BigInteger.valueOf(3);
        FieldElement actual = FieldElement.fromLong(3);
        BigInteger factor = P.subtract(BigInteger.ONE);
        for (int i = 0; i < 1000; i++) {
            expected = expected.multiply(factor).add(expected).subtract(BigInteger.TEN).mod(P);
            actual = actual.times(element(factor)).plus(actual).minus(FieldElement.fromLong(10));
        }
        assertField(expected, actual, "after 1,000 rounds");
    }

    @Test
    void curveConstantsAreTheirDefinitions() {
        FieldElement d = EdwardsPoint.D;
        FieldElement minus121665 = FieldElement.fromLong(121665).negated();
        assertTrue(d.times(FieldElement.fromLong(121666)).sameAs(minus121665),
            "d = -121665/121666");
        BigInteger exponent = P.subtract(BigInteger.ONE).shiftRight(2);
        FieldElement root = element(BigInteger.valueOf(2).modPow(exponent, P));
        assertTrue(root.squared().sameAs(FieldElement.ONE.negated()), "2^((p-1)/4) squared is -1");
        FieldElement fiveY = EdwardsPoint.BASE.affineY().times(FieldElement.fromLong(5));
        assertTrue(fiveY.sameAs(FieldElement.fromLong(4)), "B's y is 4/5");
        assertFalse(EdwardsPoint.BASE.hasSmallOrder(), "B has order L");
    }

    @Test
    void sha512AgreesWithMessageDigestAcrossBlockBoundaries() throws Exception {
        Random random = new Random(512);
        int[] lengths = {0, 1, 3, 64, 111, 112, 113, 127, 128, 129, 239, 240, 256, 1000};
        for (int length : lengths) {
            byte[] message = new byte[length];
            random.nextBytes(message);
            int cut = length / 3;
            byte[] head = java.util.Arrays.copyOfRange(message, 0, cut);
            byte[] tail = java.util.Arrays.copyOfRange(message, cut, length);
            assertArrayEquals(MessageDigest.getInstance("SHA-512").digest(message),
                Sha512.digest(head, tail), "SHA-512 of " + length + " bytes");
        }
    }

    @Test
    void signedDigitsWriteTheScalarOddAndWithin15() {
        Random random = new Random(25519);
        List<BigInteger> scalars = new ArrayList<>();
        scalars.add(BigInteger.ZERO);
        scalars.add(Ed25519.L.subtract(BigInteger.ONE));
        scalars.add(BigInteger.ONE.shiftLeft(253).subtract(BigInteger.ONE));
        for (int i = 0; i < 200; i++) scalars.add(new BigInteger(253, random));
        for (BigInteger scalar : scalars) {
            byte[] digits = DoubleScalarMultiple.signedDigits(bytes(scalar));
            BigInteger sum = BigInteger.ZERO;
            for (int i = 0; i < digits.length; i++) {
                int digit = digits[i];
                assertTrue(digit == 0 || (digit % 2 != 0 && Math.abs(digit) <= 15),
                    "digit " + digit + " of " + scalar);
                sum = sum.add(BigInteger.valueOf(digit).shiftLeft(i));
            }
            assertEquals(scalar, sum, "the digits write " + scalar);
        }
    }
}
