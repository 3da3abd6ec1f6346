import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// `horizon archive`: completed lines leave todo.txt for the end of done.txt (todo.sh convention).
struct Archive: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move completed lines from todo.txt to the end of done.txt (created if missing); with --sqlite, mark completed rows archived.",
        discussion: """
            Both files are changed through the careful writer under one lock, done.txt first: a crash \
            between the two writes leaves a line in both files, never in neither, and running archive \
            again finishes the move without appending the lines a second time. Other lines keep their \
            bytes; line numbers after an archived line move up.
            """
    )

    @OptionGroup var source: SourceOptions

    mutating func run() throws {
        _ = try source.applyConfiguration()
        if let database = source.database {
            let moved = try database.archiveCompleted()
            for row in moved { printVisible("#\(row.id): \(row.line)") }
            print(summary(moved.count, to: "the archive of \(database.name)"))
            return
        }
        let location = source.location
        try refuseSameFile(location)
        if location.doneIsExplicit, !FileManager.default.fileExists(atPath: location.donePath) {
            throw StoreError.missing(path: location.donePath)
        }
        if !FileManager.default.fileExists(atPath: location.todoPath) {
            throw StoreError.missingTodo(message: location.missingTodoMessage)
        }
        // A FIFO would make the writer wait forever for a writer of its own.
        for path in [location.todoPath, location.donePath] {
            if let problem = PathProblem.checkBeforeWriting(path) { throw problem }
        }
        // One lock over both files: no other horizon writes either of them until the move is done.
        let lock = try WriteLock(paths: [location.todoPath, location.donePath])
        defer { lock.release() }
        let todo = try read(location)
        let completed = todo.completedLineNumbers
        guard !completed.isEmpty else {
            print(summary(0, to: location.donePath))
            return
        }
        let contents = completed.map { todo.contentBytes(ofLine: $0) }
        // done.txt first: until todo.txt is rewritten, an archived line is in both files, never in
        // neither. Lines done.txt already ends with — an archive stopped between the two writes — are
        // not appended again, so running archive again finishes the move without doubling a line.
        let alreadyThere = try lock.update(location.donePath, creatingIfMissing: true) { done in
            let already = Archive.endingBlock(of: done, matching: contents)
            let rest = Array(contents[already...])
            return (rest.isEmpty ? nil : done.appending(lineContents: rest, ending: todo.preferredEnding), already)
        }
        let removed = try removeFromTodo(contents, location: location, lock: lock)
        for (number, line) in removed { printVisible("\(number): \(line)") }
        print(summary(removed.count, to: location.donePath))
        if alreadyThere > 0 {
            printError("horizon: \(alreadyThere) of them were at the end of \(location.donePath) already (an earlier archive stopped before it could rewrite \(location.todoPath)); they were not appended again")
        }
        if removed.count < contents.count {
            // Another program changed or removed them between the two writes: a copy too many, never one too few.
            printError("horizon: \(contents.count - removed.count) of the lines appended to \(location.donePath) were no longer in \(location.todoPath) when it was rewritten (another program changed them meanwhile); check \(location.donePath) for a duplicate")
        }
    }

    /// How many of the lines to archive, from the first, done.txt ends with already.
    static func endingBlock(of done: TodoDocument, matching contents: [ArraySlice<UInt8>]) -> Int {
        let count = done.lines.count
        var block = min(contents.count, count)
        while block > 0 {
            let start = count - block + 1
            if (0..<block).allSatisfy({ done.contentBytes(ofLine: start + $0).elementsEqual(contents[$0]) }) { return block }
            block -= 1
        }
        return 0
    }

    private func read(_ location: TodoLocation) throws -> TodoDocument {
        do {
            return try TodoFileReader.read(path: location.todoPath)
        } catch .missing {
            throw StoreError.missingTodo(message: location.missingTodoMessage)
        }
    }

    /// Removes the archived lines that todo.txt still holds (each at most as often as it was archived);
    /// lines another program added or changed since the first read stay. A file changing during the
    /// write is read again, a few times: the lines are safe in done.txt already.
    private func removeFromTodo(_ contents: [ArraySlice<UInt8>], location: TodoLocation, lock: WriteLock) throws -> [(Int, String)] {
        var attempts = 0
        while true {
            attempts += 1
            do {
                return try lock.update(location.todoPath) { document in
                    var remaining: [ArraySlice<UInt8>: Int] = [:]
                    for content in contents { remaining[content, default: 0] += 1 }
                    var removed: [(Int, String)] = []
                    for number in document.completedLineNumbers {
                        let content = document.contentBytes(ofLine: number)
                        guard let count = remaining[content], count > 0 else { continue }
                        remaining[content] = count - 1
                        removed.append((number, String(decoding: content, as: UTF8.self)))
                    }
                    let bytes = removed.isEmpty ? nil : document.removing(lines: Set(removed.map(\.0)))
                    return (bytes, removed)
                }
            } catch WriteError.changedUnderneath where attempts < 5 {
                continue
            } catch {
                throw ArchiveInterrupted(todoPath: location.todoPath, donePath: location.donePath, cause: error)
            }
        }
    }

    /// todo.txt and done.txt must be two files, or archiving would empty one into itself.
    private func refuseSameFile(_ location: TodoLocation) throws {
        // The same device and inode, following symbolic links: a link, a hard link or the same path.
        var todo = stat(), done = stat()
        guard stat(location.todoPath, &todo) == 0, stat(location.donePath, &done) == 0 else { return }
        if todo.st_dev == done.st_dev, todo.st_ino == done.st_ino {
            throw ValidationError("\(location.todoPath) and \(location.donePath) are the same file (a link to it?); give --done another file")
        }
    }

    private func summary(_ count: Int, to destination: String) -> String {
        count == 0 ? "nothing to archive: no completed lines" : "\(count) completed line\(count == 1 ? "" : "s") moved to \(destination)"
    }
}
