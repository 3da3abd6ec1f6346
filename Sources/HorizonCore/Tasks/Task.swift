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
    /// The fields, in one immutable box that every copy of the task shares: tasks are copied wherever a
    /// list of them is indexed, sorted, filtered or read by another module, and copying the fields
    /// themselves retained each of their strings and arrays (about eight), a twentieth of a large build.
    @usableFromInline let storage: Storage

    /// Where the line is.
    @inlinable public var source: SourceLocation { storage.fields.source }
    /// The exact text of the line, without its line ending (and without a BOM on line 1).
    @inlinable public var line: String { storage.fields.line }
    /// Whether the line starts with `x ` (docs/todotxt.md#the-todotxt-dialect).
    @inlinable public var isComplete: Bool { storage.fields.isComplete }
    /// The date after `x `, when there is one.
    @inlinable public var completionDate: CivilDate? { storage.fields.completionDate }
    /// The priority: `(A)` of an open task, or `pri:A` (or a tolerated `(A)`) of a completed one.
    @inlinable public var priority: Priority? { storage.fields.priority }
    /// The creation date after the priority (or after the completion date).
    @inlinable public var creationDate: CivilDate? { storage.fields.creationDate }
    /// The byte offset in `line` where the description starts, after completion, priority and creation date.
    @inlinable public var descriptionOffset: Int { storage.fields.descriptionOffset }
    /// `@context` words, without the sigil, in order.
    @inlinable public var contexts: [String] { storage.fields.contexts }
    /// `+project` words, without the sigil, in order.
    @inlinable public var projects: [String] { storage.fields.projects }
    /// Tags given other than by the line; nil when the line says them (always, for a parsed task).
    private var explicitTags: ExplicitTags? { storage.fields.explicitTags }

    /// Every `key:value` tag in order, interpreted or not.
    public var tags: [Tag] {
        explicitTags?.tags ?? DescriptionWords(line: line, from: descriptionOffset, kinds: .tags).tags
    }

    /// The tags given other than by the line, when there are such (see ``tags``).
    var tagsNotInLine: [Tag]? { explicitTags?.tags }

    /// `due:` — the deadline.
    @inlinable public var due: CivilDate? { storage.fields.due }
    /// `t:` — the threshold (start) date.
    @inlinable public var threshold: CivilDate? { storage.fields.threshold }
    /// `rec:` — the recurrence rule.
    @inlinable public var recurrence: RecurrenceRule? { storage.fields.recurrence }
    /// `until:` — no recurrence after this day.
    @inlinable public var until: CivilDate? { storage.fields.until }
    /// `at:` — time of day (the first, when it lists several).
    @inlinable public var at: TimeOfDay? { storage.fields.at }
    /// The times `at:` lists after the first (`at:08:00,20:00`); empty for most tasks.
    @inlinable public var laterTimes: [TimeOfDay] { storage.fields.laterTimes }
    /// `plan:` — the period the task is planned for.
    @inlinable public var plan: Period? { storage.fields.plan }
    /// `show:` — which levels list the task.
    @inlinable public var show: ShowLevels { storage.fields.show }
    /// `float:1`.
    @inlinable public var isFloating: Bool { storage.fields.isFloating }
    /// `h:1` or `hide:1`.
    @inlinable public var isHidden: Bool { storage.fields.isHidden }
    /// `delayed:1`.
    @inlinable public var isDelayed: Bool { storage.fields.isDelayed }

    /// The box of a task's fields (``storage``): immutable, so that copies can share it; a change makes
    /// a new box.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// What a task holds (the properties of ``Task`` say what each field means).
    @usableFromInline struct Fields: Sendable {
        @usableFromInline var source: SourceLocation
        @usableFromInline var line: String
        @usableFromInline var isComplete: Bool
        @usableFromInline var completionDate: CivilDate?
        @usableFromInline var priority: Priority?
        @usableFromInline var creationDate: CivilDate?
        @usableFromInline var descriptionOffset: Int
        @usableFromInline var contexts: [String]
        @usableFromInline var projects: [String]
        var explicitTags: ExplicitTags?
        /// The interpreted keys (``InterpretedKey/bit``) whose first tag in the line the parser applied, its
        /// value being valid; nil for a task made from its parts. It is what the line says, as the tags are,
        /// so `==` need not compare it: pages ask it for every tag of every task they show, where checking
        /// the value again (parsing a rule or a date) cost a fiftieth of a build.
        var appliedKeys: UInt16?
        @usableFromInline var due: CivilDate?
        @usableFromInline var threshold: CivilDate?
        @usableFromInline var recurrence: RecurrenceRule?
        @usableFromInline var until: CivilDate?
        @usableFromInline var at: TimeOfDay?
        @usableFromInline var laterTimes: [TimeOfDay]
        @usableFromInline var plan: Period?
        @usableFromInline var show: ShowLevels
        @usableFromInline var isFloating: Bool
        @usableFromInline var isHidden: Bool
        @usableFromInline var isDelayed: Bool
    }

    /// The task with some of its fields changed, in a new box.
    private func changing(_ change: (inout Fields) -> Void) -> Task {
        var fields = storage.fields
        change(&fields)
        return Task(storage: Storage(fields))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The explicit tags to keep for `tags`: none when they are the line's own.
    private static func keptTags(_ tags: [Tag], line: String, descriptionOffset: Int) -> ExplicitTags? {
        tags == DescriptionWords(line: line, from: descriptionOffset, kinds: .tags).tags ? nil : ExplicitTags(tags)
    }

    /// Creates a task from its parts; use ``TaskParser`` to read one from text.
    public init(
        source: SourceLocation, line: String, isComplete: Bool = false, completionDate: CivilDate? = nil,
        priority: Priority? = nil, creationDate: CivilDate? = nil, descriptionOffset: Int = 0,
        contexts: [String] = [], projects: [String] = [], tags: [Tag] = [],
        due: CivilDate? = nil, threshold: CivilDate? = nil, recurrence: RecurrenceRule? = nil,
        until: CivilDate? = nil, at: TimeOfDay? = nil, plan: Period? = nil, show: ShowLevels = .all,
        isFloating: Bool = false, isHidden: Bool = false, isDelayed: Bool = false, laterTimes: [TimeOfDay] = []
    ) {
        storage = Storage(Fields(
            source: source, line: line, isComplete: isComplete, completionDate: completionDate, priority: priority,
            creationDate: creationDate, descriptionOffset: descriptionOffset, contexts: contexts, projects: projects,
            explicitTags: Self.keptTags(tags, line: line, descriptionOffset: descriptionOffset), appliedKeys: nil,
            due: due, threshold: threshold, recurrence: recurrence, until: until, at: at, laterTimes: laterTimes,
            plan: plan, show: show, isFloating: isFloating, isHidden: isHidden, isDelayed: isDelayed
        ))
    }

    /// The task the parser read: the line's head and words, and the values of its tags.
    init(
        source: SourceLocation, line: String, isComplete: Bool, completionDate: CivilDate?, priority: Priority?,
        creationDate: CivilDate?, descriptionOffset: Int, contexts: [String], projects: [String], interpreted tags: InterpretedTags
    ) {
        storage = Storage(Fields(
            source: source, line: line, isComplete: isComplete, completionDate: completionDate, priority: priority,
            creationDate: creationDate, descriptionOffset: descriptionOffset, contexts: contexts, projects: projects,
            explicitTags: nil, appliedKeys: tags.applied,
            due: tags.due, threshold: tags.threshold, recurrence: tags.recurrence, until: tags.until, at: tags.at,
            laterTimes: tags.laterTimes, plan: tags.plan, show: tags.show,
            isFloating: tags.isFloating, isHidden: tags.isHidden, isDelayed: tags.isDelayed
        ))
    }

    /// The same task at another location: a database row names its task `DB#ROW`.
    public func located(at source: SourceLocation) -> Task {
        changing { $0.source = source }
    }

    /// The same task with its tags' columns moved (counted in the line as written, when the parser
    /// read a repaired copy of it).
    func movingTagColumns(_ column: (Int) -> Int) -> Task {
        let moved = tags.map { Tag(key: $0.key, value: $0.value, column: column($0.column)) }
        return changing { $0.explicitTags = Self.keptTags(moved, line: $0.line, descriptionOffset: $0.descriptionOffset) }
    }

    /// The copy of the task for one of its times (``splitByTime()``): `at:` that time only.
    func atOnly(_ time: TimeOfDay) -> Task {
        changing {
            $0.at = time
            $0.laterTimes = []
        }
    }

    /// Gives the holidays to the task's rule when it counts business days; other rules ignore them.
    public mutating func observe(_ holidays: Holidays) {
        guard case .interval(_, .businessDay)? = recurrence?.step else { return }
        self = changing { $0.recurrence?.holidays = holidays }
    }

    /// Whether the parser applied the first tag with this key in the line (its value is valid); nil when
    /// the task was not read from its line by the parser.
    func applied(_ key: InterpretedKey) -> Bool? {
        storage.fields.appliedKeys.map { $0 & key.bit != 0 }
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
        if lhs.storage === rhs.storage { return true }
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
