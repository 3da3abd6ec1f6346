import HorizonCore

/// Makes a file's parts on all cores and hands them over in order a window at a time, so that a large
/// file is written as it is made: memory holds one window of parts, not the file.
enum OrderedParts {
    /// How many pieces of work are made at once: enough to keep every core busy between the
    /// hand-overs, few enough to stay tens of megabytes.
    static let window = 32

    /// Runs `make` for `0..<count` on `parallel`, a window at a time, and passes each result's parts
    /// to `append` in the order of `0..<count`.
    static func make(
        _ count: Int, on parallel: ParallelRunner, _ make: @Sendable (Int) -> [[UInt8]], into append: (ArraySlice<UInt8>) -> Void
    ) {
        var start = 0
        while start < count {
            let first = start, end = min(count, start + window)
            for parts in parallel.map(end - first, { make(first + $0) }) {
                for part in parts { append(part[...]) }
            }
            start = end
        }
    }
}
