import HorizonCore

/// Receives inline content as it is produced, so that the same description of a list entry can become
/// ``Inline`` values or go straight into a cmark tree (the entry cache renders a million of them).
protocol InlineSink {
    /// Literal text (escaped by the renderers).
    mutating func text(_ text: Substring)
    /// A code span.
    mutating func code(_ text: String)
    /// A link whose text is plain.
    mutating func link(_ destination: Substring, text: Substring)
    /// Starts a container; everything until the matching ``close()`` goes into it.
    mutating func open(_ container: InlineContainer)
    /// Ends the innermost open container.
    mutating func close()
    /// A checkbox (HTML) or `[ ]` (Markdown).
    mutating func checkbox(checked: Bool)
    /// Literal text as UTF-8 bytes: a piece of a task's text (valid UTF-8, cut at spaces).
    mutating func text(utf8: UnsafeBufferPointer<UInt8>)
    /// A link whose text is its destination, as UTF-8 bytes.
    mutating func link(utf8: UnsafeBufferPointer<UInt8>)
    /// A code span holding a source location (`todo.txt:12`).
    mutating func code(source: SourceLocation)
}

extension InlineSink {
    mutating func text(_ text: String) {
        self.text(text[...])
    }

    mutating func text(utf8: UnsafeBufferPointer<UInt8>) {
        text(Substring(decoding: utf8, as: UTF8.self))
    }

    mutating func link(utf8: UnsafeBufferPointer<UInt8>) {
        let word = Substring(decoding: utf8, as: UTF8.self)
        link(word, text: word)
    }

    mutating func code(source: SourceLocation) {
        code(source.description)
    }
}

/// An inline that holds other inlines.
enum InlineContainer {
    case emphasis, strong, label
    /// ``Inline/styled(className:_:)`` with this class.
    case styled(String)
}

/// Collects what it receives as ``Inline`` values.
struct InlineBuilder: InlineSink {
    private var open: [(container: InlineContainer, children: [Inline])] = []
    /// The top-level inlines received so far.
    private(set) var inlines: [Inline] = []

    mutating func text(_ text: Substring) {
        add(.text(String(text)))
    }

    mutating func code(_ text: String) {
        add(.code(text))
    }

    mutating func link(_ destination: Substring, text: Substring) {
        add(.link(destination: String(destination), [.text(String(text))]))
    }

    mutating func open(_ container: InlineContainer) {
        open.append((container, []))
    }

    mutating func close() {
        guard let (container, children) = open.popLast() else { return }
        switch container {
        case .emphasis: add(.emphasis(children))
        case .strong: add(.strong(children))
        case .label: add(.label(children))
        case .styled(let className): add(.styled(className: className, children))
        }
    }

    mutating func checkbox(checked: Bool) {
        add(.checkbox(checked: checked))
    }

    private mutating func add(_ inline: Inline) {
        if open.isEmpty {
            inlines.append(inline)
        } else {
            open[open.count - 1].children.append(inline)
        }
    }
}
