import HorizonCore
import Testing

// Month-day rules (docs/todotxt.md#rule-grammar, docs/todotxt.md#date-arithmetic, docs/todotxt.md#completing): `rec:2nd-tue`, `rec:last-fri`, `rec:last-day`, `rec:15th`, `rec:1st,15th`.

private func parsedRule(_ text: String) -> RecurrenceRule? {
    try? RecurrenceRule.parse(text).get()
}

private func ruleError(_ text: String) -> RecurrenceRuleError? {
    if case .failure(let error) = RecurrenceRule.parse(text) { return error }
    return nil
}

private func task(_ line: String) -> Task {
    TaskParser.parse(line, at: SourceLocation(file: "todo.txt", line: 1)).0
}

@Suite("Month-day rules")
struct MonthDayRuleTests {
    @Test("rules read, write canonically and have the labels of docs/todotxt.md#rule-grammar", arguments: [
        ("2nd-tue", [MonthDay.weekday(ordinal: 2, .tuesday)], "2nd-tue", "every 2nd Tue"),
        ("last-fri", [.weekday(ordinal: nil, .friday)], "last-fri", "every last Fri"),
        ("15th", [.day(15)], "15th", "on the 15th"),
        ("1st,15th", [.day(1), .day(15)], "1st,15th", "on the 1st and 15th"),
        ("15th,1st", [.day(1), .day(15)], "1st,15th", "on the 1st and 15th"),
        ("last-day", [.lastDay], "last-day", "on the last day of the month"),
        ("1st-mon,3rd-mon", [.weekday(ordinal: 1, .monday), .weekday(ordinal: 3, .monday)], "1st-mon,3rd-mon", "every 1st Mon and 3rd Mon"),
        ("4th-TUE,2nd-Tue", [.weekday(ordinal: 2, .tuesday), .weekday(ordinal: 4, .tuesday)], "2nd-tue,4th-tue", "every 2nd Tue and 4th Tue"),
        ("31st", [.day(31)], "31st", "on the 31st"),
        ("5th-mon", [.weekday(ordinal: 5, .monday)], "5th-mon", "every 5th Mon"),
        ("1st,11th,21st,22nd,23rd,12th,13th", [.day(1), .day(11), .day(12), .day(13), .day(21), .day(22), .day(23)],
         "1st,11th,12th,13th,21st,22nd,23rd", "on the 1st, 11th, 12th, 13th, 21st, 22nd and 23rd"),
        ("last-day,15th", [.day(15), .lastDay], "15th,last-day", "on the 15th and last day of the month"),
        ("last-fri,1st", [.day(1), .weekday(ordinal: nil, .friday)], "1st,last-fri", "on the 1st and every last Fri"),
        ("01st", [.day(1)], "1st", "on the 1st"),
        ("LAST-DAY", [.lastDay], "last-day", "on the last day of the month"),
    ])
    func valid(text: String, days: [MonthDay], description: String, label: String) throws {
        for strict in [false, true] {
            let rule = try RecurrenceRule.parse((strict ? "+" : "") + text).get()
            #expect(rule == RecurrenceRule(isStrict: strict, step: .monthDays(days)))
            #expect(rule.description == (strict ? "+" : "") + description)
            #expect(rule.label == label)
            #expect(parsedRule(rule.description) == rule)
        }
    }

    @Test("what is not a month-day rule is rejected with a reason", arguments: [
        ("32nd", RecurrenceRuleError.dayTooLarge("32nd")),
        ("99th", .dayTooLarge("99th")),
        ("6th-mon", .ordinalTooLarge("6th")),
        ("1th", .wrongSuffix("1th", "1st")),
        ("2st", .wrongSuffix("2st", "2nd")),
        ("11st", .wrongSuffix("11st", "11th")),
        ("3th-wed", .wrongSuffix("3th", "3rd")),
        ("0th", .zeroDay),
        ("last", .lastWithoutDay),
        ("+last", .lastWithoutDay),
        ("2nd-tue,2nd-tue", .repeatedMonthDay("2nd-tue")),
        ("15th,1st,15th", .repeatedMonthDay("15th")),
        ("last-day,LAST-DAY", .repeatedMonthDay("last-day")),
        ("2nd-tuesday", .notUnderstood),
        ("second-tue", .notUnderstood),
        ("2nd-", .notUnderstood),
        ("-tue", .notUnderstood),
        ("15", .notUnderstood),
        ("100th", .notUnderstood),
        ("1st,,15th", .notUnderstood),
        ("1st,", .notUnderstood),
        ("1st,mon", .notUnderstood),
        ("mon,1st", .notUnderstood),
        ("last-week", .notUnderstood),
        ("2nd-tue-wed", .notUnderstood),
    ])
    func invalid(text: String, error: RecurrenceRuleError) {
        #expect(ruleError(text) == error)
    }

    /// The expected dates come from python-dateutil (see MonthDayTable.swift), not from Horizon.
    @Test("the next dates after a base equal dateutil's rrule", arguments: monthDayTable.map { [$0.rule, $0.base] + $0.next })
    func matchesIndependentModel(_ row: [String]) throws {
        let rule = try RecurrenceRule.parse(row[0]).get()
        var date = day(row[1])
        var dates: [String] = []
        for _ in 2..<row.count {
            date = rule.next(after: date)
            dates.append(date.description)
        }
        #expect(dates == Array(row[2...]))
        // Each date is one the rule names; the base is named only if dateutil would list it.
        #expect(dates.allSatisfy { rule.names(day($0)) })
    }

    @Test("completion: normal after the later of completion and old due; strict after the old due", arguments: [
        ("Retro due:2026-11-10 rec:2nd-tue", "2026-11-12", "due:2026-12-08"),
        ("Retro due:2026-11-10 rec:2nd-tue", "2026-11-03", "due:2026-12-08"),
        ("Retro due:2026-11-10 rec:2nd-tue", "2026-12-09", "due:2027-01-12"),
        ("Retro due:2026-11-10 rec:+2nd-tue", "2026-12-09", "due:2026-12-08"),
        ("Rent due:2027-01-31 rec:31st", "2027-01-31", "due:2027-02-28"),
        ("Rent due:2027-02-28 rec:31st", "2027-02-28", "due:2027-03-31"),
        ("Rent due:2027-02-28 rec:+last-day", "2027-03-05", "due:2027-03-31"),
        ("Invoice due:2026-11-01 rec:1st,15th", "2026-11-01", "due:2026-11-15"),
        ("Meet due:2026-11-30 rec:5th-mon", "2026-11-30", "due:2027-03-29"),
        ("Invoice t:2026-11-10 due:2026-11-15 rec:+1st,15th", "2026-11-15", "t:2026-11-26 due:2026-12-01"),
    ])
    func completion(line: String, completedOn: String, expectedTags: String) throws {
        let next = try #require(try task(line).completion(on: day(completedOn)).nextLine)
        let words = next.split(separator: " ")
        #expect(expectedTags.split(separator: " ").allSatisfy { words.contains($0) }, "\(next)")
    }
}
