/// The type of a sheet: a few sizes, in points, all in one family; grey, not colour, tells them apart.
enum TextStyle: CaseIterable, Hashable {
    /// The sheet's title.
    case title
    /// A box's heading.
    case heading
    /// An entry.
    case entry
    /// A calendar cell's entry and small print ("+N more", the site's name).
    case small

    var size: Double {
        switch self {
        case .title: 15
        case .heading: 8.5
        case .entry: 7.5
        case .small: 6.5
        }
    }

    var isBold: Bool { self == .title || self == .heading }
}
