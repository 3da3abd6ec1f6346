import HorizonCore

/// How a series is written: an RRULE and the last day it may reach, with the dates it gets wrong.
struct SeriesRule: Sendable {
    /// `FREQ=…` without `UNTIL`.
    let value: String
    let until: CivilDate
    /// Days the RRULE names that are not occurrences (holidays of a business-day rule, the 31sts a
    /// drifted month rule no longer reaches): EXDATEs.
    var exceptions: [CivilDate] = []
    /// Occurrences the RRULE does not name (the clamped days of a month-end drift): events of their own,
    /// never RDATEs, which calcurse, Outlook and other calendars ignore (docs/output.md#planics-and-tasksics).
    var outside: [CivilDate] = []
}
