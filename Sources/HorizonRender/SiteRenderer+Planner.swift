import HorizonCore
import HorizonPaper

extension SiteRenderer {
    /// planner.pdf, the whole horizon as one hyperlinked planner for an e-ink tablet
    /// (docs/output.md#planner-pdf), worded from the same sheets and backlog as the printed weeks and
    /// months. It is one job among the sheets' (``renderPaper``): its pages are worded and drawn on one
    /// thread while the other threads draw the sheets. The error, if it cannot be drawn.
    func renderPlanner(_ wording: PlannerWording, emit: FileEmitter) -> RenderError? {
        let bytes: [UInt8]
        do throws(PaperError) {
            bytes = try tablet.pdf(wording.planner())
        } catch {
            return .paperFailed(page: "planner.pdf", reason: error.description)
        }
        emit("planner.pdf") { $0(bytes[...]) }
        return nil
    }
}
