import HorizonCore

/// The completed lines an archive moved to done.txt, each as often as it was moved, to be found and
/// removed in todo.txt as it is now: lines another program added or changed since stay.
struct ArchivedLines {
    private var counts: [ArraySlice<UInt8>: Int] = [:]

    init(_ lines: [ArraySlice<UInt8>]) {
        for line in lines { counts[line, default: 0] += 1 }
    }

    /// The numbers of the completed lines of `document` that are among them, each used once.
    func numbers(in document: TodoDocument) -> [Int] {
        var counts = counts
        var numbers: [Int] = []
        for number in document.completedLineNumbers {
            let content = document.contentBytes(ofLine: number)
            guard let count = counts[content], count > 0 else { continue }
            counts[content] = count - 1
            numbers.append(number)
        }
        return numbers
    }
}
