/// The Routines strips of weeks (docs/output.md#routines), as a habit tracker: each open task that
/// repeats more often than weekly is a row all week, built from its rule over the whole week — past
/// days included — and from every completion of it in the list (done.txt and todo.txt, whatever their
/// year), not from the instance open now. Worked out once per build, for every week a page shows.
struct RoutineTracker: Sendable {
    /// An open routine task and what its rows are made of.
    struct Candidate: Sendable {
        /// The task (its first time, for `at:08:00,20:00`), for the row to name, and its position in the list.
        let task: Task
        let position: Int
        /// The task's times, ascending.
        let times: [TimeOfDay]
        /// The rule, the day its open instance stands at, and `until:`.
        let rule: RecurrenceRule
        let anchor: CivilDate
        let until: CivilDate?
        /// The first day it can have been scheduled: its earliest completion or the open instance's
        /// creation date, whichever is earlier; the open instance's day when neither is known.
        let start: CivilDate
        /// Its completion days, latest first, each once.
        let completions: [CivilDate]
    }

    /// The routines, in the strip's order: by time (untimed last), then as they read, then by line.
    let candidates: [Candidate]
    /// The reference day: days before it are past.
    let today: CivilDate
    /// The task list, which the items of the weeks name.
    let table: TaskTable

    /// Finds the routines of a task list (already split by time) and their completions.
    init(tasks table: TaskTable, today: CivilDate, parallel: ParallelRunner) {
        self.today = today
        self.table = table
        let tasks = table.tasks
        let chunkSize = 65_536
        let chunkCount = max(1, (tasks.count + chunkSize - 1) / chunkSize)
        // The open routines, each line once (its times are tasks of their own with the same source).
        // Tasks are lent from a span: a subscript of the array would copy each one.
        // A plain loop, not `filter`: a span captured by a nested closure crashes Swift 6.3's optimizer.
        let found = parallel.map(chunkCount) { chunk -> [Int] in
            var result: [Int] = []
            let tasks = tasks.span
            for position in chunk * chunkSize..<min(tasks.count, (chunk + 1) * chunkSize) {
                guard !tasks[position].isComplete, !tasks[position].isHidden, tasks[position].show.allows(.week),
                      tasks[position].recurrenceAnchor != nil, tasks[position].recurrence?.repeatsMoreOftenThanWeekly == true
                else { continue }
                result.append(position)
            }
            return result
        }.joined()
        var bySource: [SourceLocation: (position: Int, times: [TimeOfDay])] = [:]
        var positions: [Int] = []
        for position in found {
            let task = tasks[position]
            if bySource[task.source] == nil { positions.append(position) }
            bySource[task.source, default: (position, [])].times += task.at.map { [$0] } ?? []
        }
        guard !positions.isEmpty else {
            candidates = []
            return
        }
        let identities = Set(positions.map { TaskIdentity(of: tasks[$0]) })
        // Every completion of them, whatever its year: only lines that keep a routine's rule can be one.
        let completed = parallel.map(chunkCount) { chunk -> [(TaskIdentity, CivilDate)] in
            var result: [(TaskIdentity, CivilDate)] = []
            let tasks = tasks.span
            for position in chunk * chunkSize..<min(tasks.count, (chunk + 1) * chunkSize) {
                guard tasks[position].isComplete, let day = tasks[position].completionDate,
                      tasks[position].recurrence?.repeatsMoreOftenThanWeekly == true else { continue }
                let identity = TaskIdentity(of: tasks[position])
                if identities.contains(identity) { result.append((identity, day)) }
            }
            return result
        }
        var days: [TaskIdentity: Set<CivilDate>] = [:]
        for (identity, day) in completed.joined() { days[identity, default: []].insert(day) }
        let candidates = positions.compactMap { position -> Candidate? in
            let task = tasks[position]
            guard let rule = task.recurrence, let anchor = task.recurrenceAnchor else { return nil }
            let completions = (days[TaskIdentity(of: task)] ?? []).sorted(by: >)
            // Without a creation date or a completion, nothing before the open instance is known.
            let start = [task.creationDate, completions.last].compactMap { $0 }.min() ?? anchor
            return Candidate(task: task, position: position, times: Array(Set(bySource[task.source]?.times ?? [])).sorted(),
                             rule: rule, anchor: anchor, until: task.until, start: start, completions: completions)
        }
        // Each title worked out once, not at every comparison: a list of thousands of routines would
        // word each of them a dozen times.
        let titles = candidates.map { DisplayText.title(of: $0.task) }
        let order = candidates.indices.sorted { lhs, rhs in
            let (leftTime, rightTime) = (candidates[lhs].times.first, candidates[rhs].times.first)
            if leftTime != rightTime {
                guard let left = leftTime else { return false }
                guard let right = rightTime else { return true }
                return left < right
            }
            let title = DescriptionOrder.textOrder(titles[lhs], titles[rhs])
            if title != 0 { return title < 0 }
            return candidates[lhs].task.source < candidates[rhs].task.source
        }
        self.candidates = order.map { candidates[$0] }
    }

    /// A week's rows, given the week's list: the routines with a box in it, in the tracker's order.
    /// A day from today on has a box where the week lists an occurrence of the task (what the pages
    /// promise), and today also when the task is overdue; a past day where the rule schedules it.
    func routines(in week: ISOWeek, listed items: [PlanItem]) -> [Routine] {
        guard !candidates.isEmpty else { return [] }
        var listed: [SourceLocation: [PlanItem]] = [:]
        for item in items where item.period.level == .day && item.reason != .starts && item.reason != .deadline
            && table[item].recurrence?.repeatsMoreOftenThanWeekly == true {
            listed[table[item].source, default: []].append(item)
        }
        return candidates.compactMap { candidate in
            let own = listed[candidate.task.source] ?? []
            let listedDays = Set(own.compactMap(\.date))
            let doneDays = Set(candidate.completions.prefix { $0 >= week.firstDay }.filter { $0 <= week.lastDay })
            let boxes = week.days.map { day -> RoutineBox in
                if doneDays.contains(day) { return .done }
                if day >= today {
                    return listedDays.contains(day) || (day == today && candidate.anchor < today) ? .due : .none
                }
                if day < candidate.start { return .none }
                if let until = candidate.until, day > until { return .none }
                return candidate.rule.schedules(day, anchor: candidate.anchor) ? .missed : .none
            }
            guard boxes.contains(where: { $0 != .none }) else { return nil }
            // One item per time stands for the task in the day boxes' place.
            var items: [PlanItem] = []
            var seen: Set<Int32> = []
            for item in own where seen.insert(item.taskIndex).inserted { items.append(item) }
            let item = items.first
                ?? PlanItem(taskIndex: candidate.position, show: candidate.task.show, reason: .occurrence, period: .week(week))
            return Routine(item: item, items: items, times: candidate.times, week: week, boxes: boxes,
                           streak: Routine.streak(completions: candidate.completions, rule: candidate.rule, today: today))
        }
    }
}
