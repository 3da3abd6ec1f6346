import CTestEnvironment
import Foundation
import SnapshotTesting
import Synchronization
import Testing

/// The golden-file mechanism itself: a changed byte fails with a readable line diff, recording writes the
/// file and fails the run that recorded it, and the example site is rendered once for all of its tests.
@Suite("Snapshot mechanism", .snapshots(diffTool: .unifiedDiff))
struct SnapshotMechanismTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    /// How the library marks a line of context (figure space), a removed line (minus sign) and an added one.
    static let same = "\u{2007}", removed = "\u{2212}", added = "+"

    @Test("failure artifacts go to a folder of this run, not one a first user of the machine owns")
    func artifactsOfThisRun() {
        #expect(horizon_test_environment_ready == 1)
        let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? ""
        #expect(folder.hasSuffix("/horizon-snapshot-artifacts-\(getuid())-\(getpid())"), "\(folder)")
    }

    @Test("one changed byte in tasks.ics fails with that line, its line number and four lines either side, not the whole feed")
    func oneChangedByteInTheFeed() throws {
        let folder = Self.snapshots.appendingPathComponent("GoldenPageTests")
        let reference = Array(try Data(contentsOf: folder.appendingPathComponent("page.tasks.ics")))
        let lines = Diffing<[UInt8]>.visible(reference).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The first byte of the first task's summary becomes another letter.
        let byte = try #require(Data(reference).range(of: Data("\r\nSUMMARY:".utf8))).upperBound
        let index = reference[..<byte].count { $0 == UInt8(ascii: "\n") }
        try #require(index >= 4 && index + 4 < lines.count)
        var changed = reference
        changed[byte] = changed[byte] == UInt8(ascii: "X") ? UInt8(ascii: "Y") : UInt8(ascii: "X")
        let changedLine = String(Diffing<[UInt8]>.visible(changed).split(separator: "\n", omittingEmptySubsequences: false)[index])

        let message = try #require(
            verifySnapshot(of: changed, as: .file("ics"), named: "tasks", record: .never, snapshotDirectory: folder.path, testName: "page")
        )

        let parts = message.components(separatedBy: "\n\n")
        try #require(parts.count == 3, "\(message)")
        #expect(parts[0] == "Snapshot \"tasks\" does not match reference.")
        #expect(parts[1].hasPrefix("diff -u \"\(folder.appendingPathComponent("page.tasks.ics").path)\" \""))
        var expected: [String] = ["@@ \(Self.removed)\(index - 3),9 +\(index - 3),9 @@"]
        expected += lines[(index - 4)..<index].map { Self.same + $0 }
        expected += [Self.removed + lines[index], Self.added + changedLine]
        expected += lines[(index + 1)...(index + 4)].map { Self.same + $0 }
        #expect(parts[2] == expected.joined(separator: "\n"))
        #expect(lines[index].hasSuffix("␍") && changedLine != lines[index])
    }

    @Test("a mismatch is a failed test: assertSnapshot records the issue with the diff")
    func aMismatchIsAFailedTest() {
        // The reference, __Snapshots__/SnapshotMechanismTests/aMismatchIsAFailedTest.calendar.ics, says "Pay rent".
        let changed = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nSUMMARY:Pay rest\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        // The library trims the message, so the empty line after the last line end is not shown.
        let diff = """
            @@ −1,7 +1,7 @@
            \u{2007}BEGIN:VCALENDAR␍
            \u{2007}VERSION:2.0␍
            \u{2007}BEGIN:VTODO␍
            −SUMMARY:Pay rent␍
            +SUMMARY:Pay rest␍
            \u{2007}END:VTODO␍
            \u{2007}END:VCALENDAR␍
            """
        withKnownIssue {
            assertSnapshot(of: Array(changed.utf8), as: .file("ics"), named: "calendar", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasSuffix("\n\n" + diff)
        }
    }

    @Test("a line ending changed from CR LF to LF shows as a changed line")
    func aChangedLineEnding() throws {
        let difference = try #require(Diffing<[UInt8]>.textLines.diffV2(Array("A\r\nB\r\n".utf8), Array("A\r\nB\n".utf8)))
        #expect(difference.0 == "@@ −1,3 +1,3 @@\n\u{2007}A␍\n−B␍\n+B\n\u{2007}")
    }

    @Test("bytes that differ where the text reads the same still fail, naming the first byte and line that differ")
    func canonicallyEquivalentText() throws {
        let composed = Array("One\ncaf\u{E9}\n".utf8)
        let decomposed = Array("One\ncafe\u{301}\n".utf8)
        #expect("caf\u{E9}" == "cafe\u{301}")
        let difference = try #require(Diffing<[UInt8]>.textLines.diffV2(composed, decomposed))
        #expect(difference.0 == """
            The bytes differ from byte 8, on line 2, where the text reads the same (another Unicode normalization, \
            invalid UTF-8 or a ␍ character).
            """)
        #expect(Diffing<[UInt8]>.textLines.diffV2(composed, composed) == nil)
    }

    @Test("a missing snapshot is recorded byte for byte and its test fails; the next run passes")
    func aMissingSnapshotIsRecordedAndFails() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Array("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".utf8)

        let first = try #require(verifySnapshot(of: bytes, as: .file("ics"), named: "new", record: .missing, snapshotDirectory: folder.path))
        #expect(first.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"))
        let recorded = folder.appendingPathComponent("aMissingSnapshotIsRecordedAndFails.new.ics")
        #expect(FileManager.default.contents(atPath: recorded.path) == Data(bytes))
        #expect(verifySnapshot(of: bytes, as: .file("ics"), named: "new", record: .missing, snapshotDirectory: folder.path) == nil)
    }

    @Test("re-recording (record: failed) rewrites a snapshot that differs and still fails; the next run passes")
    func reRecordingRewritesAndFails() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("reRecordingRewritesAndFails.page.md")
        try Data("# Old\n".utf8).write(to: snapshot)
        let new = Array("# New\n".utf8)

        let message = try #require(verifySnapshot(of: new, as: .file("md"), named: "page", record: .failed, snapshotDirectory: folder.path))
        #expect(message.hasPrefix("Snapshot \"page\" does not match reference. A new snapshot was automatically recorded."))
        #expect(message.hasSuffix("\n\n@@ −1,2 +1,2 @@\n−# Old\n+# New"))
        #expect(FileManager.default.contents(atPath: snapshot.path) == Data(new))
        #expect(verifySnapshot(of: new, as: .file("md"), named: "page", record: .failed, snapshotDirectory: folder.path) == nil)
    }

    @Test("the example site is rendered once, however many tests read it at once")
    func theExampleSiteIsRenderedOnce() async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try ExampleSite.shared().site.files.count } }
            var counts: Set<Int> = []
            for try await count in group { counts.insert(count) }
            #expect(counts.count == 1)
        }
        #expect(ExampleSite.renders.load(ordering: .relaxed) == 1)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
