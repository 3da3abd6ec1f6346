import HorizonCore

extension Task {
    /// Lends `body` the UTF-8 of `description`, from the line without making a Substring (which
    /// retains and releases the line's storage; the feeds read millions of descriptions).
    func withDescriptionSpan<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        Self.withDescriptionSpan(line: line, offset: descriptionOffset, body)
    }

    /// ``withDescriptionSpan(_:)`` of a task's `line` and `descriptionOffset`, for a task read in place
    /// (calling a method on a task held in an array copies it first).
    static func withDescriptionSpan<Result>(line: String, offset: Int, _ body: (Span<UInt8>) -> Result) -> Result {
        let line = line.utf8.span
        // As `description` slices the line: from the offset, at most the end, rounded down to the
        // start of a scalar as String indices are.
        var start = Swift.min(Swift.max(offset, 0), line.count)
        while start > 0, start < line.count, line[start] & 0xC0 == 0x80 { start -= 1 }
        return body(line.extracting(start...))
    }
}
