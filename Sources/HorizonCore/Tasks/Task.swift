/// One todo.txt line, read: its exact text plus every field Horizon understands (docs/todotxt.md#the-todotxt-dialect).
///
/// The line itself is the source of truth: writing an unchanged task writes `line`, so a round trip
/// reproduces every byte. Interpreted tags whose value is invalid are left `nil` here and reported as
/// diagnostics by the parser. Its fields are read-only outside this file: a task is made by the parser
/// (or the initializer), so that they always say what the line says.
///
/// Tags are read from the line when asked for, not held: every task has some, and a million tasks
/// would otherwise hold millions of arrays of strings whose values the typed fields already hold.
public struct Task: Hashable, Sendable {
    /// Where the line is.
    public private(set) var source: SourceLocation
    /// The exact text of the line, without its line ending (and without a BOM on line 1).
    public private(set) var line: String
    /// Whether the line starts with `x ` (docs/todotxt.md#the-todotxt-dialect).
    public private(set) var isComplete: Bool
    /// The date after `x `, when there is one.
    public private(set) var completionDate: CivilDate?
    /// The priority: `(A)` of an open task, or `pri:A` (or a tolerated `(A)`) of a completed one.
    public private(set) var priority: Priority?
    /// The creation date after the priority (or after the completion date).
    public private(set) var creationDate: CivilDate?
    /// The byte offset in `line` where the description starts, after completion, priority and creation date.
    public private(set) var descriptionOffset: Int
    /// `@context` words, without the sigil, in order.
    public private(set) var contexts: [String]
    /// `+project` words, without the sigil, in order.
    public private(set) var projects: [String]
    /// Tags given other than by the line; nil when the line says them (always, for a parsed task).
    private var explicitTags: ExplicitTags?
    /// The interpreted keys (``InterpretedKey/bit``) whose first tag in the line the parser applied, its
    /// value being valid; nil for a task made from its parts. It is what the line says, as the tags are,
    /// so `==` need not compare it: pages ask it for every tag of every task they show, where checking
    /// the value again (parsing a rule or a date) cost a fiftieth of a build.
    private var appliedKeys: UInt16?

    /// Every `key:value` tag in order, interpreted or not.
    public private(set) var tags: [Tag] {
        get { explicitTags?.tags ?? DescriptionWords(line: line, from: descriptionOffset, kinds: .tags).tags }
        set {
            let isTheLines = newValue == DescriptionWords(line: line, from: descriptionOffset, kinds: .tags).tags
            explicitTags = isTheLines ? nil : ExplicitTags(newValue)
        }
    }

    /// The tags given other than by the line, when there are such (see ``tags``).
    var tagsNotInLine: [Tag]? { explicitTags?.tags }

    /// `due:` — the deadline.
    public private(set) var due: CivilDate?
    /// `t:` — the threshold (start) date.
    public private(set) var threshold: CivilDate?
    /// `rec:` — the recurrence rule.
    public private(set) var recurrence: RecurrenceRule?
    /// `until:` — no recurrence after this day.
    public private(set) var until: CivilDate?
    /// `at:` — time of day (the first, when it lists several).
    public private(set) var at: TimeOfDay?
    /// The times `at:` lists after the first (`at:08:00,20:00`); empty for most tasks.
    public private(set) var laterTimes: [TimeOfDay]
    /// `plan:` — the period the task is planned for.
    public private(set) var plan: Period?
    /// `show:` — which levels list the task.
    public private(set) var show: ShowLevels
    /// `float:1`.
    public private(set) var isFloating: Bool
    /// `h:1` or `hide:1`.
    public private(set) var isHidden: Bool
    /// `delayed:1`.
    public private(set) var isDelayed: Bool

    /// Creates a task from its parts; use ``TaskParser`` to read one from text.
    public init(
        source: SourceLocation, line: String, isComplete: Bool = false, completionDate: CivilDate? = nil,
        priority: Priority? = nil, creationDate: CivilDate? = nil, descriptionOffset: Int = 0,
        contexts: [String] = [], projects: [String] = [], tags: [Tag] = [],
        due: CivilDate? = nil, threshold: CivilDate? = nil, recurrence: RecurrenceRule? = nil,
        until: CivilDate? = nil, at: TimeOfDay? = nil, plan: Period? = nil, show: ShowLevels = .all,
        isFloating: Bool = false, isHidden: Bool = false, isDelayed: Bool = false, laterTimes: [TimeOfDay] = []
    ) {
        self.source = source
        self.line = line
        self.isComplete = isComplete
        self.completionDate = completionDate
        self.priority = priority
        self.creationDate = creationDate
        self.descriptionOffset = descriptionOffset
        self.contexts = contexts
        self.projects = projects
        self.due = due
        self.threshold = threshold
        self.recurrence = recurrence
        self.until = until
        self.at = at
        self.laterTimes = laterTimes
        self.plan = plan
        self.show = show
        self.isFloating = isFloating
        self.isHidden = isHidden
        self.isDelayed = isDelayed
        self.tags = tags
    }

    /// The task the parser read: the line's head and words, and the values of its tags.
    init(
        source: SourceLocation, line: String, isComplete: Bool, completionDate: CivilDate?, priority: Priority?,
        creationDate: CivilDate?, descriptionOffset: Int, contexts: [String], projects: [String], interpreted tags: InterpretedTags
    ) {
        self.source = source
        self.line = line
        self.isComplete = isComplete
        self.completionDate = completionDate
        self.priority = priority
        self.creationDate = creationDate
        self.descriptionOffset = descriptionOffset
        self.contexts = contexts
        self.projects = projects
        appliedKeys = tags.applied
        due = tags.due
        threshold = tags.threshold
        recurrence = tags.recurrence
        until = tags.until
        at = tags.at
        laterTimes = tags.laterTimes
        plan = tags.plan
        show = tags.show
        isFloating = tags.isFloating
        isHidden = tags.isHidden
        isDelayed = tags.isDelayed
    }

    /// The same task at another location: a database row names its task `DB#ROW`.
    public func located(at source: SourceLocation) -> Task {
        var task = self
        task.source = source
        return task
    }

    /// The same task with its tags' columns moved (counted in the line as written, when the parser
    /// read a repaired copy of it).
    func movingTagColumns(_ column: (Int) -> Int) -> Task {
        var task = self
        task.tags = tags.map { Tag(key: $0.key, value: $0.value, column: column($0.column)) }
        return task
    }

    /// The copy of the task for one of its times (``splitByTime()``): `at:` that time only.
    func atOnly(_ time: TimeOfDay) -> Task {
        var task = self
        task.at = time
        task.laterTimes = []
        return task
    }

    /// Lets equal word lists share one array (``WordListInterner``); `share` gives back an equal list.
    mutating func shareWordLists(_ share: (inout [String]) -> Void) {
        share(&contexts)
        share(&projects)
    }

    /// Gives the holidays to the task's rule when it counts business days; other rules ignore them.
    public mutating func observe(_ holidays: Holidays) {
        guard case .interval(_, .businessDay)? = recurrence?.step else { return }
        recurrence?.holidays = holidays
    }

    /// Whether the parser applied the first tag with this key in the line (its value is valid); nil when
    /// the task was not read from its line by the parser.
    func applied(_ key: InterpretedKey) -> Bool? {
        appliedKeys.map { $0 & key.bit != 0 }
    }

    /// The description: the line after completion mark, priority and dates, tags included.
    public var description: Substring {
        let utf8 = line.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: descriptionOffset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return line[start...]
    }

    /// The UTF-8 of ``description``, copied from the line at once: a Substring's UTF-8 is copied byte by
    /// byte through its iterator, and every page and table reads each task's description.
    public var descriptionBytes: [UInt8] {
        var bytes = Array(line.utf8)
        // As `description` slices the line: from the offset, at most the end, rounded down to the start
        // of a scalar as String indices are.
        var start = min(max(descriptionOffset, 0), bytes.count)
        while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        bytes.removeSubrange(0..<start)
        return bytes
    }

    /// The value of the first tag with this key, as written.
    public func tagValue(_ key: String) -> String? {
        if let explicitTags { return explicitTags.tags.first(where: { $0.key == key })?.value }
        return DescriptionWords.firstValue(of: key, in: line, from: descriptionOffset)
    }

    /// Field by field, as the synthesized `==` would be, but with the tags read from the line only when
    /// one side was given other tags. A new stored property must be compared here too.
    public static func == (lhs: Task, rhs: Task) -> Bool {
        guard lhs.source == rhs.source, lhs.line == rhs.line, lhs.isComplete == rhs.isComplete,
              lhs.completionDate == rhs.completionDate, lhs.priority == rhs.priority,
              lhs.creationDate == rhs.creationDate, lhs.descriptionOffset == rhs.descriptionOffset,
              lhs.contexts == rhs.contexts, lhs.projects == rhs.projects,
              lhs.due == rhs.due, lhs.threshold == rhs.threshold, lhs.recurrence == rhs.recurrence,
              lhs.until == rhs.until, lhs.at == rhs.at, lhs.laterTimes == rhs.laterTimes, lhs.plan == rhs.plan, lhs.show == rhs.show,
              lhs.isFloating == rhs.isFloating, lhs.isHidden == rhs.isHidden, lhs.isDelayed == rhs.isDelayed
        else { return false }
        // Same line and offset: the tags differ only when one of them was given other tags.
        guard lhs.explicitTags != nil || rhs.explicitTags != nil else { return true }
        return lhs.tags == rhs.tags
    }

    public func hash(into hasher: inout Hasher) {
        // Equal tasks have equal lines; the tags follow from the line but for rare explicit ones.
        hasher.combine(source)
        hasher.combine(line)
        hasher.combine(descriptionOffset)
    }
}
