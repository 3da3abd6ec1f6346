/// A todo.txt priority, `A` (highest) to `Z`.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The letter's ASCII code: one byte, where a `Character` takes sixteen in each of a million tasks.
    private let ascii: UInt8

    /// The letter, A…Z.
    public var letter: Character { Character(Unicode.Scalar(ascii)) }

    /// Creates a priority from an uppercase ASCII letter.
    public init?(_ letter: Character) {
        guard let ascii = letter.asciiValue, ascii >= UInt8(ascii: "A"), ascii <= UInt8(ascii: "Z") else {
            return nil
        }
        self.ascii = ascii
    }

    /// `A`.
    public var description: String { String(letter) }

    /// A sorts before B: higher priority first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.ascii < rhs.ascii }
}
