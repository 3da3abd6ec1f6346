extension StaticString {
    /// Lends `body` the string's UTF-8 (fixed text of the feeds, written millions of times).
    func withUTF8Span<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        withUTF8Buffer { body($0.span) }
    }
}
