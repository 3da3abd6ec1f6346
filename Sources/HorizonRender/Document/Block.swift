/// A block-level element.
package enum Block: Sendable, Hashable {
    case heading(level: Int, [Inline])
    case paragraph([Inline])
    /// A bullet list; each item holds blocks.
    case list([[Block]])
    /// A bullet list of tasks, one line each.
    case items([ItemLine])
    /// An HTML element around blocks (a grid, a cell, a side column): markup Horizon writes itself,
    /// never task text. In CommonMark the blocks stand on their own, without the box.
    case box(Box, [Block])
    /// Blocks only the HTML page has (the empty cells of a calendar, a print-only "+N more").
    case htmlOnly([Block])
    /// Blocks only the Markdown page has (the full list behind a calendar's short cells).
    case markdownOnly([Block])
    /// The opening markup of a box whose content is the top-level blocks that follow, up to its
    /// ``closing(_:)``: a large box (a week's grid, a month's calendar) whose content is split into
    /// sections (``Section``), rendered apart. HTML only.
    case opening(Box)
    /// The closing markup of a box opened by ``opening(_:)``. HTML only.
    case closing(Box)
}
