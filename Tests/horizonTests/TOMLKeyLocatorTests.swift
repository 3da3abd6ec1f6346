@testable import horizon
import Testing

/// ``TOMLKeyLocator``: where a top-level key of a configuration file is written, for messages.
@Suite("TOML key positions")
struct TOMLKeyLocatorTests {
    func position(_ key: String, in text: String) -> String {
        let (line, column) = TOMLKeyLocator(text: text).position(of: key)
        return "\(line):\(column)"
    }

    @Test("a key's line and column, 1-based, after indentation")
    func plain() {
        let text = "# horizon\ntodo = \"todo.txt\"\n  output = \"site\"\n"
        #expect(position("todo", in: text) == "2:1")
        #expect(position("output", in: text) == "3:3")
    }

    @Test("a missing key is at the start of the file; the first of a key written twice counts")
    func missingAndTwice() {
        #expect(position("title", in: "todo = \"a\"\n") == "1:1")
        #expect(position("todo", in: "todo = \"a\"\ntodo = \"b\"\n") == "1:1")
    }

    @Test("quoted keys are found by their name")
    func quoted() {
        #expect(position("time zone", in: "todo = \"a\"\n\"time zone\" = \"UTC\"\n") == "2:1")
        #expect(position("missed", in: "'missed' = \"drop\"\n") == "1:1")
    }

    @Test("comments, multi-line strings and the keys of tables are not top-level keys")
    func skipped() {
        let text = """
            title = \"\"\"
            output = "not a key"
            \"\"\"
            # format = "md"
            [extra]
            format = "json"
            """
        #expect(position("title", in: text) == "1:1")
        #expect(position("output", in: text) == "1:1")
        #expect(position("format", in: text) == "1:1")
        #expect(position("extra", in: text) == "5:2")
    }
}
