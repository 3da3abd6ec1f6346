/// One task on a sheet, as the renderer worded it: what the checkbox shows, the text, and the compact
/// why in smaller type (docs/output.md#paper-pdf).
package struct PaperEntry: Sendable, Hashable {
    /// The box in front of the text.
    package enum Mark: Sendable, Hashable {
        /// An open task: an empty checkbox.
        case open
        /// A completed task: a ticked checkbox.
        case ticked
        /// No checkbox (a series of a Repeating list).
        case none
    }

    /// The box in front.
    package var mark: Mark
    /// Priority, time and the description, as one line of text.
    package var text: String
    /// The compact why ("overdue 4 d", "every Tue, Thu"); nil when the box's heading says it.
    package var note: String?
    /// Whether the note is never the part cut (a backlog entry's reason): it stands whole at the right.
    package var keepsNote: Bool

    /// Creates an entry.
    package init(mark: Mark = .open, text: String, note: String? = nil, keepsNote: Bool = false) {
        self.mark = mark
        self.text = text
        self.note = note
        self.keepsNote = keepsNote
    }
}
