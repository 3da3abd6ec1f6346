/// Gives the tags Horizon understands (docs/todotxt.md#tags-horizon-understands) their typed values, reporting values that are not valid.
enum TagInterpreter {
    /// The typed values of the tags of the line at `source` (as read from the line).
    static func interpret(_ tags: [Tag], at source: SourceLocation, diagnostics: inout [Diagnostic]) -> InterpretedTags {
        var values = InterpretedTags()
        guard !tags.isEmpty else { return values }
        // Sets of ``InterpretedKey`` bits: `h` and `hide` are one flag, the first of either wins.
        var seen: UInt16 = 0
        var reportedTwice: UInt16 = 0
        for tag in tags {
            guard let key = InterpretedKey(tag.key) else { continue }
            guard seen & key.bit == 0 else {
                if reportedTwice & key.bit == 0 {
                    reportedTwice |= key.bit
                    diagnostics.append(report(source, tag, "\(tag.key): is given more than once; the first one is used", atValue: false))
                }
                continue
            }
            seen |= key.bit
            if apply(tag, to: &values, at: source, diagnostics: &diagnostics) { values.applied |= key.bit }
        }
        return values
    }

    private static func apply(_ tag: Tag, to values: inout InterpretedTags, at source: SourceLocation, diagnostics: inout [Diagnostic]) -> Bool {
        let value = tag.value
        switch tag.key {
        case "due":
            values.due = date(tag, named: "due date", source, &diagnostics)
            return values.due != nil
        case "t":
            values.threshold = date(tag, named: "threshold date", source, &diagnostics)
            return values.threshold != nil
        case "until":
            values.until = date(tag, named: "until date", source, &diagnostics)
            return values.until != nil
        case "rec":
            switch RecurrenceRule.parse(value) {
            case .success(let rule):
                values.recurrence = rule
                return true
            case .failure(let error):
                // In a list, the column is the element that spoils it: `rec:2nd-tue,6th-mon` points at `6th-mon`.
                let message = "recurrence rule \(value) is not valid: \(error.reason); the task is not treated as recurring"
                diagnostics.append(Diagnostic(location: source, column: tag.valueColumn + offendingElementOffset(value), message: message))
                return false
            }
        case "at":
            switch TimeList.parse(value) {
            case .success(let times):
                values.at = times.first
                values.laterTimes = Array(times.dropFirst())
                return true
            case .failure(let problem):
                diagnostics.append(report(source, tag, problem.message(value: value)))
                return false
            }
        case "plan":
            if let period = Period(value) {
                values.plan = period
                return true
            }
            diagnostics.append(report(source, tag, "plan period \(value) is not valid: \(PeriodProblem.explain(value))"))
            return false
        case "show":
            var levels: ShowLevels = []
            for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let level = PeriodLevel(name: name) else {
                    diagnostics.append(report(source, tag, "show level '\(name)' is not one of day, week, month, year; show:\(value) is ignored"))
                    return false
                }
                levels.insert(ShowLevels(level))
            }
            values.show = levels
            return true
        case "float":
            guard let flag = flag(tag, source, &diagnostics) else { return false }
            values.isFloating = flag
            return true
        case "h", "hide":
            guard let flag = flag(tag, source, &diagnostics) else { return false }
            values.isHidden = flag
            return true
        case "delayed":
            guard let flag = flag(tag, source, &diagnostics) else { return false }
            values.isDelayed = flag
            return true
        case "pri":
            if let letter = value.first, value.count == 1, let priority = Priority(letter) {
                values.pri = priority
                return true
            }
            diagnostics.append(report(source, tag, "pri:\(value) is not a priority (expected one letter A to Z)"))
            return false
        default:
            return false
        }
    }

    private static func date(_ tag: Tag, named name: String, _ source: SourceLocation, _ diagnostics: inout [Diagnostic]) -> CivilDate? {
        if let date = CivilDate(tag.value) { return date }
        let looksLikeDate = tag.value.utf8.count == 10 && tag.value.utf8.filter { $0 == UInt8(ascii: "-") }.count == 2
        let hint = looksLikeDate ? "" : " (expected YYYY-MM-DD)"
        diagnostics.append(report(source, tag, "\(name) \(tag.value) is not a valid date\(hint)"))
        return nil
    }

    private static func flag(_ tag: Tag, _ source: SourceLocation, _ diagnostics: inout [Diagnostic]) -> Bool? {
        switch tag.value {
        case "1": return true
        case "0": return false
        default:
            diagnostics.append(report(source, tag, "\(tag.key):\(tag.value) is not understood (expected \(tag.key):1 or \(tag.key):0)"))
            return nil
        }
    }

    /// The byte offset in an invalid `rec:` value of the first list element that makes it invalid: the
    /// first element whose list up to it does not parse. 0 for a single rule.
    private static func offendingElementOffset(_ value: String) -> Int {
        let strictPrefix = value.hasPrefix("+") ? "+" : ""
        let elements = value.dropFirst(strictPrefix.count).split(separator: ",", omittingEmptySubsequences: false)
        guard elements.count > 1 else { return 0 }
        var offset = strictPrefix.utf8.count
        for count in 1...elements.count {
            let listSoFar = strictPrefix + elements[0..<count].joined(separator: ",")
            if case .failure = RecurrenceRule.parse(listSoFar) { return offset }
            offset += elements[count - 1].utf8.count + 1
        }
        return 0
    }

    private static func report(_ source: SourceLocation, _ tag: Tag, _ message: String, atValue: Bool = true) -> Diagnostic {
        Diagnostic(location: source, column: atValue ? tag.valueColumn : tag.column, message: message)
    }
}

extension Task {
    /// The tag keys Horizon interprets (docs/todotxt.md#tags-horizon-understands); any other tag is kept verbatim and means nothing to Horizon.
    public static let interpretedTagKeys: Set<String> = [
        "due", "t", "rec", "until", "at", "plan", "show", "float", "h", "hide", "pri", "delayed",
    ]
}

/// Explains why a `plan:` value is not a period, as precisely as its shape allows.
enum PeriodProblem {
    static func explain(_ value: String) -> String {
        let expected = "expected a day (2026-11-21), an ISO week (2026-W48), a month (2026-11) or a year (2026)"
        if value.utf8.count == 8, value.dropFirst(4).hasPrefix("-W"),
           let year = Int(value.prefix(4)), let week = Int(value.suffix(2)), (1...9999).contains(year) {
            if week < 1 { return "weeks are numbered from 01" }
            let weeks = ISOWeek.weeksIn(weekYear: year)
            if week > weeks { return "\(value.prefix(4)) has \(weeks) ISO weeks" }
            return "the week falls outside the years 0001 to 9999"
        }
        if value.utf8.count == 10, CivilDate(value) == nil, value.filter({ $0 == "-" }).count == 2 {
            return "\(value) is not a real day"
        }
        if value.utf8.count == 7, value.dropFirst(4).hasPrefix("-"), Int(value.prefix(4)) != nil {
            return "months are numbered 01 to 12"
        }
        return expected
    }
}
