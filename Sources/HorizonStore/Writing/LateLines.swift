import HorizonFileSystem

/// Where the late lines of a killed command's replaced file belong in the file as it is now, and which
/// of them that command had merged already (docs/commands.md#what-the-writer-guarantees).
enum LateLines {
    /// The file with the late lines it lacks put back.
    ///
    /// `late` is the replaced file's bytes from the first one the new file lacked (its indices are offsets
    /// in that file). When the file still starts with exactly what the killed command wrote (`written`:
    /// its length and digest), position decides: the killed command merged late lines right after its
    /// own bytes, so the longest run of late lines found there is merged, and the rest goes right after
    /// it. If the command was appending the next late bytes (`appending`) when it was killed, that append
    /// may have landed after another program's lines: found there, it is moved, not added again. Otherwise
    /// (a kept file of the older shape, or a file another program rewrote since) content decides: the
    /// late lines that appear in the file in their order are merged, the rest is appended.
    static func restored(
        _ late: ArraySlice<UInt8>, into current: [UInt8], written: KeptFileName.Written?, appending: Range<Int>? = nil
    ) -> [UInt8] {
        if let written, current.count >= written.size, ContentDigest.of(current[..<written.size]) == written.digest {
            let merged = mergedPrefix(of: late, at: written.size, in: current)
            guard merged < late.count else { return current }
            let position = written.size + merged
            let missing = late.dropFirst(merged)
            if let appending, appending.lowerBound == missing.startIndex, appending.upperBound <= missing.endIndex,
               !appending.isEmpty, let landed = lineRun(late[appending], in: current, after: position) {
                return Array(current[..<position]) + missing + current[position..<landed.lowerBound] + current[landed.upperBound...]
            }
            return Array(current[..<position]) + missing + current[position...]
        }
        let lines = lines(of: late)
        var found = 0
        for line in self.lines(of: current[...]) where found < lines.count && trimmed(line) == trimmed(lines[found]) {
            found += 1
        }
        let missing = lines.dropFirst(found).joined()
        return missing.isEmpty ? current : current + missing
    }

    /// Where `run` stands in `current` after `position`, starting a line; nil when it does not.
    private static func lineRun(_ run: ArraySlice<UInt8>, in current: [UInt8], after position: Int) -> Range<Int>? {
        guard let first = run.first, current.count - run.count > position else { return nil }
        for start in (position + 1)...(current.count - run.count)
        where current[start] == first && current[start - 1] == 10 && current[start..<(start + run.count)].elementsEqual(run) {
            return start..<(start + run.count)
        }
        return nil
    }

    /// How many of the first late bytes stand in `current` at `position`: a whole number of lines, or all.
    private static func mergedPrefix(of late: ArraySlice<UInt8>, at position: Int, in current: [UInt8]) -> Int {
        var count = min(late.count, current.count - position)
        while count > 0 {
            let endsLine = count == late.count || late[late.startIndex + count - 1] == 10
            if endsLine, current[position..<(position + count)].elementsEqual(late.prefix(count)) { return count }
            count -= 1
        }
        return 0
    }

    /// The lines of some bytes, each with its line break (the last may have none).
    private static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == 10 {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex { lines.append(bytes[start...]) }
        return lines
    }

    /// A line without its line break, so that a last line written without one still matches.
    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var line = line
        while let last = line.last, last == 10 || last == 13 { line = line.dropLast() }
        return line
    }
}
