import Foundation
import HorizonCore

/// How dates and periods read on the pages: Horizon's English by default ("Mon 30 Nov", day before
/// month), or a locale's day and month names and date order (`--locale`). ISO week labels
/// (`2026-W48`) are the same in every locale.
struct DateLabels: Sendable {
    /// Horizon's English labels.
    static let english = DateLabels(locale: nil)

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    private static let monthShortNames = monthNames.map { String($0.prefix(3)) }

    private let localized: LocalizedDateFormats?

    /// Labels in a locale's language and date order; nil is Horizon's English.
    init(locale: Locale?) {
        localized = locale.map(LocalizedDateFormats.init)
    }

    /// "November".
    func monthName(_ month: Int) -> String {
        localized?.monthNames[month - 1] ?? DateLabels.monthNames[month - 1]
    }

    /// "Nov".
    func monthShort(_ month: Int) -> String {
        localized?.monthShortNames[month - 1] ?? DateLabels.monthShortNames[month - 1]
    }

    /// The column heads of a calendar, Monday first: "Mon" … "Sun".
    var weekdayNames: [String] {
        localized?.weekdayNames ?? Weekday.allCases.map(\.shortName)
    }

    /// The column heads of a small calendar, Monday first: "M" … "S".
    var weekdayLetters: [String] {
        localized?.weekdayLetters ?? Weekday.allCases.map { String($0.shortName.prefix(1)) }
    }

    /// The day of the month as a number: "30".
    func dayNumber(_ date: CivilDate) -> String {
        localized?.format(date, template: "d") ?? String(date.day)
    }

    /// "Mon 30 Nov".
    func short(_ date: CivilDate) -> String {
        var text = ""
        appendShort(date, to: &text)
        return text
    }

    /// Appends "Mon 30 Nov" without building the pieces as separate strings.
    func appendShort(_ date: CivilDate, to text: inout String) {
        if let localized {
            text += localized.format(date, template: "EEEdMMM")
            return
        }
        let parts = date.components
        text += date.weekday.shortName
        text += " "
        text += String(parts.day)
        text += " "
        text += DateLabels.monthShortNames[parts.month - 1]
    }

    /// "30 Nov" (with the year when it is not today's year): a date in a compact why.
    func dayMonth(_ date: CivilDate, today: CivilDate) -> String {
        let format = date.year == today.year ? "dMMM" : "dMMMy"
        if let localized { return localized.format(date, template: format) }
        let parts = date.components
        let text = "\(parts.day) \(DateLabels.monthShortNames[parts.month - 1])"
        return date.year == today.year ? text : "\(text) \(parts.year)"
    }

    /// "Mon 30 Nov 2026".
    func long(_ date: CivilDate) -> String {
        localized?.format(date, template: "EEEdMMMy") ?? "\(short(date)) \(date.year)"
    }

    /// "23–29 Nov 2026" or "28 Dec 2026 – 3 Jan 2027".
    func range(_ first: CivilDate, _ last: CivilDate) -> String {
        if let localized { return localized.range(first, last, template: "dMMMy") }
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
    func month(_ month: YearMonth) -> String {
        localized?.format(month.firstDay, template: "MMMMy") ?? "\(DateLabels.monthNames[month.month - 1]) \(month.year)"
    }

    /// A period as a heading: "Sat 21 Nov 2026", "Week 2026-W48 · 23–29 Nov 2026", "November 2026", "2026".
    func title(_ period: Period) -> String {
        switch period {
        case .day(let date): long(date)
        case .week(let week): "Week \(week) · \(range(week.firstDay, week.lastDay))"
        case .month(let month): self.month(month)
        case .year: period.description
        }
    }

    /// A period as the why line names it: "Mon 30 Nov", "2026-W48", "October" (this year) or
    /// "October 2027", "2027".
    func planned(_ period: Period, today: CivilDate) -> String {
        switch period {
        case .day(let date): short(date, today: today)
        case .week(let week): week.description
        case .month(let month): month.year == today.year ? monthName(month.month) : self.month(month)
        case .year(let year): String(year)
        }
    }

    /// Where a carried plan was planned: "Mon 16 Nov", "for 2026-W46", "for October".
    func carried(_ period: Period?, today: CivilDate) -> String {
        guard let period else { return "earlier" }
        if case .day(let date) = period { return short(date, today: today) }
        return "for " + planned(period, today: today)
    }

    /// A week as a sub-heading: "2026-W49 · 30 Nov – 6 Dec" (the year only when the week crosses one).
    func weekHeading(_ week: ISOWeek) -> String {
        let first = week.firstDay.components, last = week.lastDay.components
        if first.year != last.year { return "\(week) · \(range(week.firstDay, week.lastDay))" }
        if let localized { return "\(week) · " + localized.range(week.firstDay, week.lastDay, template: "dMMM") }
        if first.month != last.month {
            return "\(week) · \(first.day) \(monthShort(first.month)) – \(last.day) \(monthShort(last.month))"
        }
        return "\(week) · \(first.day)–\(last.day) \(monthShort(first.month))"
    }

    /// A period as a sub-heading inside a coarser page: "2026-W49 · 30 Nov – 6 Dec", "Mon 30 Nov".
    func subheading(_ period: Period) -> String {
        switch period {
        case .day(let date): short(date)
        case .week(let week): weekHeading(week)
        case .month(let month): self.month(month)
        case .year(let year): String(year)
        }
    }

    /// A period in page navigation: "Mon 23 Nov", "2026-W48" (the week-year, docs/todotxt.md#periods-and-weeks), "November 2026", "2026".
    func navigation(_ period: Period) -> String {
        switch period {
        case .day(let date): short(date)
        case .week(let week): week.description
        case .month(let month): self.month(month)
        case .year(let year): String(year)
        }
    }

    /// "Mon 30 Nov", with the year when the date is in another year than today's or more than a year
    /// away (docs/output.md#how-an-item-reads: "was due Sat 20 Dec 2025").
    func short(_ date: CivilDate, today: CivilDate) -> String {
        let far = date.year != today.year || abs(date.dayNumber - today.dayNumber) > 365
        return far ? long(date) : short(date)
    }

    /// "Mon 30 Nov" as a heading inside its own week or month: weekday and month are hidden on
    /// a calendar (the grid says them) but read by screen readers and kept in Markdown.
    func cellTitle(_ date: CivilDate) -> [Inline] {
        let parts = date.components
        return [
            .styled(className: "vh", [.text((localized?.weekdayNames[date.weekday.rawValue - 1] ?? date.weekday.shortName) + " ")]),
            .text(dayNumber(date)),
            .styled(className: "vh", [.text(" " + monthShort(parts.month))]),
        ]
    }
}
