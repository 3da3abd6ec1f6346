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
        sink.code(source: task.source)
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
        case .unplanned: "why why-unplanned"
        }
    }

    /// What the item says about why it is there: "due", "planned for week 2026-W48", "overdue 3 days"…
    /// Built by appending to one string: the entry cache asks this a million times.
    static func why(_ item: PlanItem, in listPeriod: Period, today: CivilDate) -> String {
        var text = ""
        text.reserveCapacity(64)
        func part(_ piece: String) {
            if !text.isEmpty { text += " · " }
            text += piece
        }
        func due(_ prefix: String, _ date: CivilDate?) {
            guard let date else { return }
            if !text.isEmpty { text += " · " }
            text += prefix
            DateLabels.appendShort(date, to: &text)
        }
        switch item.reason {
        case .due:
            part("due")
        case .planned:
            part(item.period == listPeriod ? "planned" : "planned for \(DateLabels.planned(item.period))")
            due("due ", item.due)
        case .overdue:
            let days = item.daysOverdue ?? 0
            part("overdue \(days) day\(days == 1 ? "" : "s")")
            due("was due ", item.due)
        case .occurrence:
            part(item.isProjected ? "projected occurrence" : "occurrence")
            due("due ", item.due)
        case .starts:
            part(item.period == .day(today) ? "starts today" : "starts")
            due("due ", item.due)
        case .floating:
            part("floating")
        case .carried:
            if let period = item.carriedFrom {
                if case .day(let date) = period { due("planned ", date) } else { part("planned for \(DateLabels.planned(period))") }
            }
            due("due ", item.due)
        case .unplanned:
            part("unplanned")
        }
        if let rule = item.task.recurrence { part(rule.label) }
        return text
    }

    /// The description split into words: `+project`, `@context`, tags and links styled, the rest text
    /// (runs of plain words stay one text node). Works on the UTF-8 bytes: the entry cache splits a
    /// million descriptions, and cutting at spaces keeps every piece valid UTF-8.
    static func words(_ description: Substring, into sink: inout some InlineSink) {
        var description = description
        description.withUTF8 { bytes in
            var plainStart = 0
            var wordStart = 0
            for index in 0...bytes.count {
                guard index == bytes.count || bytes[index] == UInt8(ascii: " ") else { continue }
                if wordStart < index {
                    let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
                    if let style = style(of: word) {
                        if plainStart < wordStart { sink.text(utf8: UnsafeBufferPointer(rebasing: bytes[plainStart..<wordStart])) }
                        switch style {
                        case .link: sink.link(utf8: word)
                        case .styled(let className):
                            sink.open(.styled(className))
                            sink.text(utf8: word)
                            sink.close()
                        }
                        plainStart = index
                    }
                }
                wordStart = index + 1
            }
            if plainStart < bytes.count { sink.text(utf8: UnsafeBufferPointer(rebasing: bytes[plainStart...])) }
        }
    }

    private enum WordStyle {
        case styled(String)
        case link
    }

    private static func style(of word: UnsafeBufferPointer<UInt8>) -> WordStyle? {
        guard word.count > 1 else { return nil }
        if word[0] == UInt8(ascii: "+") { return .styled("project") }
        if word[0] == UInt8(ascii: "@") { return .styled("context") }
        if hasPrefixIgnoringCase(word, "https://") || hasPrefixIgnoringCase(word, "http://") || hasPrefixIgnoringCase(word, "mailto:") {
            return .link
        }
        // The parser's rule, so that a page never styles as a tag what the parser reads as text.
        guard let colon = TaskParser.tagColon(in: word) else { return nil }
        let known = Task.interpretedTagKeys.contains(String(decoding: UnsafeBufferPointer(rebasing: word[..<colon]), as: UTF8.self))
        return .styled(known ? "tag tag-known" : "tag")
    }

    private static func hasPrefixIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        for offset in 0..<prefix.utf8CodeUnitCount {
            let expected = prefix.utf8Start[offset]
            let byte = bytes[offset]
            // ASCII letters compare without case; the other bytes of a scheme must match exactly.
            guard byte == expected || (byte | 0x20 == expected && expected >= UInt8(ascii: "a") && expected <= UInt8(ascii: "z")) else {
                return false
            }
        }
        return true
    }
}
