/// The typed values of the tags Horizon interprets (docs/todotxt.md#tags-horizon-understands), as one line gives them: what
/// ``TagInterpreter`` finds and the parser gives the new ``Task``.
struct InterpretedTags {
    var due: CivilDate?
    var threshold: CivilDate?
    var until: CivilDate?
    var recurrence: RecurrenceRule?
    var at: TimeOfDay?
    var laterTimes: [TimeOfDay] = []
    var plan: Period?
    var show: ShowLevels = .all
    var isFloating = false
    var isHidden = false
    var isDelayed = false
    /// A valid `pri:` letter; it is the priority of a completed task that has no `(A)` of its own.
    var pri: Priority?
    /// The keys whose first tag was applied (``InterpretedKey/bit``): its value was valid.
    var applied: UInt16 = 0
}
