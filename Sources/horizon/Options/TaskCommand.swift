import ArgumentParser
import HorizonCore
import HorizonStore

/// A command over the tasks on a day. Its preamble is written once, here: the configuration file
/// applied where the command line gives no setting, then today, then the task source.
protocol TaskCommand: ParsableCommand {
    var source: SourceOptions { get set }
    var day: DayOptions { get set }
}

extension TaskCommand {
    /// Applies the configuration file to the source, the day and, for a command that has them
    /// (`holidays`), the holidays options; gives what the command runs with.
    mutating func configure(holidays: WritableKeyPath<Self, HolidayOptions>? = nil) throws -> CommandSetup {
        let config = try source.applyConfiguration()
        day.adopt(config)
        if let holidays { self[keyPath: holidays].adopt(config) }
        return CommandSetup(
            config: config, tasks: source.tasks, today: try day.resolvedToday(),
            holidayOptions: holidays.map { self[keyPath: $0] })
    }
}

/// What a ``TaskCommand`` runs with, once the configuration file is applied.
struct CommandSetup {
    /// The configuration file, when one applies.
    let config: ConfigFile?
    /// Where the tasks are read and written.
    let tasks: TaskSource
    /// The reference day.
    let today: CivilDate
    /// The holidays options, for a command that has them.
    let holidayOptions: HolidayOptions?

    /// The holidays file, read when one is named (an unreadable one exits 3).
    func holidayFile() throws(StoreError) -> HolidayFile? {
        try holidayOptions?.load(today: today)
    }

    /// The holidays business-day rules skip (none without a holidays file).
    func holidays() throws(StoreError) -> Holidays {
        try holidayFile()?.holidays ?? Holidays()
    }
}
