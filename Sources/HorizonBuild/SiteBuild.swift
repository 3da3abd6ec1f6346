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

    /// Creates a build.
    package init(planner: Planner, renderer: SiteRenderer) {
        self.planner = planner
        self.renderer = renderer
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
        do throws(RenderError) {
            // Nothing is published when a sheet cannot be drawn: the sink is never committed.
            try renderer.render(&plan, emit: { path, produce in
                fileCount.withLock { $0 += 1 }
                sink.write(path, produce)
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
        return Outcome(taskCount: list.tasks.count, diagnostics: plan.diagnostics, fileCount: fileCount.current, report: report)
    }
}
