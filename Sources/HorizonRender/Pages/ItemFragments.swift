import Foundation
import HorizonCore

/// Every list entry of a plan rendered once, in parallel, before the pages are built: a task appears on
/// its day, week, month and year pages and on the overviews, and renders the same way wherever the
/// reason it is listed reads the same.
struct ItemFragments: Sendable {
    /// For each list of the plan (keyed by its period), one fragment per item, in order.
    private let byList: [Period: [Inline]]

    /// The fragment of an item of a list, if the list was prepared.
    func fragment(_ list: PeriodList, _ position: Int) -> Inline? {
        byList[list.period]?[position]
    }

    /// What an entry's rendering depends on besides the task: why it is listed, for which period, and
    /// whether that is the list's own period ("planned" or "planned for week …").
    private struct Key: Hashable {
        let task: ObjectIdentifier
        let reason: Reason
        let period: Period
        let isListPeriod: Bool
    }

    init(plan: Plan) {
        let lists = plan.days + plan.weeks + plan.months + plan.years
        let itemCount = lists.reduce(0) { $0 + $1.items.count }
        var keyIndex: [Key: Int] = [:]
        keyIndex.reserveCapacity(itemCount / 2)
        var representatives: [(item: PlanItem, period: Period)] = []
        representatives.reserveCapacity(itemCount / 2)
        var positions: [[Int]] = []
        positions.reserveCapacity(lists.count)
        for list in lists {
            positions.append(list.items.map { item in
                let key = Key(task: item.taskIdentity, reason: item.reason, period: item.period,
                              isListPeriod: item.period == list.period)
                if let index = keyIndex[key] { return index }
                keyIndex[key] = representatives.count
                representatives.append((item, list.period))
                return representatives.count - 1
            })
        }
        let rendered = ItemFragments.render(representatives, today: plan.today)
        var byList: [Period: [Inline]] = [:]
        for (list, indexes) in zip(lists, positions) {
            byList[list.period] = indexes.map { rendered[$0] }
        }
        self.byList = byList
    }

    /// Renders the distinct entries on all cores, in chunks.
    private static func render(_ entries: [(item: PlanItem, period: Period)], today: CivilDate) -> [Inline] {
        let chunkSize = 512
        let chunks = (entries.count + chunkSize - 1) / chunkSize
        return parallelMap(chunks) { chunk in
            let range = (chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)
            return range.map { Cmark.fragment(ItemInlines.inlines(for: entries[$0].item, in: entries[$0].period, today: today)) }
        }.flatMap { $0 }
    }
}
