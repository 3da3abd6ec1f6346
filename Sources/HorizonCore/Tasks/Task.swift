/// One todo.txt line, read: its exact text plus every field Horizon understands (SPEC §1).
///
/// The line itself is the source of truth: writing an unchanged task writes `line`, so a round trip
/// reproduces every byte. Interpreted tags whose value is invalid are left `nil` here and reported as
/// diagnostics by the parser.
///
/// Tags are read from the line when asked for, not held: every task has some, and a million tasks
/// would otherwise hold millions of arrays of strings whose values the typed fields already hold.
public struct Task: Hashable, Sendable {
    /// Where the line is.
    public var source: SourceLocation
    /// The exact text of the line, without its line ending (and without a BOM on line 1).
    public var line: String
    /// Whether the line starts with `x ` (SPEC §1.1).
    public var isComplete: Bool
    /// The date after `x `, when there is one.
    public var completionDate: CivilDate?
    /// The priority: `(A)` of an open task, or `pri:A` (or a tolerated `(A)`) of a completed one.
    public var priority: Priority?
    /// The creation date after the priority (or after the completion date).
    public var creationDate: CivilDate?
    /// The byte offset in `line` where the description starts, after completion, priority and creation date.
    public var descriptionOffset: Int
    /// `@context` words, without the sigil, in order.
    public var contexts: [String]
    /// `+project` words, without the sigil, in order.
    public var projects: [String]
    /// Tags given other than by the line; nil when the line says them (always, for a parsed task).
    private var explicitTags: ExplicitTags?

    /// Every `key:value` tag in order, interpreted or not.
    public var tags: [Tag] {
        get { explicitTags?.tags ?? DescriptionWords(line: line, from: descriptionOffset, kinds: .tags).tags }
        set {
            let isTheLines = newValue == DescriptionWords(line: line, from: descriptionOffset, kinds: .tags).tags
            explicitTags = isTheLines ? nil : ExplicitTags(newValue)
        }
    }

    /// The tags given other than by the line, when there are such (see ``tags``).
    var tagsNotInLine: [Tag]? { explicitTags?.tags }

    /// `due:` — the deadline.
    public var due: CivilDate?
    /// `t:` — the threshold (start) date.
    public var threshold: CivilDate?
    /// `rec:` — the recurrence rule.
    public var recurrence: RecurrenceRule?
    /// `until:` — no recurrence after this day.
    public var until: CivilDate?
    /// `at:` — time of day (the first, when it lists several).
    public var at: TimeOfDay?
    /// The times `at:` lists after the first (`at:08:00,20:00`); empty for most tasks.
    public var laterTimes: [TimeOfDay]
    /// `plan:` — the period the task is planned for.
    public var plan: Period?
    /// `show:` — which levels list the task.
    public var show: ShowLevels
    /// `float:1`.
    public var isFloating: Bool
    /// `h:1` or `hide:1`.
    public var isHidden: Bool
    /// `delayed:1`.
    public var isDelayed: Bool

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

    /// A task of a line not yet read: the parser fills in what the line says.
    init(source: SourceLocation, unreadLine line: String) {
        self.source = source
        self.line = line
        isComplete = false
        descriptionOffset = 0
        contexts = []
        projects = []
        laterTimes = []
        show = .all
        isFloating = false
        isHidden = false
        isDelayed = false
    }

    /// The description: the line after completion mark, priority and dates, tags included.
    public var description: Substring {
        let utf8 = line.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: descriptionOffset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return line[start...]
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
