/// A tag key Horizon interprets (``Task/interpretedTagKeys``), and which values it accepts: a tag is
/// applied, and hidden on pages, only when its value is one of them.
enum InterpretedKey: Int, CaseIterable {
    case due, threshold, recurrence, until, at, plan, show, float, hidden, priority, delayed

    /// The key of a tag as written (`h` and `hide` are one key).
    init?(_ key: some StringProtocol) {
        guard let packed = InterpretedKey.packed(Array(key.utf8).span) else { return nil }
        self.init(packed: packed)
    }

    /// The key of a tag from its bytes.
    init?(_ key: Span<UInt8>) {
        guard let packed = InterpretedKey.packed(key) else { return nil }
        self.init(packed: packed)
    }

    private init?(packed: UInt64) {
        guard let found = InterpretedKey.names.first(where: { $0.packed == packed }) else { return nil }
        self = found.key
    }

    /// The keys as written, each as its bytes in one integer (``packed(_:)``).
    private static let names: [(packed: UInt64, key: InterpretedKey)] = [
        ("due", .due), ("t", .threshold), ("rec", .recurrence), ("until", .until), ("at", .at), ("plan", .plan),
        ("show", .show), ("float", .float), ("h", .hidden), ("hide", .hidden), ("pri", .priority),
        ("delayed", .delayed),
    ].compactMap { name, key in packed(Array(name.utf8).span).map { ($0, key) } }

    /// Up to 7 bytes as one integer, their count in the lowest byte: the longest key, `delayed`, has 7.
    /// Comparing integers tells most tags apart without making a string of their key.
    private static func packed(_ bytes: Span<UInt8>) -> UInt64? {
        guard bytes.count <= 7 else { return nil }
        var packed = UInt64(bytes.count)
        for index in 0..<bytes.count { packed |= UInt64(bytes[index]) << (8 * UInt64(index + 1)) }
        return packed
    }

    /// This key's bit in a set of keys.
    var bit: UInt16 { 1 << UInt16(rawValue) }

    /// Whether a value of this key is valid, and so applied.
    func accepts(_ value: String) -> Bool {
        switch self {
        case .due, .threshold, .until: return CivilDate(value) != nil
        case .recurrence: if case .success = RecurrenceRule.parse(value) { return true } else { return false }
        case .at: if case .success = TimeList.parse(value) { return true } else { return false }
        case .plan: return Period(value) != nil
        case .show: return value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { PeriodLevel(name: $0) != nil }
        case .float, .hidden, .delayed: return value == "1" || value == "0"
        case .priority: return value.count == 1 && value.first.flatMap(Priority.init) != nil
        }
    }
}
