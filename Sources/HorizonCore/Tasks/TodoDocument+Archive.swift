/// What `horizon archive` does to the two files (todo.sh convention): completed lines leave todo.txt
/// and go to the end of done.txt, every other line keeping its bytes.
extension TodoDocument {
    /// The 1-based numbers of the completed lines (those starting with `x `, docs/todotxt.md#the-todotxt-dialect).
    public var completedLineNumbers: [Int] {
        lines.indices.filter { index in
            let content = lines[index].content
            return content.count >= 2 && bytes[content.lowerBound] == UInt8(ascii: "x") && bytes[content.lowerBound + 1] == 32
        }.map { $0 + 1 }
    }

    /// The file without some lines; every other line keeps its bytes and ending, and the BOM stays.
    public func removing(lines numbers: Set<Int>) -> [UInt8] {
        var output: [UInt8] = hasBOM ? [0xEF, 0xBB, 0xBF] : []
        output.reserveCapacity(bytes.count)
        for (index, line) in lines.enumerated() where !numbers.contains(index + 1) {
            output.append(contentsOf: bytes[line.content])
            output.append(contentsOf: line.ending.bytes)
        }
        return output
    }

    /// The file with lines (their content bytes, kept exactly) appended at its end, each ending as the
    /// file's lines do — or with `ending` in a file that has no line ending yet.
    public func appending(lineContents: [ArraySlice<UInt8>], ending: LineEnding) -> [UInt8] {
        let ending = lines.contains(where: { $0.ending != .none }) ? preferredEnding : ending
        var output = bytes
        if lines.last?.ending == TodoDocument.LineEnding.none { output.append(contentsOf: ending.bytes) }
        for content in lineContents {
            output.append(contentsOf: content)
            output.append(contentsOf: ending.bytes)
        }
        return output
    }
}
