import HorizonCore

/// The line edits of the write commands, on the database or on the lists alike: a command names the
/// lines (row ids with a database) and reports what each became (docs/commands.md#synopsis).
extension TaskSource {
    /// Lines of the lists, by list: with a database, one entry whose lines are row ids.
    package typealias Lines = [(location: TodoLocation, lines: [Int])]

    /// A task `done` completed: the line (or row) named, what it now is, and where its next instance went.
    package struct Completed: Sendable {
        /// The line number (or row id) that was named.
        package var line: Int
        /// The completed line, the next instance and a note, as the task's rule made them.
        package var completion: Completion
        /// The next instance's line number (or row id), when one was appended.
        package var next: Int?
    }

    /// Completes the tasks of `lines` on `date` (`done`), each once however often it is named; a
    /// recurring one's next instance is appended. A database completes its rows in one transaction; the
    /// lists are written one by one in the order given, after the completion was tried on every list.
    /// `written` is told each list's completions (by its index in `lines`) as soon as it is written.
    package func complete(
        _ lines: Lines, on date: CivilDate, holidays: Holidays, written: (Int, [Completed]) throws -> Void
    ) throws {
        if let database {
            let results = try database.complete(ids: lines.flatMap(\.lines), on: date, holidays: holidays)
            return try written(0, results.map { Completed(line: $0.id, completion: $0.completion, next: $0.newID) })
        }
        try rewrite(lines) { document, numbers in
            let change = try document.completing(lines: numbers, on: date, holidays: holidays)
            return (change.bytes, (change.completions, document.lines.count))
        } written: { index, change in
            let (completions, lineCount) = change
            // Next instances are appended in the order their tasks were named.
            var appended = lineCount
            var completed: [Completed] = []
            for number in lines[index].lines where !completed.contains(where: { $0.line == number }) {
                guard let completion = completions[number] else { continue }
                if completion.nextLine != nil { appended += 1 }
                completed.append(Completed(line: number, completion: completion, next: completion.nextLine == nil ? nil : appended))
            }
            try written(index, completed)
        }
    }

    /// Appends `line` to the first list (`add`), creating its todo.txt on a first run as todo.sh does,
    /// or as a new row of the database; returns its line number (or row id).
    package func add(_ line: String) throws -> Int {
        if let database { return try database.add(line: line) }
        return try rewrite(creatingIfMissing: true) { document in
            (document.appending(line), document.lines.count + 1)
        }
    }

    /// Delays the task at `line` (a row id with a database) of `location`'s list to the next day, once
    /// (`delay`); returns its new line.
    package func delay(line: Int, in location: TodoLocation, today: CivilDate) throws -> String {
        if let database { return try database.delay(id: line, today: today) }
        return try rewrite(location) { document in
            let change = try document.delaying(line: line, today: today)
            return (change.bytes, change.line)
        }
    }

    /// Rewrites the tasks of `lines` (`plan`, `skip`), each once however often it is named: a row
    /// becomes what `row` makes of its task (every row in one transaction), each list what `edit` makes
    /// of its numbered lines (tried on every list before any is written). `report` is told each
    /// changed line — its list's index in `lines`, its number (or row id), what it became — as soon as
    /// its list is written.
    package func rewrite<Made>(
        _ lines: Lines,
        row: (Task) throws -> (line: String, made: Made),
        edit: (TodoDocument, [Int]) throws -> (bytes: [UInt8]?, result: [Int: Made]),
        report: (_ list: Int, _ line: Int, Made) -> Void
    ) throws {
        if let database {
            var made: [Int: Made] = [:]
            let rows = try database.rewrite(ids: lines.flatMap(\.lines)) { task in
                let (line, value) = try row(task)
                made[task.source.line] = value
                return line
            }
            for row in rows { if let value = made[row.id] { report(0, row.id, value) } }
            return
        }
        try rewrite(lines, edit) { index, changed in
            var reported: Set<Int> = []
            for number in lines[index].lines where reported.insert(number).inserted {
                if let value = changed[number] { report(index, number, value) }
            }
        }
    }
}
