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
    /// The tasks ranked, which the items sorted name.
    let table: TaskTable

    /// Ranks the tasks at `positions` (ascending) of a list. A large list is sorted in two halves on
    /// `parallel` and merged in two pieces, one per core of the 2-core machine it was measured on (eight
    /// runs cost more in merges, whose neighbours share long starts, than they saved). Every comparison
    /// is decided (equal keys by their position), so the order is the same however it is split.
    init(table: TaskTable, positions: [Int], parallel: ParallelRunner = .serial) {
        self.table = table
        let tasks = table.tasks
        var ranks = [Int32](repeating: -1, count: tasks.count)
        // Ranks must fit an Int32; a list that large is sorted by comparing the items instead.
        guard positions.count < Int(Int32.max) else {
            self.ranks = ranks
            return
        }
        let keys = Keys(tasks: tasks, positions: positions, parallel: parallel)
        let count = positions.count
        let runCount = count < TaskOrder.runLength * 2 ? 1 : TaskOrder.runCount
        var runs = parallel.map(runCount) { run in
            var order = Array((count * run / runCount)..<(count * (run + 1) / runCount))
            order.sort { lhs, rhs in keys.precedes(lhs, rhs) }
            return order
        }
        while runs.count > 1 { runs = TaskOrder.mergedPairs(runs, keys, runCount: runCount, parallel: parallel) }
        let order = runs.first ?? []
        // Where a new rank starts: the comparisons of neighbours, in chunks in parallel.
        let chunkCount = (count + TaskOrder.runLength - 1) / TaskOrder.runLength
        let rankStarts = parallel.map(chunkCount) { chunk in
            (max(1, chunk * TaskOrder.runLength)..<min(count, (chunk + 1) * TaskOrder.runLength)).filter { index in
                keys.compare(order[index - 1], order[index]) != 0
            }
        }.joined()
        var rank: Int32 = 0
        var newRanks = rankStarts.makeIterator()
        var nextStart = newRanks.next()
        for index in order.indices {
            if index == nextStart {
                rank += 1
                nextStart = newRanks.next()
            }
            ranks[positions[order[index]]] = rank
        }
        self.ranks = ranks
    }

    /// The shortest run sorted, merged or compared on a thread of its own: shorter lists are sorted on one.
    private static let runLength = 32_768
    /// How many runs a large list is sorted in.
    private static let runCount = 2

    /// Sorted runs merged two by two (an odd last one kept as it is), each merge cut into pieces that
    /// are merged in parallel, about `runCount` pieces in all.
    private static func mergedPairs(_ runs: [[Int]], _ keys: Keys, runCount: Int, parallel: ParallelRunner) -> [[Int]] {
        let pairs = runs.count / 2
        let pieces = max(1, runCount / pairs)
        let merged = parallel.map(pairs * pieces) { job in
            let (left, right) = (runs[2 * (job / pieces)], runs[2 * (job / pieces) + 1])
            let total = left.count + right.count
            let (first, end) = (total * (job % pieces) / pieces, total * (job % pieces + 1) / pieces)
            let (leftFirst, leftEnd) = (split(left, right, at: first, keys), split(left, right, at: end, keys))
            return TaskOrder.merged(left[leftFirst..<leftEnd], right[(first - leftFirst)..<(end - leftEnd)], keys)
        }
        var result = (0..<pairs).map { pair in Array(merged[(pair * pieces)..<((pair + 1) * pieces)].joined()) }
        if runs.count % 2 == 1, let last = runs.last { result.append(last) }
        return result
    }

    /// How many of the first `count` of `left` and `right` merged come from `left` (both sorted).
    private static func split(_ left: [Int], _ right: [Int], at count: Int, _ keys: Keys) -> Int {
        var (low, high) = (max(0, count - right.count), min(count, left.count))
        while low < high {
            let taken = (low + high) / 2
            if keys.precedes(left[taken], right[count - taken - 1]) { low = taken + 1 } else { high = taken }
        }
        return low
    }

    /// Two sorted runs as one.
    private static func merged(_ left: ArraySlice<Int>, _ right: ArraySlice<Int>, _ keys: Keys) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(left.count + right.count)
        var (l, r) = (left.startIndex, right.startIndex)
        while l < left.endIndex, r < right.endIndex {
            if keys.precedes(right[r], left[l]) {
                merged.append(right[r])
                r += 1
            } else {
                merged.append(left[l])
                l += 1
            }
        }
        merged.append(contentsOf: left[l...])
        merged.append(contentsOf: right[r...])
        return merged
    }

    /// No ranks: items of `table` are compared field by field.
    init(table: TaskTable) {
        ranks = []
        self.table = table
    }

    /// The rank of an item's task, when it was ranked.
    func rank(of item: borrowing PlanItem) -> Int32? {
        let position = Int(item.taskIndex)
        guard ranks.indices.contains(position) else { return nil }
        let rank = ranks[position]
        return rank >= 0 ? rank : nil
    }

    /// What the tasks are ranked by, copied out of them once: comparing tasks in place copied each
    /// task (and retained its strings) for every comparison.
    private struct Keys: Sendable {
        /// The first 32 bytes of each description's composed bytes (``DescriptionOrder/Start``): when two
        /// differ, they decide.
        let starts: [DescriptionOrder.Start]
        /// Every description's composed bytes (NFC, ``DescriptionOrder/appendComposed(_:to:)``), one after
        /// the other: composed, texts are in order when their bytes are (docs/todotxt.md#order).
        let text: [UInt8]
        /// Where each description is in `text`.
        let ranges: [Range<Int>]
        /// The rank of each task's file name among the file names, and its line.
        let files: [Int32]
        let lines: [Int]

        /// The keys of the tasks at `positions`, made in chunks on `parallel` and joined in order.
        init(tasks: [Task], positions: [Int], parallel: ParallelRunner) {
            let chunkCount = (positions.count + TaskOrder.runLength - 1) / TaskOrder.runLength
            let parts = parallel.map(chunkCount) { chunk in
                Part(tasks: tasks, positions: positions[(chunk * TaskOrder.runLength)..<min(positions.count, (chunk + 1) * TaskOrder.runLength)])
            }
            let fileNames = Set(parts.flatMap(\.fileNames)).sorted()
            let fileRanks = Dictionary(uniqueKeysWithValues: fileNames.enumerated().map { ($1, Int32($0)) })
            var starts: [DescriptionOrder.Start] = [], text: [UInt8] = [], ranges: [Range<Int>] = []
            var files: [Int32] = [], lines: [Int] = []
            starts.reserveCapacity(positions.count)
            text.reserveCapacity(parts.reduce(0) { $0 + $1.text.count })
            ranges.reserveCapacity(positions.count)
            files.reserveCapacity(positions.count)
            lines.reserveCapacity(positions.count)
            for part in parts {
                let offset = text.count
                starts.append(contentsOf: part.starts)
                text.append(contentsOf: part.text)
                ranges.append(contentsOf: part.ranges.lazy.map { ($0.lowerBound + offset)..<($0.upperBound + offset) })
                let ranks = part.fileNames.map { fileRanks[$0] ?? 0 }
                files.append(contentsOf: part.files.lazy.map { ranks[Int($0)] })
                lines.append(contentsOf: part.lines)
            }
            (self.starts, self.text, self.ranges, self.files, self.lines) = (starts, text, ranges, files, lines)
        }

        /// The keys of a chunk of the tasks, their files named by their place in `fileNames`.
        private struct Part: Sendable {
            var starts: [DescriptionOrder.Start] = [], text: [UInt8] = [], ranges: [Range<Int>] = []
            var files: [Int32] = [], lines: [Int] = []
            /// The chunk's file names, in the order they first come.
            var fileNames: [String] = []

            init(tasks: [Task], positions: ArraySlice<Int>) {
                starts.reserveCapacity(positions.count)
                ranges.reserveCapacity(positions.count)
                files.reserveCapacity(positions.count)
                lines.reserveCapacity(positions.count)
                // Lent from a span: an array's subscript copies the task (and retains its every string).
                let tasks = tasks.span
                for position in positions { append(tasks[position]) }
            }

            /// Where each file name is among `fileNames`, and the last one seen (most tasks follow one of
            /// the same file): a dictionary lookup only when the file changes.
            private var fileIndexes: [String: Int32] = [:]
            private var lastFile = (name: "", index: Int32(-1))

            private mutating func append(_ task: borrowing Task) {
                let first = text.count
                DescriptionOrder.appendComposed(task, to: &text)
                starts.append(DescriptionOrder.Start(text[first...]))
                ranges.append(first..<text.count)
                let file = task.source.file
                if lastFile.index < 0 || file != lastFile.name {
                    let index = fileIndexes[file] ?? Int32(fileNames.count)
                    if index == fileNames.count {
                        fileNames.append(file)
                        fileIndexes[file] = index
                    }
                    lastFile = (file, index)
                }
                files.append(lastFile.index)
                lines.append(task.source.line)
            }
        }

        /// Whether `lhs` sorts before `rhs`: by ``compare(_:_:)``, then by index.
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            let order = compare(lhs, rhs)
            return order != 0 ? order < 0 : lhs < rhs
        }

        /// Description, then source, as ``ItemOrder`` compares them: -1, 0 or 1.
        func compare(_ lhs: Int, _ rhs: Int) -> Int {
            let text = compareDescriptions(lhs, rhs)
            if text != 0 { return text }
            if files[lhs] != files[rhs] { return files[lhs] < files[rhs] ? -1 : 1 }
            if lines[lhs] != lines[rhs] { return lines[lhs] < lines[rhs] ? -1 : 1 }
            return 0
        }

        /// The composed descriptions' bytes compared: their first 32 bytes, then the rest.
        private func compareDescriptions(_ lhs: Int, _ rhs: Int) -> Int {
            if starts[lhs] != starts[rhs] { return starts[lhs] < starts[rhs] ? -1 : 1 }
            let bytes = text.span
            return DescriptionOrder.byteOrder(of: bytes.extracting(ranges[lhs]), bytes.extracting(ranges[rhs]))
        }
    }
}
