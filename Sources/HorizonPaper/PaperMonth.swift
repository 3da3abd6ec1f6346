/// What a printed month shows, worded (docs/output.md#paper-pdf): one landscape sheet with the calendar
/// grid (a row per ISO week, its number first) and a side column: the backlog on today's month, then
/// the month's plans.
package struct PaperMonth: Sendable, Hashable {
    /// One week of the calendar.
    package struct Week: Sendable, Hashable {
        /// Its number at the row's start ("49").
        package var label: String
        /// Monday to Sunday.
        package var days: [PaperBox]

        /// Creates a row.
        package init(label: String, days: [PaperBox]) {
            self.label = label
            self.days = days
        }
    }

    /// The sheet's title ("December 2026").
    package var title: String
    /// The site's name, in small print at the top right.
    package var site: String
    /// The weekday names over the columns.
    package var weekdays: [String]
    /// The calendar's weeks.
    package var weeks: [Week]
    /// Today's backlog, first in the side column of today's month, an entry a line; nil on the others.
    package var backlog: PaperBox?
    /// The rest of the side column: This month, each week's plans, Repeating.
    package var side: [PaperBox]

    /// Creates a month sheet.
    package init(title: String, site: String, weekdays: [String], weeks: [Week], backlog: PaperBox? = nil, side: [PaperBox]) {
        self.title = title
        self.site = site
        self.weekdays = weekdays
        self.weeks = weeks
        self.backlog = backlog
        self.side = side
    }
}
