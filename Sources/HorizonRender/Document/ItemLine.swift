import HorizonCore

/// A task as one item of a list (docs/output.md#how-an-item-reads): what the page builder decided the line says. The cmark
/// wrapper turns it into nodes directly and the Markdown writer into bytes, so a list of a thousand tasks
/// is a thousand of these rather than a thousand trees of inlines. Task text stays text: escaped by both.
package struct ItemLine: Sendable, Hashable {
    /// `(A)`…`(Z)`, first.
    package var priority: Priority?
    /// `at:`, after the priority.
    package var time: TimeOfDay?
    /// The description as shown (``DisplayText/shown(of:)``): the words of its task, shared.
    package var shown: ShownWords
    /// Whether the words are known to hold no control character (``DisplayText/areVisible(_:)``, checked
    /// once per task), so that the writers need not look for one; false when not known.
    package var wordsAreVisible = false
    /// How often a frequent repeat occurs in the period (`×22`), in a compact Repeating list.
    package var count: Int?
    /// A compact why ("starts · due 30 Nov", "overdue 4 d") after the words, where the full why line
    /// is not shown: a grid cell, and the printed boxes (which hide the why line). Markdown shows it
    /// on a one-line entry only: a full entry has its why.
    package var note: String?
    /// Whether the HTML line starts with its note: a backlog entry, whose reason a printed line that
    /// runs out of room must never lose (docs/output.md#the-backlog); the clamp cuts the words instead.
    package var noteLeads = false
    /// A completed task in a grid: ticked in front.
    package var isTicked: Bool
    /// The paper checkbox, why the task is listed and its source; nil for a one-line entry (a calendar
    /// cell, a compact view).
    package var detail: Detail?

    /// Creates a line.
    package init(priority: Priority? = nil, time: TimeOfDay? = nil, shown: ShownWords, wordsAreVisible: Bool = false,
                count: Int? = nil, note: String? = nil, isTicked: Bool = false, detail: Detail? = nil) {
        self.priority = priority
        self.time = time
        self.shown = shown
        self.wordsAreVisible = wordsAreVisible
        self.count = count
        self.note = note
        self.isTicked = isTicked
        self.detail = detail
    }

    /// Creates a line of `words`.
    package init(priority: Priority? = nil, time: TimeOfDay? = nil, words: [DisplayWord], wordsAreVisible: Bool = false,
                count: Int? = nil, note: String? = nil, isTicked: Bool = false, detail: Detail? = nil) {
        self.init(priority: priority, time: time, shown: ShownWords(words), wordsAreVisible: wordsAreVisible, count: count,
                  note: note, isTicked: isTicked, detail: detail)
    }

    /// The words, each made a ``DisplayWord`` (a test's view).
    package var words: [DisplayWord] { shown.words }

    /// What a full entry adds to the words: a checkbox in front (drawn by the stylesheet in HTML,
    /// `[ ]` in Markdown), and after them, in smaller type, why it is listed and where it comes from.
    ///
    /// Its fields live in one immutable box that copies share: an optional detail of three fields was
    /// copied through Swift's generic value witnesses, each string retained, wherever a line was read
    /// (docs/performance.md).
    package struct Detail: Sendable, Hashable {
        /// How the line is marked.
        package enum Mark: Sendable, Hashable {
            /// An open task.
            case open
            /// An open task that is late: its why line warns.
            case overdue
            /// A completed task: the checkbox is ticked.
            case done
        }

        private final class Storage: Sendable {
            let mark: Mark
            let why: String?
            let source: SourceLocation

            init(mark: Mark, why: String?, source: SourceLocation) {
                self.mark = mark
                self.why = why
                self.source = source
            }
        }

        private var storage: Storage

        /// How the line is marked.
        package var mark: Mark {
            get { storage.mark }
            set { storage = Storage(mark: newValue, why: why, source: source) }
        }

        /// Why it is listed ("overdue 4 days · was due Thu 19 Nov"); nil when the list says it.
        package var why: String? {
            get { storage.why }
            set { storage = Storage(mark: mark, why: newValue, source: source) }
        }

        /// Where the task comes from (`todo.txt:12`, for `horizon done 12`).
        package var source: SourceLocation {
            get { storage.source }
            set { storage = Storage(mark: mark, why: why, source: newValue) }
        }

        /// `todo.txt:12` onto `bytes`, read where the box keeps it (``ItemMarkup/appendSource(_:to:)``).
        func appendSource(to bytes: inout [UInt8]) {
            ItemMarkup.appendSource(storage.source, to: &bytes)
        }

        /// Creates a detail.
        package init(mark: Mark = .open, why: String?, source: SourceLocation) {
            storage = Storage(mark: mark, why: why, source: source)
        }

        package static func == (lhs: Detail, rhs: Detail) -> Bool {
            lhs.storage === rhs.storage || (lhs.mark == rhs.mark && lhs.why == rhs.why && lhs.source == rhs.source)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(mark)
            hasher.combine(why)
            hasher.combine(source)
        }
    }
}
