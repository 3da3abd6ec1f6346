extension Task {
    /// The line moved to its next occurrence without being completed (`horizon skip`, docs/todotxt.md#moving-and-skipping): the dates
    /// completing it on its due date would give (a `plan:` day, else `t:`, standing in for a missing due
    /// date), every other byte kept; `delayed:` goes, as it belonged to the skipped occurrence. Nothing
    /// marks the skipped day done, so habit views show it as missed.
    public func skippedLine() throws(TaskEditError) -> String {
        guard !isComplete else { throw .alreadyComplete(source) }
        guard let rule = recurrence else { throw .notRecurring(source) }
        let dayPlan: CivilDate? = if case .day(let day)? = plan { day } else { nil }
        guard let current = due ?? dayPlan ?? threshold else { throw .nothingToSkipFrom(source) }
        var editor = LineEditor(description)
        editor.remove("delayed")
        guard advance(&editor, rule, completedOn: current) else {
            if let until { throw .seriesEnds(source, until: until) }
            throw .beyondCalendar(source)
        }
        let prefix = line.utf8.prefix(descriptionOffset)
        return String(decoding: prefix, as: UTF8.self) + editor.text
    }
}
