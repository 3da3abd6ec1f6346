/// A task that repeats more often than weekly, as one row of a week's Routines strip
/// (docs/output.md#routines): a box under each day of the week the rule schedules — done, missed or
/// due — and the current streak. Format-free: the pages, their twins and paper draw the same rows.
public struct Routine: Sendable, Hashable {
    /// The task: its open instance, as the row names it.
    public let item: PlanItem
    /// The task's items listed in the week (one per time for `at:08:00,20:00`), which the day boxes
    /// leave to the strip; empty when none of its occurrences is still open in the week.
    public let items: [PlanItem]
    /// The week of the row.
    public let week: ISOWeek
    /// The task's times of day, ascending (several for `at:08:00,20:00`, none for an untimed task).
    public let times: [TimeOfDay]
    /// Seven boxes, Monday first.
    public let boxes: [RoutineBox]
    /// How many of its scheduled occurrences up to today were completed in a row
    /// (``Routine/streak(completions:rule:today:)``), over every completion read.
    public let streak: Int

    /// Creates a routine row; `boxes` holds one box a day, Monday first.
    public init(item: PlanItem, items: [PlanItem] = [], times: [TimeOfDay] = [], week: ISOWeek, boxes: [RoutineBox], streak: Int) {
        precondition(boxes.count == 7, "a Routines row has a box a day")
        self.item = item
        self.items = items
        self.times = times
        self.week = week
        self.boxes = boxes
        self.streak = streak
    }

    /// The days of the week whose box is `state`, ascending.
    public func days(_ state: RoutineBox) -> [CivilDate] {
        zip(week.days, boxes).compactMap { $1 == state ? $0 : nil }
    }

    /// The current streak from the task's completion days (latest first, each once): the completions
    /// that follow one another no further apart than the rule's longest gap between two occurrences,
    /// counted back from the latest, which itself must be no further back than that gap from today
    /// (an occurrence missed since breaks it; today's, not done yet, does not). Read from completions
    /// rather than from the rule's days: a completed instance of a normal rule moves the days after it.
    public static func streak(completions: [CivilDate], rule: RecurrenceRule, today: CivilDate) -> Int {
        let gap = rule.longestGap
        let past = completions.drop { $0 > today }
        guard let latest = past.first, latest.distance(to: today) <= gap else { return 0 }
        var count = 1
        var previous = latest
        for day in past.dropFirst() {
            guard day.distance(to: previous) <= gap else { break }
            count += 1
            previous = day
        }
        return count
    }
}

extension RecurrenceRule {
    /// Whether the rule occurs more than once in some ISO week (daily, business days, `2d`,
    /// `mon,wed,fri`…): such a task is a routine on week pages and a series on month pages (docs/todotxt.md#routines).
    public var repeatsMoreOftenThanWeekly: Bool {
        switch step {
        case .interval(let count, .day): count < 7
        case .interval(let count, .businessDay): count < 5
        case .interval: false
        case .weekdays(let days): Weekday.distinctCount(days) > 1
        case .monthDays: false
        }
    }

    /// Whether a routine's rule schedules `day`, counted from a day it occurs on (`anchor`, the open
    /// instance's), before or after it: what a habit tracker's past days are judged against.
    func schedules(_ day: CivilDate, anchor: CivilDate) -> Bool {
        switch step {
        case .interval(let count, .day):
            return anchor.distance(to: day) % count == 0
        case .interval(let count, .businessDay):
            guard holidays.isBusinessDay(day) else { return false }
            guard count > 1 else { return true }
            // Business days between the two, counted one by one (a routine's anchor is near its weeks).
            let (from, to) = day < anchor ? (day, anchor) : (anchor, day)
            guard from.distance(to: to) < 4000 else { return true }
            var between = 0
            var date = from
            while date < to {
                date = date.adding(days: 1)
                if holidays.isBusinessDay(date) { between += 1 }
            }
            return between % count == 0
        case .weekdays(let days):
            return days.contains(day.weekday)
        case .interval, .monthDays:
            return day == anchor
        }
    }

    /// The most days between two consecutive occurrences (for a routine's streak): the interval, a
    /// business-day interval across a weekend, the widest gap between listed weekdays.
    var longestGap: Int {
        switch step {
        case .interval(let count, .day): return count
        case .interval(let count, .businessDay): return count + 2
        case .interval(let count, .week): return 7 * count
        case .interval(let count, .month): return 31 * count
        case .interval(let count, .year): return 366 * count
        case .weekdays(let days):
            let numbers = Set(days.map(\.rawValue)).sorted()
            guard let first = numbers.first, let last = numbers.last else { return 7 }
            var widest = first + 7 - last
            for (a, b) in zip(numbers, numbers.dropFirst()) { widest = max(widest, b - a) }
            return widest
        case .monthDays: return 31
        }
    }
}
