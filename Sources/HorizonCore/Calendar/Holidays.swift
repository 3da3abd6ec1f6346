/// Days off that business-day (`b`) rules skip besides weekends (docs/todotxt.md#holidays `--holidays`), with their
/// names for the pages. Read from a file outside HorizonCore; here only civil dates and names.
public struct Holidays: Hashable, Sendable {
    private var names: [CivilDate: String]

    /// No holidays: `b` rules skip weekends only.
    public init() {
        names = [:]
    }

    /// Holidays from dates and their names (a name may be empty); a date given twice keeps its first
    /// name, as a file read top to bottom names it.
    public init(_ days: [(date: CivilDate, name: String)]) {
        names = [:]
        for (date, name) in days where names[date] == nil { names[date] = name }
    }

    /// Whether there is no holiday at all.
    public var isEmpty: Bool { names.isEmpty }

    /// How many days are holidays.
    public var count: Int { names.count }

    /// Whether the day is a holiday.
    public func contains(_ date: CivilDate) -> Bool { names[date] != nil }

    /// The holiday's name ("" when the file gives none); nil on a day that is not a holiday.
    public func name(on date: CivilDate) -> String? { names[date] }

    /// The holidays from `first` through `last` that fall on a weekday (Mon–Fri), in date order: the
    /// days a business-day series leaves out.
    public func weekdays(from first: CivilDate, through last: CivilDate) -> [CivilDate] {
        names.keys.filter { $0 >= first && $0 <= last && !$0.weekday.isWeekend }.sorted()
    }

    /// Whether a business-day rule counts the day: a weekday that is no holiday.
    public func isBusinessDay(_ date: CivilDate) -> Bool {
        !date.weekday.isWeekend && names[date] == nil
    }
}
