import Foundation
import HorizonCore

/// Day and month names and the order of date parts from Foundation's locale data (`--locale`), for
/// civil dates: a fixed Gregorian calendar in UTC, so no time zone or DST can move a day. Labels are
/// cached per date, since pages are rendered in parallel and ask for the same few hundred dates again
/// and again; formatters are only used under the lock.
final class LocalizedDateFormats: Sendable {
    /// The locale.
    let locale: Locale
    /// Short weekday names, Monday first (ISO order, whatever the locale's first day).
    let weekdayNames: [String]
    /// One- or two-letter weekday names, Monday first.
    let weekdayLetters: [String]
    /// Month names as they stand alone ("listopad" in Polish, not the genitive "listopada").
    let monthNames: [String]
    /// Short month names, standing alone.
    let monthShortNames: [String]

    private let calendar: Calendar
    private let cache = Locked(Cache())

    /// Formatters by template and the labels made so far: Foundation's formatters are not safe to use
    /// from several threads at once.
    private struct Cache: Sendable {
        var formatters: [String: DateFormatter] = [:]
        var intervalFormatters: [String: DateIntervalFormatter] = [:]
        var labels: [Key: String] = [:]
    }

    private struct Key: Hashable {
        let template: String
        let first: Int
        let last: Int
    }

    init(locale: Locale) {
        self.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = locale
        self.calendar = calendar
        let symbols = DateFormatter()
        symbols.locale = locale
        symbols.calendar = calendar
        // Foundation's lists start on Sunday.
        func mondayFirst(_ names: [String]) -> [String] { Array(names.dropFirst()) + names.prefix(1) }
        weekdayNames = mondayFirst(symbols.shortStandaloneWeekdaySymbols)
        weekdayLetters = mondayFirst(symbols.veryShortStandaloneWeekdaySymbols)
        monthNames = symbols.standaloneMonthSymbols
        monthShortNames = symbols.shortStandaloneMonthSymbols
    }

    /// A date in the locale's form of a template of CLDR fields (`EEEdMMM`: weekday, day, short month).
    func format(_ date: CivilDate, template: String) -> String {
        label(Key(template: template, first: date.dayNumber, last: date.dayNumber)) { cache in
            self.format(date, template: template, &cache)
        }
    }

    private func format(_ date: CivilDate, template: String, _ cache: inout Cache) -> String {
        let (moment, yearShift) = self.moment(date)
        return unshifted(formatter(template, &cache).string(from: moment), year: date.year, shift: yearShift)
    }

    /// Two dates as a range in the locale's form (`23.–29. Nov. 2026`): the parts they share said once.
    func range(_ first: CivilDate, _ last: CivilDate, template: String) -> String {
        label(Key(template: template, first: first.dayNumber, last: last.dayNumber)) { cache in
            let (start, startShift) = self.moment(first)
            let (end, endShift) = self.moment(last)
            // Both ends must be shifted alike, or the range would span centuries.
            guard startShift == endShift else {
                return self.format(first, template: template, &cache) + " – " + self.format(last, template: template, &cache)
            }
            let formatter = self.intervalFormatter(template, &cache)
            var text = formatter.string(from: start, to: end)
            if startShift > 0 {
                text = self.unshifted(text, year: first.year, shift: startShift)
                if last.year != first.year { text = self.unshifted(text, year: last.year, shift: endShift) }
            }
            return text
        }
    }

    private func label(_ key: Key, _ make: (inout Cache) -> String) -> String {
        cache.withLock { cache in
            if let text = cache.labels[key] { return text }
            let text = make(&cache)
            cache.labels[key] = text
            return text
        }
    }

    /// Midnight UTC of the date. Foundation's Gregorian calendar is Julian before October 1582, and
    /// the proleptic Gregorian calendar repeats every 400 years (146 097 days, a whole number of
    /// weeks): an earlier date is formatted 400·k years later and its year put back.
    private func moment(_ date: CivilDate) -> (Date, yearShift: Int) {
        let shift = date.year < 1600 ? ((1600 - date.year) / 400 + 1) * 400 : 0
        let days = date.dayNumber + shift / 400 * 146_097
        return (Date(timeIntervalSince1970: TimeInterval(days) * 86_400), shift)
    }

    private func unshifted(_ text: String, year: Int, shift: Int) -> String {
        guard shift > 0 else { return text }
        return text.replacingOccurrences(of: String(year + shift), with: String(year))
    }

    private func formatter(_ template: String, _ cache: inout Cache) -> DateFormatter {
        if let formatter = cache.formatters[template] { return formatter }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        cache.formatters[template] = formatter
        return formatter
    }

    private func intervalFormatter(_ template: String, _ cache: inout Cache) -> DateIntervalFormatter {
        if let formatter = cache.intervalFormatters[template] { return formatter }
        let formatter = DateIntervalFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateTemplate = template
        cache.intervalFormatters[template] = formatter
        return formatter
    }
}
