/// The changes the write commands make to a todo.txt file, computed without touching the disk.
extension TodoDocument {
    /// The task on a 1-based line, refusing lines that do not exist, are blank, or are not UTF-8
    /// (such a line can only be shown, not rewritten, without losing bytes).
    public func task(atLine number: Int) throws(TaskEditError) -> Task {
        guard number >= 1, number <= lines.count else { throw .noSuchLine(number, lineCount: lines.count) }
        let source = SourceLocation(file: name, line: number)
        let content = contentBytes(ofLine: number)
        guard !TodoDocument.isBlank(content) else { throw .blankLine(number) }
        let invalid = UTF8Validation.firstInvalidOffset(content)
        guard invalid == nil else { throw .notValidUTF8(source) }
        return TaskParser.parse(String(decoding: content, as: UTF8.self), at: source).0
    }

    /// Completes tasks by line number (docs/todotxt.md#completing): each line is marked done in place and the next
    /// instances of recurring ones are appended, in the order the lines were given.
    /// `holidays` are the days a business-day rule skips.
    public func completing(lines numbers: [Int], on date: CivilDate, holidays: Holidays = Holidays()) throws(TaskEditError) -> (bytes: [UInt8], completions: [Int: Completion]) {
        var replacements: [Int: String] = [:]
        var appended: [String] = []
        var completions: [Int: Completion] = [:]
        for number in numbers where completions[number] == nil {
            var task = try task(atLine: number)
            task.observe(holidays)
            let completion = try task.completion(on: date)
            completions[number] = completion
            replacements[number] = completion.completedLine
            if let next = completion.nextLine { appended.append(next) }
        }
        return (serialized(replacing: replacements, appending: appended), completions)
    }

    /// Delays the task on a line by one day (`horizon delay`).
    public func delaying(line number: Int, today: CivilDate) throws(TaskEditError) -> (bytes: [UInt8], line: String) {
        let line = try task(atLine: number).delayedLine(today: today)
        return (serialized(replacing: [number: line]), line)
    }

    /// Plans the tasks on the lines for another period (`horizon plan`); any refusal leaves all unchanged.
    public func replanning(lines numbers: [Int], to target: PlanTarget, show levels: ShowLevels?, today: CivilDate) throws(TaskEditError) -> (bytes: [UInt8], lines: [Int: String]) {
        var replacements: [Int: String] = [:]
        for number in numbers where replacements[number] == nil {
            replacements[number] = try task(atLine: number).replannedLine(target, show: levels, today: today)
        }
        return (serialized(replacing: replacements), replacements)
    }

    /// Moves the recurring tasks on the lines to their next occurrences (`horizon skip`).
    public func skipping(lines numbers: [Int], holidays: Holidays = Holidays()) throws(TaskEditError) -> (bytes: [UInt8], lines: [Int: String]) {
        var replacements: [Int: String] = [:]
        for number in numbers where replacements[number] == nil {
            var task = try task(atLine: number)
            task.observe(holidays)
            replacements[number] = try task.skippedLine()
        }
        return (serialized(replacing: replacements), replacements)
    }

    /// Catches the recurring tasks on the lines up to today (`horizon skip --to-today`): each moves to
    /// its first occurrence on or after `today`; a task already there is left as it is. `bytes` is nil
    /// when no line changes (nothing to write); any refusal leaves all unchanged.
    public func catchingUp(lines numbers: [Int], today: CivilDate, holidays: Holidays = Holidays()) throws(TaskEditError) -> (bytes: [UInt8]?, catchUps: [Int: CatchUp]) {
        var catchUps: [Int: CatchUp] = [:]
        for number in numbers where catchUps[number] == nil {
            var task = try task(atLine: number)
            task.observe(holidays)
            catchUps[number] = try task.caughtUp(today: today)
        }
        let replacements = catchUps.filter(\.value.isBehind).mapValues(\.line)
        return (replacements.isEmpty ? nil : serialized(replacing: replacements), catchUps)
    }

    /// Appends one line (`horizon add`); the new line's number is `lines.count + 1`.
    public func appending(_ line: String) -> [UInt8] {
        serialized(appending: [line])
    }
}
