import HorizonCore
import Testing

/// A `rec:` value that reads, with its canonical form and its label.
struct ValidRuleCase: Sendable, CustomTestStringConvertible {
    let text: String
    let rule: RecurrenceRule
    let description: String
    let label: String

    init(_ text: String, _ rule: RecurrenceRule, _ description: String, _ label: String) {
        self.text = text
        self.rule = rule
        self.description = description
        self.label = label
    }

    var testDescription: String { "rec:\(text)" }
}

private func every(_ count: Int, _ unit: RecurrenceUnit, strict: Bool = false) -> RecurrenceRule {
    RecurrenceRule(isStrict: strict, step: .interval(count: count, unit: unit))
}

private func on(_ days: [Weekday], strict: Bool = false) -> RecurrenceRule {
    RecurrenceRule(isStrict: strict, step: .weekdays(days))
}

private func parsedRule(_ text: String) -> RecurrenceRule? {
    try? RecurrenceRule.parse(text).get()
}

private func ruleError(_ text: String) -> RecurrenceRuleError? {
    if case .failure(let error) = RecurrenceRule.parse(text) { return error }
    return nil
}

@Suite("RecurrenceRule")
struct RecurrenceRuleTests {
    @Test("valid rules read, write canonically and have a label", arguments: [
        ValidRuleCase("1d", every(1, .day), "1d", "daily, after completion"),
        ValidRuleCase("d", every(1, .day), "1d", "daily, after completion"),
        ValidRuleCase("+1d", every(1, .day, strict: true), "+1d", "daily"),
        ValidRuleCase("+2w", every(2, .week, strict: true), "+2w", "every 2 weeks"),
        ValidRuleCase("2w", every(2, .week), "2w", "every 2 weeks, after completion"),
        ValidRuleCase("1w", every(1, .week), "1w", "weekly, after completion"),
        ValidRuleCase("+1w", every(1, .week, strict: true), "+1w", "weekly"),
        ValidRuleCase("+w", every(1, .week, strict: true), "+1w", "weekly"),
        ValidRuleCase("+1m", every(1, .month, strict: true), "+1m", "monthly"),
        ValidRuleCase("3m", every(3, .month), "3m", "every 3 months, after completion"),
        ValidRuleCase("+10b", every(10, .businessDay, strict: true), "+10b", "every 10 weekdays"),
        ValidRuleCase("1b", every(1, .businessDay), "1b", "every weekday, after completion"),
        ValidRuleCase("1y", every(1, .year), "1y", "yearly, after completion"),
        ValidRuleCase("+5y", every(5, .year, strict: true), "+5y", "every 5 years"),
        ValidRuleCase("9999d", every(9999, .day), "9999d", "every 9999 days, after completion"),
        ValidRuleCase("mon,wed,fri", on([.monday, .wednesday, .friday]), "mon,wed,fri", "every Mon, Wed, Fri"),
        ValidRuleCase("fri,mon,wed", on([.monday, .wednesday, .friday]), "mon,wed,fri", "every Mon, Wed, Fri"),
        ValidRuleCase("+mon,wed", on([.monday, .wednesday], strict: true), "+mon,wed", "every Mon, Wed"),
        ValidRuleCase("sun", on([.sunday]), "sun", "every Sun"),
        ValidRuleCase("sun,sat", on([.saturday, .sunday]), "sat,sun", "every Sat, Sun"),
        ValidRuleCase("MON,Tue,wED", on([.monday, .tuesday, .wednesday]), "mon,tue,wed", "every Mon, Tue, Wed"),
        ValidRuleCase("sun,sat,fri,thu,wed,tue,mon", on(Weekday.allCases), "mon,tue,wed,thu,fri,sat,sun",
                      "every Mon, Tue, Wed, Thu, Fri, Sat, Sun"),
    ])
    func valid(_ example: ValidRuleCase) throws {
        let rule = try RecurrenceRule.parse(example.text).get()
        #expect(rule == example.rule)
        #expect(rule.description == example.description)
        #expect(rule.label == example.label)
        // The canonical form reads back as the same rule.
        #expect(parsedRule(rule.description) == rule)
    }

    @Test("the docs/todotxt.md#rule-grammar labels")
    func specLabels() {
        #expect(parsedRule("+2w")?.label == "every 2 weeks")
        #expect(parsedRule("1d")?.label == "daily, after completion")
        #expect(parsedRule("mon,wed,fri")?.label == "every Mon, Wed, Fri")
    }

    @Test("units are case-insensitive", arguments: [
        ("D", RecurrenceUnit.day), ("B", .businessDay), ("W", .week), ("M", .month), ("Y", .year),
        ("d", .day), ("b", .businessDay), ("w", .week), ("m", .month), ("y", .year),
    ])
    func unitCase(letter: String, unit: RecurrenceUnit) {
        #expect(parsedRule("2" + letter) == every(2, unit))
        #expect(parsedRule("+" + letter) == every(1, unit, strict: true))
        #expect(parsedRule(letter) == every(1, unit))
        #expect(parsedRule("2" + letter)?.description == "2" + unit.letter)
    }

    @Test("a leading + and only that makes a rule strict", arguments: [
        ("+1d", true), ("1d", false), ("+mon", true), ("mon", false), ("+3m", true), ("3m", false),
    ])
    func strictness(text: String, strict: Bool) {
        #expect(parsedRule(text)?.isStrict == strict)
    }

    @Test("every count from 1 to 9999 is accepted for every unit; 10000 and above are not")
    func countRange() {
        var failures: [String] = []
        for unit in ["d", "b", "w", "m", "y"] {
            for count in 1...9999 {
                guard case .interval(let parsed, _)? = parsedRule("\(count)\(unit)")?.step, parsed == count else {
                    failures.append("\(count)\(unit)")
                    continue
                }
            }
            for count in [10_000, 10_001, 99_999, 1_000_000] where parsedRule("\(count)\(unit)") != nil {
                failures.append("\(count)\(unit) accepted")
            }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    @Test("weekday lists are read in any order, as Monday-first lists, for every non-empty set of days")
    func everyWeekdaySet() {
        var failures: [String] = []
        for mask in 1..<128 {
            let days = Weekday.allCases.filter { mask & (1 << ($0.rawValue - 1)) != 0 }
            let names = days.map { $0.shortName.lowercased() }
            for written in [names, names.reversed(), names.map { $0.uppercased() }] {
                let text = written.joined(separator: ",")
                guard let rule = parsedRule(text), rule.step == .weekdays(days), !rule.isStrict,
                      rule.description == names.joined(separator: ",")
                else {
                    failures.append(text)
                    continue
                }
            }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    @Test("what does not parse is rejected with a reason", arguments: [
        ("0d", RecurrenceRuleError.zeroCount),
        ("+0w", .zeroCount),
        ("0000m", .zeroCount),
        ("1", .notUnderstood),
        ("+1", .notUnderstood),
        ("fortnight", .notUnderstood),
        ("weekly", .notUnderstood),
        ("monday", .notUnderstood),
        ("mon,mon", .repeatedWeekday(.monday)),
        ("mon,wed,MON", .repeatedWeekday(.monday)),
        ("fri,sat,Fri", .repeatedWeekday(.friday)),
        ("12345678901234567890d", .countTooLarge),
        ("99999999999999999999999w", .countTooLarge),
        ("10000d", .countTooLarge),
        ("", .empty),
        ("+", .empty),
        ("++1d", .notUnderstood),
        ("-1d", .notUnderstood),
        ("1x", .notUnderstood),
        ("x", .notUnderstood),
        ("1.5w", .notUnderstood),
        ("1 w", .notUnderstood),
        ("w1", .notUnderstood),
        ("1dw", .notUnderstood),
        ("1d+", .notUnderstood),
        ("mon,", .notUnderstood),
        (",mon", .notUnderstood),
        ("mon,,wed", .notUnderstood),
        ("mon;wed", .notUnderstood),
        ("mon wed", .notUnderstood),
        ("mo,we", .notUnderstood),
        ("٣d", .notUnderstood),
        ("+-1d", .notUnderstood),
    ])
    func invalid(text: String, error: RecurrenceRuleError) {
        #expect(parsedRule(text) == nil)
        #expect(ruleError(text) == error)
    }

    @Test("each error has a sentence for the diagnostic", arguments: [
        (RecurrenceRuleError.empty, "it is empty"),
        (.notUnderstood, "expected [+][N]d|b|w|m|y (such as 1w or +3m), weekdays (such as mon,wed,fri) or days of the month (such as 2nd-tue, last-fri, 15th, last-day)"),
        (.dayTooLarge("32nd"), "no month has a 32nd day (days of the month go from 1st to 31st; use last-day for the month's end)"),
        (.ordinalTooLarge("6th"), "no month has a 6th of a weekday (use 1st to 5th or last, such as last-mon)"),
        (.wrongSuffix("1th", "1st"), "1th is not an ordinal; write 1st"),
        (.lastWithoutDay, "last needs a weekday or day after it: last-fri or last-day"),
        (.repeatedMonthDay("2nd-tue"), "2nd-tue is listed twice"),
        (.zeroDay, "days of the month are counted from 1st"),
        (.zeroCount, "the interval must be at least 1"),
        (.countTooLarge, "the interval may be at most 9999"),
        (.repeatedWeekday(.wednesday), "Wed is listed twice"),
    ])
    func reasons(error: RecurrenceRuleError, reason: String) {
        #expect(error.reason == reason)
    }

    @Test("parsing accepts substrings, as tags hand them over")
    func substrings() {
        let word = "rec:+2w"
        let value = word.split(separator: ":")[1]
        #expect((try? RecurrenceRule.parse(value).get()) == every(2, .week, strict: true))
    }

    @Test("the maximum count is 9999")
    func maximum() {
        #expect(RecurrenceRule.maximumCount == 9999)
    }
}
