import HorizonCore

/// Turns a plan item into the inline content of one list entry: checkbox, priority, time, the task's
/// words (projects, contexts, tags and links styled), then why it is listed and where it comes from.
enum ItemInlines {
    static func inlines(for item: PlanItem, in listPeriod: Period, today: CivilDate) -> [Inline] {
        [.label(content(for: item, in: listPeriod, today: today))]
    }

    private static func content(for item: PlanItem, in listPeriod: Period, today: CivilDate) -> [Inline] {
        let task = item.task
        var result: [Inline] = [.checkbox(checked: task.isComplete)]
        if let priority = task.priority {
            result.append(.styled(className: priorityClass(priority), [.strong([.text("(\(priority))")])]))
            result.append(.text(" "))
        }
        if let time = task.at {
            result.append(.styled(className: "time", [.text(time.description)]))
            result.append(.text(" "))
        }
        result.append(contentsOf: words(task.description))
        result.append(.text(" "))
        result.append(.styled(className: whyClass(item.reason), [.emphasis([.text(why(item, in: listPeriod, today: today))])]))
        result.append(.text(" "))
        result.append(.styled(className: "source", [.code(task.source.description)]))
        return result
    }

    /// `priority priority-A`: made once per letter, since a large list has thousands of each.
    private static let priorityClasses: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map {
        "priority priority-" + String(UnicodeScalar($0))
    }

    private static func priorityClass(_ priority: Priority) -> String {
        guard let ascii = priority.letter.asciiValue, ascii >= UInt8(ascii: "A"), ascii <= UInt8(ascii: "Z") else {
            return "priority priority-\(priority)"
        }
        return priorityClasses[Int(ascii - UInt8(ascii: "A"))]
    }

    private static func whyClass(_ reason: Reason) -> String {
        switch reason {
        case .due: "why why-due"
        case .planned: "why why-planned"
        case .overdue: "why why-overdue"
        case .occurrence: "why why-occurrence"
        case .starts: "why why-starts"
        case .floating: "why why-floating"
        case .carried: "why why-carried"
        }
    }

    /// Inlines for a completed task in a history list.
    static func completed(_ task: Task) -> [Inline] {
        [.label(completedContent(task))]
    }

    private static func completedContent(_ task: Task) -> [Inline] {
        var result: [Inline] = [.checkbox(checked: true)]
        if let day = task.completionDate {
            result.append(.styled(className: "time", [.text(DateLabels.short(day))]))
            result.append(.text(" "))
        }
        result.append(contentsOf: words(task.description))
        result.append(.text(" "))
        result.append(.styled(className: "source", [.code(task.source.description)]))
        return result
    }

    /// What the item says about why it is there: "due", "planned for week 2026-W48", "overdue 3 days"…
    static func why(_ item: PlanItem, in listPeriod: Period, today: CivilDate) -> String {
        var parts: [String] = []
        switch item.reason {
        case .due:
            parts.append("due")
        case .planned:
            parts.append(item.period == listPeriod ? "planned" : "planned for \(DateLabels.planned(item.period))")
            if let due = item.due { parts.append("due \(DateLabels.short(due))") }
        case .overdue:
            let days = item.daysOverdue ?? 0
            parts.append("overdue \(days) day\(days == 1 ? "" : "s")")
            if let due = item.due { parts.append("was due \(DateLabels.short(due))") }
        case .occurrence:
            parts.append(item.isProjected ? "projected occurrence" : "occurrence")
            if let due = item.due { parts.append("due \(DateLabels.short(due))") }
        case .starts:
            parts.append(item.period == .day(today) ? "starts today" : "starts")
            if let due = item.due { parts.append("due \(DateLabels.short(due))") }
        case .floating:
            parts.append("floating")
        case .carried:
            if let day = item.carriedFrom { parts.append("planned \(DateLabels.short(day))") }
            if let due = item.due { parts.append("due \(DateLabels.short(due))") }
        }
        if let rule = item.task.recurrence { parts.append(rule.label) }
        return parts.joined(separator: " · ")
    }

    /// The description split into words: `+project`, `@context`, tags and links styled, the rest text
    /// (runs of plain words stay one text node).
    static func words(_ description: Substring) -> [Inline] {
        var result: [Inline] = []
        let utf8 = description.utf8
        var plainStart = utf8.startIndex
        var wordStart = utf8.startIndex
        var index = utf8.startIndex
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == UInt8(ascii: " ") {
                if wordStart < index, let inline = styledWord(description[wordStart..<index]) {
                    if plainStart < wordStart { result.append(.text(String(description[plainStart..<wordStart]))) }
                    result.append(inline)
                    plainStart = index
                }
                if atEnd { break }
                wordStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if plainStart < utf8.endIndex { result.append(.text(String(description[plainStart...]))) }
        return result
    }

    private static func styledWord(_ word: Substring) -> Inline? {
        let bytes = word.utf8
        guard bytes.count > 1, let first = bytes.first else { return nil }
        if first == UInt8(ascii: "+") { return .styled(className: "project", [.text(String(word))]) }
        if first == UInt8(ascii: "@") { return .styled(className: "context", [.text(String(word))]) }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex else { return nil }
        if hasPrefixIgnoringCase(bytes, "https://") || hasPrefixIgnoringCase(bytes, "http://") || hasPrefixIgnoringCase(bytes, "mailto:") {
            return .link(destination: String(word), [.text(String(word))])
        }
        guard bytes.index(after: colon) != bytes.endIndex,
              !bytes[..<colon].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        let known = Task.interpretedTagKeys.contains(String(word[..<colon]))
        return .styled(className: known ? "tag tag-known" : "tag", [.text(String(word))])
    }

    private static func hasPrefixIgnoringCase(_ bytes: Substring.UTF8View, _ prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        var index = bytes.startIndex
        for offset in 0..<prefix.utf8CodeUnitCount {
            let expected = prefix.utf8Start[offset]
            let byte = bytes[index]
            // ASCII letters compare without case; the other bytes of a scheme must match exactly.
            guard byte == expected || (byte | 0x20 == expected && expected >= UInt8(ascii: "a") && expected <= UInt8(ascii: "z")) else {
                return false
            }
            index = bytes.index(after: index)
        }
        return true
    }
}
