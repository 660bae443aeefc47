/// The checksum of a compiled table's payload: 64 bits mixed a word at a time (a multiply and a shift per
/// 8 bytes, so a 2 MB image is checked in about a tenth of a millisecond), the length mixed in first. It
/// finds damage, not forgery: a compiled table is part of the app, not input from outside it.

import SwitchyardMatching
enum ImageChecksum {
    static func of(_ bytes: [UInt8], from start: Int) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            let count = raw.count - start
            var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
            @inline(__always) func mix(_ word: UInt64) {
                let m = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
                h = m ^ (m >> 29)
            }
            var offset = start
            while raw.count - offset >= 8 {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            mix(tail ^ (UInt64(count & 7) << 56))
            h = (h ^ (h >> 32)) &* 0xC4CE_B9FE_1A85_EC53
            return h ^ (h >> 29)
        }
    }
}
