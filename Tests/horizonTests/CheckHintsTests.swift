import Foundation
import HorizonCore
@testable import horizon
import Testing

/// ``CheckHints``: what `horizon check` says after the diagnostics, which never fails the check.
@Suite("Check hints")
struct CheckHintsTests {
    let today = CivilDate(year: 2026, month: 3, day: 1)!

    func hints(_ text: String, zone: String? = nil) -> [String] {
        let tasks = TodoDocument(name: "todo.txt", bytes: Array(text.utf8)).readTasks().tasks
        return CheckHints(zone: zone.flatMap(TimeZone.init(identifier:)), today: today).hints(tasks).map(\.description)
    }

    @Test("a weekday or month-day rule is Horizon's own: other tools end or never repeat the series")
    func otherToolsRule() {
        #expect(hints("Gym rec:+mon,wed due:2026-03-02\n") == [
            "todo.txt:1:9: hint: rec:+mon,wed is a weekday or month-day rule that only Horizon repeats: if this list is also edited with topydo or todo.sh, complete the task with horizon done, or the series ends there",
        ])
        #expect(hints("Water plants rec:1w due:2026-03-02\n").isEmpty)
    }

    @Test("due: after until: is shown due by other tools, though the series has ended")
    func dueAfterUntil() {
        #expect(hints("Report rec:1w due:2026-05-01 until:2026-04-01\n") == [
            "todo.txt:1:36: hint: due:2026-05-01 is after until:2026-04-01: Horizon repeats nothing past until:, but other todo.txt tools still show the task due; complete it or move until:",
        ])
    }

    @Test("an at: time the zone skips when its clocks go forward; none without a zone, none for done tasks")
    func timeInGap() {
        let line = "Call rec:1d due:2026-03-28 at:02:30\n"
        #expect(hints(line, zone: "Europe/Paris") == [
            "todo.txt:1:31: hint: at:02:30 does not exist on 2026-03-29 in Europe/Paris (the clocks go from 02:00 to 03:00); calendar programs show it at different times — choose a time outside that hour",
        ])
        #expect(hints(line).isEmpty)
        #expect(hints("x 2026-02-01 " + line, zone: "Europe/Paris").isEmpty)
        #expect(hints("Call rec:1d due:2026-03-28 at:03:30\n", zone: "Europe/Paris").isEmpty)
    }

    @Test("the zone's forward jumps in the year from today")
    func gaps() {
        let gaps = CheckHints.gaps(in: TimeZone(identifier: "Europe/Paris")!, from: today)
        #expect(gaps.map { "\($0.day) \($0.start)-\($0.end)" } == ["2026-03-29 120-180"])
        #expect(CheckHints.gaps(in: TimeZone(identifier: "UTC")!, from: today).isEmpty)
    }
}
