import HorizonCore
import HorizonRender

/// `--format html,md` and the file's `format`: the output formats to write.
enum FormatList {
    /// A name that is not a format, or none given: a usage error.
    struct Problem: HorizonError {
        let reason: String
        var exitStatus: ExitStatus { .usage }
        var message: String { "--format: \(reason)" }
    }

    /// The formats named (case-insensitive), or what is wrong with a name.
    static func parse(_ names: [String]) -> Result<Set<OutputFormat>, Problem> {
        var formats: Set<OutputFormat> = []
        for name in names {
            guard let format = OutputFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                return .failure(Problem(reason: "\"\(name)\" is not one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            formats.insert(format)
        }
        guard !formats.isEmpty else { return .failure(Problem(reason: "names no format")) }
        return .success(formats)
    }
}
