import Foundation
import HorizonCore
import HorizonRender
import Testing

/// Whole pages rendered from Examples/todo.txt with --today 2026-11-23, compared byte for byte with the
/// reviewed copies in Tests/HorizonRenderTests/Golden/. After an intended change, regenerate them with
///
///     HORIZON_RECORD_GOLDEN=1 swift test --filter GoldenPageTests
///
/// and review the diff before committing.
@Suite("Golden pages")
struct GoldenPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldenFolder = root.appendingPathComponent("Golden")
    static let examples = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    static let pages = [
        "index.md", "day/2026-11-23.md", "week/2026-W49.md", "week/2026-W49.html", "month/2026-12.md", "month/2026-12.html",
        "year/2026.md", "unplanned.md", "weeks.md",
    ]

    static func site() throws -> Site {
        let todo = TodoDocument(name: "todo.txt", bytes: Array(try Data(contentsOf: examples.appendingPathComponent("todo.txt"))))
        let done = TodoDocument(name: "done.txt", bytes: Array(try Data(contentsOf: examples.appendingPathComponent("done.txt"))))
        var list = todo.readTasks()
        list.append(done.readTasks())
        let plan = Planner(today: CivilDate(year: 2026, month: 11, day: 23)!).plan(list)
        return SiteRenderer(templates: try TemplateSet.builtIn()).render(plan)
    }

    @Test("the page matches its reviewed golden copy", arguments: pages)
    func page(_ path: String) throws {
        let actual = try #require(try Self.site().files[path])
        let golden = Self.goldenFolder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_"))
        if ProcessInfo.processInfo.environment["HORIZON_RECORD_GOLDEN"] == "1" {
            try Data(actual).write(to: golden)
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: golden.path), "missing \(golden.lastPathComponent): record it")
        #expect(String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }
}
