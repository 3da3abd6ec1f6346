import HorizonCore

/// How dates and periods read on the pages (English, day-month order: "Mon 30 Nov").
enum DateLabels {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    static func monthShort(_ month: Int) -> String { String(monthNames[month - 1].prefix(3)) }

    /// "Mon 30 Nov".
    static func short(_ date: CivilDate) -> String {
        var text = ""
        appendShort(date, to: &text)
        return text
    }

    /// Appends "Mon 30 Nov" without building the pieces as separate strings.
    static func appendShort(_ date: CivilDate, to text: inout String) {
        let parts = date.components
        text += date.weekday.shortName
        text += " "
        text += String(parts.day)
        text += " "
        text += monthShortNames[parts.month - 1]
    }

    private static let monthShortNames = monthNames.map { String($0.prefix(3)) }

    /// "Mon 30 Nov 2026".
    static func long(_ date: CivilDate) -> String {
        "\(short(date)) \(date.year)"
    }

    /// "23–29 Nov 2026" or "28 Dec 2026 – 3 Jan 2027".
    static func range(_ first: CivilDate, _ last: CivilDate) -> String {
        let a = first.components, b = last.components
        if a.year != b.year {
            return "\(a.day) \(monthShort(a.month)) \(a.year) – \(b.day) \(monthShort(b.month)) \(b.year)"
        }
        if a.month != b.month {
            return "\(a.day) \(monthShort(a.month)) – \(b.day) \(monthShort(b.month)) \(b.year)"
        }
        return "\(a.day)–\(b.day) \(monthShort(a.month)) \(a.year)"
    }

    /// "November 2026".
    static func month(_ month: YearMonth) -> String {
        "\(monthNames[month.month - 1]) \(month.year)"
    }

    /// A period as a heading: "Sat 21 Nov 2026", "Week 2026-W48 · 23–29 Nov 2026", "November 2026", "2026".
    static func title(_ period: Period) -> String {
        switch period {
        case .day(let date): long(date)
        case .week(let week): "Week \(week) · \(range(week.firstDay, week.lastDay))"
        case .month(let month): self.month(month)
        case .year: period.description
        }
    }

    /// A period as the why line names it: "Mon 30 Nov", "2026-W48", "October" (this year) or
    /// "October 2027", "2027".
    static func planned(_ period: Period, today: CivilDate) -> String {
        switch period {
        case .day(let date): short(date, today: today)
        case .week(let week): week.description
        case .month(let month): month.year == today.year ? monthNames[month.month - 1] : self.month(month)
        case .year(let year): String(year)
        }
    }

    /// Where a carried plan was planned: "Mon 16 Nov", "for 2026-W46", "for October".
    static func carried(_ period: Period?, today: CivilDate) -> String {
        guard let period else { return "earlier" }
        if case .day(let date) = period { return short(date, today: today) }
        return "for " + planned(period, today: today)
    }

    /// A week as a sub-heading: "2026-W49 · 30 Nov – 6 Dec" (the year only when the week crosses one).
    static func weekHeading(_ week: ISOWeek) -> String {
        let first = week.firstDay.components, last = week.lastDay.components
        if first.year != last.year { return "\(week) · \(range(week.firstDay, week.lastDay))" }
        if first.month != last.month {
            return "\(week) · \(first.day) \(monthShort(first.month)) – \(last.day) \(monthShort(last.month))"
        }
        return "\(week) · \(first.day)–\(last.day) \(monthShort(first.month))"
    }

    /// A period as a sub-heading inside a coarser page: "2026-W49 · 30 Nov – 6 Dec", "Mon 30 Nov".
    static func subheading(_ period: Period) -> String {
        switch period {
        case .day(let date): short(date)
        case .week(let week): weekHeading(week)
        case .month(let month): self.month(month)
        case .year(let year): String(year)
        }
    }

    /// A period in page navigation: "Mon 23 Nov", "2026-W48" (the week-year, SPEC §2), "November 2026", "2026".
    static func navigation(_ period: Period) -> String {
        switch period {
        case .day(let date): short(date)
        case .week(let week): week.description
        case .month(let month): self.month(month)
        case .year(let year): String(year)
        }
    }

    /// "Mon 30 Nov", with the year when the date is in another year than today's or more than a year
    /// away (SPEC §4.5: "was due Sat 20 Dec 2025").
    static func short(_ date: CivilDate, today: CivilDate) -> String {
        let far = date.year != today.year || abs(date.dayNumber - today.dayNumber) > 365
        return far ? long(date) : short(date)
    }

    /// "Mon 30 Nov" as a heading inside its own week or month: weekday and month are hidden on
    /// a calendar (the grid says them) but read by screen readers and kept in Markdown.
    static func cellTitle(_ date: CivilDate) -> [Inline] {
        let parts = date.components
        return [
            .styled(className: "vh", [.text(date.weekday.shortName + " ")]),
            .text(String(parts.day)),
            .styled(className: "vh", [.text(" " + monthShort(parts.month))]),
        ]
    }

}

extension Period {
    /// The page of the site for this period, without extension (`week/2026-W48`).
    var pagePath: String {
        switch self {
        case .day: "day/\(self)"
        case .week: "week/\(self)"
        case .month: "month/\(self)"
        case .year: "year/\(self)"
        }
    }
}
