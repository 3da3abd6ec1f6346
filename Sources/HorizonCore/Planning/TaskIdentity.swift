/// A task's stable identity: the FNV-1a hash of its description's words without the tags completing
/// it rewrites (`due:`, `t:`, `plan:`, `delayed:`, and `pri:`, where completing moves a priority; the
/// creation date and priority are not part of the description). A recurring task keeps it from one instance to the next and in its completed
/// copies, so the feeds' UIDs and the Routines strip's ticks (docs/todotxt.md#routines) both rest on it.
public struct TaskIdentity: Sendable, Hashable {
    /// The 64-bit hash.
    public let value: UInt64

    /// The keys of the tags completing a recurring task rewrites.
    private static let changedByCompletion: [[UInt8]] = ["due", "t", "plan", "delayed", "pri"].map { Array($0.utf8) }

    /// The identity of a task: its words (split at spaces) one space apart. A tag is a word the parser
    /// reads as one (``TaskParser/tagColon(in:)``), found in the line itself rather than by the tags'
    /// columns: a line with invalid UTF-8 is read repaired, and its tags' columns count the bytes as
    /// written. Read as bytes of the line, with no tag made: a feed hashes every task it holds.
    public init(of task: borrowing Task) {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let bytes = task.line.utf8.span
        var index = min(max(0, task.descriptionOffset), bytes.count)
        var first = true
        while index < bytes.count {
            guard bytes[index] != UInt8(ascii: " ") else {
                index += 1
                continue
            }
            let start = index
            // The word is hashed as it is read, after the space that joins it to the words before,
            // and the hash kept unless the word is one of the tags left out (one pass over the line).
            var withWord = first ? hash : (hash ^ UInt64(UInt8(ascii: " "))) &* prime
            while index < bytes.count, bytes[index] != UInt8(ascii: " ") {
                withWord = (withWord ^ UInt64(bytes[index])) &* prime
                index += 1
            }
            if TaskIdentity.isChangedByCompletion(bytes.extracting(start..<index)) { continue }
            hash = withWord
            first = false
        }
        value = hash
    }

    /// Whether the word is a tag whose key is one of ``changedByCompletion``.
    private static func isChangedByCompletion(_ word: Span<UInt8>) -> Bool {
        // The cheap test first: most words are not such a tag.
        guard word.count > 2, [UInt8(ascii: "d"), UInt8(ascii: "t"), UInt8(ascii: "p")].contains(word[0]),
              let colon = TaskParser.tagColon(in: word)
        else { return false }
        let key = word.extracting(..<colon)
        return changedByCompletion.contains { name in
            name.count == key.count && name.indices.allSatisfy { name[$0] == key[$0] }
        }
    }
}
