import HorizonBuild
import HorizonCore
import HorizonRender
import HorizonPublish
import Testing

/// The build pipeline end to end, into a sink in memory: no disk.
@Suite("SiteBuild")
struct SiteBuildTests {
    static let todo = "(A) Pay rent due:2026-11-23 +home\nPlan the trip plan:2026-W49\nGym rec:+1d due:2026-11-21\nBad date due:2026-02-30\n"

    static func build(formats: Set<OutputFormat> = OutputFormat.all) throws -> (SiteBuild.Outcome, [String: [UInt8]], [String]) {
        let files = Locked<[String: [UInt8]]>([:])
        let stages = Locked<[String]>([])
        let build = SiteBuild(
            planner: Planner(today: CivilDate(year: 2026, month: 11, day: 21)!),
            renderer: SiteRenderer(templates: try TemplateSet.builtIn(), formats: formats))
        let outcome = try build.run(
            reading: { TodoDocument(name: "todo.txt", bytes: Array(todo.utf8)).readTasks() },
            into: .memory(files), stage: { name in stages.withLock { $0.append(name) } })
        return (outcome, files.current, stages.current)
    }

    @Test("reads, plans, renders and publishes every file into the sink, stage by stage")
    func stages() throws {
        let (outcome, files, stages) = try Self.build()
        #expect(stages == ["read", "plan", "render json", "render ics", "render pages", "render pdf", "publish"])
        #expect(outcome.taskCount == 4)
        #expect(outcome.fileCount == files.count)
        #expect(outcome.report.written == files.keys.sorted())
        #expect(files["plan.json"] != nil && files["plan.ics"] != nil && files["assets/style.css"] != nil)
        #expect(String(decoding: files["day/2026-11-23.md"] ?? [], as: UTF8.self).contains("Pay rent"))
    }

    @Test("the diagnostics of the input come back with the outcome, with file, line and column")
    func diagnostics() throws {
        let (outcome, _, _) = try Self.build()
        #expect(outcome.diagnostics.map(\.description) == ["todo.txt:4:14: due date 2026-02-30 is not a valid date"])
    }

    @Test("only the chosen formats are written")
    func formats() throws {
        let (_, files, stages) = try Self.build(formats: [.json])
        // plan.json and a JSON twin of each of the 28 pages (26, and the reviews of the week and the month before).
        #expect(files.count == 29 && files.keys.allSatisfy { $0.hasSuffix(".json") })
        #expect(files["plan.json"] != nil && files["index.json"] != nil && files["week/2026-W49.json"] != nil)
        #expect(stages == ["read", "plan", "render json", "publish"])
    }

    @Test("an input that cannot be read stops the build before anything is published")
    func unreadable() throws {
        struct Unreadable: Error {}
        let files = Locked<[String: [UInt8]]>(["index.html": [1]])
        let build = SiteBuild(planner: Planner(today: CivilDate(year: 2026, month: 11, day: 21)!),
                              renderer: SiteRenderer(templates: try TemplateSet.builtIn()))
        #expect(throws: Unreadable.self) { try build.run(reading: { throw Unreadable() }, into: .memory(files)) }
        #expect(files.current == ["index.html": [1]])
    }

    @Test("a publish that fails is a BuildStageError naming the stage, with the cause's status and words")
    func publishFailure() throws {
        let sink = FileSink(
            write: { _, produce in produce { _ in } },
            commit: { _ in throw PublishError.unwritable(path: "site/index.html", reason: "no space left on the device") })
        let build = SiteBuild(planner: Planner(today: CivilDate(year: 2026, month: 11, day: 21)!),
                              renderer: SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.json]))
        do {
            _ = try build.run(reading: { TodoDocument(name: "todo.txt", bytes: Array(Self.todo.utf8)).readTasks() }, into: sink)
            Issue.record("the build did not fail")
        } catch let error as BuildStageError {
            #expect(error.stage == .publish)
            #expect(error.exitStatus == .inputOutput)
            #expect(error.message == "publish: site/index.html: cannot be written: no space left on the device")
            #expect(error.report == "horizon: publish: site/index.html: cannot be written: no space left on the device")
        }
    }

    @Test("a cause that is a usage error keeps its status; one that says none is input/output")
    func stageMessages() {
        let usage = BuildStageError(stage: .publish, cause: PublishError.unsafeOutput(path: "/", reason: "is the root folder"))
        #expect(usage.exitStatus == .usage)
        #expect(usage.message == "publish: --output \"/\": is the root folder")
        struct Unforeseen: Error, CustomStringConvertible { var description: String { "gone" } }
        let unforeseen = BuildStageError(stage: .publish, cause: Unforeseen())
        #expect(unforeseen.exitStatus == .inputOutput)
        #expect(unforeseen.message == "publish: gone")
    }

    @Test("a file larger than a host takes is reported with the limits it passes, by path; a file at a limit is not")
    func hostLimits() throws {
        let (_, files, _) = try Self.build(formats: [.json])
        let planSize = try #require(files["plan.json"]).count
        let indexSize = try #require(files["index.json"]).count
        let small = HostLimit(host: "Small", bytes: indexSize - 1, size: "a bit")
        let large = HostLimit(host: "Large", bytes: planSize - 1, size: "more")
        let atPlan = HostLimit(host: "Exact", bytes: planSize, size: "all")
        let build = SiteBuild(
            planner: Planner(today: CivilDate(year: 2026, month: 11, day: 21)!),
            renderer: SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.json]),
            hostLimits: [small, large, atPlan])
        let outcome = try build.run(
            reading: { TodoDocument(name: "todo.txt", bytes: Array(Self.todo.utf8)).readTasks() },
            into: .memory(Locked([:])))
        let expected = files.filter { $0.value.count > small.bytes }.keys.sorted().map { path in
            let size = files[path]?.count ?? 0
            return OversizedFile(path: path, bytes: size, limits: [small, large, atPlan].filter { size > $0.bytes })
        }
        #expect(outcome.oversized == expected)
        #expect(outcome.oversized.contains(OversizedFile(path: "plan.json", bytes: planSize, limits: [small, large])))
        #expect(outcome.oversized.contains { $0.path == "index.json" })
    }

    @Test("the warning names the file in the output folder, its size and each host's limit")
    func hostLimitWarning() {
        let both = OversizedFile(path: "plan.json", bytes: 131_072_000, limits: HostLimit.staticHosts)
        #expect(both.warning(in: "Output") == "Output/plan.json is 131,072,000 bytes: larger than Cloudflare Pages (25 MiB) and GitHub Pages (100 MB) take for one file")
        let one = OversizedFile(path: "month/2026-11.html", bytes: 26_214_401, limits: [.cloudflarePages])
        #expect(one.warning(in: "/srv/www/") == "/srv/www/month/2026-11.html is 26,214,401 bytes: larger than Cloudflare Pages (25 MiB) takes for one file")
        #expect(HostLimit.cloudflarePages.bytes == 26_214_400 && HostLimit.gitHubPages.bytes == 100_000_000)
    }

    @Test("the PDFs are measured against the host limits like every other file")
    func hostLimitsOfPDFs() throws {
        let (_, files, _) = try Self.build(formats: [.pdf])
        let limit = HostLimit(host: "Tiny", bytes: 0, size: "nothing")
        let build = SiteBuild(
            planner: Planner(today: CivilDate(year: 2026, month: 11, day: 21)!),
            renderer: SiteRenderer(templates: try TemplateSet.builtIn(), formats: [.pdf]),
            hostLimits: [limit])
        let outcome = try build.run(
            reading: { TodoDocument(name: "todo.txt", bytes: Array(Self.todo.utf8)).readTasks() },
            into: .memory(Locked([:])))
        #expect(files.keys.contains("print/this-week.pdf"))
        #expect(outcome.oversized == files.keys.sorted().map { OversizedFile(path: $0, bytes: files[$0]?.count ?? 0, limits: [limit]) })
    }

    @Test("a build of ordinary size warns about nothing")
    func noHostWarning() throws {
        let (outcome, _, _) = try Self.build()
        #expect(outcome.oversized == [])
    }

    @Test("a request names the stages its formats run: read, plan, the renders by name, publish")
    func requestStages() {
        var request = BuildRequest(
            output: "Output", templates: nil, formats: [.json], filter: TaskFilter(terms: []), missed: .carry,
            site: SiteOptions(), holidays: nil, timeZone: nil, clean: false)
        #expect(request.stages == ["read", "plan", "render json", "publish"])
        request.formats = OutputFormat.all
        #expect(request.stages == ["read", "plan", "render ics", "render json", "render pages", "render pdf", "publish"])
    }
}
