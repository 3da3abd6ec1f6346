import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// `horizon archive`: completed lines leave todo.txt for the end of done.txt (todo.sh convention).
struct Archive: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move completed lines from todo.txt to the end of done.txt (created if missing); with --sqlite, mark completed rows archived.",
        discussion: """
            Both files are changed through the careful writer under one lock, done.txt first, with a \
            journal beside todo.txt: after a crash between the two writes, the next command that writes \
            todo.txt (archive again, or any other) finishes the move: a line is never in neither file, \
            and not left in both. Other lines keep their bytes; line numbers after an archived line move up.
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
        let moved: TodoArchive.Moved
        do {
            moved = try TodoArchive.move(todoPath: location.todoPath, donePath: location.donePath)
        } catch let interrupted as TodoArchive.Interrupted {
            throw ArchiveInterrupted(todoPath: location.todoPath, donePath: location.donePath, cause: interrupted.cause)
        }
        if moved.finished > 0 {
            printError("horizon: an earlier archive had stopped between its two writes: \(moved.finished) line\(moved.finished == 1 ? "" : "s") it had appended to \(location.donePath) \(moved.finished == 1 ? "was" : "were") removed from \(location.todoPath) first")
        }
        for (number, line) in moved.removed { printVisible("\(number): \(line)") }
        print(summary(moved.removed.count, to: location.donePath))
        if moved.goneFromTodo > 0 {
            // Another program changed or removed them between the two writes: a copy too many, never one too few.
            printError("horizon: \(moved.goneFromTodo) of the lines appended to \(location.donePath) were no longer in \(location.todoPath) when it was rewritten (another program changed them meanwhile); check \(location.donePath) for a duplicate")
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
