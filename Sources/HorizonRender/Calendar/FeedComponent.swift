/// One component of a feed: which item, its UID, and for a series its RRULE.
struct FeedComponent: Sendable {
    /// The item's position in ``FeedItems``.
    let item: Int
    /// Its task's position in ``FeedTasks``.
    let task: Int
    let uidHash: UInt64
    /// How many earlier components had the same hash (their UIDs get `-1`, `-2`… to stay unique).
    let uidRepeat: Int
    /// For a series, the position of its rule in ``FeedComponents/rules``; -1 for a single occurrence.
    /// A number rather than the rule: a component with a String in it retains it whenever it is read.
    let rule: Int32

    /// Whether the component is a series.
    var isSeries: Bool { rule >= 0 }
}
