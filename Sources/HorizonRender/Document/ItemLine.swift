import HorizonCore

/// A task as one item of a list (SPEC §4.5): what the page builder decided the line says. The cmark
/// wrapper turns it into nodes directly, so a list of a thousand tasks is a thousand of these rather
/// than a thousand trees of inlines. Task text stays text: the words go into cmark text nodes.
public struct ItemLine: Sendable, Hashable {
    /// `(A)`…`(Z)`, first.
    public var priority: Priority?
    /// `at:`, after the priority.
    public var time: TimeOfDay?
    /// The description as shown (``DisplayText``).
    public var words: [DisplayWord]
    /// How often a frequent repeat occurs in the period (`×22`), in a compact Repeating list.
    public var count: Int?
    /// A compact why ("starts · due 30 Nov", "overdue 4 d") after the words, where the full why line
    /// is not shown: a grid cell, and the printed boxes (which hide the why line). Markdown shows it
    /// on a one-line entry only: a full entry has its why.
    public var note: String?
    /// A completed task in a grid: ticked in front.
    public var isTicked: Bool
    /// The paper checkbox, why the task is listed and its source; nil for a one-line entry (a calendar
    /// cell, a compact view).
    public var detail: Detail?

    /// Creates a line.
    public init(priority: Priority? = nil, time: TimeOfDay? = nil, words: [DisplayWord], count: Int? = nil,
                note: String? = nil, isTicked: Bool = false, detail: Detail? = nil) {
        self.priority = priority
        self.time = time
        self.words = words
        self.count = count
        self.note = note
        self.isTicked = isTicked
        self.detail = detail
    }

    /// What a full entry adds to the words: a checkbox in front (drawn by the stylesheet in HTML,
    /// `[ ]` in Markdown), and after them, in smaller type, why it is listed and where it comes from.
    public struct Detail: Sendable, Hashable {
        /// How the line is marked.
        public enum Mark: Sendable, Hashable {
            /// An open task.
            case open
            /// An open task that is late: its why line warns.
            case overdue
            /// A completed task: the checkbox is ticked.
            case done
        }

        /// How the line is marked.
        public var mark: Mark
        /// Why it is listed ("overdue 4 days · was due Thu 19 Nov"); nil when the list says it.
        public var why: String?
        /// Where the task comes from (`todo.txt:12`, for `horizon done 12`).
        public var source: SourceLocation

        /// Creates a detail.
        public init(mark: Mark = .open, why: String?, source: SourceLocation) {
            self.mark = mark
            self.why = why
            self.source = source
        }
    }
}
