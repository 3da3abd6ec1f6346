import Foundation
import HorizonRender
import Testing

@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test("the compiled-in layout is Templates/layout.html (run scripts/sync-templates after editing it)")
    func layout() throws {
        let file = try String(contentsOf: Self.templates.appendingPathComponent("layout.html"), encoding: .utf8)
        #expect(BuiltInTemplates.layout == file)
    }

    @Test("the compiled-in stylesheet is Templates/style.css (run scripts/sync-templates after editing it)")
    func stylesheet() throws {
        let file = try String(contentsOf: Self.templates.appendingPathComponent("style.css"), encoding: .utf8)
        #expect(BuiltInTemplates.stylesheet == file)
    }
}
