import ArgumentParser
import Foundation
import HorizonPaper

/// `--paper a4|letter|a5|legal`: the size the week and month sheets print on; without it, the
/// system's choice as libpaper makes it (docs/output.md#paper-pdf).
enum PaperChoice {
    /// The size named, or when none is, `$PAPERSIZE`, else `/etc/papersize`, else A4; `warn` is told,
    /// in a line, of a `$PAPERSIZE` passed over because Horizon does not offer it (docs/commands.md#paper).
    static func resolved(_ named: PaperSize?, warn: (String) -> Void) -> PaperSize {
        if let named { return named }
        let environment = ProcessInfo.processInfo.environment["PAPERSIZE"]
        let file = try? String(contentsOfFile: "/etc/papersize", encoding: .utf8)
        if let warning = PaperSize.unknownEnvironment(environment: environment, papersizeFile: file) { warn(warning) }
        return PaperSize.preferred(environment: environment, papersizeFile: file)
    }
}

extension PaperSize: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { named.map(\.name) }
}

// No list of values: `--tablet` also takes WIDTHxHEIGHT, which its help says.
extension TabletSize: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }
}
