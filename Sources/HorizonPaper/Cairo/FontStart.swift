import CPangoCairo
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Starts fontconfig on the calling thread before Pango is first used, so that a system that refuses
/// what Pango needs is a ``PaperError`` (exit 3), never a crash (docs/commands.md, "Limits"). Pango
/// 1.50 loads fontconfig on a thread of its own and aborts when it cannot have one (`ulimit -u`); and
/// fontconfig dereferences a null pointer when its allocations fail (`ulimit -v`). So: a thread is
/// asked for and joined first, room for fontconfig is reserved and given back, and fontconfig is
/// initialised here, where its failure can be seen; Pango's own thread then finds it loaded.
enum FontStart {
    /// What fontconfig and Pango's first font map take at most, with room to spare.
    private static let headroom = 64 << 20

    private static let started = Mutex(false)

    static func start() throws(PaperError) {
        try started.withLock { (started: inout Bool) throws(PaperError) in
            guard !started else { return }
            var thread = pthread_t()
            guard pthread_create(&thread, nil, { _ in nil }, nil) == 0 else {
                throw PaperError(step: "starting Pango", reason: "Pango loads its fonts on a thread of its own, and the system refused a thread (ulimit -u, or ulimit -v leaving no room for its stack?)")
            }
            pthread_join(thread, nil)
            let room = mmap(nil, headroom, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            guard let room, room != MAP_FAILED else {
                throw PaperError(step: "starting fontconfig", reason: "too little memory to load the fonts (ulimit -v?)")
            }
            munmap(room, headroom)
            guard FcInit() != 0 else {
                throw PaperError(step: "starting fontconfig", reason: "fontconfig could not load its configuration")
            }
            started = true
        }
    }
}
