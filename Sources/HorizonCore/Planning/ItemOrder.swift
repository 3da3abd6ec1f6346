/// The order of items inside a list (SPEC §4): not done before done; timed items first, by time;
/// then priority A…Z before none; then due date (dated first); then text; then source (stable).
public enum ItemOrder {
    /// Whether `lhs` is listed before `rhs`.
    public static func precedes(_ lhs: PlanItem, _ rhs: PlanItem) -> Bool {
        SortKey(lhs) < SortKey(rhs)
    }

    /// Sorts a list of items by ``precedes(_:_:)``. The comparison keys are computed once per item and
    /// positions are sorted instead of the (large) items themselves.
    public static func sorted(_ items: [PlanItem]) -> [PlanItem] {
        guard items.count > 1 else { return items }
        let keys = items.map(SortKey.init)
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        return order.map { items[$0] }
    }

    /// The fields ``precedes(_:_:)`` compares, flattened into numbers where possible.
    private struct SortKey: Comparable {
        let complete: Bool
        let minutes: Int
        let priority: UInt8
        let due: Int
        let text: Substring
        let source: SourceLocation
        let period: Period

        init(_ item: PlanItem) {
            complete = item.task.isComplete
            minutes = item.task.at?.minutes ?? Int.max
            priority = item.task.priority?.letter.asciiValue ?? UInt8.max
            due = item.due?.dayNumber ?? Int.max
            text = item.task.description
            source = item.task.source
            period = item.period
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.complete != rhs.complete { return !lhs.complete }
            if lhs.minutes != rhs.minutes { return lhs.minutes < rhs.minutes }
            if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
            if lhs.due != rhs.due { return lhs.due < rhs.due }
            if lhs.text != rhs.text { return lhs.text < rhs.text }
            if lhs.source != rhs.source { return lhs.source < rhs.source }
            return lhs.period < rhs.period
        }
    }
}
