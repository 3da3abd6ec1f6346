@testable import HorizonCore
import Testing

/// Characters counted scalar by scalar where each is its own (docs/output.md#printing: an entry's printed
/// length), against the standard library's grapheme rules.
@Suite("Character count")
struct CharacterCountTests {
    @Test("every scalar of every listed range is a character of its own, beside a letter and beside itself")
    func rangesHoldOwnCharacters() {
        var joined: [String] = []
        for range in CharacterCount.ownCharacters {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(Character(scalar))
                // A CR followed by an LF is one character; the counter checks that pair itself.
                if value == 0x0D || value == 0x0A { continue }
                if ("a" + text + "a").count != 3 || (text + text).count != 2 { joined.append(String(value, radix: 16)) }
            }
        }
        #expect(joined.isEmpty, "scalars that join another: \(joined.prefix(20))")
    }

    @Test("the ranges are in order and apart, so that the lookup may stop at the first range above a scalar")
    func rangesInOrder() {
        let ranges = CharacterCount.ownCharacters
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
    }

    @Test("the count is String's", arguments: [
        "", "Pay rent +home", "Café au lait", "Cafe\u{301} combining", "👩‍👩‍👧 family", "🇫🇷 flag", "👍🏽 toned",
        "✅ done", "❤️ with a selector", "1️⃣ keycap", "漢字 かな カナ 한국어", "Привет σημειώσεις עברית العربية",
        "a lone CR\r here", "CR then LF\r\n joined", "tab\tand bell\u{7}", "क्षत्रिय conjunct", "e\u{301}\u{302} two marks",
        "\u{1100}\u{1161}\u{11A8} jamo", "½ → ≠ € ™", "ｆｕｌｌ ｗｉｄｔｈ ﾊﾟ",
    ])
    func matchesString(_ text: String) {
        #expect(CharacterCount.of(text) == text.count)
    }

    @Test("texts counted joined: a CR ending one and an LF starting the next are one character")
    func joinedTexts() {
        #expect(CharacterCount.of(joined: ["Call ", "+home", " now"]) == 14)
        #expect(CharacterCount.of(joined: ["ends in CR\r", "\nstarts with LF"]) == "ends in CR\r\nstarts with LF".count)
        #expect(CharacterCount.of(joined: ["e", "\u{301} mark after a word"]) == "e\u{301} mark after a word".count)
    }
}
