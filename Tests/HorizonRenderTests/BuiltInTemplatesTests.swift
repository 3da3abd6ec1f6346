import Foundation
import HorizonRender
import Testing

/// Templates/ is the one source of the layout and stylesheet; the binary carries a copy of it in
/// Sources/HorizonRender/Templates/BuiltInTemplates.swift, so that an installed `horizon` needs no file
/// beside it. These tests keep the copy equal to Templates/, and write it anew after an edit:
///
///     HORIZON_RECORD_TEMPLATES=1 swift test --filter BuiltInTemplatesTests
///
/// (which fails, "updated, run again": the new copy is compiled by the next run).
@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let copyPath = "Sources/HorizonRender/Templates/BuiltInTemplates.swift"
    static let command = "HORIZON_RECORD_TEMPLATES=1 swift test --filter BuiltInTemplatesTests"
    /// Each template file and the name of its copy, in the order the copy holds them.
    static let files = [("layout.html", "layout"), ("style.css", "stylesheet")]

    static func template(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Templates").appendingPathComponent(file), encoding: .utf8)
    }

    @Test("the compiled-in layout is Templates/layout.html")
    func layout() throws {
        try expectCopy(of: "layout.html", named: "layout", compiled: BuiltInTemplates.layout)
    }

    @Test("the compiled-in stylesheet is Templates/style.css")
    func stylesheet() throws {
        try expectCopy(of: "style.css", named: "stylesheet", compiled: BuiltInTemplates.stylesheet)
    }

    @Test("BuiltInTemplates.swift is what recording writes from Templates/ (HORIZON_RECORD_TEMPLATES=1 writes it)")
    func source() throws {
        let templates = try Self.files.map { (text: try Self.template($0.0), file: $0.0, name: $0.1) }
        for template in templates where !Self.fitsInRawString(template.text) {
            Issue.record("Templates/\(template.file) holds \"\"\"# or \\#, which a Swift raw string cannot copy")
            return
        }
        let expected = Self.source(templates)
        let file = Self.root.appendingPathComponent(Self.copyPath)
        let written = try String(contentsOf: file, encoding: .utf8)
        guard written != expected else { return }
        if ProcessInfo.processInfo.environment["HORIZON_RECORD_TEMPLATES"] == "1" {
            try expected.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("updated \(Self.copyPath) from Templates/; run the tests again to compile it")
        } else {
            Issue.record("""
                \(Self.copyPath) is not the copy of Templates/ (first difference at line \
                \(Self.firstDifferentLine(written, expected))): run \(Self.command)
                """)
        }
    }

    @Test("a template that a raw string literal cannot hold byte for byte is told apart")
    func rawString() {
        #expect(Self.fitsInRawString("a { content: \"\\201C\"; }\n<p>\"\"\"</p>\n"))
        #expect(!Self.fitsInRawString("<p>\"\"\"#</p>"))
        #expect(!Self.fitsInRawString("a { content: \"\\#(x)\"; }"))
    }

    @Test("the copy's source: each file in a raw string, its last newline kept")
    func sourceText() {
        let text = Self.source([(text: "<p>{{title}}</p>\n", file: "layout.html", name: "layout"),
                                (text: "p {}", file: "style.css", name: "stylesheet")])
        #expect(text.hasSuffix("""
                /// Templates/layout.html.
                package static let layout = #\"\"\"
            <p>{{title}}</p>

            \"\"\"#

                /// Templates/style.css.
                package static let stylesheet = #\"\"\"
            p {}
            \"\"\"#
            }

            """))
    }

    @Test("the first different line is counted from 1")
    func difference() {
        #expect(Self.firstDifferentLine("a\nb\nc", "a\nb\nc") == 0)
        #expect(Self.firstDifferentLine("a\nb\nc", "a\nB\nc") == 2)
        #expect(Self.firstDifferentLine("a\nb", "a\nb\nc") == 3)
    }

    func expectCopy(of file: String, named name: String, compiled: String) throws {
        let text = try Self.template(file)
        if compiled != text {
            Issue.record("""
                Templates/\(file) differs from its built-in copy BuiltInTemplates.\(name) at line \
                \(Self.firstDifferentLine(compiled, text)): after editing Templates/, run \(Self.command)
                """)
        }
    }

    /// Whether a raw string literal `#"""…"""#` holds this text byte for byte: `"""#` would end it and
    /// `\#` start an escape.
    static func fitsInRawString(_ text: String) -> Bool {
        !text.contains("\"\"\"#") && !text.contains("\\#")
    }

    /// The Swift source of the copy: each file in a raw multi-line string literal.
    static func source(_ templates: [(text: String, file: String, name: String)]) -> String {
        let header = "// The built-in copy of Templates/, so that `horizon` works from any working directory (cron starts in the home folder).\n"
            + "// Written by BuiltInTemplatesTests (HORIZON_RECORD_TEMPLATES=1), which fails when it differs from Templates/.\n\n"
            + "/// The default layout and stylesheet, compiled into the binary.\n"
            + "package enum BuiltInTemplates {\n"
        // The newline before the closing delimiter is not part of the string: a file's own last newline needs one more.
        let constants = templates.map { template in
            "    /// Templates/\(template.file).\n    package static let \(template.name) = #\"\"\"\n\(template.text)\n\"\"\"#\n"
        }
        return header + constants.joined(separator: "\n") + "}\n"
    }

    /// The number of the first line where two texts differ (0 when they are equal).
    static func firstDifferentLine(_ a: String, _ b: String) -> Int {
        guard a != b else { return 0 }
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (lineA, lineB)) in zip(linesA, linesB).enumerated() where lineA != lineB {
            return number + 1
        }
        return min(linesA.count, linesB.count) + 1
    }
}
