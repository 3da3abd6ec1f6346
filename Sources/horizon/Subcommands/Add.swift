import ArgumentParser
import Foundation
import HorizonCore
import HorizonStore

/// `horizon add TEXT`: appends a task; a recurring one without `due:` gets its first occurrence.
struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Append a task. A recurring task without due: gets the first occurrence from now."
    )

    @OptionGroup var source: SourceOptions

    @Option(name: .long, help: ArgumentHelp("The time to schedule from, YYYY-MM-DDTHH:MM (default: now in the time zone).", valueName: "time"))
    var now: String?

    @Option(name: .long, help: ArgumentHelp("The time zone of now, such as Europe/Paris (default: the configuration's timezone, else $TZ, else the system's).", valueName: "zone"))
    var timezone: String?

    @Argument(help: ArgumentHelp("The task, as a todo.txt line (quote it).", valueName: "text"))
    var text: [String]

    func validate() throws {
        if let now, LocalDateTime(now) == nil {
            throw ValidationError("--now \(now) is not a valid time (expected YYYY-MM-DDTHH:MM)")
        }
        _ = try DayOptions.zone(named: timezone)
    }

    mutating func run() throws {
        let config = try source.applyConfiguration()
        timezone = timezone ?? config?.timezone
        let moment = try resolvedNow()
        let line = try TaskScheduler.newTaskLine(text.joined(separator: " "), now: moment)
        let number = try source.tasks.add(line)
        printVisible("\(source.sqlite == nil ? "" : "#")\(number): \(line)")
    }

    private func resolvedNow() throws -> LocalDateTime {
        if let now, let moment = LocalDateTime(now) { return moment }
        guard let now = try DayOptions.zone(named: timezone).now(),
              let date = CivilDate(year: now.year, month: now.month, day: now.day),
              let time = TimeOfDay(hour: now.hour, minute: now.minute)
        else { throw ValidationError("the system clock gives a time Horizon cannot use; pass --now") }
        return LocalDateTime(date: date, time: time)
    }
}
