/// A configuration file that cannot be used: unreadable (exit 3) or wrong (exit 2).
enum ConfigError: Error, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(path: String, line: Int, column: Int, message: String)

    var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the configuration file: \(reason)"
        case .invalid(let path, let line, let column, let message): "\(path):\(line):\(column): \(message)"
        }
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
