import HorizonCore
import Testing

private let source = SourceLocation(file: "todo.txt", line: 1)

private func task(_ line: String) -> Task {
    TaskParser.parse(line, at: source).0
}

private func target(_ word: String, today: String = "2026-11-25") -> PlanTarget? {
    PlanTarget(word, today: day(today))
}

@Suite("horizon plan: moving a task between day, week, month and year (docs/todotxt.md#moving-and-skipping)")
struct ReplanningTests {
    // 2026-11-25 is a Wednesday in 2026-W48.
    @Test("period words read relative to today", arguments: [
        ("today", "2026-11-25"), ("tomorrow", "2026-11-26"), ("thu", "2026-11-26"), ("mon", "2026-11-30"),
        ("wed", "2026-12-02"), ("Sun", "2026-11-29"), ("this-week", "2026-W48"), ("next-week", "2026-W49"),
        ("this-month", "2026-11"), ("next-month", "2026-12"), ("2026-11-27", "2026-11-27"), ("2026-W49", "2026-W49"),
        ("2026-12", "2026-12"), ("2027", "2027"), ("none", "none"), ("NONE", "none"),
    ])
    func words(word: String, expected: String) {
        #expect(target(word)?.description == expected)
    }

    @Test("next-week and next-month cross the year; next-week of 2026-W53 is 2027-W01")
    func yearEnds() {
        #expect(target("next-week", today: "2026-12-30")?.description == "2027-W01")
        #expect(target("next-month", today: "2026-12-30")?.description == "2027-01")
        #expect(target("this-week", today: "2027-01-02")?.description == "2026-W53")
    }

    @Test("words that are no period are nil", arguments: ["monday", "next-year", "2026-W54", "2026-13", "", "12", "yesterday"])
    func notPeriods(word: String) {
        #expect(target(word) == nil)
    }

    @Test("a day plan moves to its week; due: and every other byte stay")
    func dayToWeek() throws {
        let line = "(A) 2026-11-01 Write  report plan:2026-11-27 due:2026-12-04 +work café"
        let moved = try task(line).replannedLine(.period(period("2026-W49")), today: day("2026-11-25"))
        #expect(moved == "(A) 2026-11-01 Write  report plan:2026-W49 due:2026-12-04 +work café")
    }

    @Test("a task without a plan gets one appended; none removes it")
    func appendAndRemove() throws {
        let planned = try task("Call Bob due:2026-11-30").replannedLine(.period(period("2026-12")), today: day("2026-11-25"))
        #expect(planned == "Call Bob due:2026-11-30 plan:2026-12")
        let unplanned = try task("Call Bob plan:2026-12 due:2026-11-30").replannedLine(.none, today: day("2026-11-25"))
        #expect(unplanned == "Call Bob due:2026-11-30")
    }

    @Test("none removes show: with the plan, unless --show sets it in the same step")
    func noneRemovesShow() throws {
        let line = "Call Bob plan:2026-12 show:day,week due:2026-11-30"
        #expect(try task(line).replannedLine(.none, today: day("2026-11-25")) == "Call Bob due:2026-11-30")
        let levels = try #require(ShowLevels(tagValue: "week"))
        #expect(try task(line).replannedLine(.none, show: levels, today: day("2026-11-25")) == "Call Bob show:week due:2026-11-30")
    }

    @Test("--show sets show: in the same step, replacing one that is there")
    func show() throws {
        let levels = ShowLevels(tagValue: "week,day")
        let added = try task("Plan trip plan:2027").replannedLine(.period(period("2026-W49")), show: levels, today: day("2026-11-25"))
        #expect(added == "Plan trip plan:2026-W49 show:day,week")
        let replaced = try task("Plan trip show:year plan:2027").replannedLine(.period(period("2026-12-01")), show: levels, today: day("2026-11-25"))
        #expect(replaced == "Plan trip show:day,week plan:2026-12-01")
    }

    @Test("a period that ended before today is refused; one that still holds today is not", arguments: [
        ("2026-11-24", true), ("2026-W47", true), ("2026-10", true), ("2025", true),
        ("2026-11-25", false), ("2026-W48", false), ("2026-11", false), ("2026", false),
    ])
    func past(text: String, refused: Bool) throws {
        let sorting = task("Sort photos")
        if refused {
            #expect(throws: TaskEditError.periodEnded(period(text), today: day("2026-11-25"))) {
                try sorting.replannedLine(.period(period(text)), today: day("2026-11-25"))
            }
        } else {
            #expect(try sorting.replannedLine(.period(period(text)), today: day("2026-11-25")) == "Sort photos plan:\(text)")
        }
    }

    @Test("a done line is refused")
    func done() {
        #expect(throws: TaskEditError.alreadyComplete(source)) {
            try task("x 2026-11-20 Sort photos plan:2026-11-20").replannedLine(.period(period("2026-W49")), today: day("2026-11-25"))
        }
    }

    @Test("TodoDocument.replanning rewrites only the given lines, CRLF kept, and refuses all when one is refused")
    func document() throws {
        let document = TodoDocument(name: "todo.txt", bytes: Array("a plan:2026-11-26\r\nb\r\nx 2026-11-20 c\r\n".utf8))
        let change = try document.replanning(lines: [1, 2, 1], to: .period(period("2026-W49")), show: nil, today: day("2026-11-25"))
        #expect(String(decoding: change.bytes, as: UTF8.self) == "a plan:2026-W49\r\nb plan:2026-W49\r\nx 2026-11-20 c\r\n")
        #expect(throws: TaskEditError.alreadyComplete(SourceLocation(file: "todo.txt", line: 3))) {
            try document.replanning(lines: [1, 3], to: .none, show: nil, today: day("2026-11-25"))
        }
    }

    @Test("show: values read and write finest first")
    func showLevels() {
        #expect(ShowLevels(tagValue: "year,day")?.tagValue == "day,year")
        #expect(ShowLevels(tagValue: "day,,week") == nil)
        #expect(ShowLevels(tagValue: "days") == nil)
    }
}
