import HorizonCore
import HorizonRender
import HorizonPublish

/// Where a build's files go, as a struct of closures (Saga's `FileIO`): the command line publishes into
/// the output folder, tests into memory, and the pipeline does not know which.
package struct FileSink: Sendable {
    /// Takes one file, whose bytes `produce` hands to `append` in order as they are made (a large file
    /// is never held whole); called from several threads at once, for different files.
    package var write: FileEmitter
    /// Makes every written file visible at once and reports what changed; `retiring` says which files
    /// of an earlier build this build replaces (see ``SiteStaging/commit(retiring:)``).
    package var commit: @Sendable (_ retiring: (String) -> Bool) throws -> SitePublisher.Report

    /// Creates a sink from its two operations.
    package init(
        write: @escaping FileEmitter,
        commit: @escaping @Sendable ((String) -> Bool) throws -> SitePublisher.Report
    ) {
        self.write = write
        self.commit = commit
    }

    /// A sink that publishes into an output folder in place (``SitePublisher``): each file is written
    /// beside its final name as it arrives and renamed into place at the commit; unchanged ones are not
    /// rewritten.
    package static func folder(_ path: String) throws(PublishError) -> FileSink {
        let staging = try SitePublisher(directory: path).beginStaging()
        return FileSink(
            write: { staging.write($0, producing: $1) },
            commit: { retiring throws(PublishError) in try staging.commit(retiring: retiring) })
    }

    /// A sink that keeps the files in memory: `files` holds them once committed, each as one buffer.
    package static func memory(_ files: Locked<[String: [UInt8]]>) -> FileSink {
        let staged = Locked<[String: [UInt8]]>([:])
        return FileSink(
            write: Site.collector(into: staged),
            commit: { _ in
                let site = staged.current
                files.withLock { $0 = site }
                return SitePublisher.Report(written: site.keys.sorted())
            })
    }
}
