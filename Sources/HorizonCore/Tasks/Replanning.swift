extension Task {
    /// The line planned for another period (`horizon plan`, docs/todotxt.md#moving-and-skipping): only `plan:` is rewritten (set,
    /// or removed with `show:` for ``PlanTarget/none``), and `show:` when levels are given; `due:` and every other
    /// byte stay. A period that ended before today and a done line are refused.
    public func replannedLine(_ target: PlanTarget, show levels: ShowLevels? = nil, today: CivilDate) throws(TaskEditError) -> String {
        guard !isComplete else { throw .alreadyComplete(source) }
        var editor = LineEditor(description)
        switch target {
        case .period(let period):
            guard period.lastDay >= today else { throw .periodEnded(period, today: today) }
            editor.set("plan", period.description)
        case .none:
            // No plan left for show: to filter: it goes too, unless --show sets it again
            // (docs/commands.md#synopsis, "plan").
            editor.remove("plan")
            if levels == nil { editor.remove("show") }
        }
        if let levels { editor.set("show", levels.tagValue) }
        let prefix = line.utf8.prefix(descriptionOffset)
        return String(decoding: prefix, as: UTF8.self) + editor.text
    }
}
