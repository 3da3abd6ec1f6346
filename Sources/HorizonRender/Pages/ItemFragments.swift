import Foundation
import HorizonCore

/// Every list entry of a plan rendered once by cmark, in parallel, before the pages are built: a task
/// appears on its day, week, month and year pages and on the overviews, and renders the same way
/// wherever the reason it is listed reads the same. Pages then join the rendered items into lists.
struct ItemFragments: Sendable {
    /// The rendered entries, in chunks of `chunkSize` (one cmark list each).
    private let chunks: [RenderedItems]
    /// For each list of the plan (keyed by its period), the number of each open item's entry, in order.
    private let itemEntries: [Period: [Int32]]
    /// For each list, the number of each completed task's entry, in order.
    private let completedEntries: [Period: [Int32]]

    private static let chunkSize = 512

    /// A bullet list of the open items at `positions` of `list`; nil if the list was not prepared.
    func items(of list: PeriodList, at positions: Range<Int>) -> Block? {
        itemEntries[list.period].map { join($0[positions]) }
    }

    /// A bullet list of the tasks completed in `list`'s period; nil if the list was not prepared.
    func completed(of list: PeriodList) -> Block? {
        completedEntries[list.period].map { join($0[...]) }
    }

    private func join(_ entries: ArraySlice<Int32>) -> Block {
        // cmark writes a tight bullet list as these two lines around its items, and each item as
        // `  - …` in CommonMark; the golden pages check that the joined list is what cmark would write.
        // The last newline is left to cmark, which writes one after the block. Entries that follow each
        // other in one chunk (a long list's entries mostly do: they were numbered in its order) are
        // handed over as one run, not copied.
        var html: [ArraySlice<UInt8>] = [ItemFragments.listOpening[...]]
        var markdown: [ArraySlice<UInt8>] = []
        var run: (chunk: Int, first: Int, last: Int)?
        func flush() {
            guard let run else { return }
            html.append(chunks[run.chunk].html(run.first, through: run.last))
            markdown.append(chunks[run.chunk].markdown(run.first, through: run.last))
        }
        for entry in entries {
            let (chunk, index) = location(entry)
            if let current = run, current.chunk == chunk, current.last + 1 == index {
                run = (chunk, current.first, index)
            } else {
                flush()
                run = (chunk, index, index)
            }
        }
        flush()
        html.append(ItemFragments.listClosing[...])
        if let last = markdown.popLast() {
            markdown.append(last.last == UInt8(ascii: "\n") ? last.dropLast() : last)
        }
        return .renderedList(html: html, markdown: markdown)
    }

    private static let listOpening = Array("<ul>\n".utf8)
    private static let listClosing = Array("</ul>".utf8)

    private func location(_ entry: Int32) -> (chunk: Int, index: Int) {
        (Int(entry) / ItemFragments.chunkSize, Int(entry) % ItemFragments.chunkSize)
    }

    /// What an entry's rendering depends on besides the task: why it is listed, for which period, and
    /// whether that is the list's own period ("planned" or "planned for week …").
    private struct Key: Hashable {
        let task: ObjectIdentifier
        let reason: Reason
        let period: Period
        let isListPeriod: Bool

        // One word into the hasher instead of a field at a time: a million-item plan hashes a million keys.
        func hash(into hasher: inout Hasher) {
            var mixed = UInt64(UInt(bitPattern: task.hashValue))
            mixed = mixed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(period.firstDay.dayNumber &+ 0x10_0000)
            mixed = mixed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(period.level.rawValue &* 16 &+ reason.number &* 2 &+ (isListPeriod ? 1 : 0))
            hasher.combine(mixed)
        }
    }

    /// An entry to render: an open item as listed in a period, or a completed task of a list (by its
    /// place, so that the entry is small).
    private enum Entry {
        case open(PlanItem, listPeriod: Period)
        case completed(list: Int32, position: Int32)
    }

    /// Renders every entry of the plan's lists; nil if cmark fails (the pages then render entries in place).
    init?(plan: Plan) {
        let lists = plan.days + plan.weeks + plan.months + plan.years
        let itemCount = lists.reduce(0) { $0 + $1.items.count }
        var keyIndex: [Key: Int32] = [:]
        keyIndex.reserveCapacity(itemCount / 2)
        var entries: [Entry] = []
        entries.reserveCapacity(itemCount / 2)
        var itemEntries: [Period: [Int32]] = [:]
        var completedEntries: [Period: [Int32]] = [:]
        for (listNumber, list) in lists.enumerated() {
            itemEntries[list.period] = list.items.map { item in
                let key = Key(task: item.taskIdentity, reason: item.reason, period: item.period,
                              isListPeriod: item.period == list.period)
                if let entry = keyIndex[key] { return entry }
                keyIndex[key] = Int32(entries.count)
                entries.append(.open(item, listPeriod: list.period))
                return Int32(entries.count - 1)
            }
            // A completed task renders the same on every page, and is rarely on more than one list.
            completedEntries[list.period] = list.completed.indices.map { position in
                entries.append(.completed(list: Int32(listNumber), position: Int32(position)))
                return Int32(entries.count - 1)
            }
        }
        guard entries.count < Int32.max, let chunks = ItemFragments.render(entries, of: lists, today: plan.today) else { return nil }
        self.chunks = chunks
        self.itemEntries = itemEntries
        self.completedEntries = completedEntries
    }

    /// Renders the entries on all cores, a chunk at a time.
    private static func render(_ entries: [Entry], of lists: [PeriodList], today: CivilDate) -> [RenderedItems]? {
        let chunkCount = (entries.count + chunkSize - 1) / chunkSize
        let chunks = parallelMap(chunkCount) { chunk in
            let first = chunk * chunkSize
            return Cmark.listItems(count: min(entries.count, first + chunkSize) - first) { index, sink in
                switch entries[first + index] {
                case .open(let item, let listPeriod): ItemInlines.write(item, in: listPeriod, today: today, into: &sink)
                case .completed(let list, let position): ItemInlines.writeCompleted(lists[Int(list)].completed[Int(position)], into: &sink)
                }
            }
        }
        let rendered = chunks.compactMap { $0 }
        return rendered.count == chunkCount ? rendered : nil
    }
}

private extension Reason {
    /// A small number for hashing.
    var number: Int {
        switch self {
        case .due: 0
        case .planned: 1
        case .overdue: 2
        case .occurrence: 3
        case .starts: 4
        case .floating: 5
        case .carried: 6
        case .unplanned: 7
        }
    }
}
