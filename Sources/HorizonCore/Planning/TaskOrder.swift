/// The tasks a plan lists, ranked once by the fields of ``ItemOrder`` that belong to the task and not to
/// the item: the description, then the source.
///
/// A large list repeats the same few descriptions thousands of times, and a daily task has an item in
/// every day it is listed on: sorting each period by comparing texts compared the same texts millions of
/// times. Ranked once, every list sorts by integers.
struct TaskOrder: Sendable {
    /// For each position in the task list, the task's rank (tasks that compare equal share one); -1 for a
    /// task that was not ranked.
    private let ranks: [Int32]
    /// The list ranked; nil when none was.
    private let store: SharedTaskList?

    /// Ranks the tasks at `positions` (ascending) of a list.
    init(store: SharedTaskList, positions: [Int]) {
        self.store = store
        let tasks = store.tasks
        var ranks = [Int32](repeating: -1, count: tasks.count)
        // Ranks must fit an Int32; a list that large is sorted by comparing the items instead.
        guard positions.count < Int(Int32.max) else {
            self.ranks = ranks
            return
        }
        let keys = Keys(tasks: tasks, positions: positions)
        // The descriptions whose bytes did not decide a comparison, made strings once each.
        var strings = [String?](repeating: nil, count: positions.count)
        var order = Array(positions.indices)
        order.sort { lhs, rhs in
            let order = keys.compare(lhs, rhs, strings: &strings)
            return order != 0 ? order < 0 : lhs < rhs
        }
        var rank: Int32 = 0
        for index in order.indices {
            if index > 0, keys.compare(order[index - 1], order[index], strings: &strings) != 0 { rank += 1 }
            ranks[positions[order[index]]] = rank
        }
        self.ranks = ranks
    }

    /// No ranks: items are compared field by field.
    init() {
        ranks = []
        store = nil
    }

    /// The rank of an item's task, when it was ranked.
    func rank(of item: borrowing PlanItem) -> Int32? {
        let position = item.shared.position
        guard item.shared.store === store, ranks.indices.contains(position) else { return nil }
        let rank = ranks[position]
        return rank >= 0 ? rank : nil
    }

    /// What the tasks are ranked by, copied out of them once: comparing tasks in place copied each
    /// task (and retained its strings) for every comparison.
    private struct Keys {
        /// The first bytes of each description, when they decide (``DescriptionOrder/start(_:)``).
        let starts: [DescriptionOrder.Start?]
        /// Every description's bytes, one after the other.
        let text: [UInt8]
        /// Where each description is in `text`.
        let ranges: [Range<Int>]
        /// The rank of each task's file name among the file names, and its line.
        let files: [Int32]
        let lines: [Int]

        init(tasks: [Task], positions: [Int]) {
            var starts: [DescriptionOrder.Start?] = [], text: [UInt8] = [], ranges: [Range<Int>] = []
            var files: [Int32] = [], lines: [Int] = []
            starts.reserveCapacity(positions.count)
            ranges.reserveCapacity(positions.count)
            files.reserveCapacity(positions.count)
            lines.reserveCapacity(positions.count)
            let fileNames = Set(positions.map { tasks[$0].source.file }).sorted()
            let fileRanks = Dictionary(uniqueKeysWithValues: fileNames.enumerated().map { ($1, Int32($0)) })
            var lastFile = (name: "", rank: Int32(0))
            for position in positions {
                let line = tasks[position].line.utf8.span
                starts.append(DescriptionOrder.start(tasks[position]))
                let first = text.count
                if let start = DescriptionOrder.descriptionStart(line, from: tasks[position].descriptionOffset) {
                    for index in start..<line.count { text.append(line[index]) }
                } else {
                    // An offset inside a character (never a parsed one): the description as it reads.
                    text.append(contentsOf: tasks[position].description.utf8)
                }
                ranges.append(first..<text.count)
                let file = tasks[position].source.file
                if file != lastFile.name { lastFile = (file, fileRanks[file] ?? 0) }
                files.append(lastFile.rank)
                lines.append(tasks[position].source.line)
            }
            (self.starts, self.text, self.ranges, self.files, self.lines) = (starts, text, ranges, files, lines)
        }

        /// Description, then source, as ``ItemOrder`` compares them: -1, 0 or 1.
        /// `strings` keeps the descriptions made strings, for the next comparisons.
        func compare(_ lhs: Int, _ rhs: Int, strings: inout [String?]) -> Int {
            let text = compareDescriptions(lhs, rhs, strings: &strings)
            if text != 0 { return text }
            if files[lhs] != files[rhs] { return files[lhs] < files[rhs] ? -1 : 1 }
            if lines[lhs] != lines[rhs] { return lines[lhs] < lines[rhs] ? -1 : 1 }
            return 0
        }

        private func compareDescriptions(_ lhs: Int, _ rhs: Int, strings: inout [String?]) -> Int {
            if let left = starts[lhs], let right = starts[rhs], left != right { return left < right ? -1 : 1 }
            let bytes = text.span
            let (left, right) = (bytes.extracting(ranges[lhs]), bytes.extracting(ranges[rhs]))
            if let decided = DescriptionOrder.byteOrder(left, right) { return decided }
            // Canonical equivalence decides: compare as strings, made only for the descriptions that
            // need it (holding one for every description that is not ASCII held a second copy of them all).
            let leftText = string(lhs, &strings)
            let rightText = string(rhs, &strings)
            if leftText == rightText { return 0 }
            return leftText < rightText ? -1 : 1
        }

        /// The description at `index` as a string, made the first time it is asked for.
        private func string(_ index: Int, _ strings: inout [String?]) -> String {
            if let string = strings[index] { return string }
            let string = String(decoding: text[ranges[index]], as: UTF8.self)
            strings[index] = string
            return string
        }
    }
}
