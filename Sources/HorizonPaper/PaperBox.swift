/// A box of a sheet: a heading and a list that fills the box before it counts the rest ("+N more").
package struct PaperBox: Sendable, Hashable {
    /// How the box is shaded, for greyscale: weekend and dimmed days lighter, today framed.
    package enum Shade: Sendable, Hashable {
        case plain, weekend, today, dimmed
    }

    /// The box's heading ("Mon 30 Nov", "This week").
    package var heading: String
    /// The list's first entries, in order: at least as many as the box can hold.
    package var entries: [PaperEntry]
    /// How many entries the list has; more than `entries.count` when only the first were made.
    package var total: Int
    /// What an empty box says (nil for nothing).
    package var empty: String?
    /// A line under the list that is always printed (a day outside the month: "3 on the January sheet").
    package var footnote: String?
    /// How the box is shaded.
    package var shade: Shade

    /// Creates a box of `entries`, which are the whole list unless `total` says there are more.
    package init(heading: String, entries: [PaperEntry], total: Int? = nil, empty: String? = nil,
                 footnote: String? = nil, shade: Shade = .plain) {
        self.heading = heading
        self.entries = entries
        self.total = max(total ?? entries.count, entries.count)
        self.empty = empty
        self.footnote = footnote
        self.shade = shade
    }
}
