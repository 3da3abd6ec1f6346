import HorizonCore

/// Turns a plan item into the inline content of one list entry: checkbox, priority, time, the task's
/// words (projects, contexts, tags and links styled), then why it is listed and where it comes from.
enum ItemInlines {
    static func inlines(for item: PlanItem, in listPeriod: Period, today: CivilDate) -> [Inline] {
        var builder = InlineBuilder()
        write(item, in: listPeriod, today: today, into: &builder)
        return builder.inlines
    }

    /// Inlines for a completed task in a history list.
    static func completed(_ task: Task) -> [Inline] {
        var builder = InlineBuilder()
        writeCompleted(task, into: &builder)
        return builder.inlines
    }

    /// The entry of an open item, into any sink (Inline values, or cmark nodes directly).
    static func write(_ item: PlanItem, in listPeriod: Period, today: CivilDate, into sink: inout some InlineSink) {
        let task = item.task
        sink.open(.label)
        sink.checkbox(checked: task.isComplete)
        if let priority = task.priority {
            sink.open(.styled(priorityClass(priority)))
            sink.open(.strong)
            sink.text("(\(priority))")
            sink.close()
            sink.close()
            sink.text(" ")
        }
        if let time = task.at {
            sink.open(.styled("time"))
            sink.text(time.description)
            sink.close()
            sink.text(" ")
        }
        words(task.description, into: &sink)
        sink.text(" ")
        sink.open(.styled(whyClass(item.reason)))
        sink.open(.emphasis)
        sink.text(why(item, in: listPeriod, today: today))
        sink.close()
        sink.close()
        sink.text(" ")
        source(task, into: &sink)
        sink.close()
    }

    /// The entry of a completed task, into any sink.
    static func writeCompleted(_ task: Task, into sink: inout some InlineSink) {
        sink.open(.label)
        sink.checkbox(checked: true)
        if let day = task.completionDate {
            sink.open(.styled("time"))
            sink.text(DateLabels.short(day))
            sink.close()
            sink.text(" ")
        }
        words(task.description, into: &sink)
        sink.text(" ")
        source(task, into: &sink)
        sink.close()
    }

    private static func source(_ task: Task, into sink: inout some InlineSink) {
        sink.open(.styled("source"))
        sink.code(task.source.description)
        sink.close()
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
    static func words(_ description: Substring, into sink: inout some InlineSink) {
        let utf8 = description.utf8
        var plainStart = utf8.startIndex
        var wordStart = utf8.startIndex
        var index = utf8.startIndex
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == UInt8(ascii: " ") {
                if wordStart < index, let style = style(of: description[wordStart..<index]) {
                    if plainStart < wordStart { sink.text(description[plainStart..<wordStart]) }
                    let word = description[wordStart..<index]
                    switch style {
                    case .link: sink.link(word, text: word)
                    case .styled(let className):
                        sink.open(.styled(className))
                        sink.text(word)
                        sink.close()
                    }
                    plainStart = index
                }
                if atEnd { break }
                wordStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if plainStart < utf8.endIndex { sink.text(description[plainStart...]) }
    }

    private enum WordStyle {
        case styled(String)
        case link
    }

    private static func style(of word: Substring) -> WordStyle? {
        let bytes = word.utf8
        guard bytes.count > 1, let first = bytes.first else { return nil }
        if first == UInt8(ascii: "+") { return .styled("project") }
        if first == UInt8(ascii: "@") { return .styled("context") }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex else { return nil }
        if hasPrefixIgnoringCase(bytes, "https://") || hasPrefixIgnoringCase(bytes, "http://") || hasPrefixIgnoringCase(bytes, "mailto:") {
            return .link
        }
        guard bytes.index(after: colon) != bytes.endIndex,
              !bytes[..<colon].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        let known = Task.interpretedTagKeys.contains(String(word[..<colon]))
        return .styled(known ? "tag tag-known" : "tag")
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
