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
        // Byte by byte: splitting at the colon into substrings and arrays cost thousands of
        // instructions a time, and the heavy benchmark list has an `at:` on one line in ten.
        var (hour, minute, hourDigits, minuteDigits, afterColon) = (0, 0, 0, 0, false)
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") {
                guard !afterColon else { return nil }
                afterColon = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if afterColon {
                (minute, minuteDigits) = (minute * 10 + digit, minuteDigits + 1)
            } else {
                (hour, hourDigits) = (hour * 10 + digit, hourDigits + 1)
            }
            guard hourDigits <= 2, minuteDigits <= 2 else { return nil }
        }
        guard afterColon, hourDigits >= 1, minuteDigits == 2 else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }

    /// `09:35`.
    public var description: String { Digits.pad(hour, 2) + ":" + Digits.pad(minute, 2) }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}
