/// One row of a week sheet's Routines rows: the task and, under each day column, its box.
package struct PaperRoutine: Sendable, Hashable {
    /// What a day column shows for the routine.
    package enum Day: Sendable, Hashable {
        /// It does not occur that day: nothing.
        case none
        /// It occurs from today on and is not done yet: an empty checkbox.
        case open
        /// A completion is recorded: a ticked checkbox.
        case done
        /// It occurred before today and was not done: a crossed checkbox, unlike a day with no box.
        case missed
    }

    /// The task ("07:00 Stretch").
    package var name: String
    /// A short note after the name ("streak 3").
    package var note: String?
    /// Monday to Sunday.
    package var days: [Day]

    /// Creates a row.
    package init(name: String, note: String? = nil, days: [Day]) {
        self.name = name
        self.note = note
        self.days = days
    }
}
