import HorizonCore
import HorizonFileSystem

/// `archive` on two files: completed lines leave todo.txt for the end of done.txt, under one lock over
/// both, done.txt first. A journal (``ArchiveJournal``) written before done.txt changes lets the next
/// writer of todo.txt finish a move that was killed between the two writes, so a line is never in
/// neither file and, after any kill, never in both (docs/commands.md#what-the-writer-guarantees).
package enum TodoArchive {
    /// What a move did.
    package struct Moved: Sendable {
        /// The lines removed from todo.txt: their number when read, and their text.
        package let removed: [(number: Int, line: String)]
        /// Lines of an earlier archive, killed between its two writes, that were removed from todo.txt first.
        package let finished: Int
        /// Lines appended to done.txt that another program changed or removed in todo.txt meanwhile.
        package let goneFromTodo: Int
    }

    /// done.txt has the lines, but todo.txt could not be rewritten: the lines are in both files until
    /// the next write of todo.txt (any horizon command) finishes the move.
    package struct Interrupted: Error {
        package let cause: any Error
    }

    /// Moves the completed lines of `todoPath` to the end of `donePath` (created if missing).
    package static func move(todoPath: String, donePath: String) throws -> Moved {
        // One lock over both files: no other horizon writes either of them until the move is done.
        let lock = try WriteLock(paths: [todoPath, donePath])
        defer { lock.release() }
        let todoTarget = lock.target(of: todoPath), doneTarget = lock.target(of: donePath)
        let finished = try CarefulWriter(path: todoPath).finishingInterruptedArchive(todoTarget)
        // What a killed write of done.txt left is cleaned too, also when there is nothing to move.
        _ = try CarefulWriter(path: donePath).finishingInterruptedArchive(doneTarget)
        let todo = try TodoFileReader.read(path: todoPath)
        let completed = todo.completedLineNumbers
        guard !completed.isEmpty else { return Moved(removed: [], finished: finished, goneFromTodo: 0) }
        let contents = completed.map { todo.contentBytes(ofLine: $0) }
        var journal: String?
        defer { if let journal { ArchiveJournal.end(journal) } }
        try lock.update(donePath, creatingIfMissing: true) { done in
            let bytes = done.appending(lineContents: contents, ending: todo.preferredEnding)
            journal = try ArchiveJournal.begin(todoTarget: todoTarget, doneTarget: doneTarget, newDone: bytes, lines: contents, path: todoPath)
            return (bytes, ())
        }
        let removed: [(number: Int, line: String)]
        do {
            removed = try removeFromTodo(contents, todoPath: todoPath, lock: lock)
        } catch {
            // The journal stays: the next write of todo.txt finishes the move.
            journal = nil
            throw Interrupted(cause: error)
        }
        return Moved(removed: removed, finished: finished, goneFromTodo: contents.count - removed.count)
    }

    /// Removes the archived lines that todo.txt still holds (each at most as often as it was archived);
    /// lines another program added or changed since the first read stay. A file changing during the
    /// write is read again, a few times: the lines are safe in done.txt already.
    private static func removeFromTodo(_ contents: [ArraySlice<UInt8>], todoPath: String, lock: WriteLock) throws -> [(number: Int, line: String)] {
        var attempts = 0
        while true {
            attempts += 1
            do {
                return try lock.update(todoPath) { document in
                    let numbers = ArchivedLines(contents).numbers(in: document)
                    let removed = numbers.map { ($0, String(decoding: document.contentBytes(ofLine: $0), as: UTF8.self)) }
                    return (numbers.isEmpty ? nil : document.removing(lines: Set(numbers)), removed)
                }
            } catch WriteError.changedUnderneath where attempts < 5 {
                continue
            }
        }
    }
}
