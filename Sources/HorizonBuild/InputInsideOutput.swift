import HorizonCore

/// `build` was given an input — a todo or done file, the database, the holidays file, the
/// configuration file, the templates — that lies inside its output folder: a usage error (exit 2),
/// refused before anything is read or written, since publishing could replace the input with a page
/// of the site (docs/commands.md, "build").
package struct InputInsideOutput: HorizonError, Equatable {
    /// What the input is: "the todo file", "the holidays file".
    package let kind: String
    /// The input as it was given.
    package let path: String
    /// The output folder as it was given.
    package let output: String

    /// Makes the refusal of one input.
    package init(kind: String, path: String, output: String) {
        self.kind = kind
        self.path = path
        self.output = output
    }

    /// A usage error: the command line names the input and the folder.
    package var exitStatus: ExitStatus { .usage }

    /// Names the input, the folder, and what to do.
    package var message: String {
        "\(kind) \(path) is inside the output folder \(output), where the build could write over it; keep the build's inputs outside its output folder"
    }
}
