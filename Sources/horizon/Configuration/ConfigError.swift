import HorizonCore

/// A configuration file that cannot be used: unreadable (exit 3) or wrong (exit 2).
enum ConfigError: HorizonError, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(path: String, line: Int, column: Int, message: String)
    /// The file names one `done` for several `todo` lists.
    case doneWithSeveralLists(path: String)

    var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the configuration file: \(reason)"
        case .invalid(let path, let line, let column, let message): "\(path):\(line):\(column): \(message)"
        case .doneWithSeveralLists(let path):
            "\(path): done names the done.txt of one list; with several todo lists each one's done.txt beside it is read"
        }
    }

    var exitStatus: ExitStatus {
        if case .unreadable = self { return .inputOutput }
        return .usage
    }

    var message: String { description }

    /// A message about the file's text starts with the file's name, as a compiler's does, so that an
    /// editor can jump to FILE:LINE:COL; the others with `horizon: `.
    var report: String {
        if case .doneWithSeveralLists = self { return "horizon: " + message }
        return message
    }

    /// The line and byte column of the first byte that breaks UTF-8.
    static func position(ofInvalidUTF8In bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0, index = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 10 {
                    line += 1
                    lineStart = index + 1
                }
                index += encoded.count
            case .error, .emptyInput:
                return (line, index - lineStart + 1)
            }
        }
    }
}
