#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name under which a write command keeps the file it replaced until the lines another program
/// appended to it at the last moment are in the new file:
/// `.NAME.horizon-old-PID-INCLUDED-WRITTEN-DIGEST[-FROM-COUNT]`. INCLUDED is how many bytes of the
/// replaced file the new file holds, WRITTEN the new file's length as written and DIGEST a digest of
/// those bytes (16 hex digits), so that the next writer, after a kill, can tell by position which late
/// lines the killed command had merged already (docs/commands.md#what-the-writer-guarantees). FROM and
/// COUNT, when present, say which bytes of the replaced file the command was appending to the new file
/// at that moment: such an append can land after another program's, and the next writer must then move
/// it, not add it again. Names of the older shape `.NAME.horizon-old-PID-INCLUDED` are still read.
package struct KeptFileName: Equatable, Sendable {
    /// What the new file held when it was switched in: its length and the digest of its bytes.
    package struct Written: Equatable, Sendable {
        package let size: Int
        package let digest: UInt64

        package init(size: Int, digest: UInt64) {
            self.size = size
            self.digest = digest
        }
    }

    /// The process that kept the file.
    package let pid: pid_t
    /// How many bytes of the replaced file the new file holds (its first bytes).
    package let included: Int
    /// The new file as written; nil in a name of the older shape.
    package let written: Written?
    /// The bytes of the replaced file being appended to the new file, if an append was under way.
    package let appending: Range<Int>?

    private static let marker = ".horizon-old-"

    package init(pid: pid_t, included: Int, written: Written?, appending: Range<Int>? = nil) {
        self.pid = pid
        self.included = included
        self.written = written
        self.appending = written == nil ? nil : appending
    }

    /// The same kept file, saying that `bytes` of the replaced file are being appended to the new one.
    package func appending(_ bytes: Range<Int>) -> KeptFileName {
        KeptFileName(pid: pid, included: included, written: written, appending: bytes)
    }

    /// The path of this kept file of `name` in `folder`.
    package func path(of name: String, in folder: String) -> String {
        var fields = ["\(pid)", "\(included)"]
        if let written {
            let hex = String(written.digest, radix: 16)
            fields += ["\(written.size)", String(repeating: "0", count: 16 - hex.count) + hex]
            if let appending { fields += ["\(appending.lowerBound)", "\(appending.count)"] }
        }
        return folder + "/." + name + KeptFileName.marker + fields.joined(separator: "-")
    }

    /// The name of the file that `entry` (a name in a folder) is a kept file of, when it has exactly one
    /// of the shapes; nil for anything else.
    package static func keptName(of entry: String) -> String? {
        guard entry.hasPrefix("."), let marker = entry.ranges(of: KeptFileName.marker).last else { return nil }
        let name = String(entry[entry.index(after: entry.startIndex)..<marker.lowerBound])
        return !name.isEmpty && KeptFileName(entry: entry, of: name) != nil ? name : nil
    }

    /// The kept file that `entry` (a name in a folder) is for the file `name`, when it has exactly one of
    /// the shapes; nil for anything else (a lookalike is never touched).
    package init?(entry: String, of name: String) {
        let prefix = "." + name + KeptFileName.marker
        guard entry.hasPrefix(prefix) else { return nil }
        let fields = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard [2, 4, 6].contains(fields.count),
              let pid = KeptFileName.number(fields[0], digits: 10).flatMap({ pid_t(exactly: $0) }), pid > 0,
              let included = KeptFileName.number(fields[1], digits: 19).flatMap({ Int(exactly: $0) })
        else { return nil }
        var written: Written?, appending: Range<Int>?
        if fields.count >= 4 {
            guard let size = KeptFileName.number(fields[2], digits: 19).flatMap({ Int(exactly: $0) }),
                  fields[3].count == 16, fields[3].allSatisfy(\.isHexDigit), fields[3] == fields[3].lowercased(),
                  let digest = UInt64(fields[3], radix: 16)
            else { return nil }
            written = Written(size: size, digest: digest)
        }
        if fields.count == 6 {
            guard let from = KeptFileName.number(fields[4], digits: 19).flatMap({ Int(exactly: $0) }),
                  let count = KeptFileName.number(fields[5], digits: 19).flatMap({ Int(exactly: $0) }),
                  from <= Int.max - count
            else { return nil }
            appending = from..<(from + count)
        }
        self.init(pid: pid, included: included, written: written, appending: appending)
    }

    private static func number(_ field: Substring, digits: Int) -> UInt64? {
        guard !field.isEmpty, field.count <= digits, field.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return UInt64(field)
    }
}
