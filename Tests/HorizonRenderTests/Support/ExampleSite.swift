import Foundation
import HorizonCore
@testable import HorizonRender
import Synchronization

/// Examples/todo.txt and done.txt planned with --today 2026-11-23 and rendered in every format: the
/// fixture of the golden files and page outlines. It is built once per test run, on first use, and
/// shared by every test that reads it (rendering it for each of them made a dozen sites per run).
struct ExampleSite: Sendable {
    /// The example folder of the repository.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// How many times the site has been rendered in this run: 1 once anything has read it.
    static let renders = Atomic<Int>(0)

    /// The one site of the run (a `static let` is initialized once, whichever test comes first).
    private static let built = Result { () throws -> ExampleSite in try ExampleSite() }

    /// The shared site, or the error that stopped it from being built.
    static func shared() throws -> ExampleSite {
        try built.get()
    }

    /// The plan the pages are built from.
    let plan: Plan
    /// Every file, as `horizon build` writes them.
    let site: Site

    private init() throws {
        let todo = TodoDocument(name: "todo.txt", bytes: Array(try Data(contentsOf: Self.examples.appendingPathComponent("todo.txt"))))
        let done = TodoDocument(name: "done.txt", bytes: Array(try Data(contentsOf: Self.examples.appendingPathComponent("done.txt"))))
        var list = todo.readTasks()
        list.append(done.readTasks())
        plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        site = try SiteRenderer(templates: TemplateSet.builtIn()).render(plan)
        Self.renders.add(1, ordering: .relaxed)
    }

    /// The page builder the renderer uses for this plan (default title and English dates).
    var builder: PageBuilder {
        PageBuilder(plan: plan)
    }
}
