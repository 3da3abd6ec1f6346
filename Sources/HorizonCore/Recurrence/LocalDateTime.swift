/// A local date and time without a zone: "now" for `horizon add` (`--now 2026-11-20T22:00`).
public struct LocalDateTime: Sendable, Hashable {
    /// The day.
    public let date: CivilDate
    /// The time of day.
    public let time: TimeOfDay

    /// Creates a moment.
    public init(date: CivilDate, time: TimeOfDay) {
        self.date = date
        self.time = time
    }

    /// Reads `YYYY-MM-DDTHH:MM` (a space instead of `T` is accepted).
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2, let date = CivilDate(parts[0]), let time = TimeOfDay(parts[1]) else { return nil }
        self.init(date: date, time: time)
    }
}
