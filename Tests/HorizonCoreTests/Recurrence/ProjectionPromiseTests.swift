import HorizonCore
import Testing

// docs/todotxt.md#projection: a projection is a promise about the file. For every rule of a generated set, the projected
// dates equal the due dates that `horizon done` writes when each instance is completed on its due date
// (the real Task.completion(on:), read back with the real parser).

private func parse(_ line: String) -> Task {
    TaskParser.parse(line, at: SourceLocation(file: "todo.txt", line: 1)).0
}

/// The due dates completion writes: the first completion on `firstCompletion` (today, for an overdue
/// task), each later one on the new instance's due date; kept when after `today`, up to `lastDay`.
private func completedDates(_ line: String, firstCompletion: CivilDate, today: CivilDate, through lastDay: CivilDate) throws -> [CivilDate] {
    var task = parse(line)
    var completionDay = firstCompletion
    var dates: [CivilDate] = []
    for _ in 0..<1000 {
        guard let next = try task.completion(on: completionDay).nextLine else { break }
        task = parse(next)
        guard let due = task.due, due <= lastDay else { break }
        if due > today { dates.append(due) }
        completionDay = due
    }
    return dates
}

/// Every kind of rule: intervals of each unit, strict and not; weekday lists; month-day lists of each kind.
private let ruleTexts: [String] = {
    var rules: [String] = []
    for unit in ["d", "b", "w", "m", "y"] {
        for count in [1, 2, 3, 13] { rules += ["\(count)\(unit)", "+\(count)\(unit)"] }
    }
    for list in ["mon", "mon,wed,fri", "sat,sun", "tue,thu", "2nd-tue", "1st-mon,3rd-mon", "last-fri", "last-day", "15th",
                 "1st,15th", "31st", "30th", "29th", "5th-mon", "5th-sun,last-day", "2nd-tue,4th-tue", "1st,last-fri"] {
        rules += [list, "+" + list]
    }
    return rules
}()

/// Anchors that matter: month ends (where clamping starts), a leap day, weekends, and plain days.
private let anchors = ["2026-01-31", "2026-01-30", "2026-01-29", "2024-02-29", "2026-03-31", "2026-08-31", "2026-11-21",
                       "2026-11-22", "2026-11-23", "2026-12-31", "2027-01-15"].map(day)

@Suite("A projection is a promise (docs/todotxt.md#projection)")
struct ProjectionPromiseTests {
    @Test("projected dates equal the due dates of completing the task on each due date", arguments: ruleTexts)
    func projectionEqualsCompletion(_ rule: String) throws {
        var mismatches: [String] = []
        for anchor in anchors {
            // Seen from the due day itself, and with the task overdue by a few days and by many months.
            for today in [anchor, anchor.adding(days: 3), anchor.adding(days: 200)] {
                let lastDay = Horizon(today: today).lastDay
                let line = "chore due:\(anchor) rec:\(rule)"
                let projected = parse(line).projectedOccurrences(today: today, through: lastDay).map(\.date)
                let completed = try completedDates(line, firstCompletion: max(anchor, today), today: today, through: lastDay)
                if projected != completed { mismatches.append("\(line) today \(today): projected \(projected.prefix(4)) completed \(completed.prefix(4))") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, e.g. \(mismatches.prefix(3))")
    }

    @Test("the threshold of each projected occurrence is where completion puts the new t:")
    func thresholds() throws {
        let line = "pay rent t:2026-01-25 due:2026-01-31 rec:+1m"
        let today = day("2026-01-20")
        let occurrences = parse(line).projectedOccurrences(today: today, through: Horizon(today: today).lastDay)
        var task = parse(line)
        for occurrence in occurrences {
            let due = try #require(task.due)
            let next = try #require(try task.completion(on: due).nextLine)
            task = parse(next)
            #expect(task.due == occurrence.date)
            #expect(task.threshold == occurrence.threshold)
        }
        #expect(occurrences.map(\.date) == ["2026-02-28", "2026-03-28", "2026-04-28", "2026-05-28", "2026-06-28"].map(day))
    }
}

@Suite("The drift hint of horizon check (docs/todotxt.md#month-ends-drift)")
struct DriftHintTests {
    @Test("month and year rules from a day a short month clamps get a hint; others do not", arguments: [
        ("Rent due:2027-01-31 rec:+1m", "todo.txt:1:25: hint: rec:+1m from the 31st moves to the 28th after February; write rec:31st or rec:last-day to keep the day"),
        ("Rent due:2027-01-30 rec:1m", "todo.txt:1:25: hint: rec:1m from the 30th moves to the 28th after February; write rec:30th to keep the day"),
        ("Rent due:2028-01-31 rec:+1m", "todo.txt:1:25: hint: rec:+1m from the 31st moves to the 29th after February; write rec:31st or rec:last-day to keep the day"),
        ("Rent due:2026-03-31 rec:+1m", "todo.txt:1:25: hint: rec:+1m from the 31st moves to the 30th after April; write rec:31st or rec:last-day to keep the day"),
        ("Bill due:2026-08-31 rec:+3m", "todo.txt:1:25: hint: rec:+3m from the 31st moves to the 30th after November; rec:31st or rec:last-day keeps the day but repeats every month"),
        ("Birthday due:2028-02-29 rec:+1y", "todo.txt:1:29: hint: rec:+1y from 29 February moves to 28 February in 2029 and stays there"),
        ("Rent due:2027-01-28 rec:+1m", nil),
        ("Rent due:2027-01-31 rec:+6m", nil),
        ("Rent due:2027-01-31 rec:+12m", nil),
        ("Rent due:2027-01-31 rec:+last-day", nil),
        ("Rent due:2027-01-31 rec:1w", nil),
        ("x 2027-01-31 Rent due:2027-01-31 rec:+1m", nil),
    ] as [(String, String?)])
    func hint(line: String, expected: String?) {
        #expect(parse(line).recurrenceDriftHint?.description == expected)
    }
}
