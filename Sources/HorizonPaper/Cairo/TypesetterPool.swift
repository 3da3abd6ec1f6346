import Synchronization

/// The typesetters of one renderer, lent to one drawing at a time: sheets drawn on several threads
/// share what each typesetter has laid out, and no typesetter is used on two threads at once
/// (``Typesetter``). There are never more typesetters than drawings at once.
package final class TypesetterPool: Sendable {
    private let idle = Mutex<[LentTypesetter]>([])

    /// An empty pool: typesetters are made as drawings need them.
    package init() {}

    /// Calls `body` with a typesetter for `family` that nothing else uses until `body` returns.
    func withTypesetter<Result>(family: String, _ body: (Typesetter) throws(PaperError) -> Result) throws(PaperError) -> Result {
        let lent: LentTypesetter
        if let found = idle.withLock({ idle -> LentTypesetter? in
            idle.lastIndex(where: { $0.typesetter.family == family }).map { idle.remove(at: $0) }
        }) {
            lent = found
        } else {
            lent = LentTypesetter(typesetter: try Typesetter(family: family))
        }
        defer { idle.withLock { $0.append(lent) } }
        return try body(lent.typesetter)
    }
}

/// A typesetter as the pool holds it. Pango's objects are not thread-safe, but a typesetter in the
/// pool is used by no one, and one lent out by its one borrower only (``TypesetterPool``).
private struct LentTypesetter: @unchecked Sendable {
    let typesetter: Typesetter
}
