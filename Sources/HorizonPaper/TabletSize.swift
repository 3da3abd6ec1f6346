/// The page of the tablet planner, in PostScript points, portrait (docs/output.md#planner-pdf).
package struct TabletSize: Sendable, Hashable, CustomStringConvertible {
    /// The name `--tablet` takes, or `WIDTHxHEIGHT`.
    package let name: String
    /// The page's width.
    package let width: Double
    /// The page's height.
    package let height: Double

    /// reMarkable 1 and 2, Supernote A5X, Kindle Scribe, Boox Note Air: the default.
    package static let eink = TabletSize(name: "eink", width: 447.3, height: 596.4)
    /// reMarkable Paper Pro.
    package static let rmPro = TabletSize(name: "rm-pro", width: 509.3, height: 679.1)
    /// Supernote A6X.
    package static let a6x = TabletSize(name: "a6x", width: 337, height: 449.3)

    /// The sizes `--tablet` names, in the order its help lists them.
    package static let named: [TabletSize] = [.eink, .rmPro, .a6x]

    /// The sides a `WIDTHxHEIGHT` page may have: from 4 inches, so that every tap target keeps its 8 mm,
    /// to 40 inches.
    package static let sides: ClosedRange<Double> = 288...2880

    /// The size `--tablet` names (`eink`, `rm-pro`, `a6x`) or `WIDTHxHEIGHT` in points (`400x560`), or nil.
    package init?(name: some StringProtocol) {
        let wanted = name.lowercased()
        if let size = TabletSize.named.first(where: { $0.name == wanted }) {
            self = size
            return
        }
        let sides = wanted.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
              sides.allSatisfy({ $0.allSatisfy { $0.isNumber || $0 == "." } }),
              Self.sides.contains(width), Self.sides.contains(height) else { return nil }
        self.init(name: wanted, width: width, height: height)
    }

    private init(name: String, width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }

    package var description: String { name }
}
