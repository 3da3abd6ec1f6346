@testable import HorizonCore
import Testing

/// A threshold is judged against the period shown, not against today (docs/todotxt.md#thresholds).
@Suite("Period threshold rule")
struct PeriodThresholdTests {
    @Test("a task starting on Thursday 2026-11-26 is in that week, month and year, and in no day before Thursday")
    func judgedAgainstThePeriod() throws {
        let thursday = try #require(CivilDate("2026-11-26"))
        #expect(Period("2026-W48")?.isStarted(threshold: thursday) == true)
        #expect(Period("2026-11")?.isStarted(threshold: thursday) == true)
        #expect(Period("2026")?.isStarted(threshold: thursday) == true)
        #expect(Period("2026-11-25")?.isStarted(threshold: thursday) == false)
        #expect(Period("2026-11-26")?.isStarted(threshold: thursday) == true)
        #expect(Period("2026-W47")?.isStarted(threshold: thursday) == false)
    }

    @Test("a task without a threshold has started in every period")
    func noThreshold() {
        #expect(Period("0001-01-01")?.isStarted(threshold: nil) == true)
    }
}
