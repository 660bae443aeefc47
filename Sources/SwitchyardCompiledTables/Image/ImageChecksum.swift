import SwitchyardRouteTable

/// The checksum of a compiled table's payload: 64 bits mixed a word at a time (a multiply and a shift per
/// 8 bytes) in four lanes that take turns by word, so that the lanes' multiplies do not wait on each other;
/// the length is mixed in first. It finds damage, not forgery: a compiled table is part of the app, not input
/// from outside it.
package enum ImageChecksum {
    package static func of(_ bytes: [UInt8], from start: Int) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            let count = raw.count - start
            @inline(__always) func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
                let m = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
                return m ^ (m >> 29)
            }
            @inline(__always) func word(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            let seed = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
            var lanes = (seed, seed ^ 1, seed ^ 2, seed ^ 3)
            var offset = start
            while raw.count - offset >= 32 {
                lanes.0 = mix(lanes.0, word(offset))
                lanes.1 = mix(lanes.1, word(offset + 8))
                lanes.2 = mix(lanes.2, word(offset + 16))
                lanes.3 = mix(lanes.3, word(offset + 24))
                offset += 32
            }
            var h = mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
            while raw.count - offset >= 8 {
                h = mix(h, word(offset))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            h = mix(h, tail ^ (UInt64(count & 7) << 56))
            h = (h ^ (h >> 32)) &* 0xC4CE_B9FE_1A85_EC53
            return h ^ (h >> 29)
        }
    }
}
