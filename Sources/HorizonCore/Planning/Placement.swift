/// Where each task is listed: the placement rules of a plan (docs/todotxt.md#planning-with-plan-and-show),
/// applied to one task at a time as a chunk of the task list is indexed (``TaskIndex/Chunk``). Plans,
/// due days and thresholds, occurrences and series, and Today's extra kinds (overdue, carried,
/// floating, unplanned) are decided here and nowhere else.
extension TaskIndex.Chunk {
    /// Indexes a borrowed task. It is read in place, field by field: copying it out would
    /// retain all its strings, and most tasks of a large list are on no page and never copied.
    mutating func add(_ task: borrowing Task, at position: Int) {
        if task.isComplete {
            if let day = task.completionDate, pageDays?.contains(day) ?? true {
                completions.append(TaskIndex.Completion(day: day, position: position))
            }
            return
        }
        guard !task.isHidden else { return }
        let today = horizon.today
        let (plan, due, threshold) = (task.plan, task.due, task.threshold)
        let isStarted = Period.day(today).isStarted(threshold: threshold)
        let overdueSince = due.flatMap { $0 < today ? $0 : nil }
        // A plan whose whole period has passed, on a task that is not overdue, is missed.
        let missedPlan = overdueSince == nil ? plan.flatMap { $0.lastDay < today ? $0 : nil } : nil
        let carriedFrom = missed == .carry && isStarted ? missedPlan : nil
        // The task itself is listed at its plan, else its due day, from its threshold on (docs/todotxt.md#thresholds);
        // a carried week, month or year plan is listed on Today instead of in its past period.
        let listedPeriod = (plan ?? due.map(Period.day)).flatMap { period -> Period? in
            guard period.isStarted(threshold: threshold) else { return nil }
            return carriedFrom != nil && period.level > .day ? nil : period
        }
        let occurrences = task.recurrence == nil ? []
            : task.projectedOccurrences(today: today, through: horizon.lastDay)
        let isFloating = task.isFloating
        let isUnplanned = plan == nil && due == nil && !isFloating && isStarted
        // On its threshold day a task is marked as starting, unless it is listed on that day itself.
        let startsOn = threshold.flatMap { listedPeriod == .day($0) ? nil : $0 }
        let isListed = listedPeriod.map(isShown) ?? false
        // A task planned for another period than its due day is marked on its due day as well, from
        // its threshold on (docs/output.md#what-a-page-looks-like).
        let deadlineOn = due.flatMap { day -> CivilDate? in
            guard let plan, plan != .day(day), Period.day(day).isStarted(threshold: threshold),
                  isShown(.day(day)) else { return nil }
            return day
        }
        guard isListed || !occurrences.isEmpty || (isStarted && overdueSince != nil) || carriedFrom != nil
            || isFloating || isUnplanned || startsOn.map({ isShown(.day($0)) }) == true || deadlineOn != nil
        else { return }

        // How far behind an overdue strict routine is, once per task (docs/todotxt.md#recurring-tasks).
        let behind = isStarted && overdueSince != nil ? task.occurrencesBehind(today: today) : nil
        indexed.append(position)
        let show = task.show
        let listing = Listing(position: position, show: show)
        var instanceDay: CivilDate?
        if let listedPeriod, isListed, case .day(let day) = listedPeriod { instanceDay = day }
        let series = detectSeries(instanceDay: instanceDay, occurrences: occurrences, listing: listing)
        if let listedPeriod, isListed {
            planned[listedPeriod, default: []].append(listing.item(
                reason: plan == nil ? .due : .planned, period: listedPeriod, due: due,
                seriesLevels: instanceDay.map { series.levels(of: $0, show: show) } ?? []))
        }
        if let startsOn, isShown(.day(startsOn)) {
            planned[.day(startsOn), default: []].append(listing.item(
                reason: .starts, period: .day(startsOn), due: due, relatedPeriod: listedPeriod))
        }
        if let deadlineOn, let plan {
            planned[.day(deadlineOn), default: []].append(listing.item(
                reason: .deadline, period: .day(deadlineOn), due: deadlineOn, relatedPeriod: plan))
        }
        addOccurrences(occurrences, of: listing, due: due, series: series,
                       after: max(task.recurrenceAnchor ?? today, today))
        if isStarted, let overdueSince {
            overdue.append(listing.item(reason: .overdue, period: .day(today), due: overdueSince, occurrencesBehind: behind))
        }
        if let carriedFrom {
            carried.append(listing.item(reason: .carried, period: .day(today), due: due,
                                    relatedPeriod: carriedFrom))
        }
        if isFloating { floating.append(position) }
        if isUnplanned { unplanned.append(listing.item(reason: .unplanned, period: .day(today))) }
    }

    /// Lists each projected occurrence on its day, and on its own threshold day as starting when that
    /// day comes after the occurrence before it (until then the instance does not exist yet).
    private mutating func addOccurrences(
        _ occurrences: [Occurrence], of listing: Listing, due: CivilDate?, series: SeriesDetection,
        after instanceDay: CivilDate
    ) {
        var previous = instanceDay
        for occurrence in occurrences {
            defer { previous = occurrence.date }
            let occurrenceDue = due == nil ? nil : occurrence.date
            if isShown(.day(occurrence.date)) {
                planned[.day(occurrence.date), default: []].append(listing.item(
                    reason: .occurrence, period: .day(occurrence.date), isProjected: true,
                    due: occurrenceDue, seriesLevels: series.levels(of: occurrence.date, show: listing.show)))
            }
            if let threshold = occurrence.threshold, threshold > previous, threshold < occurrence.date,
               isShown(.day(threshold)) {
                planned[.day(threshold), default: []].append(listing.item(
                    reason: .starts, period: .day(threshold), isProjected: true, due: occurrenceDue,
                    relatedPeriod: .day(occurrence.date)))
            }
        }
    }

    /// Finds the months and years where the task repeats more often than weekly, and adds a series to
    /// each of them that `show:` lets list it.
    private mutating func detectSeries(
        instanceDay: CivilDate?, occurrences: [Occurrence], listing: Listing
    ) -> SeriesDetection {
        let show = listing.show
        guard !occurrences.isEmpty else { return SeriesDetection(days: []) }
        var days = occurrences.compactMap { isShown(.day($0.date)) ? $0.date : nil }
        if let instanceDay {
            // The instance can be planned on a day after its first projected occurrence.
            days.insert(instanceDay, at: days.firstIndex { $0 > instanceDay } ?? days.endIndex)
        }
        let detection = SeriesDetection(days: days)
        guard !detection.isEmpty else { return detection }
        let frequent = (show.allows(.month) ? detection.months : []) + (show.allows(.year) ? detection.years : [])
        for period in frequent {
            // Days ascend: the period's are one run of them.
            let start = days.firstIndex { $0.dayNumber >= period.days.lowerBound } ?? days.endIndex
            let end = days[start...].firstIndex { $0.dayNumber > period.days.upperBound } ?? days.endIndex
            let dates = Array(days[start..<end])
            // Every date but the instance's is a projected occurrence.
            let isProjected = dates.count > (instanceDay.map { period.days.contains($0.dayNumber) } == true ? 1 : 0)
            let item = listing.item(reason: .occurrence, period: period.period, isProjected: isProjected)
            if let repeating = RepeatingSeries(item: item, dates: dates, today: horizon.today) {
                series[period.period, default: []].append(repeating)
            }
        }
        return detection
    }

    /// What every item of one task shares: its position in the task list and its `show:`.
    private struct Listing {
        let position: Int
        let show: ShowLevels

        /// An item of the task.
        func item(
            reason: Reason, period: Period, isProjected: Bool = false, due: CivilDate? = nil,
            occurrencesBehind: Int? = nil, relatedPeriod: Period? = nil, seriesLevels: SeriesLevels = []
        ) -> PlanItem {
            PlanItem(taskIndex: position, show: show, reason: reason, period: period, isProjected: isProjected, due: due,
                     occurrencesBehind: occurrencesBehind, relatedPeriod: relatedPeriod,
                     seriesLevels: seriesLevels)
        }
    }
}
