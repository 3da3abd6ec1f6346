extension Array where Element == [UInt8] {
    /// The parts one after another in one buffer (copied part by part rather than byte by byte).
    func joinedBytes() -> [UInt8] {
        guard count != 1 else { return first ?? [] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(reduce(0) { $0 + $1.count })
        for part in self { bytes += part }
        return bytes
    }
}

extension Array where Element == ArraySlice<UInt8> {
    /// The parts one after another in one buffer (copied part by part rather than byte by byte).
    func joinedBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(reduce(0) { $0 + $1.count })
        for part in self { bytes += part }
        return bytes
    }
}
