/// A todo.txt priority, `A` (highest) to `Z`.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The letter, A…Z.
    public let letter: Character

    /// Creates a priority from an uppercase ASCII letter.
    public init?(_ letter: Character) {
        guard let ascii = letter.asciiValue, ascii >= UInt8(ascii: "A"), ascii <= UInt8(ascii: "Z") else {
            return nil
        }
        self.letter = letter
    }

    /// `A`.
    public var description: String { String(letter) }

    /// A sorts before B: higher priority first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.letter < rhs.letter }
}
