/// The value of `at:`: one time, or up to 8 ascending times (`at:08:00,20:00`) that give one occurrence
/// per time on each day of the task (docs/todotxt.md#tags-horizon-understands, docs/todotxt.md#several-times-a-day).
public enum TimeList {
    /// The most times one `at:` may list: more is a timetable, not a task.
    public static let maximumCount = 8

    /// Reads the times, or says in a sentence why they are not valid.
    public static func parse(_ value: some StringProtocol) -> Result<[TimeOfDay], TimeListError> {
        // One time, the usual value: no list to split.
        if !value.utf8.contains(UInt8(ascii: ",")) {
            guard let time = TimeOfDay(value) else { return .failure(.notATime(String(value))) }
            return .success([time])
        }
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        var times: [TimeOfDay] = []
        for part in parts {
            guard let time = TimeOfDay(part) else { return .failure(.notATime(String(part))) }
            if let last = times.last, time <= last { return .failure(.notAscending(last, time)) }
            times.append(time)
        }
        guard times.count <= maximumCount else { return .failure(.tooMany(times.count)) }
        return .success(times)
    }
}

/// Why an `at:` value is not a time or a list of times.
public enum TimeListError: Error, Hashable, Sendable {
    case notATime(String)
    case notAscending(TimeOfDay, TimeOfDay)
    case tooMany(Int)

    /// The diagnostic's sentence for `at:VALUE`.
    public func message(value: String) -> String {
        switch self {
        case .notATime(let part) where part == value:
            "time \(value) is not a valid time of day (expected HH:MM, 00:00 to 23:59)"
        case .notATime(let part):
            "time \(part.isEmpty ? "(empty)" : part) in at:\(value) is not a valid time of day (expected HH:MM,HH:MM…, 00:00 to 23:59)"
        case .notAscending(let earlier, let later):
            "the times of at:\(value) must be ascending and different (\(later) comes after \(earlier)); at: is ignored"
        case .tooMany(let count):
            "at:\(value) lists \(count) times; at most \(TimeList.maximumCount) are allowed (write one line per time instead); at: is ignored"
        }
    }
}

extension Task {
    /// Every time of the task, in order: `at:` may list several (one occurrence per time).
    public var times: [TimeOfDay] {
        guard let at else { return [] }
        return [at] + laterTimes
    }

    /// The task once per time of `at:` (each copy has one time, and the same line): how the planner lists
    /// one occurrence per time and the feeds make one event series per time. A task with one time or none
    /// is itself, and so is a done one (it was done as a whole).
    public func splitByTime() -> [Task] {
        guard !laterTimes.isEmpty, !isComplete else { return [self] }
        return times.map(atOnly)
    }
}

extension TaskList {
    /// The list with each task of several times split into one task per time (``Task/splitByTime()``).
    public func splittingTimes() -> TaskList {
        guard tasks.contains(where: { !$0.laterTimes.isEmpty }) else { return self }
        return TaskList(tasks: tasks.flatMap { $0.splitByTime() }, diagnostics: diagnostics)
    }
}
