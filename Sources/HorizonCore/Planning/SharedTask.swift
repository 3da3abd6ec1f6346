import Synchronization

/// A task shared by every item that lists it, so that a task listed on its day, week, month and year
/// pages is held once (a plan of a million tasks has millions of items), with how it reads: worked out
/// once, the first time an output asks, rather than each time one of its items is written (a daily task
/// has a hundred items) — and not at all for what no output asks.
@usableFromInline
final class SharedTask: Sendable {
    /// The list the task is in.
    @usableFromInline
    let store: SharedTaskList
    /// Where the task is in `store`.
    @usableFromInline
    let position: Int
    /// For an overdue strict recurring task, how many occurrences it is behind
    /// (``Task/occurrencesBehind(today:)``), worked out once when the plan is made.
    let occurrencesBehind: Int?
    /// How the task reads, filled in as it is asked for; outputs are written on all cores at once.
    private let reading = Mutex(Reading())

    /// What has been worked out of how the task reads. Not the title itself: the tables that print it
    /// write each task once, and the pages read only its length.
    private struct Reading {
        var words: [DisplayWord]?
        var titleLength: Int?
    }

    /// The task, lent from the list.
    @inlinable
    var task: Task {
        _read { yield store.tasks[position] }
    }

    /// The task at a position of a list.
    init(store: SharedTaskList, position: Int, occurrencesBehind: Int? = nil) {
        self.store = store
        self.position = position
        self.occurrencesBehind = occurrencesBehind
    }

    /// A task of its own.
    convenience init(_ task: Task, occurrencesBehind: Int? = nil) {
        self.init(store: SharedTaskList([task]), position: 0, occurrencesBehind: occurrencesBehind)
    }

    /// ``DisplayText/words(of:)``.
    var words: [DisplayWord] {
        if let words = reading.withLock({ $0.words }) { return words }
        // Worked out outside the lock: two threads asking at once both work it out, and agree.
        let words = DisplayText.words(of: task)
        reading.withLock { $0.words = words }
        return words
    }

    /// ``DisplayText/title(of:)``, worked out each time it is asked for: joined from the words when they
    /// have been worked out (a routine's title is asked for on every week's page), else read from the
    /// task (plan.json asks for every task's title, most of which no page words).
    var title: String {
        if let words = reading.withLock({ $0.words }) { return DisplayText.title(of: words) }
        return DisplayText.title(of: task)
    }

    /// How many characters ``title`` has, counted on the words: a page that asks how long an entry is
    /// shows its words.
    var titleLength: Int {
        if let length = reading.withLock({ $0.titleLength }) { return length }
        let length = DisplayText.title(of: words).count
        reading.withLock { $0.titleLength = length }
        return length
    }
}
