extension Array where Element == Block {
    /// How many task lines the blocks hold, boxes and lists included.
    var lines: Int {
        reduce(0) { count, block in
            switch block {
            case .heading, .paragraph: count
            case .items(let lines): count + lines.count
            case .list(let items): count + items.reduce(0) { $0 + $1.lines }
            case .box(_, let blocks), .htmlOnly(let blocks), .markdownOnly(let blocks): count + blocks.lines
            }
        }
    }
}
