@testable import HorizonCore
import Testing

@Suite("Weekday")
struct WeekdayTests {
    @Test("a list's distinct days are counted once each, whatever their order and repeats")
    func distinctCount() {
        #expect(Weekday.distinctCount([]) == 0)
        #expect(Weekday.distinctCount([.monday]) == 1)
        #expect(Weekday.distinctCount([.monday, .monday]) == 1)
        #expect(Weekday.distinctCount([.friday, .monday, .wednesday, .monday]) == 3)
        #expect(Weekday.distinctCount(Weekday.allCases + Weekday.allCases.reversed()) == 7)
        for size in 0...10 {
            let days = (0..<size).map { Weekday.allCases[($0 * 5 + size) % 7] }
            #expect(Weekday.distinctCount(days) == Set(days).count)
        }
    }
}
