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

    /// A period as a short label for items planned coarser than a day: "week 2026-W48", "November 2026".
    static func planned(_ period: Period) -> String {
        switch period {
        case .day(let date): short(date)
        case .week(let week): "week \(week)"
        case .month(let month): self.month(month)
        case .year(let year): "year \(year)"
        }
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
