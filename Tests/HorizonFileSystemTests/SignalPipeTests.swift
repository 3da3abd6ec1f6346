import Glibc
import HorizonFileSystem
import Testing

/// Signals are process-wide: these tests run one after the other.
@Suite("signal pipe", .serialized)
struct SignalPipeTests {
    /// Whether SIGUSR1 is blocked on this thread.
    static func blocked() -> Bool {
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        return sigismember(&current, SIGUSR1) == 1
    }

    @Test("a forwarded signal is a byte on the pipe, and is unblocked while the pipe lives")
    func forwarded() throws {
        let pipe = try SignalPipe(forwarding: [SIGUSR1])
        let before: ReadableWait.Outcome = ReadableWait.wait(for: [pipe.readDescriptor], milliseconds: 0)
        #expect(before == .timedOut)
        #expect(!Self.blocked())
        raise(SIGUSR1)
        let after: ReadableWait.Outcome = ReadableWait.wait(for: [pipe.readDescriptor], milliseconds: 1000)
        #expect(after == .readable([0]))
    }

    @Test("two pipes for different signals: each signal wakes only its own pipe (the watch's is never woken by another's)")
    func separate() throws {
        let first = try SignalPipe(forwarding: [SIGUSR1])
        let second = try SignalPipe(forwarding: [SIGUSR2])
        raise(SIGUSR1)
        #expect(ReadableWait.wait(for: [first.readDescriptor], milliseconds: 1000) == .readable([0]))
        #expect(ReadableWait.wait(for: [second.readDescriptor], milliseconds: 100) == .timedOut)
        raise(SIGUSR2)
        #expect(ReadableWait.wait(for: [second.readDescriptor], milliseconds: 1000) == .readable([0]))
    }

    @Test("when the pipe goes, the signal's action and blocked state come back")
    func restored() throws {
        // SIGUSR1 ignored and blocked before, as a parent process might leave it.
        let before = signal(SIGUSR1, SIG_IGN)
        defer { signal(SIGUSR1, before) }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        defer { pthread_sigmask(SIG_UNBLOCK, &set, nil) }
        do {
            let pipe = try SignalPipe(forwarding: [SIGUSR1])
            #expect(pipe.readDescriptor >= 0)
        }
        let action = signal(SIGUSR1, SIG_IGN)
        let ignored: Bool = unsafeBitCast(action, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #expect(ignored)
        #expect(Self.blocked())
    }
}
