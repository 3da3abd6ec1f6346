import Foundation
import HorizonCore
import HorizonFileSystem
import HorizonRender
import HorizonStore
import TOMLKit

/// The settings of a `horizon.toml` file, checked and with paths made absolute or relative to the
/// working directory (a relative path in the file is relative to the file's folder).
struct ConfigFile {
    /// The file, as it is named in messages.
    let path: String
    /// One list, or several (`todo = ["todo.txt", "work.txt"]`).
    var todo: [String]?
    var done: String?
    var sqlite: String?
    var output: String?
    var templates: String?
    var timezone: String?
    var title: String?
    var locale: String?
    var missed: MissedPolicy?
    var formats: Set<OutputFormat>?
    var filter: [String]?
    var holidays: String?

    /// Every key the file may hold, in the order docs/configuration.md lists them.
    static let keys = ["todo", "done", "sqlite", "output", "timezone", "title", "locale", "missed", "format", "templates", "filter", "holidays"]

    /// The most a configuration file may hold: 1 MiB, far more than a few lines of settings.
    static let sizeLimit = 1 << 20

    /// Reads and checks a configuration file. A file that cannot be read is ``ConfigError/unreadable``;
    /// bad TOML, an unknown key or a bad value is an error naming the line, column and key.
    static func read(path: String, environment: [String: String]) throws(ConfigError) -> ConfigFile {
        let bytes: [UInt8]
        // A FIFO would wait for a writer forever and /dev/zero never ends: only a regular file of at
        // most 1 MiB is read; /dev/null is an empty configuration (docs/configuration.md).
        switch BoundedRead.read(path, limit: ConfigFile.sizeLimit, nullDeviceIsEmpty: true) {
        case .bytes(let read): bytes = read
        case .missing: throw .unreadable(path: path, reason: "no such file")
        case .notARegularFile(let kind): throw .unreadable(path: path, reason: "it is \(kind), not a regular file")
        case .tooLarge: throw .unreadable(path: path, reason: "it is larger than 1 MiB; a configuration file is a few lines")
        case .failed(let code): throw .unreadable(path: path, reason: SystemReason.describe(code))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let position = ConfigError.position(ofInvalidUTF8In: bytes)
            throw .invalid(path: path, line: position.line, column: position.column, message: "the file is not valid UTF-8")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .invalid(path: path, line: error.source.begin.line, column: error.source.begin.column, message: error.description)
        } catch {
            throw .invalid(path: path, line: 1, column: 1, message: "\(error)")
        }
        var reader = ConfigReader(path: path, table: table, locator: TOMLKeyLocator(text: text), environment: environment)
        return try reader.read()
    }
}

/// Turns the parsed table into a ``ConfigFile``, one key at a time, reporting the first problem in the
/// order of the file.
private struct ConfigReader {
    let path: String
    let table: TOMLTable
    let locator: TOMLKeyLocator
    let environment: [String: String]

    mutating func read() throws(ConfigError) -> ConfigFile {
        var config = ConfigFile(path: path)
        // toml++ keeps keys sorted; problems are reported in the order they are written.
        for key in table.keys.sorted(by: { locator.position(of: $0) < locator.position(of: $1) }) {
            guard let value = table[key] else { continue }
            switch key {
            case "todo":
                if let array = value.array {
                    var paths: [String] = []
                    for element in array {
                        guard element.string != nil else { throw problem(key, "expected a path or an array of paths, found an array holding \(element.type.article)") }
                        paths.append(try filePath(key, element))
                    }
                    guard !paths.isEmpty else { throw problem(key, "is an empty array") }
                    config.todo = paths
                } else {
                    config.todo = [try filePath(key, value)]
                }
            case "done": config.done = try filePath(key, value)
            case "sqlite": config.sqlite = try filePath(key, value)
            case "output": config.output = try filePath(key, value)
            case "templates": config.templates = try filePath(key, value)
            case "holidays": config.holidays = try filePath(key, value)
            case "timezone":
                let name = try string(key, value)
                guard TimeZone(identifier: name) != nil else {
                    throw problem(key, "\"\(name)\" is not a known time zone name (such as Europe/Paris or UTC)")
                }
                config.timezone = name
            case "title":
                let title = try string(key, value)
                if let reason = SiteTitle.problem(title) { throw problem(key, reason) }
                config.title = title
            case "locale":
                let name = try string(key, value)
                if let reason = LocaleName.problem(name) { throw problem(key, reason) }
                config.locale = name
            case "missed":
                let name = try string(key, value)
                guard let policy = MissedPolicy(rawValue: name) else { throw problem(key, "\"\(name)\" is not carry or drop") }
                config.missed = policy
            case "format":
                let names = try words(key, value, example: "\"html,md\" or [\"html\", \"md\"]", separators: [",", " "])
                switch FormatList.parse(names) {
                case .success(let formats): config.formats = formats
                case .failure(let failure): throw problem(key, failure.reason)
                }
            case "filter":
                config.filter = try words(key, value, example: "\"+work -@home\" or [\"+work\", \"-@home\"]", separators: [" ", "\t"])
            default:
                throw problem(key, "unknown key \"\(key)\"; the keys are \(ConfigFile.keys.joined(separator: ", "))")
            }
        }
        return config
    }

    private func problem(_ key: String, _ message: String) -> ConfigError {
        let position = locator.position(of: key)
        let text = message.hasPrefix("unknown key") ? message : "\(key): \(message)"
        return .invalid(path: path, line: position.line, column: position.column, message: text)
    }

    private func string(_ key: String, _ value: any TOMLValueConvertible) throws(ConfigError) -> String {
        guard let text = value.string else { throw problem(key, "expected a string, found \(value.type.article)") }
        guard !text.isEmpty else { throw problem(key, "is empty") }
        return text
    }

    /// A path: `~/` is the home folder, `$NAME` and `${NAME}` are environment variables (as a shell
    /// expands them, so that one file serves several machines; docs/configuration.md); a relative path
    /// is relative to the configuration file's folder.
    private func filePath(_ key: String, _ value: any TOMLValueConvertible) throws(ConfigError) -> String {
        let written = try string(key, value)
        let text = try expandingVariables(key, written)
        if written == "~" || written.hasPrefix("~/") {
            guard let home = environment["HOME"], !home.isEmpty else {
                throw problem(key, "\"\(written)\" starts with ~ but $HOME is not set")
            }
            return home + text.dropFirst()
        }
        if text.hasPrefix("/") { return text }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? text : (folder as NSString).appendingPathComponent(text)
    }

    /// The path with each `$NAME` and `${NAME}` replaced by the variable's value. An unset or empty
    /// variable is an error: it would turn `$PLANNER/site` into `/site`. A `$` before anything but a
    /// name or `{` stays as written.
    private func expandingVariables(_ key: String, _ written: String) throws(ConfigError) -> String {
        var result = ""
        var rest = Substring(written)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            let name: Substring
            if after.first == "{" {
                let body = after.dropFirst()
                guard let close = body.firstIndex(of: "}") else {
                    throw problem(key, "\"\(written)\": ${ has no closing }")
                }
                name = body[..<close]
                guard ConfigReader.isVariableName(name) else {
                    throw problem(key, "\"\(written)\": ${\(name)} is not a variable name (letters, digits and _, not starting with a digit)")
                }
                rest = body[body.index(after: close)...]
            } else {
                name = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                guard ConfigReader.isVariableName(name) else {
                    result += "$"
                    rest = after
                    continue
                }
                rest = after.dropFirst(name.count)
            }
            guard let value = environment[String(name)] else { throw problem(key, "\"\(written)\": $\(name) is not set") }
            guard !value.isEmpty else { throw problem(key, "\"\(written)\": $\(name) is empty") }
            result += value
        }
        return result + rest
    }

    private static func isVariableName(_ name: Substring) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// A list written as one string (split at the separators) or as an array of strings.
    private func words(_ key: String, _ value: any TOMLValueConvertible, example: String, separators: Set<Character>) throws(ConfigError) -> [String] {
        if let text = value.string {
            return text.split(whereSeparator: { separators.contains($0) }).map(String.init)
        }
        guard let array = value.array else { throw problem(key, "expected \(example), found \(value.type.article)") }
        var result: [String] = []
        for element in array {
            guard let text = element.string else { throw problem(key, "expected \(example), found an array holding \(element.type.article)") }
            result.append(text)
        }
        return result
    }
}

extension TOMLType {
    /// "an integer", "a table": for messages.
    fileprivate var article: String {
        let name = description
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }
}
