import Foundation
import HorizonRender
import SnapshotTesting
import Testing

/// Whole pages, plan.json, plan.ics and tasks.ics of the example site (``ExampleSite``), compared byte for
/// byte with the reviewed copies in `__Snapshots__/GoldenPageTests/` (`page.day-2026-11-23.md` is
/// `day/2026-11-23.md`); a difference fails with a line diff. After an intended change, re-record the
/// copies that differ and review them (CONTRIBUTING.md):
///
///     SNAPSHOT_TESTING_RECORD=failed swift test --filter GoldenPageTests
///     git diff Tests/HorizonRenderTests/__Snapshots__
@Suite("Golden pages", .snapshots(diffTool: .unifiedDiff))
struct GoldenPageTests {
    static let pages = [
        "index.md", "day/2026-11-23.md", "week/2026-W49.md", "week/2026-W49.html", "month/2026-12.md", "month/2026-12.html",
        "year/2026.md", "unplanned.md", "weeks.md", "plan.json", "plan.ics", "tasks.ics",
    ]

    @Test("the file matches its reviewed golden copy", arguments: pages)
    func page(_ path: String) throws {
        let actual = try #require(try ExampleSite.shared().site.files[path], "the site has no \(path)")
        let (name, pathExtension) = Self.snapshotName(path)
        // Named "page" rather than after the function: the library would make "page(_:)" "page-_".
        assertSnapshot(of: actual, as: .file(pathExtension), named: name, testName: "page")
    }

    /// The snapshot's name and extension for a file of the site: `day/2026-11-23.md` → `day-2026-11-23`, `md`.
    static func snapshotName(_ path: String) -> (name: String, pathExtension: String) {
        let dot = path.lastIndex(of: ".") ?? path.endIndex
        let name = path[..<dot].replacingOccurrences(of: "/", with: "-")
        return (name, String(path[dot...].dropFirst()))
    }
}
