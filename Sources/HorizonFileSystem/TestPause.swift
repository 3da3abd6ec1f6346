import Foundation

/// **For tests only, and only in debug builds.** `HORIZON_TEST_PAUSE_AT=NAME` makes a horizon process print
/// `horizon: paused at NAME` to stderr and sleep for a minute at the named point (or for
/// `HORIZON_TEST_PAUSE_SECONDS`), so that a test can kill it there (kill -9), or act while it waits and
/// let it go on, and check what the next run finds. Points: `publish-renamed` (a build's
/// new files are in place, removals and the manifest not yet), `write-switched` (a write command
/// switched the file, late appends not yet recovered), `import-complete` (a first import's database is
/// complete under its temporary name, not yet in place). Without the variable it does nothing.
package enum TestPause {
    package static func at(_ point: String) {
        // Debug builds only (the tests run them): a release build has no pause to set off.
        #if DEBUG
        guard ProcessInfo.processInfo.environment["HORIZON_TEST_PAUSE_AT"] == point else { return }
        FileHandle.standardError.write(Data("horizon: paused at \(point)\n".utf8))
        let seconds = ProcessInfo.processInfo.environment["HORIZON_TEST_PAUSE_SECONDS"].flatMap(Double.init) ?? 60
        Thread.sleep(forTimeInterval: seconds)
        #endif
    }
}
