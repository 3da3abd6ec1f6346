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
        let tasks = source.tasks
        if tasks.database == nil { try refuseSameFile(tasks.location) }
        let (todo, done) = (tasks.location.todoPath, tasks.location.donePath)
        let archived: TaskSource.Archived
        do {
            archived = try tasks.archive()
        } catch let interrupted as TodoArchive.Interrupted {
            throw ArchiveInterrupted(todoPath: todo, donePath: done, cause: interrupted.cause)
        }
        switch archived {
        case .rows(let moved):
            for row in moved { printVisible("#\(row.id): \(row.line)") }
            print(summary(moved.count, to: "the archive of \(tasks.database?.name ?? "")"))
        case .lines(let moved):
            if moved.finished > 0 {
                printError("horizon: an earlier archive had stopped between its two writes: \(moved.finished) line\(moved.finished == 1 ? "" : "s") it had appended to \(done) \(moved.finished == 1 ? "was" : "were") removed from \(todo) first")
            }
            for (number, line) in moved.removed { printVisible("\(number): \(line)") }
            print(summary(moved.removed.count, to: done))
            if moved.goneFromTodo > 0 {
                // Another program changed or removed them between the two writes: a copy too many, never one too few.
                printError("horizon: \(moved.goneFromTodo) of the lines appended to \(done) were no longer in \(todo) when it was rewritten (another program changed them meanwhile); check \(done) for a duplicate")
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
