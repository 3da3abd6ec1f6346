/// The order of items inside a list (SPEC §4): not done before done; timed items first, by time;
/// then priority A…Z before none; then due date (dated first); then text; then source (stable).
public enum ItemOrder {
    /// Whether `lhs` is listed before `rhs`.
    public static func precedes(_ lhs: PlanItem, _ rhs: PlanItem) -> Bool {
        let left = lhs.task, right = rhs.task
        if left.isComplete != right.isComplete { return !left.isComplete }
        switch (left.at, right.at) {
        case (let l?, let r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        switch (left.priority, right.priority) {
        case (let l?, let r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        switch (lhs.due, rhs.due) {
        case (let l?, let r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        let leftText = left.description, rightText = right.description
        if leftText != rightText { return leftText < rightText }
        if left.source != right.source { return left.source < right.source }
        return lhs.period < rhs.period
    }

    /// Sorts a list of items by ``precedes(_:_:)``.
    public static func sorted(_ items: [PlanItem]) -> [PlanItem] {
        items.sorted(by: precedes)
    }
}
