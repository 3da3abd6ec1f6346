@testable import HorizonRender
import Testing

/// A box's attributes are written in double quotes: nothing in a value may end the attribute or start a tag.
@Suite("Box attribute escaping")
struct BoxEscapeTests {
    @Test("a value without &, \", < or > is written as it is")
    func plain() {
        #expect(Box.escape("item pl-2 today") == "item pl-2 today")
        #expect(Box.escape("Zürich 東京 🎉") == "Zürich 東京 🎉")
    }

    @Test("&, \", < and > become references, byte by byte: a quote with a combining mark after it is still a quote")
    func special() {
        #expect(Box.escape(#"a&b "c" <d>"#) == "a&amp;b &quot;c&quot; &lt;d&gt;")
        #expect(Box.escape("x\"\u{301} onmouseover=y") == "x&quot;\u{301} onmouseover=y")
        #expect(Box.escape("<\u{338}") == "&lt;\u{338}")
    }

    @Test("an opening tag keeps its attributes inside their quotes")
    func opening() {
        let box = Box(.nav, className: "page-nav", label: "A \"quoted\" <label>")
        #expect(box.opening == #"<nav class="page-nav" aria-label="A &quot;quoted&quot; &lt;label&gt;">"#)
    }
}
