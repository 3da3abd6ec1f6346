/// The tablet planner, worded (docs/output.md#planner-pdf): its pages in their fixed order, each with
/// its named destination, page label, title, links and boxes, and the outline. Which pages there are
/// was decided from the dates alone; what each box holds, by the same sheets as the printed ones.
package struct PaperPlanner: Sendable {
    /// A link to a page: what it says and where it leads.
    package struct Link: Sendable, Hashable {
        /// The words tapped ("W49", "Dec", "Today").
        package var label: String
        /// The page's named destination.
        package var destination: String
        /// The page's number, from 1 ("p. 37").
        package var page: Int

        /// Creates a link.
        package init(label: String, destination: String, page: Int) {
            self.label = label
            self.destination = destination
            self.page = page
        }
    }

    /// Where a box's entries that do not fit go: a section of an overflow page.
    package struct Overflow: Sendable, Hashable {
        /// The section's identity on that page: boxes of the same list share it, and the section
        /// starts at the first entry any of them left out. The page lists its sections in the order
        /// of their keys.
        package var key: String
        /// The section's heading ("Thu 3 Dec").
        package var heading: String
        /// The overflow page.
        package var link: Link

        /// Creates an overflow.
        package init(key: String, heading: String, link: Link) {
            self.key = key
            self.heading = heading
            self.link = link
        }
    }

    /// A box of a page, with the page its heading leads to and the page its rest goes to.
    package struct Box: Sendable {
        /// The box.
        package var box: PaperBox
        /// The page a tap on its heading opens (a day's box to its day page).
        package var heading: Link?
        /// Where the entries that do not fit go; nil: they are only counted.
        package var overflow: Overflow?

        /// Creates a box.
        package init(_ box: PaperBox, heading: Link? = nil, overflow: Overflow? = nil) {
            self.box = box
            self.heading = heading
            self.overflow = overflow
        }
    }

    /// A day of an overview: its number or name, how many entries it has, whether it lies outside
    /// its month, and the page it opens.
    package struct CountedDay: Sendable, Hashable {
        package var label: String
        package var count: Int
        package var dimmed: Bool
        package var shade: PaperBox.Shade
        package var link: Link?

        /// Creates a day.
        package init(label: String, count: Int, dimmed: Bool = false, shade: PaperBox.Shade = .plain, link: Link? = nil) {
            self.label = label
            self.count = count
            self.dimmed = dimmed
            self.shade = shade
            self.link = link
        }
    }

    /// A week of a small calendar: its number and its seven days.
    package struct CalendarWeek: Sendable, Hashable {
        package var label: String
        package var days: [CountedDay]

        /// Creates a week.
        package init(label: String, days: [CountedDay]) {
            self.label = label
            self.days = days
        }
    }

    /// A small calendar of the 6-month overview: the whole of it opens the month's page.
    package struct Calendar: Sendable, Hashable {
        package var title: String
        /// A short line after the title ("4 plans").
        package var note: String?
        package var link: Link
        package var weekdays: [String]
        package var weeks: [CalendarWeek]

        /// Creates a calendar.
        package init(title: String, note: String?, link: Link, weekdays: [String], weeks: [CalendarWeek]) {
            self.title = title
            self.note = note
            self.link = link
            self.weekdays = weekdays
            self.weeks = weeks
        }
    }

    /// A row of the 6-week overview: the week, its plans' count and its days.
    package struct WeekRow: Sendable, Hashable {
        package var link: Link
        package var plans: Int
        package var days: [CountedDay]

        /// Creates a row.
        package init(link: Link, plans: Int, days: [CountedDay]) {
            self.link = link
            self.plans = plans
            self.days = days
        }
    }

    /// A week of a month page's calendar: its number, the week page it opens (when the planner has
    /// one) and its seven day cells.
    package struct MonthWeek: Sendable {
        package var label: String
        package var link: Link?
        package var days: [Box]

        /// Creates a week.
        package init(label: String, link: Link?, days: [Box]) {
            self.label = label
            self.link = link
            self.days = days
        }
    }

    /// What a page shows under its title.
    package enum Body: Sendable {
        /// Today's own items above the backlog.
        case today(today: Box, backlog: Box)
        /// Six small calendars.
        case months([Calendar])
        /// Six week rows.
        case weeks(weekdays: [String], rows: [WeekRow])
        /// A calendar of the month and, under it, the month's plans, its weeks' plans and its Repeating list.
        case month(weekdays: [String], weeks: [MonthWeek], plans: Box, weekPlans: Box, repeating: Box)
        /// Monday to Sunday and the week's plans.
        case week(days: [Box], plans: Box)
        /// The day's items above ruled lines for notes.
        case day(Box)
        /// What the boxes leading here could not hold, gathered while they are drawn; `empty` when nothing.
        case more(empty: String)
    }

    /// One page.
    package struct Page: Sendable {
        /// Its named destination, plain ASCII ("2026-W49").
        package var destination: String
        /// Its label in the viewer's page list ("W49").
        package var label: String
        /// The heading at its top.
        package var title: String
        /// The links of its top bar: Today, the overviews, the pages it leads up to.
        package var navigation: [Link]
        /// The previous and the next page.
        package var previous: Link?
        package var next: Link?
        package var body: Body

        /// Creates a page.
        package init(destination: String, label: String, title: String, navigation: [Link], previous: Link?, next: Link?, body: Body) {
            self.destination = destination
            self.label = label
            self.title = title
            self.navigation = navigation
            self.previous = previous
            self.next = next
            self.body = body
        }
    }

    /// An entry of the outline, with the entries under it.
    package struct Outline: Sendable, Hashable {
        package var title: String
        package var destination: String
        package var children: [Outline]

        /// Creates an entry.
        package init(title: String, destination: String, children: [Outline] = []) {
            self.title = title
            self.destination = destination
            self.children = children
        }
    }

    /// The document's title.
    package var title: String
    /// The pages, in order.
    package var pages: [Page]
    /// The outline.
    package var outline: [Outline]

    /// Creates a planner.
    package init(title: String, pages: [Page], outline: [Outline]) {
        self.title = title
        self.pages = pages
        self.outline = outline
    }
}
