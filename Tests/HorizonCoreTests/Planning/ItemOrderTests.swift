@testable import HorizonCore
import Foundation
import Testing

/// The order inside a list (docs/todotxt.md#order), as the planner computes it from packed keys and bytes, checked
/// against the rule spelled out field by field with `String` comparison.
@Suite("Item order")
struct ItemOrderTests {
    /// Descriptions whose order depends on Unicode canonical equivalence, long shared starts, prefixes.
    static let texts = [
        "Call", "Café", "Cafe\u{301}", "café", "cafe", "e\u{301}clair", "éclair", "e", "f", "Zebra", "zebra",
        "日本語のメモ", "naïve", "na\u{308}ive", "a\u{308}", "ä", "Ω", "\u{3A9}", "\u{2126}", "Å", "A\u{30A}", "\u{212B}",
        "", " ", "A", "a", "b\u{301}", "Organise dentist appointment for the kids",
        "Organise dentist appointment for the kids!", "Organise dentist appointment for the cat",
        "Organise dentist appointment for the kid\u{301}", "Organise dentist appointment for the kidé",
        "Organise dentist appointment for the kide\u{301}", "Organise dentist appointment for the ki",
        "0123456789abcdef", "0123456789abcdef0", "0123456789abcdef\u{301}", "0123456789abcdeé",
        "0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdefg", "0123456789abcdef0123456789abcdee\u{301}",
        "0123456789abcdef0123456789abcdeé", "0123456789abcdef0123456789abcdeéx", "0123456789abcdef0123456789abcdez",
        "0123456789abcdef0123456789abcdefh", "a\u{0}", "a\u{0}\u{0}", "naïve plan", "naïve plum", "naïve pla\u{301}n",
        "日本語のメモ A", "日本語のメモ B", "日本語のメモ", "ee\u{301}", "e\u{E9}x", "Überprüfung der Unterlagen für den Kunden", "Überprüfung der Unterlagen für den Kunde",
    ]

    /// The rule of docs/todotxt.md#order as the planner first wrote it.
    static func reference(_ lhs: PlanItem, _ rhs: PlanItem, in tasks: TaskTable) -> Bool {
        func numbers(_ item: PlanItem) -> (Int, Int, Int, Int) {
            (tasks[item].isComplete ? 1 : 0, tasks[item].at?.minutes ?? Int.max,
             Int(tasks[item].priority?.letter.asciiValue ?? UInt8.max), item.due?.dayNumber ?? Int.max)
        }
        if numbers(lhs) != numbers(rhs) { return numbers(lhs) < numbers(rhs) }
        let text = DescriptionOrder.textOrder(String(tasks[lhs].description), String(tasks[rhs].description))
        if text != 0 { return text < 0 }
        if tasks[lhs].source != tasks[rhs].source { return tasks[lhs].source < tasks[rhs].source }
        return lhs.period < rhs.period
    }

    /// Items made of every text with a few priorities, times, dates and periods, in a scrambled order,
    /// each of a task of its own in `tasks`.
    static func items() -> (items: [PlanItem], tasks: TaskTable) {
        var random = SplitMix(seed: 42)
        let prefixes = ["", "(A) ", "(B) ", "x 2026-11-20 "]
        let tags = ["", " at:9:00", " at:21:30", " due:2026-11-24", " due:2026-11-25"]
        var items: [PlanItem] = []
        var tasks: [Task] = []
        for (position, text) in (texts + texts).enumerated() {
            let line = prefixes[random.next(below: prefixes.count)] + text + tags[random.next(below: tags.count)]
            let task = TaskParser.parse(line, at: SourceLocation(file: "todo.txt", line: 1 + random.next(below: 5))).0
            let period: Period = .day(day("2026-11-23").adding(days: random.next(below: 2)))
            items.append(PlanItem(taskIndex: position, show: task.show, reason: .due, period: period,
                                  due: position % 3 == 0 ? nil : task.due))
            tasks.append(task)
        }
        return (items, TaskTable(tasks))
    }

    @Test("sorting gives the order of the rule, ties in every field keeping their order")
    func sortedMatchesTheRule() {
        let (items, tasks) = Self.items()
        let expected = items.sorted { Self.reference($0, $1, in: tasks) }
        #expect(ItemOrder.sorted(items, in: tasks).map(\.taskIndex) == expected.map(\.taskIndex))
    }

    @Test("precedes agrees with the rule for every pair")
    func precedesMatchesTheRule() {
        let (items, tasks) = Self.items()
        for lhs in items {
            for rhs in items {
                #expect(ItemOrder.precedes(lhs, rhs, in: tasks) == Self.reference(lhs, rhs, in: tasks))
            }
        }
    }

    @Test("descriptions compare as strings do, and differing starts agree with them")
    func descriptions() {
        let tasks = Self.texts.map { TaskParser.parse($0, at: SourceLocation(file: "todo.txt", line: 1)).0 }
        for lhs in tasks {
            for rhs in tasks {
                let expected = DescriptionOrder.textOrder(String(lhs.description), String(rhs.description))
                #expect(DescriptionOrder.compare(lhs, rhs) == expected, "\(lhs.description) vs \(rhs.description)")
                if let left = DescriptionOrder.start(lhs), let right = DescriptionOrder.start(rhs), left != right {
                    #expect((left < right ? -1 : 1) == expected, "\(lhs.description) vs \(rhs.description)")
                }
            }
        }
    }

    /// Texts are ordered by their composed forms, code point by code point: where Swift's `<` orders a
    /// pair consistently it agrees, and the pairs it leaves unordered (neither before the other, not
    /// equal) are ordered.
    @Test("texts order by their composed forms, totally, also where Swift's < puts neither first")
    func textOrder() {
        #expect(DescriptionOrder.textOrder("ee\u{301}", "e\u{E9}x") == -1)
        #expect(DescriptionOrder.textOrder("e\u{E9}x", "ee\u{301}") == 1)
        #expect(DescriptionOrder.textOrder("café", "cafe\u{301}") == 0)
        #expect(DescriptionOrder.textOrder("Ω", "\u{2126}") == 0)
        // Every pair, against the composed forms compared here code point by code point.
        for lhs in Self.texts {
            for rhs in Self.texts {
                let (left, right) = (lhs.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value),
                                     rhs.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value))
                let composed = left == right ? 0 : left.lexicographicallyPrecedes(right) ? -1 : 1
                #expect(DescriptionOrder.textOrder(lhs, rhs) == composed, "\(lhs) vs \(rhs)")
            }
        }
    }

    @Test("merged lists are the lists joined and sorted, earlier lists first on ties")
    func merged() {
        let (items, tasks) = Self.items()
        let parts = [Array(items[0..<30]), Array(items[30..<31]), [], Array(items[31...])]
        let merged = ItemOrder.merged(parts.map { SortedItems($0, order: TaskOrder(table: tasks)) }, in: tasks)
        #expect(merged.map(\.taskIndex) == items.sorted { Self.reference($0, $1, in: tasks) }.map(\.taskIndex))
    }

    /// The items of one period (as every list the planner sorts is), their tasks ranked once.
    static func rankedItems() -> (items: [PlanItem], order: TaskOrder) {
        let (plain, tasks) = items()
        let order = TaskOrder(table: tasks, positions: Array(plain.indices))
        let items = plain.map { item in
            PlanItem(taskIndex: Int(item.taskIndex), show: tasks[item].show, reason: .due,
                     period: .day(day("2026-11-23")), due: item.due)
        }
        return (items, order)
    }

    @Test("a list too long for one run is ranked in runs merged in pieces: each task's rank is its description's and source's, on any runner")
    func rankedInRuns() {
        // Every text in two files on three lines, repeated past two runs' length (tied tasks share a rank).
        let variants = ["todo.txt", "a.txt"].flatMap { file in
            Self.texts.flatMap { text in (1...3).map { TaskParser.parse(text, at: SourceLocation(file: file, line: $0)).0 } }
        }
        func variant(_ position: Int) -> Int { (position * 7919) % variants.count }
        let tasks = (0..<70_001).map { variants[variant($0)] }
        let table = TaskTable(tasks)
        // Every position but each eleventh: those are not ranked.
        let positions = tasks.indices.filter { $0 % 11 != 0 }
        let sorted = variants.sorted { lhs, rhs in
            let text = DescriptionOrder.textOrder(String(lhs.description), String(rhs.description))
            return text != 0 ? text < 0 : lhs.source < rhs.source
        }
        var expected: [Int32] = []
        for (index, task) in sorted.enumerated() {
            let previous = index > 0 ? sorted[index - 1] : nil
            let same = previous.map { DescriptionOrder.textOrder(String($0.description), String(task.description)) == 0 && $0.source == task.source } ?? false
            expected.append((expected.last ?? -1) + (same ? 0 : 1))
        }
        let variantRanks = variants.map { task in
            expected[sorted.firstIndex { DescriptionOrder.textOrder(String($0.description), String(task.description)) == 0 && $0.source == task.source } ?? 0]
        }
        let backwards = ParallelRunner { count, body in
            for index in (0..<count).reversed() { body(index) }
        }
        for runner in [ParallelRunner.serial, backwards] {
            let order = TaskOrder(table: table, positions: positions, parallel: runner)
            let ranks = tasks.indices.map { position in
                order.rank(of: PlanItem(taskIndex: position, show: tasks[position].show, reason: .due, period: .day(day("2026-11-23"))))
            }
            // Compared here rather than whole: a failed comparison of two 70,000-element arrays is diffed for minutes.
            let wanted = tasks.indices.map { $0 % 11 == 0 ? nil : variantRanks[variant($0)] }
            let wrong = tasks.indices.filter { ranks[$0] != wanted[$0] }
            #expect(wrong.isEmpty, "\(wrong.count) ranks differ, first at \(wrong.first.map { "\($0): \(tasks[$0].description)" } ?? "")")
        }
    }

    @Test("with the tasks ranked once, sorting and merging give the order of the rule by integers alone")
    func rankedTasks() {
        let (items, order) = Self.rankedItems()
        let expected = items.sorted { Self.reference($0, $1, in: order.table) }.map(\.taskIndex)
        let keys = ItemOrder.sortedKeys(items, order: order)
        #expect(keys.allSatisfy { $0.taskRank >= 0 && $0.text == nil })
        #expect(keys.map { items[$0.position].taskIndex } == expected)
        let parts = [Array(items[0..<30]), Array(items[30..<31]), [], Array(items[31...])]
        #expect(ItemOrder.merged(parts.map { SortedItems($0, order: order) }, in: order.table).map(\.taskIndex) == expected)
    }
}

/// Today lists a task once; which of its items is listed does not depend on the order of the list.
@Suite("Today, one item a task")
struct TodayOnceTests {
    @Test("of two tasks read from the same line, Today lists the one found first")
    func sameSource() {
        let source = SourceLocation(file: "todo.txt", line: 1)
        let first = TaskParser.parse("Zebra due:2026-11-23", at: source).0
        let second = TaskParser.parse("Antelope due:2026-11-23", at: source).0
        let plan = Planner(today: day("2026-11-23")).plan(TaskList(tasks: [first, second]))
        #expect(plan.days[0].texts(in: plan.tasks) == ["Zebra due:2026-11-23"])
        #expect(plan.days[0].items.first?.reason == .due)
        // The calendar feed lists both: it has no one-item rule.
        #expect(plan.upcoming.map { String(plan.tasks[$0].description) } == ["Antelope due:2026-11-23", "Zebra due:2026-11-23"])
    }

    @Test("a year page lists a week that starts in the year before")
    func weekFromTheYearBefore() {
        let plan = Planner(today: day("2025-12-29")).plan(taskList("Plan the year plan:2026-W01"))
        #expect(plan.years.map { $0.texts(in: plan.tasks) } == [["Plan the year plan:2026-W01"], ["Plan the year plan:2026-W01"]])
    }

    @Test("completed tasks are listed latest first, in file order within a day; a year lists them all")
    func completedOrder() {
        let plan = Planner(today: day("2026-11-23")).plan(taskList(
            "x 2026-11-20 First", "x 2026-11-23 Second", "x 2026-11-20 Third", "x 2026-01-02 Fourth", "x 2025-12-31 Old"
        ))
        func texts(_ list: PeriodList) -> [String] { list.completed.map { String($0.description) } }
        #expect(texts(plan.years[0]) == ["Second", "First", "Third", "Fourth"])
        #expect(texts(plan.months[0]) == ["Second", "First", "Third"])
        #expect(texts(plan.days[0]) == ["Second"])
    }
}

/// A small deterministic random number generator (SplitMix64), so the scrambled lists are the same
/// on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
