import Synchronization

/// The task list a plan was made from, which its items name by position (``PlanItem/taskIndex``): a
/// task listed on its day, week, month and year pages is held once, and an item is a plain value that
/// copies without reference counting (a plan of a million tasks has millions of items). Also how each
/// task reads, worked out once, the first time an output asks, rather than each time one of its items
/// is written (a daily task has a hundred items), and not at all for what no output asks.
public final class TaskTable: Sendable {
    /// The tasks, in list order.
    @usableFromInline
    let tasks: [Task]
    /// How the tasks read, filled in as they are asked for: outputs are written on all cores at once,
    /// so the tasks are spread over several locks (task `i` in shard `i % shardCount`, at `i / shardCount`).
    /// Held inline, not as objects of their own: an object is retained and released at each use.
    private let shards: Shards
    private typealias Shards = InlineArray<64, Mutex<[Reading]>>
    private static let shardCount = Shards.count

    /// What has been worked out of how a task reads. Not the title itself: the tables that print it
    /// write each task once, and the pages read only its length.
    private struct Reading {
        var words: ShownWords?
        /// Whether the words hold no control character (``DisplayText/areVisible(_:)``), worked out with them.
        var wordsAreVisible = false
        /// -1 until worked out.
        var titleLength: Int32 = -1
    }

    /// A table of `tasks`.
    public init(_ tasks: [Task]) {
        self.tasks = tasks
        let count = TaskTable.shardCount
        shards = Shards { shard in Mutex([Reading](repeating: Reading(), count: (tasks.count - shard + count - 1) / count)) }
    }

    /// How many tasks the list has.
    public var count: Int { tasks.count }

    /// The task an item names, lent rather than copied: a task holds several strings and arrays, and
    /// items are read millions of times on a large list.
    @inlinable
    public subscript(item: PlanItem) -> Task {
        _read { yield tasks[Int(item.taskIndex)] }
    }

    /// The task at a position of the list, lent.
    subscript(position: Int) -> Task {
        _read { yield tasks[position] }
    }

    /// The task's description as shown (``DisplayText/words(of:)``), made from its shown words.
    public func words(of item: PlanItem) -> [DisplayWord] {
        shownWords(of: item).words.words
    }

    /// The task's words as shown (``DisplayText/shown(of:)``) and whether they hold no control character
    /// (``DisplayText/areVisible(_:)``), both worked out once per task: a page need not look for one in
    /// every word of every entry (a task is listed on several pages, a daily one a hundred times).
    public func shownWords(of item: PlanItem) -> (words: ShownWords, areVisible: Bool) {
        let position = Int(item.taskIndex)
        let (shard, slot) = (position % TaskTable.shardCount, position / TaskTable.shardCount)
        if let known = shards[shard].withLock({ reading in reading[slot].words.map { ($0, reading[slot].wordsAreVisible) } }) {
            return known
        }
        // Worked out outside the lock: two threads asking at once both work it out, and agree.
        // Lent from a span: an array's subscript would copy the task (and retain its every string).
        let tasks = self.tasks
        let words = DisplayText.shown(of: tasks.span[position])
        let areVisible = DisplayText.areVisible(words)
        shards[shard].withLock {
            $0[slot].words = words
            $0[slot].wordsAreVisible = areVisible
        }
        return (words, areVisible)
    }

    /// The task's description as one line (``DisplayText/title(of:)``), worked out each time it is asked
    /// for: joined from the words when they have been worked out (a routine's title is asked for on every
    /// week's page), else read from the task (plan.json asks for every task's title, most of which no
    /// page words).
    public func title(of item: PlanItem) -> String {
        let position = Int(item.taskIndex)
        let (shard, slot) = (position % TaskTable.shardCount, position / TaskTable.shardCount)
        if let words = shards[shard].withLock({ $0[slot].words }) { return DisplayText.title(of: words) }
        let tasks = self.tasks
        return DisplayText.title(of: tasks.span[position])
    }

    /// ``title(of:)``'s UTF-8 bytes (``DisplayText/titleBytes(of:)``), for plan.json, which copies bytes.
    public func titleBytes(of item: PlanItem) -> [UInt8] {
        let position = Int(item.taskIndex)
        let (shard, slot) = (position % TaskTable.shardCount, position / TaskTable.shardCount)
        if let words = shards[shard].withLock({ $0[slot].words }) { return DisplayText.titleBytes(of: words) }
        let tasks = self.tasks
        return DisplayText.titleBytes(of: tasks.span[position])
    }

    /// How many characters ``title(of:)`` has, worked out once per task and counted on the words: a
    /// page that asks how long an entry is shows its words.
    public func titleLength(of item: PlanItem) -> Int {
        let position = Int(item.taskIndex)
        let (shard, slot) = (position % TaskTable.shardCount, position / TaskTable.shardCount)
        let known = shards[shard].withLock { $0[slot].titleLength }
        if known >= 0 { return Int(known) }
        let length = DisplayText.titleLength(of: shownWords(of: item).words)
        shards[shard].withLock { $0[slot].titleLength = Int32(clamping: length) }
        return length
    }
}
