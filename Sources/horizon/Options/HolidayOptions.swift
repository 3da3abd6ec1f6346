import ArgumentParser
import HorizonCore
import HorizonStore

/// The holidays file that business-day (`b`) rules skip (docs/todotxt.md#holidays).
struct HolidayOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Days that rec:Nb rules skip besides weekends: an iCalendar file of all-day events, or lines YYYY-MM-DD [name] (default: the configuration's holidays).", valueName: "file"))
    var holidays: String?

    /// Takes the configuration's holidays when `--holidays` is not given.
    mutating func adopt(_ config: ConfigFile?) {
        holidays = holidays ?? config?.holidays
    }

    /// The file read, or nil when none is named; one that cannot be read exits 3. Yearly events are
    /// expanded two years past today: the 6-month horizon and any next due date done writes soon.
    func load(today: CivilDate) throws(StoreError) -> HolidayFile? {
        guard let holidays else { return nil }
        return try HolidayFile.read(path: holidays, throughYear: today.year + 2)
    }
}
