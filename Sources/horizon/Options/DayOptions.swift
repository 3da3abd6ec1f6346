import ArgumentParser
import Foundation
import HorizonCore

/// Which day is today: `--today`, else the current day in `--timezone` or `TZ`.
struct DayOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The reference day, YYYY-MM-DD (default: today in the time zone).", valueName: "date"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp("The time zone that decides today, such as Europe/Paris (default: the configuration's timezone, else $TZ, else the system's).", valueName: "zone"))
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

    /// Takes the configuration's time zone when `--timezone` is not given (the file checked it).
    mutating func adopt(_ config: ConfigFile?) {
        timezone = timezone ?? config?.timezone
    }

    /// The time zone of `--timezone`, for plan.ics; nil when it is not given.
    func namedZone() throws -> TimeZone? {
        guard timezone != nil else { return nil }
        guard case .named(let zone) = try DayOptions.zone(named: timezone) else { return nil }
        return zone
    }

    /// The time zone that decides today: an unknown one is a usage error, never a silent UTC.
    func zone() throws -> ZoneSetting {
        try DayOptions.zone(named: timezone)
    }

    static let zoneForms = "a zone name such as Europe/Paris or UTC, or in TZ also a POSIX rule such as UTC0 or CET-1CEST,M3.5.0,M10.5.0/3"

    /// `--timezone` (a zone name), else `TZ` (a zone name, `:name`, a zoneinfo path or a POSIX rule),
    /// else the system's zone.
    static func zone(named timezone: String?) throws -> ZoneSetting {
        if let timezone {
            guard let zone = TimeZone(identifier: timezone) else {
                throw ValidationError("--timezone \(timezone) is not a known time zone name (use \(zoneForms))")
            }
            return .named(zone)
        }
        if let value = ProcessInfo.processInfo.environment["TZ"], !value.isEmpty {
            var name = value
            if name.hasPrefix(":") { name.removeFirst() }
            if name.hasPrefix("/"), let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
            if let zone = TimeZone(identifier: name) { return .named(zone) }
            // The C library reads POSIX rules from TZ itself.
            if !value.hasPrefix(":"), PosixTimeZone.isValid(value) { return .posixRule(value) }
            throw ValidationError("TZ=\(value) is not a time zone Horizon can read (use \(zoneForms); or pass --timezone)")
        }
        return .named(TimeZone.current)
    }

    /// The reference day.
    func resolvedToday() throws -> CivilDate {
        if let today, let date = CivilDate(today) { return date }
        guard let now = try zone().now(), let date = CivilDate(year: now.year, month: now.month, day: now.day),
              Horizon.supportedDays.contains(date)
        else { throw ValidationError("the system clock gives a date Horizon cannot use; pass --today") }
        return date
    }
}

/// The zone that decides what day and time it is now.
enum ZoneSetting {
    /// A zone of the zone database (Foundation reads it).
    case named(TimeZone)
    /// A POSIX rule in TZ (the C library reads it).
    case posixRule(String)

    /// The local date and time now.
    func now() -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)? {
        switch self {
        case .named(let zone):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date())
            guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
            return (year, month, day, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        case .posixRule:
            return PosixTimeZone.localNow()
        }
    }
}
