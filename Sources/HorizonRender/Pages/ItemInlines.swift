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
            result.append(.styled(className: "priority priority-\(priority)", [.strong([.text("(\(priority))")])]))
            result.append(.text(" "))
        }
        if let time = task.at {
            result.append(.styled(className: "time", [.text(time.description)]))
            result.append(.text(" "))
        }
        result.append(contentsOf: words(task.description))
        result.append(.text(" "))
        result.append(.styled(className: "why why-\(item.reason.rawValue)", [.emphasis([.text(why(item, in: listPeriod, today: today))])]))
        result.append(.text(" "))
        result.append(.styled(className: "source", [.code(task.source.description)]))
        return result
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

    /// The description split into words: `+project`, `@context`, tags and links styled, the rest text.
    static func words(_ description: Substring) -> [Inline] {
        var result: [Inline] = []
        var pendingText = ""
        func flush() {
            if !pendingText.isEmpty { result.append(.text(pendingText)) }
            pendingText = ""
        }
        for (index, word) in description.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { pendingText += " " }
            guard let inline = styledWord(word) else {
                pendingText += word
                continue
            }
            flush()
            result.append(inline)
        }
        flush()
        return result
    }

    private static func styledWord(_ word: Substring) -> Inline? {
        guard word.count > 1 else { return nil }
        if word.hasPrefix("+") { return .styled(className: "project", [.text(String(word))]) }
        if word.hasPrefix("@") { return .styled(className: "context", [.text(String(word))]) }
        let lowered = word.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || lowered.hasPrefix("mailto:") {
            return .link(destination: String(word), [.text(String(word))])
        }
        if let colon = word.firstIndex(of: ":"), colon != word.startIndex, word.index(after: colon) != word.endIndex,
           !word[..<colon].allSatisfy(\.isNumber) {
            let known = Task.interpretedTagKeys.contains(String(word[..<colon]))
            return .styled(className: known ? "tag tag-known" : "tag", [.text(String(word))])
        }
        return nil
    }
}
