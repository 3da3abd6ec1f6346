/// A floating local time of day (`at:09:35`), minutes since midnight.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    // A byte each: a time is held by each of a million tasks.
    private let storedHour: UInt8
    private let storedMinute: UInt8

    /// The hour, 0…23.
    public var hour: Int { Int(storedHour) }
    /// The minute, 0…59.
    public var minute: Int { Int(storedMinute) }

    /// Creates a time, or nil when it is not on a 24-hour clock.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        storedHour = UInt8(hour)
        storedMinute = UInt8(minute)
    }

    /// Reads `HH:MM` (or `H:MM`) on a 24-hour clock.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
              let hour = Digits.value(Array(parts[0].utf8)), let minute = Digits.value(Array(parts[1].utf8))
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }

    /// `09:35`.
    public var description: String { Digits.pad(hour, 2) + ":" + Digits.pad(minute, 2) }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}
