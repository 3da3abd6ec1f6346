import HorizonCore
import HorizonFileSystem
import HorizonRender
import HorizonPublish
import HorizonStore

/// One batch build, as the straight line of docs/architecture.md#one-build-four-stages: read the tasks, plan them, render every file
/// and publish the files into a ``FileSink``. The command line parses options into one of these; tests
/// drive it with a sink in memory.
package struct SiteBuild: Sendable {
    /// Plans the tasks (today, options).
    package var planner: Planner
    /// Renders the plan (templates, formats, time zone).
    package var renderer: SiteRenderer
    /// The file sizes the build warns about, smallest first (docs/output.md#host-limits).
    package var hostLimits: [HostLimit]

    /// Creates a build.
    package init(planner: Planner, renderer: SiteRenderer, hostLimits: [HostLimit] = HostLimit.staticHosts) {
        self.planner = planner
        self.renderer = renderer
        self.hostLimits = hostLimits
    }

    /// What a build did.
    package struct Outcome: Sendable {
        /// How many tasks were read.
        package var taskCount: Int
        /// The problems found in the input, in file order.
        package var diagnostics: [Diagnostic]
        /// How many files the build rendered.
        package var fileCount: Int
        /// What the publish wrote, kept and removed.
        package var report: SitePublisher.Report
        /// The files larger than a host of ``hostLimits`` takes, by path.
        package var oversized: [OversizedFile] = []
    }

    /// Runs the stages on the tasks of `source`. `filter` chooses the tasks before planning: recurrences,
    /// pages, plan.json and the feeds see only its tasks. `diagnostics` (the holidays file's) are
    /// reported after the tasks'. The rest is as ``run(reading:into:retiring:stage:)``.
    package func run(
        _ source: TaskSource, filter: TaskFilter, diagnostics: [Diagnostic] = [], into sink: FileSink,
        retiring: (String) -> Bool = { _ in true }, stage: (String) -> Void = { _ in }
    ) throws -> Outcome {
        try run(reading: {
            var list = filter.apply(to: try source.read())
            list.diagnostics.append(contentsOf: diagnostics)
            return list
        }, into: sink, retiring: retiring, stage: stage)
    }

    /// Runs the stages in order. `read` supplies the tasks; `retiring` says which files of an earlier
    /// build this build replaces; `stage` is told the name of each stage as it ends (`read`, `plan`,
    /// `render json`, `render ics`, `render pages`, `render pdf`, `publish`). Nothing is visible in the sink unless
    /// every stage succeeded. The first error stops the build: an unreadable input is thrown as it is
    /// (it names its file); a PDF that cannot be drawn or an output that cannot be written is a
    /// ``BuildStageError`` naming its stage (planning cannot fail).
    package func run(
        reading read: () throws -> TaskList, into sink: FileSink,
        retiring: (String) -> Bool = { _ in true }, stage: (String) -> Void = { _ in }
    ) throws -> Outcome {
        let list = try read()
        stage("read")
        var plan = planner.plan(list)
        stage("plan")
        let fileCount = Locked(0)
        let oversized = Locked<[OversizedFile]>([])
        let limits = hostLimits
        do throws(RenderError) {
            // Nothing is published when a sheet cannot be drawn: the sink is never committed. Every
            // file, the PDFs too, is counted and measured against the host limits as it is written.
            try renderer.render(&plan, emit: { path, produce in
                fileCount.withLock { $0 += 1 }
                sink.write(path) { append in
                    var bytes = 0
                    // Swift refuses a closure over one non-escaping closure handed to another, although
                    // `produce` calls it only while it runs.
                    withoutActuallyEscaping(append) { append in
                        produce { chunk in
                            bytes += chunk.count
                            append(chunk)
                        }
                    }
                    let passed = limits.filter { bytes > $0.bytes }
                    if !passed.isEmpty { oversized.withLock { $0.append(OversizedFile(path: path, bytes: bytes, limits: passed)) } }
                }
            }, finished: { stage("render " + $0) })
        } catch {
            throw BuildStageError(stage: .render, cause: error)
        }
        let report: SitePublisher.Report
        do {
            report = try sink.commit(retiring)
        } catch {
            throw BuildStageError(stage: .publish, cause: error)
        }
        stage("publish")
        // A large plan is millions of small objects that take a tenth of a second per 100,000 tasks to
        // free one by one. They are let go on another thread, so that the caller (and a process that
        // ends right after the build) does not wait for it; when the system refuses a thread, here
        // (Dispatch would retry forever: docs/commands.md, "Limits").
        let built = plan
        WorkerThreads.detach { withExtendedLifetime((list, built)) {} }
        return Outcome(
            taskCount: list.tasks.count, diagnostics: plan.diagnostics, fileCount: fileCount.current, report: report,
            oversized: oversized.current.sorted { $0.path < $1.path })
    }
}
