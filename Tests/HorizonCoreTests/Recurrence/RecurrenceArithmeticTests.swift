import HorizonCore
import Testing

// docs/todotxt.md#date-arithmetic (date arithmetic of `rec:`) and docs/todotxt.md#projection (occurrence k = anchor + k × interval, clamped on its own).
//
// The property tests compare the engine with a deliberately naive calendar written here: dates as
// (year, month, day) stepped one day at a time, weekdays from Sakamoto's formula. Nothing in it uses
// `CivilDate` arithmetic, so a bug shared by both sides is unlikely.

// MARK: - Helpers

private func rule(_ text: String) throws -> RecurrenceRule {
    try RecurrenceRule.parse(text).get()
}

private func every(_ count: Int, _ unit: RecurrenceUnit, strict: Bool = false) -> RecurrenceRule {
    RecurrenceRule(isStrict: strict, step: .interval(count: count, unit: unit))
}

/// A small, seeded generator (SplitMix64) so every run checks the same cases.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A naive Gregorian date: what the engine is checked against.
private struct NaiveDate: Equatable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    static func length(_ month: Int, _ year: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    init(_ date: CivilDate) {
        let (year, month, day) = date.components
        self.init(year: year, month: month, day: day)
    }

    /// The next calendar day.
    var tomorrow: NaiveDate {
        var result = self
        result.day += 1
        if result.day > NaiveDate.length(result.month, result.year) {
            result.day = 1
            result.month += 1
            if result.month > 12 {
                result.month = 1
                result.year += 1
            }
        }
        return result
    }

    /// ISO weekday, Monday = 1 … Sunday = 7 (Sakamoto's method).
    var isoWeekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        let sundayBased = (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
        return sundayBased == 0 ? 7 : sundayBased
    }

    var isWeekend: Bool { isoWeekday >= 6 }

    /// `count` months later, counted month by month, the day clamped to the target month's length.
    func addingMonthsClamped(_ count: Int) -> NaiveDate {
        var (y, m) = (year, month)
        for _ in 0..<count {
            m += 1
            if m > 12 { m = 1; y += 1 }
        }
        return NaiveDate(year: y, month: m, day: min(day, NaiveDate.length(m, y)))
    }

    func addingDays(_ count: Int) -> NaiveDate {
        var date = self
        for _ in 0..<count { date = date.tomorrow }
        return date
    }

    func addingWeekdays(_ count: Int) -> NaiveDate {
        var date = self
        var remaining = count
        while remaining > 0 {
            date = date.tomorrow
            if !date.isWeekend { remaining -= 1 }
        }
        return date
    }

    /// The first day strictly after this one whose ISO weekday is listed.
    func nextListed(_ weekdays: Set<Int>) -> NaiveDate {
        var date = tomorrow
        while !weekdays.contains(date.isoWeekday) { date = date.tomorrow }
        return date
    }

    var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

/// The naive answer for one step count of an interval rule, from the anchor itself.
private func naiveInterval(_ count: Int, _ unit: RecurrenceUnit, from base: NaiveDate) -> NaiveDate {
    switch unit {
    case .day: base.addingDays(count)
    case .week: base.addingDays(7 * count)
    case .month: base.addingMonthsClamped(count)
    case .year: base.addingMonthsClamped(12 * count)
    case .businessDay: base.addingWeekdays(count)
    }
}

private let windowStart = CivilDate(year: 1800, month: 1, day: 1)!
private let windowEnd = CivilDate(year: 2200, month: 12, day: 31)!

/// A day in 1800…2200 drawn from the generator.
private func randomDay(_ generator: inout SeededGenerator) -> CivilDate {
    CivilDate(dayNumber: Int.random(in: windowStart.dayNumber...windowEnd.dayNumber, using: &generator))
}

/// A random non-empty weekday list, Monday-first, and the same list as ISO numbers.
private func randomWeekdays(_ generator: inout SeededGenerator) -> [Weekday] {
    var days: [Weekday] = []
    while days.isEmpty {
        days = Weekday.allCases.filter { _ in Bool.random(using: &generator) }
    }
    return days
}

/// Mismatches are collected and reported together, with the first few spelled out.
private struct Mismatches {
    private(set) var lines: [String] = []
    var isEmpty: Bool { lines.isEmpty }
    mutating func check(_ actual: CivilDate, _ expected: NaiveDate, _ what: @autoclosure () -> String) {
        if NaiveDate(actual) != expected { lines.append("\(what()): got \(actual), expected \(expected)") }
    }
    var summary: Comment { Comment(rawValue: "\(lines.count) mismatches, e.g.\n" + lines.prefix(8).joined(separator: "\n")) }
}

// MARK: - Examples

@Suite("Recurrence arithmetic: examples (docs/todotxt.md#date-arithmetic)")
struct RecurrenceArithmeticExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let from: String
        let expected: String
        init(_ rule: String, _ from: String, _ expected: String) {
            self.rule = rule
            self.from = from
            self.expected = expected
        }
        var testDescription: String { "\(from) rec:\(rule) → \(expected)" }
    }

    @Test("months and years clamp to the month end", arguments: [
        Case("1m", "2026-01-31", "2026-02-28"),
        Case("1m", "2024-01-31", "2024-02-29"),  // leap year
        Case("1m", "2000-01-31", "2000-02-29"),  // divisible by 400: leap
        Case("1m", "2100-01-31", "2100-02-28"),  // divisible by 100: not leap
        Case("+1m", "2026-03-31", "2026-04-30"),
        Case("1m", "2026-01-30", "2026-02-28"),
        Case("1m", "2026-02-28", "2026-03-28"),  // the day of the month is the base's, not the month end
        Case("2m", "2025-12-31", "2026-02-28"),  // across the year end
        Case("6m", "2025-08-31", "2026-02-28"),
        Case("3m", "2025-10-31", "2026-01-31"),
        Case("3m", "2026-11-30", "2027-02-28"),
        Case("12m", "2024-02-29", "2025-02-28"),
        Case("1y", "2024-02-29", "2025-02-28"),
        Case("+1y", "2024-02-29", "2025-02-28"),
        Case("4y", "2024-02-29", "2028-02-29"),
        Case("100y", "2000-02-29", "2100-02-28"),
        Case("400y", "1600-02-29", "2000-02-29"),
        Case("1y", "2025-12-31", "2026-12-31"),
    ])
    func monthsAndYearsClamp(_ example: Case) throws {
        #expect(try rule(example.rule).next(after: day(example.from)) == day(example.expected))
    }

    @Test("days and weeks are plain calendar days, across month, year and leap days", arguments: [
        Case("1d", "2026-12-31", "2027-01-01"),
        Case("1d", "2024-02-28", "2024-02-29"),
        Case("1d", "2100-02-28", "2100-03-01"),
        Case("+30d", "2026-01-31", "2026-03-02"),
        Case("1w", "2026-12-28", "2027-01-04"),
        Case("+2w", "2024-02-20", "2024-03-05"),
        Case("9999d", "2000-01-01", "2027-05-18"),
    ])
    func daysAndWeeks(_ example: Case) throws {
        #expect(try rule(example.rule).next(after: day(example.from)) == day(example.expected))
    }

    // 2026-11-20 is a Friday, 21 Saturday, 22 Sunday, 23 Monday.
    @Test("b counts weekdays one by one; from a Saturday or Sunday 1b is Monday", arguments: [
        Case("1b", "2026-11-21", "2026-11-23"),  // Saturday → Monday
        Case("1b", "2026-11-22", "2026-11-23"),  // Sunday → Monday
        Case("+1b", "2026-11-20", "2026-11-23"),  // Friday → Monday
        Case("1b", "2026-11-23", "2026-11-24"),  // Monday → Tuesday
        Case("2b", "2026-11-19", "2026-11-23"),  // Thursday → Monday
        Case("3b", "2026-11-18", "2026-11-23"),  // Wednesday → Monday
        Case("5b", "2026-11-23", "2026-11-30"),  // Monday → next Monday
        Case("5b", "2026-11-20", "2026-11-27"),  // Friday → next Friday
        Case("5b", "2026-11-21", "2026-11-27"),  // Saturday → Friday (Mon…Fri)
        Case("5b", "2026-11-22", "2026-11-27"),  // Sunday → Friday
        Case("10b", "2026-11-21", "2026-12-04"),  // Saturday → the Friday after next
        Case("6b", "2026-11-21", "2026-11-30"),  // Saturday → Monday after a full week
        Case("+10b", "2026-11-23", "2026-12-07"),
    ])
    func businessDays(_ example: Case) throws {
        #expect(try rule(example.rule).next(after: day(example.from)) == day(example.expected))
    }

    @Test("weekday lists give the first listed day strictly after the base", arguments: [
        Case("mon,wed,fri", "2026-11-16", "2026-11-18"),  // Monday is listed but not after itself
        Case("mon,wed,fri", "2026-11-18", "2026-11-20"),
        Case("mon,wed,fri", "2026-11-20", "2026-11-23"),  // Friday → Monday
        Case("mon,wed,fri", "2026-11-21", "2026-11-23"),  // Saturday → Monday
        Case("fri,mon", "2026-11-17", "2026-11-20"),  // order written does not matter
        Case("sun", "2026-11-22", "2026-11-29"),  // the only listed day: a week later
        Case("mon", "2026-11-22", "2026-11-23"),
        Case("+sat,sun", "2026-11-20", "2026-11-21"),
        Case("sat,sun", "2026-11-21", "2026-11-22"),
        Case("mon,tue,wed,thu,fri,sat,sun", "2026-12-31", "2027-01-01"),
        Case("tue", "2026-12-30", "2027-01-05"),  // across the year end
    ])
    func weekdayLists(_ example: Case) throws {
        #expect(try rule(example.rule).next(after: day(example.from)) == day(example.expected))
    }

    @Test("CivilDate.nextDay(in:) is strictly after the day, a week later when only its own weekday is listed")
    func nextDayIn() {
        let friday = day("2026-11-20")
        #expect(friday.nextDay(in: [.friday]) == day("2026-11-27"))
        #expect(friday.nextDay(in: [.saturday]) == day("2026-11-21"))
        #expect(friday.nextDay(in: [.thursday, .friday]) == day("2026-11-26"))
    }

    @Test("addingBusinessDays(0) is the day itself; it never lands on a weekend for positive counts")
    func businessDaysZeroAndNeverWeekend() {
        let saturday = day("2026-11-21")
        #expect(saturday.addingBusinessDays(0) == saturday)
        for offset in 0..<14 {
            let start = saturday.adding(days: offset)
            for count in 1...12 {
                #expect(!start.addingBusinessDays(count).weekday.isWeekend, "\(start) + \(count)b")
            }
        }
    }

    @Test("Nb from every weekday of two weeks, for N = 1…60, equals counting weekdays one by one")
    func businessDaysExhaustive() {
        var mismatches = Mismatches()
        let first = day("2026-11-16")
        for offset in 0..<14 {
            let start = first.adding(days: offset)
            for count in 1...60 {
                mismatches.check(every(count, .businessDay).next(after: start),
                                 NaiveDate(start).addingWeekdays(count), "\(start) + \(count)b")
            }
        }
        #expect(mismatches.isEmpty, mismatches.summary)
    }
}

// MARK: - Occurrences from an anchor

// docs/todotxt.md#projection changed these: occurrence k is what completing k times writes, so a month
// rule from a day that a short month clamps drifts to the clamped day, as `horizon done` does.
@Suite("Recurrence arithmetic: occurrence k from the anchor (docs/todotxt.md#projection)")
struct OccurrenceArithmeticTests {
    @Test("monthly from Jan 31 drifts as completion does: Jan 31, Feb 28, Mar 28, Apr 28")
    func monthlyDrifts() throws {
        let monthly = try rule("+1m")
        let anchor = day("2026-01-31")
        let dates = (0...3).map { monthly.occurrence($0, after: anchor) }
        #expect(dates == ["2026-01-31", "2026-02-28", "2026-03-28", "2026-04-28"].map(day))
        #expect(monthly.occurrence(2, after: anchor) == monthly.next(after: monthly.next(after: anchor)))
    }

    @Test("monthly from Jan 31 in a leap year: Feb 29, then the 29th")
    func monthlyLeap() throws {
        let monthly = try rule("1m")
        let dates = (1...3).map { monthly.occurrence($0, after: day("2024-01-31")) }
        #expect(dates == ["2024-02-29", "2024-03-29", "2024-04-29"].map(day))
    }

    @Test("yearly from Feb 29 gives Feb 28, and stays there")
    func yearlyFromLeapDay() throws {
        let yearly = try rule("+1y")
        let dates = (1...4).map { yearly.occurrence($0, after: day("2024-02-29")) }
        #expect(dates == ["2025-02-28", "2026-02-28", "2027-02-28", "2028-02-28"].map(day))
    }

    @Test("every 2 months from Aug 31: Oct 31, Dec 31, Feb 28, Apr 28")
    func everyTwoMonths() throws {
        let rule = try rule("2m")
        let dates = (1...4).map { rule.occurrence($0, after: day("2026-08-31")) }
        #expect(dates == ["2026-10-31", "2026-12-31", "2027-02-28", "2027-04-28"].map(day))
    }

    @Test("every 6 months from Jan 31 never meets a short month: the 31st stays")
    func sixMonthsFromJanuary31() throws {
        let rule = try rule("+6m")
        let dates = (1...4).map { rule.occurrence($0, after: day("2026-01-31")) }
        #expect(dates == ["2026-07-31", "2027-01-31", "2027-07-31", "2028-01-31"].map(day))
    }

    @Test("occurrence 0 is the anchor itself", arguments: ["1d", "+2w", "1m", "+1y", "3b", "mon,fri"])
    func occurrenceZero(_ text: String) throws {
        let anchor = day("2026-01-31")
        #expect(try rule(text).occurrence(0, after: anchor) == anchor)
    }

    @Test("weekday lists: occurrence k is the k-th listed day after the anchor")
    func weekdayListOccurrences() throws {
        let rule = try rule("mon,wed,fri")
        let dates = (1...5).map { rule.occurrence($0, after: day("2026-11-18")) }  // a Wednesday
        #expect(dates == ["2026-11-20", "2026-11-23", "2026-11-25", "2026-11-27", "2026-11-30"].map(day))
    }
}

// MARK: - Property tests

@Suite("Recurrence arithmetic: properties against day-by-day iteration, 1800–2200")
struct RecurrenceArithmeticPropertyTests {
    static let cases = 600

    @Test("Nb equals counting weekdays one by one")
    func businessDays() {
        var generator = SeededGenerator(seed: 0xB0B1)
        var mismatches = Mismatches()
        for index in 0..<Self.cases {
            let start = randomDay(&generator)
            // Mostly short counts, where the weekend handling matters, and some long ones.
            let count = index % 4 == 0 ? Int.random(in: 1...400, using: &generator) : Int.random(in: 1...25, using: &generator)
            let rule = every(count, .businessDay, strict: Bool.random(using: &generator))
            mismatches.check(rule.next(after: start), NaiveDate(start).addingWeekdays(count), "\(start) + \(count)b")
        }
        #expect(mismatches.isEmpty, mismatches.summary)
    }

    @Test("Nd and Nw equal stepping N (or 7N) days one by one", arguments: [RecurrenceUnit.day, .week])
    func daysAndWeeks(_ unit: RecurrenceUnit) {
        var generator = SeededGenerator(seed: unit == .day ? 0xD1 : 0xA7)
        var mismatches = Mismatches()
        for index in 0..<Self.cases {
            let start = randomDay(&generator)
            let count = index % 5 == 0 ? Int.random(in: 1...1500, using: &generator) : Int.random(in: 1...60, using: &generator)
            let rule = every(count, unit)
            mismatches.check(rule.next(after: start), naiveInterval(count, unit, from: NaiveDate(start)), "\(start) + \(count)\(unit.letter)")
        }
        #expect(mismatches.isEmpty, mismatches.summary)
    }

    @Test("Nm and Ny equal a month-by-month computation clamped to the month end", arguments: [RecurrenceUnit.month, .year])
    func monthsAndYears(_ unit: RecurrenceUnit) {
        var generator = SeededGenerator(seed: unit == .month ? 0x3E : 0x1EA9)
        var mismatches = Mismatches()
        for index in 0..<Self.cases {
            var start = randomDay(&generator)
            // Month ends (and Feb 29) are where clamping matters: make a third of the starts month ends.
            if index % 3 == 0 {
                let (year, month, _) = start.components
                start = CivilDate(year: year, month: month, day: NaiveDate.length(month, year))!
            }
            let count = unit == .month ? Int.random(in: 1...48, using: &generator) : Int.random(in: 1...12, using: &generator)
            let rule = every(count, unit, strict: Bool.random(using: &generator))
            mismatches.check(rule.next(after: start), naiveInterval(count, unit, from: NaiveDate(start)), "\(start) + \(count)\(unit.letter)")
        }
        #expect(mismatches.isEmpty, mismatches.summary)
    }

    @Test("weekday lists equal scanning day by day for the first listed weekday after the base")
    func weekdayLists() {
        var generator = SeededGenerator(seed: 0x7EEC)
        var mismatches = Mismatches()
        for _ in 0..<Self.cases {
            let start = randomDay(&generator)
            let days = randomWeekdays(&generator)
            let rule = RecurrenceRule(isStrict: Bool.random(using: &generator), step: .weekdays(days))
            mismatches.check(rule.next(after: start), NaiveDate(start).nextListed(Set(days.map(\.rawValue))), "\(start) rec:\(rule)")
        }
        #expect(mismatches.isEmpty, mismatches.summary)
    }

    @Test("occurrence k equals stepping k × interval from the anchor, clamping at each step", arguments: RecurrenceUnit.allCases)
    func occurrenceFromAnchor(_ unit: RecurrenceUnit) {
        var generator = SeededGenerator(seed: 0x0CC + UInt64(unit.letter.utf8.first!))
        var mismatches = Mismatches()
        for index in 0..<(Self.cases / 2) {
            var anchor = randomDay(&generator)
            if index % 3 == 0, unit == .month || unit == .year {
                let (year, month, _) = anchor.components
                anchor = CivilDate(year: year, month: month, day: NaiveDate.length(month, year))!
            }
            let count = Int.random(in: 1...(unit == .year ? 3 : 6), using: &generator)
            let rule = every(count, unit, strict: Bool.random(using: &generator))
            let k = Int.random(in: 1...12, using: &generator)
            var expected = NaiveDate(anchor)
            for _ in 0..<k { expected = naiveInterval(count, unit, from: expected) }
            mismatches.check(rule.occurrence(k, after: anchor), expected,
                             "occurrence \(k) of rec:\(rule) after \(anchor)")
        }
        #expect(mismatches.isEmpty, mismatches.summary)
    }

    @Test("weekday lists: occurrence k equals scanning k listed days one by one")
    func weekdayListOccurrences() {
        var generator = SeededGenerator(seed: 0x5CA9)
        var mismatches = Mismatches()
        for _ in 0..<(Self.cases / 2) {
            let anchor = randomDay(&generator)
            let days = randomWeekdays(&generator)
            let listed = Set(days.map(\.rawValue))
            let rule = RecurrenceRule(isStrict: false, step: .weekdays(days))
            let k = Int.random(in: 1...15, using: &generator)
            var expected = NaiveDate(anchor)
            for _ in 0..<k { expected = expected.nextListed(listed) }
            mismatches.check(rule.occurrence(k, after: anchor), expected, "occurrence \(k) of rec:\(rule) after \(anchor)")
        }
        #expect(mismatches.isEmpty, mismatches.summary)
    }

    @Test("occurrences only move forward, and occurrence 1 is next(after:)", arguments: ["1d", "+3b", "2w", "1m", "+5m", "1y", "tue,sat"])
    func monotonic(_ text: String) throws {
        let rule = try rule(text)
        var generator = SeededGenerator(seed: UInt64(text.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
        for _ in 0..<200 {
            let anchor = randomDay(&generator)
            #expect(rule.occurrence(1, after: anchor) == rule.next(after: anchor))
            var previous = anchor
            for k in 1...24 {
                let date = rule.occurrence(k, after: anchor)
                #expect(date > previous, "occurrence \(k) of rec:\(text) after \(anchor)")
                previous = date
            }
        }
    }

    @Test("the naive calendar agrees with CivilDate on every day of the window (weekday and date)")
    func naiveCalendarAgrees() {
        // Validates the reference itself: one day-by-day walk over 1800–2200.
        var naive = NaiveDate(windowStart)
        var date = windowStart
        var disagreements = 0
        while date <= windowEnd {
            if NaiveDate(date) != naive || date.weekday.rawValue != naive.isoWeekday { disagreements += 1 }
            naive = naive.tomorrow
            date = date.adding(days: 1)
        }
        #expect(disagreements == 0)
        #expect(NaiveDate(year: 2026, month: 11, day: 21).isoWeekday == 6)  // a known Saturday
    }
}
