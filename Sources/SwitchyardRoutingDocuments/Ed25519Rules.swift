import Crypto
package import Foundation

/// The Security article's Ed25519 rules ("Which keys and signatures verify"), checked before swift-crypto's
/// `isValidSignature`, so that every platform's Swift accepts what the JVM reader's own `Ed25519` accepts and
/// nothing more: a key of 32 bytes whose y is below p, that names a point of the curve, and is not one of the 8
/// points of small order (BoringSSL takes every such key and reduces a y above p); a signature of 64 bytes whose S
/// is below L. The equation itself is swift-crypto's: cofactorless, [S]B - [k]A encoded and compared with R's bytes
/// (BoringSSL's `ED25519_verify`), which the JVM reader checks the same way. `Conformance/vectors/` holds the
/// vectors both readers run.
package enum Ed25519Rules {
    /// Why a key is not one signatures can be checked against (the Security article's key rules), the same as the
    /// JVM's `Ed25519.keyProblem`.
    package enum KeyProblem: Sendable {
        case notBase64, notCanonical, notOnCurve, smallOrder

        /// The pinning error for the key `key` (quoted), in errors.json's words (`document.key-*`).
        package func message(key: String) -> String {
            switch self {
            case .notBase64: DocumentText.keyNotBase64(key: key)
            case .notCanonical: DocumentText.keyNotCanonical(key: key)
            case .notOnCurve: DocumentText.keyNotOnCurve(key: key)
            case .smallOrder: DocumentText.keySmallOrder(key: key)
            }
        }
    }

    /// Why `key` is not a key signatures can be checked against, or `nil`.
    package static func keyProblem(_ key: [UInt8]) -> KeyProblem? {
        guard key.count == 32 else { return .notBase64 }
        var y = key
        y[31] &= 0x7F
        guard isBelow(y, prime) else { return .notCanonical }
        guard FieldElement.isCurveY(y) else { return .notOnCurve }
        // The y of the 8 points of small order (1 and -1: orders 1 and 2; 0: order 4; two of order 8), whatever x's sign.
        guard !smallOrderYs.contains(y) else { return .smallOrder }
        return nil
    }

    /// Whether `signature` is a valid signature of `message` by `key` under every rule.
    package static func verify(key: [UInt8], message: Data, signature: Data) -> Bool {
        guard signature.count == 64, keyProblem(key) == nil, isBelow([UInt8](signature.suffix(32)), order),
            let publicKey = try? Curve25519.Signing.PublicKey(rawRepresentation: key)
        else { return false }
        return publicKey.isValidSignature(signature, for: message)
    }

    /// Whether the little-endian number `value` is below the little-endian `bound` (both 32 bytes).
    static func isBelow(_ value: [UInt8], _ bound: [UInt8]) -> Bool {
        for index in stride(from: 31, through: 0, by: -1) where value[index] != bound[index] {
            return value[index] < bound[index]
        }
        return false
    }

    /// 2^255 - 19, little-endian.
    static let prime: [UInt8] = [0xED] + [UInt8](repeating: 0xFF, count: 30) + [0x7F]
    /// L = 2^252 + 27742317777372353535851937790883648493, the group's order, little-endian.
    static let order: [UInt8] = [
        237, 211, 245, 92, 26, 99, 18, 88, 214, 156, 247, 162, 222, 249, 222, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 16,
    ]
    static let smallOrderYs: Set<[UInt8]> = [
        [0] + [UInt8](repeating: 0, count: 31),
        [1] + [UInt8](repeating: 0, count: 31),
        [0xEC] + [UInt8](repeating: 0xFF, count: 30) + [0x7F],
        hex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"),
        hex("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a"),
    ]

    static func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0 }
    }
}

/// An element of the field of 2^255 - 19 as 16 limbs of 16 bits (TweetNaCl's representation), with only what the
/// on-curve check needs.
struct FieldElement {
    var limbs: [Int64]

    init(_ bytes: [UInt8]) {
        limbs = (0..<16).map { Int64(bytes[2 * $0]) + Int64(bytes[2 * $0 + 1]) << 8 }
        limbs[15] &= 0x7FFF
    }

    init(limbs: [Int64]) { self.limbs = limbs }

    static let one = FieldElement([1] + [UInt8](repeating: 0, count: 31))
    /// d = -121665/121666.
    static let curveD = FieldElement([
        163, 120, 89, 19, 202, 77, 235, 117, 171, 216, 65, 65, 77, 10, 112, 0, 152, 232, 121, 119, 121, 64, 199, 140, 115,
        254, 111, 43, 238, 108, 3, 82,
    ])

    /// Whether some x has x² = (y² - 1)/(d·y² + 1): whether (y² - 1)·(d·y² + 1) is a square (zero included), by
    /// Euler's criterion, its power (p - 1)/2 being 0 or 1.
    static func isCurveY(_ y: [UInt8]) -> Bool {
        let yy = FieldElement(y) * FieldElement(y)
        let u = yy - one
        let v = curveD * yy + one
        let euler = (u * v).power(halfPrimeMinusOne).bytes
        return euler == FieldElement.one.bytes || euler.allSatisfy { $0 == 0 }
    }

    /// (p - 1)/2 = 2^254 - 10, little-endian.
    static let halfPrimeMinusOne: [UInt8] = [0xF6] + [UInt8](repeating: 0xFF, count: 30) + [0x3F]

    static func + (a: FieldElement, b: FieldElement) -> FieldElement {
        FieldElement(limbs: (0..<16).map { a.limbs[$0] + b.limbs[$0] })
    }

    static func - (a: FieldElement, b: FieldElement) -> FieldElement {
        FieldElement(limbs: (0..<16).map { a.limbs[$0] - b.limbs[$0] })
    }

    static func * (a: FieldElement, b: FieldElement) -> FieldElement {
        var product = [Int64](repeating: 0, count: 31)
        for i in 0..<16 { for j in 0..<16 { product[i + j] += a.limbs[i] * b.limbs[j] } }
        for i in 0..<15 { product[i] += 38 * product[i + 16] }
        var out = FieldElement(limbs: Array(product[0..<16]))
        out.carry()
        out.carry()
        return out
    }

    func power(_ exponent: [UInt8]) -> FieldElement {
        var out = FieldElement.one
        for bit in stride(from: 255, through: 0, by: -1) {
            out = out * out
            if exponent[bit / 8] >> (bit % 8) & 1 == 1 { out = out * self }
        }
        return out
    }

    /// Each limb back to 16 bits, the carry out of the top limb folded in as 38 per 2^256 (TweetNaCl's car25519).
    mutating func carry() {
        for i in 0..<16 {
            limbs[i] += 1 << 16
            let carry = limbs[i] >> 16
            if i < 15 { limbs[i + 1] += carry - 1 } else { limbs[0] += 38 * (carry - 1) }
            limbs[i] -= carry << 16
        }
    }

    /// The canonical 32 bytes (reduced below p; TweetNaCl's pack25519).
    var bytes: [UInt8] {
        var t = self
        t.carry()
        t.carry()
        t.carry()
        for _ in 0..<2 {
            var m = [Int64](repeating: 0, count: 16)
            m[0] = t.limbs[0] - 0xFFED
            for i in 1..<15 {
                m[i] = t.limbs[i] - 0xFFFF - ((m[i - 1] >> 16) & 1)
                m[i - 1] &= 0xFFFF
            }
            m[15] = t.limbs[15] - 0x7FFF - ((m[14] >> 16) & 1)
            let borrow = (m[15] >> 16) & 1
            m[14] &= 0xFFFF
            if borrow == 0 { t.limbs = m }
        }
        return t.limbs.flatMap { [UInt8($0 & 0xFF), UInt8(($0 >> 8) & 0xFF)] }
    }
}
