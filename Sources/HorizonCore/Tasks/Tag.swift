/// A `key:value` word of a task, exactly as written, with where it starts on the line.
public struct Tag: Hashable, Sendable {
    /// The text before the first colon.
    public let key: String
    /// The text after the first colon.
    public let value: String
    /// The 1-based byte column of the key on the line.
    public let column: Int

    /// Creates a tag.
    public init(key: String, value: String, column: Int) {
        self.key = key
        self.value = value
        self.column = column
    }

    /// The 1-based byte column where the value starts.
    public var valueColumn: Int { column + key.utf8.count + 1 }
}
