extension Task {
    /// The line delayed by one day (docs/commands.md#delay `delayed:1`): its `plan:` day, else its `due:` date, moves to
    /// the day after the later of that day and today; a second delay is refused.
    public func delayedLine(today: CivilDate) throws(TaskEditError) -> String {
        guard !isComplete else { throw .alreadyComplete(source) }
        guard !isDelayed else { throw .alreadyDelayed(source) }
        var editor = LineEditor(description)
        let key: String, day: CivilDate
        if case .day(let planned)? = plan {
            (key, day) = ("plan", planned)
        } else if plan == nil, let due {
            (key, day) = ("due", due)
        } else if let plan {
            // A week, month or year plan: its due: is a deadline, not the day it is planned for
            // (docs/commands.md#synopsis, "delay").
            throw .plannedForLongerPeriod(source, plan)
        } else {
            throw .notDayPlanned(source)
        }
        let newDay = max(day, today).adding(days: 1)
        // A day after 9999-12-31 could not be written back as YYYY-MM-DD.
        guard newDay <= CivilDate.latest else { throw .beyondCalendar(source) }
        editor.set(key, newDay.description)
        editor.set("delayed", "1")
        let prefix = line.utf8.prefix(descriptionOffset)
        return String(decoding: prefix, as: UTF8.self) + editor.text
    }
}
