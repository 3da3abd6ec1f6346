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
    private let shards: [Shard]
    private static let shardCount = 64

    /// What has been worked out of how a task reads. Not the title itself: the tables that print it
    /// write each task once, and the pages read only its length.
    private struct Reading {
        var words: [DisplayWord]?
        /// -1 until worked out.
        var titleLength: Int32 = -1
    }

    /// One lock and the readings of the tasks it guards.
    private final class Shard: Sendable {
        let readings: Mutex<[Reading]>

        init(count: Int) {
            readings = Mutex([Reading](repeating: Reading(), count: count))
        }
    }

    /// A table of `tasks`.
    public init(_ tasks: [Task]) {
        self.tasks = tasks
        let count = TaskTable.shardCount
        shards = (0..<count).map { shard in Shard(count: (tasks.count - shard + count - 1) / count) }
    }

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

    /// The task's description as shown (``DisplayText/words(of:)``), worked out once per task.
    public func words(of item: PlanItem) -> [DisplayWord] {
        let position = Int(item.taskIndex)
        let (shard, slot) = (shards[position % TaskTable.shardCount], position / TaskTable.shardCount)
        if let words = shard.readings.withLock({ $0[slot].words }) { return words }
        // Worked out outside the lock: two threads asking at once both work it out, and agree.
        let words = DisplayText.words(of: tasks[position])
        shard.readings.withLock { $0[slot].words = words }
        return words
    }

    /// The task's description as one line (``DisplayText/title(of:)``), worked out each time it is asked for.
    public func title(of item: PlanItem) -> String {
        DisplayText.title(of: tasks[Int(item.taskIndex)])
    }

    /// How many characters ``title(of:)`` has, worked out once per task.
    public func titleLength(of item: PlanItem) -> Int {
        let position = Int(item.taskIndex)
        let (shard, slot) = (shards[position % TaskTable.shardCount], position / TaskTable.shardCount)
        let known = shard.readings.withLock { $0[slot].titleLength }
        if known >= 0 { return Int(known) }
        let length = title(of: item).count
        shard.readings.withLock { $0[slot].titleLength = Int32(clamping: length) }
        return length
    }
}
