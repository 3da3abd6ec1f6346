@testable import HorizonRender
import SnapshotTesting
import Testing

/// The structure of one page of each kind of the example site (``ExampleSite``), as the page builder's
/// tree (``DocumentDump``: headings, boxes, lists and task lines, one a line), compared with the reviewed
/// outline in `__Snapshots__/PageOutlineTests/`: a change of layout shows as a diff of a few named lines
/// before it shows in the golden pages' HTML. Re-record as the golden files
/// (`SNAPSHOT_TESTING_RECORD=failed swift test --filter PageOutlineTests`).
@Suite("Page outlines", .snapshots(diffTool: .unifiedDiff))
struct PageOutlineTests {
    /// A page of each kind the site has, by its path, and the terminal's agenda; its kind names its snapshot
    /// (`outline.day.txt`).
    static let pages = [
        "index", "days", "weeks", "months", "unplanned", "day/2026-11-23", "week/2026-W49", "month/2026-12", "year/2026", "agenda",
    ]

    @Test("the page's tree matches its reviewed outline", arguments: pages)
    func outline(_ path: String) throws {
        let example = try ExampleSite.shared()
        let builder = example.builder
        let document = path == "agenda"
            ? builder.agenda()
            : try #require(builder.pages.lazy.map(builder.document).first { $0.path == path }, "no page \(path)")
        let kind = String(path.prefix { $0 != "/" })
        // Named "outline" rather than after the function: the library would make "outline(_:)" "outline-_".
        assertSnapshot(of: DocumentDump.dump(document) + "\n", as: .lines, named: kind, testName: "outline")
    }
}
