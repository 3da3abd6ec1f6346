/// Makes tasks with the same contexts (or projects) share one array: a list of a million tasks names a
/// few dozen of them, and an array of its own for each task would be two allocations a line.
struct WordListInterner {
    private var known: Set<[String]> = []
    /// Past this many different lists, new ones are kept as they are: a list of unique names gains
    /// nothing, and the set would only grow.
    private static let capacity = 4096

    /// Gives a task's contexts or projects the array of an equal list seen before.
    mutating func share(_ words: inout [String]) {
        words = intern(words)
    }

    private mutating func intern(_ words: [String]) -> [String] {
        guard !words.isEmpty else { return words }
        // One hash: inserting gives back the equal list already known, if any.
        if known.count < Self.capacity { return known.insert(words).memberAfterInsert }
        return known.firstIndex(of: words).map { known[$0] } ?? words
    }
}
