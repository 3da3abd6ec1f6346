import HorizonCore
import HorizonRender

/// The `template` fuzz target (CONTRIBUTING.md#fuzzing): any bytes as the page layout. A layout is either refused
/// with a message (FILE:LINE:COL) or renders every page; it never crashes (3,000 nested sections did).
enum TemplateTarget {
    /// A small plan, made once: the layout is what varies.
    static let plan: Plan = {
        let list = TodoDocument(name: "todo.txt", bytes: Array("(A) Call Ann +home due:2026-11-23 at:09:00\nWeekly plan:2026-W48\n".utf8)).readTasks()
        return Planner(today: FuzzTargets.today).plan(list)
    }()

    static func run(_ bytes: [UInt8]) {
        let layout = String(decoding: bytes, as: UTF8.self)
        let templates: TemplateSet
        do {
            templates = try TemplateSet(layout: layout, stylesheet: "")
        } catch {
            guard error.description.hasPrefix("layout.html:") else { fatalError("a refusal names no place: \(error)") }
            return
        }
        do {
            let site = try SiteRenderer(templates: templates, formats: [.html]).render(plan)
            guard site.files["index.html"] != nil else { fatalError("no index page") }
        } catch {
            fatalError("rendering failed: \(error)")
        }
    }
}
