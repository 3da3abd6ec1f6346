/// What a printed week shows, worded (docs/output.md#paper-pdf): one landscape sheet with This week's
/// plans and the backlog in the left column, the seven days beside them, and the Routines rows across
/// the bottom, each routine's boxes under their day columns.
package struct PaperWeek: Sendable, Hashable {
    /// The sheet's title ("Week 49 · 30 Nov – 6 Dec 2026").
    package var title: String
    /// The site's name, in small print at the top right.
    package var site: String
    /// The week's own plans.
    package var plans: PaperBox
    /// Today's backlog, on the sheet of today's week; nil on the others.
    package var backlog: PaperBox?
    /// Monday to Sunday.
    package var days: [PaperBox]
    /// The routines, in order: at least the rows the sheet prints (``WeekLayout/routineRows``).
    package var routines: [PaperRoutine]
    /// Routines after those, not worded: only counted, in "+N more routines".
    package var unwordedRoutines: Int
    /// How many routines the week has.
    package var routineCount: Int { routines.count + unwordedRoutines }

    /// Creates a week sheet; `unwordedRoutines` follow `routines`, counted but not worded.
    package init(title: String, site: String, plans: PaperBox, backlog: PaperBox?, days: [PaperBox], routines: [PaperRoutine],
                 unwordedRoutines: Int = 0) {
        self.title = title
        self.site = site
        self.plans = plans
        self.backlog = backlog
        self.days = days
        self.routines = routines
        self.unwordedRoutines = unwordedRoutines
    }
}
