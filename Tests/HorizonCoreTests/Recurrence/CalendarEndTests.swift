import HorizonCore
import Testing

/// Write commands never write a date after 9999-12-31: it would not read back as YYYY-MM-DD.
@Suite("Write commands at the end of the calendar")
struct CalendarEndTests {
    @Test("delay of a task planned for 9999-12-31 is refused")
    func delayBeyond() {
        let task = TaskParser.parse("last day plan:9999-12-31", at: SourceLocation(file: "todo.txt", line: 1)).0
        #expect(throws: TaskEditError.beyondCalendar(task.source)) {
            try task.delayedLine(today: CivilDate(year: 9999, month: 7, day: 1)!)
        }
    }

    @Test("delay of a task planned for 9999-12-30 still works")
    func delayLastDay() throws {
        let task = TaskParser.parse("almost plan:9999-12-30", at: SourceLocation(file: "todo.txt", line: 1)).0
        #expect(try task.delayedLine(today: CivilDate(year: 9999, month: 7, day: 1)!) == "almost plan:9999-12-31 delayed:1")
    }

    @Test("add refuses a schedule whose first occurrence falls after 9999-12-31")
    func addBeyond() throws {
        let now = try #require(LocalDateTime("9999-12-31T23:00"))
        #expect(throws: AddError.self) {
            try TaskScheduler.newTaskLine("pills rec:+1d at:08:00", now: now)
        }
    }
}
