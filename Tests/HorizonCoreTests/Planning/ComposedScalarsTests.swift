import Foundation
@testable import HorizonCore
import Testing

/// The scalars a description may hold and be its own composed form (docs/todotxt.md#order): each is
/// composed alone and composes with nothing before it.
@Suite("Composed scalars")
struct ComposedScalarsTests {
    /// Every scalar up to U+2FFFF that a canonical composition takes second: the last scalar of the
    /// decomposition of every scalar that is its own composed form and decomposes (Hangul syllables
    /// included, whose vowels and final consonants compose with what is before them).
    static let composedSecond: Set<UInt32> = {
        var seconds: Set<UInt32> = []
        for value in UInt32(0)..<0x30000 {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let text = String(Character(scalar))
            let decomposed = Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
            guard decomposed.count >= 2, text._nfcCodeUnits == Array(text.utf8), let last = decomposed.last else { continue }
            seconds.insert(last.value)
        }
        return seconds
    }()

    @Test("every scalar of every range is composed alone, of combining class 0, and never a composition's second")
    func everyScalar() {
        #expect(Self.composedSecond.contains(0x0301) && Self.composedSecond.contains(0x1161) && Self.composedSecond.contains(0x11A8))
        var wrong: [String] = []
        for range in ComposedScalars.ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(Character(scalar))
                if text._nfcCodeUnits != Array(text.utf8) || scalar.properties.canonicalCombiningClass != .notReordered
                    || Self.composedSecond.contains(value) {
                    wrong.append(String(value, radix: 16))
                }
            }
        }
        #expect(wrong.isEmpty, "not composed by themselves: \(wrong.prefix(20))")
    }

    @Test("the ranges are in order and apart, as the search needs")
    func ordered() {
        for (left, right) in zip(ComposedScalars.ranges, ComposedScalars.ranges.dropFirst()) {
            #expect(left.upperBound < right.lowerBound)
        }
    }

    @Test("a text is known composed only when it is; one that is not is left to the normaliser", arguments: [
        ("Pay rent +home", true), ("Überprüfung отчёт Ελληνικά עברית العربية", true), ("会議の準備 한국어 ✅ 🎉", true),
        ("Cafe\u{301}", false), ("\u{1100}\u{1161}", false), ("か\u{3099}", false), ("Ω \u{2126}", false), ("a\u{0300}", false),
        ("e\u{0338}", false), ("\u{212B}ngström", false),
    ])
    func texts(_ text: String, _ composed: Bool) {
        #expect(ComposedScalars.holdOnlyComposed(text.utf8.span) == composed)
        if composed { #expect(text._nfcCodeUnits == Array(text.utf8)) }
    }

    @Test("descriptions rank the same with the ranges as composed by the normaliser", arguments: [
        "Überprüfung отчёт", "会議の準備 ✅", "Cafe\u{301} au lait", "한국어 \u{1100}\u{1161}", "Ελληνικά ΐ",
    ])
    func appended(_ description: String) {
        let task = TodoDocument(name: "todo.txt", bytes: Array(description.utf8)).readTasks().tasks[0]
        var bytes: [UInt8] = []
        DescriptionOrder.appendComposed(task, to: &bytes)
        #expect(bytes == String(task.description)._nfcCodeUnits)
    }
}
