/// A 64-bit FNV-1a digest of a file's bytes: enough for the next writer to tell that the first bytes of
/// a file are still the ones a killed command wrote (not a defence against anyone choosing bytes).
enum ContentDigest {
    static func of<Bytes: Collection>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
