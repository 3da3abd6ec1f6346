import Foundation
import HorizonCore
@testable import horizon
import Testing

/// How an error ends `horizon` (``ErrorExit``), decided in one place: ours by what they say, any other
/// as an input/output failure.
@Suite("Errors to exit statuses")
struct ErrorExitTests {
    @Test("an error no type of ours claims exits 3 (it exited 2, as a usage error, before), with its words")
    func unforeseen() {
        struct Unforeseen: Error, CustomStringConvertible {
            var description: String { "the disk went away" }
        }
        #expect(ErrorExit(Unforeseen()) == ErrorExit(status: 3, standardError: "horizon: the disk went away"))
    }

    @Test("a Foundation error exits 3 as one sentence naming its file, never an NSError dump")
    func foundation() {
        let error = CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: "notes/todo.txt"])
        #expect(ErrorExit(error) == ErrorExit(status: 3, standardError: "horizon: notes/todo.txt: permission denied"))
    }

    @Test("each status of ours: refused 1, usage 2, input/output 3")
    func statuses() {
        let refused = TaskEditError.alreadyDelayed(SourceLocation(file: "todo.txt", line: 4))
        #expect(ErrorExit(refused) == ErrorExit(
            status: 1, standardError: "horizon: todo.txt:4: the task was already delayed once (delayed:1); plan it again by hand; nothing was written"))
        #expect(ErrorExit(FormatList.Problem(reason: "names no format")) == ErrorExit(status: 2, standardError: "horizon: --format: names no format"))
        #expect(ErrorExit(WatchError.unavailable("too many watches")) == ErrorExit(status: 3, standardError: "horizon: cannot watch files (inotify): too many watches"))
        #expect(Set(ExitStatus.allCases.map(\.rawValue)) == [1, 2, 3])
    }

    @Test("a full inotify watch limit (ENOSPC from inotify_add_watch) is named as such, with the setting and how to raise it; exit 3")
    func watchLimit() {
        #expect(WatchError.adding("list", errno: ENOSPC, limit: 8192) == .limitReached("list", limit: 8192))
        #expect(ErrorExit(WatchError.adding("list", errno: ENOSPC, limit: 8192)) == ErrorExit(status: 3, standardError: """
            horizon: cannot watch list: the inotify watch limit is reached (fs.inotify.max_user_watches = 8192); \
            raise it with `sudo sysctl fs.inotify.max_user_watches=524288` (a file in /etc/sysctl.d/ keeps it after a restart)
            """))
        // A limit already above the usual raise is doubled; an unreadable one is not shown.
        #expect(WatchError.limitReached("list", limit: 1_048_576).message.contains("fs.inotify.max_user_watches = 1048576); raise it with `sudo sysctl fs.inotify.max_user_watches=2097152`"))
        #expect(WatchError.limitReached("list", limit: nil).message.contains("(fs.inotify.max_user_watches); raise it with `sudo sysctl fs.inotify.max_user_watches=524288`"))
        // Any other errno keeps the system's words.
        #expect(WatchError.adding("list", errno: EACCES, limit: 8192) == .cannotWatch("list", "permission denied"))
    }

    @Test("check's diagnostics exit 1 and print nothing more")
    func diagnosticsFound() {
        #expect(ErrorExit(DiagnosticsFound()) == ErrorExit(status: 1))
    }

    @Test("a configuration file's FILE:LINE:COL message has no prefix, as a compiler's; its other message has")
    func configuration() {
        #expect(ErrorExit(ConfigError.invalid(path: "horizon.toml", line: 2, column: 9, message: "unknown key")) == ErrorExit(
            status: 2, standardError: "horizon.toml:2:9: unknown key"))
        #expect(ErrorExit(ConfigError.unreadable(path: "h.toml", reason: "no such file")) == ErrorExit(
            status: 3, standardError: "h.toml: cannot read the configuration file: no such file"))
    }

    @Test("an archive stopped between its two writes says where the lines are, then why, and exits 3")
    func archiveInterrupted() {
        struct Full: Error, CustomStringConvertible {
            var description: String { "todo.txt: cannot write: no space left on device" }
        }
        let error = ArchiveInterrupted(todoPath: "todo.txt", donePath: "done.txt", cause: Full())
        #expect(ErrorExit(error) == ErrorExit(status: 3, standardError: """
            horizon: the completed lines were appended to done.txt, but todo.txt could not be rewritten: they are in both files now; run horizon archive again to finish the move (it does not append them twice)
            horizon: todo.txt: cannot write: no space left on device
            """))
    }

    @Test("control characters in a message are shown as U+FFFD")
    func controlCharacters() {
        let error = TaskEditError.alreadyComplete(SourceLocation(file: "to\u{1B}do.txt", line: 1))
        #expect(ErrorExit(error).standardError == "horizon: to\u{FFFD}do.txt:1: the task is already done; nothing was written")
    }

    @Test("a usage error of the parser says horizon:, not Error:, and the argument it quotes is cleaned")
    func parserUsage() {
        var ending = ErrorExit(status: 0)
        do {
            _ = try HorizonCommand.parseAsRoot(["--bo\u{1B}[31mgus"])
        } catch {
            ending = ErrorExit(error)
        }
        #expect(ending.status == 2)
        let first = ending.standardError?.split(separator: "\n").first.map(String.init)
        #expect(first == "horizon: Unknown option '--bo\u{FFFD}[31mgus'")
    }
}
