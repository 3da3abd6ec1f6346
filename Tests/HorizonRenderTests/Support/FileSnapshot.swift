import Foundation
import SnapshotTesting

/// How a generated file is compared with its reviewed copy in `__Snapshots__/` (swift-snapshot-testing): byte
/// for byte, as the files are published, and shown as a line diff when they differ. Re-record with
///
///     SNAPSHOT_TESTING_RECORD=failed swift test --filter GoldenPageTests
///
/// (CONTRIBUTING.md): every snapshot that differs is rewritten and its test still fails, so that nothing is
/// recorded without a failed run to say so; the next run passes.
extension Snapshotting where Value == [UInt8], Format == [UInt8] {
    /// A file of the site, stored under its own extension (`.ics`, `.md` …) so that the snapshot opens as
    /// what it is.
    static func file(_ pathExtension: String) -> Self {
        Snapshotting(pathExtension: pathExtension, diffing: .textLines)
    }
}

extension Diffing where Value == [UInt8] {
    /// Equal only when byte for byte equal. A difference is the library's line diff — each hunk headed with
    /// its line numbers (`@@ −14,9 +14,9 @@`), four lines of context — of the text with each carriage
    /// return shown as `␍`: the feeds end their lines with CR LF, which Swift reads as one character, so
    /// that a diff split at "\n" would show a whole feed as one line; shown, a changed line ending is seen.
    static var textLines: Self {
        .diff(toData: { Data($0) }, fromData: { Array($0) }) { reference, actual in
            guard reference != actual else { return nil }
            if let difference = Diffing<String>.lines.diffV2(visible(reference), visible(actual)) {
                return difference
            }
            // Strings compare by canonical equivalence: bytes can differ where the text reads the same.
            let common = min(reference.count, actual.count)
            let offset = (0..<common).first { reference[$0] != actual[$0] } ?? common
            let line = 1 + reference[..<offset].count { $0 == UInt8(ascii: "\n") }
            return ("""
                The bytes differ from byte \(offset + 1), on line \(line), where the text reads the same \
                (another Unicode normalization, invalid UTF-8 or a ␍ character).
                """, [])
        }
    }

    /// The text of `bytes`, each carriage return replaced by `␍` so that a diff sees "\n" line ends.
    static func visible(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            scalars.append(scalar == "\r" ? "\u{240D}" : scalar)
        }
        return String(scalars)
    }
}

extension SnapshotTestingConfiguration.DiffTool {
    /// The command that shows the whole difference between the reviewed copy and what the test made.
    static let unifiedDiff = Self { reference, actual in "diff -u \"\(reference)\" \"\(actual)\"" }
}
