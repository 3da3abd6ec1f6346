/// Makes tasks with the same contexts (or projects) share one array: a list of a million tasks names a
/// few dozen of them, and an array of its own for each task would be two allocations a line.
///
/// A list is looked up by the bytes of its names in the line, before any string is made: making the
/// strings and the array and hashing them, only to let them go for the equal list already known, was
/// most of the work of reading a task's words (docs/performance.md).
struct WordListInterner {
    /// Whether lists are shared; a single line parsed on its own makes its own.
    private let isSharing: Bool
    /// The lists known, by ``hash(_:in:)`` of their names' bytes.
    private var known: [UInt64: [[String]]] = [:]
    private var knownCount = 0
    /// Past this many different lists, new ones are kept as they are: a list of unique names gains
    /// nothing, and the table would only grow.
    private static let capacity = 4096
    /// Where the names of the line being read are (after the sigil), reused from line to line.
    var contexts: [Range<Int>] = []
    var projects: [Range<Int>] = []

    init(sharing: Bool = true) {
        isSharing = sharing
    }

    /// Forgets the names of the line before.
    mutating func startLine() {
        contexts.removeAll(keepingCapacity: true)
        projects.removeAll(keepingCapacity: true)
    }

    /// The names at `ranges` of `line`, as the array of an equal list seen before when there is one.
    mutating func list(_ ranges: [Range<Int>], in line: String) -> [String] {
        guard !ranges.isEmpty else { return [] }
        guard isSharing else { return ranges.map { DescriptionWords.string(line, $0) } }
        let bytes = line.utf8.span
        let key = Self.hash(ranges, in: bytes)
        if let candidates = known[key] {
            for candidate in candidates where Self.names(candidate, equal: ranges, in: bytes) { return candidate }
        }
        let list = ranges.map { DescriptionWords.string(line, $0) }
        if knownCount < Self.capacity {
            known[key, default: []].append(list)
            knownCount += 1
        }
        return list
    }

    /// FNV-1a of the names' bytes, each followed by a space (which no name holds).
    private static func hash(_ ranges: [Range<Int>], in bytes: Span<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for range in ranges {
            for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3 }
            hash = (hash ^ 0x20) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Whether `names` are the names at `ranges`, byte for byte.
    private static func names(_ names: [String], equal ranges: [Range<Int>], in bytes: Span<UInt8>) -> Bool {
        guard names.count == ranges.count else { return false }
        for (name, range) in zip(names, ranges) {
            let own = name.utf8.span
            guard own.count == range.count else { return false }
            for offset in 0..<own.count where own[offset] != bytes[range.lowerBound + offset] { return false }
        }
        return true
    }
}
