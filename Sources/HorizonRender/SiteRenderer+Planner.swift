import HorizonCore
import HorizonPaper

extension SiteRenderer {
    /// planner.pdf, the whole horizon as one hyperlinked planner for an e-ink tablet
    /// (docs/output.md#planner-pdf), worded from the same sheets as the printed weeks and months, its
    /// pages worded on the renderer's threads and drawn on one (a PDF is written in order).
    func renderPlanner(_ plan: Plan, emit: FileEmitter) throws(RenderError) {
        let wording = PaperWording(plan: plan, labels: DateLabels(locale: site.locale), siteTitle: site.title, paper: paper)
        let bytes: [UInt8]
        do throws(PaperError) {
            bytes = try tablet.pdf(PlannerWording(wording: wording, backlog: Backlog(of: plan)).planner(parallel: parallel))
        } catch {
            throw .paperFailed(page: "planner.pdf", reason: error.description)
        }
        emit("planner.pdf") { $0(bytes[...]) }
    }
}
