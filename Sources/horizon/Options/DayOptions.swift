import ArgumentParser
import Foundation
import HorizonCore

/// Which day is today: `--today`, else the current day in `--timezone` or `TZ`.
struct DayOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The reference day, YYYY-MM-DD (default: today in the time zone).", valueName: "date"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp("The time zone that decides today, such as Europe/Paris (default: $TZ, else the system's).", valueName: "zone"))
    var timezone: String?

    func validate() throws {
        if let today {
            guard let date = CivilDate(today) else {
                throw ValidationError("--today \(today) is not a valid date (expected YYYY-MM-DD, a day that exists)")
            }
            guard Horizon.supportedDays.contains(date) else {
                throw ValidationError("--today \(today) is too late: the 6-month view must end by 9999-12-31, so the latest day is \(Horizon.supportedDays.upperBound)")
            }
        }
        _ = try zone()
    }

    /// The time zone: an unknown one is a usage error, never a silent UTC.
    func zone() throws -> TimeZone {
        try DayOptions.zone(named: timezone)
    }

    /// `--timezone`, else `TZ`, else the system's zone.
    static func zone(named timezone: String?) throws -> TimeZone {
        if let timezone {
            guard let zone = TimeZone(identifier: timezone) else {
                throw ValidationError("--timezone \(timezone) is not a known time zone (use a name such as Europe/Paris or UTC)")
            }
            return zone
        }
        if var name = ProcessInfo.processInfo.environment["TZ"], !name.isEmpty {
            if name.hasPrefix(":") { name.removeFirst() }
            if name.hasPrefix("/"), let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
            guard let zone = TimeZone(identifier: name) else {
                throw ValidationError("TZ=\(name) is not a known time zone (use a name such as Europe/Paris or UTC, or pass --timezone)")
            }
            return zone
        }
        return TimeZone.current
    }

    /// The reference day.
    func resolvedToday() throws -> CivilDate {
        if let today, let date = CivilDate(today) { return date }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try zone()
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let date = CivilDate(year: year, month: month, day: day), Horizon.supportedDays.contains(date)
        else { throw ValidationError("the system clock gives a date Horizon cannot use; pass --today") }
        return date
    }
}
