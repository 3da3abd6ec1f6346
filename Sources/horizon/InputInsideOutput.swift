import HorizonCore

/// `build` was given an input — a todo or done file, the database, the holidays file, the
/// configuration file, the templates — that lies inside its output folder: a usage error (exit 2),
/// refused before anything is read or written, since publishing could replace the input with a page
/// of the site (docs/commands.md, "build").
struct InputInsideOutput: HorizonError, Equatable {
    /// What the input is: "the todo file", "the holidays file".
    let kind: String
    /// The input as it was given.
    let path: String
    /// The output folder as it was given.
    let output: String

    var exitStatus: ExitStatus { .usage }

    var message: String {
        "\(kind) \(path) is inside the output folder \(output), where the build could write over it; keep the build's inputs outside its output folder"
    }
}
