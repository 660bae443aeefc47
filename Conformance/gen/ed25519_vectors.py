#!/usr/bin/env python3
"""Writes Conformance/vectors/ed25519-rules.json: the Security article's Ed25519 rules as vectors (python3,
standard library only).

Each vector's result is written from the rule it tests (the `rule` field), not taken from a reader: RFC 8032's
section 7.1 vectors as published, the 8 points of small order in every encoding, keys that are not canonical or
not on the curve, signatures of 63, 65 and 66 bytes, S at and above L, and a key with a small-order part whose
signatures the cofactorless equation takes or refuses depending on the message. The few signatures it makes are
made here with fixed secrets (RFC 8032 section 5.1.6), so the file is the same at every run.
Usage: python3 Conformance/gen/ed25519_vectors.py   (rewrites the file; no diff when nothing changed)
"""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "vectors", "ed25519-rules.json")

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)


def recover_x(y, sign):
    """RFC 8032 5.1.3, except that x = 0 with the sign bit set reads as x = 0 (as BoringSSL reads it)."""
    if y >= P:
        return None
    u, v = (y * y - 1) % P, (D * y * y + 1) % P
    x = u * pow(v, 3, P) * pow(u * pow(v, 7, P), (P - 5) // 8, P) % P
    if v * x * x % P == (-u) % P:
        x = x * SQRT_M1 % P
    elif v * x * x % P != u:
        return None
    return (P - x) % P if (x & 1) != sign else x


def decode(encoded):
    value = int.from_bytes(encoded, "little")
    y, sign = value & ((1 << 255) - 1), value >> 255
    x = recover_x(y, sign)
    return None if x is None else (x, y, 1, x * y % P)


def add(p, q):
    a = (p[1] - p[0]) * (q[1] - q[0]) % P
    b = (p[1] + p[0]) * (q[1] + q[0]) % P
    c = 2 * D * p[3] * q[3] % P
    d = 2 * p[2] * q[2] % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def multiply(scalar, point):
    out = (0, 1, 1, 0)
    while scalar:
        if scalar & 1:
            out = add(out, point)
        point, scalar = add(point, point), scalar >> 1
    return out


def encode(point):
    inverse = pow(point[2], P - 2, P)
    x, y = point[0] * inverse % P, point[1] * inverse % P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def is_identity(point):
    return point[0] % P == 0 and (point[1] - point[2]) % P == 0


BASE = decode((4 * pow(5, P - 2, P) % P).to_bytes(32, "little"))


def key_problem(key):
    """The Security article's key rules, in order; the words after `pinned key "ID" `."""
    if len(key) != 32:
        return "is not a base64 Ed25519 public key"
    if int.from_bytes(key, "little") & ((1 << 255) - 1) >= P:
        return "is not a canonical Ed25519 public key: its y is not below 2^255 - 19"
    point = decode(key)
    if point is None:
        return "is not an Ed25519 public key: no point of the curve has its y"
    if is_identity(multiply(8, point)):
        return "is a point of small order, for which anyone can make a signature"
    return None


def k_of(r, key, message):
    return int.from_bytes(hashlib.sha512(r + key + message).digest(), "little") % L


def verify(key, message, signature):
    if len(signature) != 64 or key_problem(key) is not None:
        return False
    r, s = signature[:32], int.from_bytes(signature[32:], "little")
    if s >= L:
        return False
    minus_a = decode(key)
    minus_a = ((P - minus_a[0]) % P, minus_a[1], 1, (P - minus_a[3]) % P)
    return encode(add(multiply(s, BASE), multiply(k_of(r, key, message), minus_a))) == r


def sign_with_scalar(a, key, message, nonce):
    """A signature by the secret scalar a of `key` (5.1.6 with a fixed nonce: these are test vectors)."""
    r_scalar = int.from_bytes(hashlib.sha512(nonce + message).digest(), "little") % L
    r = encode(multiply(r_scalar, BASE))
    return r + ((r_scalar + k_of(r, key, message) * a) % L).to_bytes(32, "little")


def small_order_points():
    """The 8 points of small order: [L]Q for points Q until all 8 are found."""
    found = {}
    y = 2
    while len(found) < 8:
        point = decode(y.to_bytes(32, "little"))
        if point is not None:
            torsion = multiply(L, point)
            found[encode(torsion)] = torsion
        y += 1
    return found


RFC8032 = [  # RFC 8032 section 7.1: TEST 1, 2, 3, 1024, SHA(abc): (public key, message, signature)
    ("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"),
    ("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"),
    ("fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"),
]


def rfc_vectors():
    tests = []
    for number, (key, message, signature) in enumerate(RFC8032, 1):
        key, message, signature = bytes.fromhex(key), bytes.fromhex(message), bytes.fromhex(signature)
        tests.append(("RFC 8032 7.1 TEST %d" % number, "valid", key, message, signature))
        tests.append(("RFC 8032 7.1 TEST %d, the message changed" % number, "invalid", key, message + b"\x00",
                      signature))
        tests.append(("RFC 8032 7.1 TEST %d, with a 0x00 after the 64 bytes" % number, "invalid", key, message,
                      signature + b"\x00"))
        tests.append(("RFC 8032 7.1 TEST %d, its last byte dropped" % number, "invalid", key, message,
                      signature[:63]))
        s = int.from_bytes(signature[32:], "little")
        for what, value in [("S + L", s + L), ("S + 2L", s + 2 * L)]:
            if value < 2**256:
                tests.append(("RFC 8032 7.1 TEST %d, %s (the same point, S not canonical)" % (number, what),
                              "invalid", key, message, signature[:32] + value.to_bytes(32, "little")))
    return tests


def key_vectors():
    """Keys the rules refuse, each with the signature that a key of its kind lets anyone make."""
    tests = []
    message = b"any document"
    zero_s = bytes(32)
    keys = sorted({encoding[:31] + bytes([(encoding[31] & 0x7F) | (sign << 7)])
                   for encoding in small_order_points() for sign in (0, 1)})
    for key in keys:
        encoding, sign = key[:31] + bytes([key[31] & 0x7F]), key[31] >> 7
        if True:
            # R = the identity and S = 0 verify whenever [k]A is the identity: for the identity key always.
            tests.append(("a point of small order (%s), sign bit %d: R = the identity, S = 0" % (encoding.hex(), sign),
                          "invalid", key, message, encode((0, 1, 1, 0)) + zero_s))
    for y in (P, P + 1, 2**255 - 1):
        for sign in (0, 1):
            key = (y | (sign << 255)).to_bytes(32, "little")
            tests.append(("y = %s, not below p, sign bit %d" % (hex(y), sign), "invalid", key, message,
                          encode((0, 1, 1, 0)) + zero_s))
    y = 2
    while decode(y.to_bytes(32, "little")) is not None:
        y += 1
    tests.append(("y = %d: no point of the curve has it" % y, "invalid", y.to_bytes(32, "little"), message,
                  encode((0, 1, 1, 0)) + zero_s))
    return tests


def mixed_order_vectors():
    """A key A = [a]B + T with T of order 8: cofactorless verification takes a signature only when [k]T is the
    identity (k a multiple of 8), where a cofactored one would take every signature of the holder of a."""
    a = int.from_bytes(hashlib.sha512(b"switchyard mixed-order key").digest(), "little") % L
    torsion = next(p for p in small_order_points().values() if not is_identity(multiply(4, p)))
    key = encode(add(multiply(a, BASE), torsion))
    tests = []
    taken = refused = 0
    counter = 0
    while taken < 2 or refused < 2:
        message = b"document %d" % counter
        signature = sign_with_scalar(a, key, message, b"nonce")
        counter += 1
        valid = k_of(signature[:32], key, message) % 8 == 0
        if valid and taken < 2:
            taken += 1
            tests.append(("a key with a part of order 8; k is a multiple of 8", "valid", key, message, signature))
        elif not valid and refused < 2:
            refused += 1
            tests.append(("a key with a part of order 8; k is not a multiple of 8 (only a cofactored check takes it)",
                          "invalid", key, message, signature))
    return tests


def main():
    tests = rfc_vectors() + key_vectors() + mixed_order_vectors()
    groups = {}
    for comment, result, key, message, signature in tests:
        if (result == "valid") != verify(key, message, signature):
            raise SystemExit("the rules and the vector disagree: " + comment)
        groups.setdefault(key, []).append({"tcId": 0, "comment": comment, "msg": message.hex(),
                                           "sig": signature.hex(), "result": result})
    out_groups = []
    number = 0
    for key, group_tests in groups.items():
        for test in group_tests:
            number += 1
            test["tcId"] = number
        problem = key_problem(key)
        out_groups.append({"publicKey": {"pk": key.hex()}, "pin": {"refused": problem} if problem else "accepted",
                           "tests": group_tests})
    document = {
        "description": "The Security article's Ed25519 rules (\"Which keys and signatures verify\") as vectors, in "
                       "Wycheproof's shape (testGroups: publicKey.pk, tests: msg, sig, result), written by "
                       "Conformance/gen/ed25519_vectors.py. pin: what pinning the key gives, accepted or refused "
                       "with the words after `pinned key \"ID\" `. Every reader verifies each test and pins each key.",
        "numberOfTests": number,
        "testGroups": out_groups,
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as file:
        file.write(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    print("%s: %d tests, %d keys" % (os.path.relpath(OUT), number, len(out_groups)))


if __name__ == "__main__":
    main()
