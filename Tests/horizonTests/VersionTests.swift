import Foundation
import Testing

@Suite("horizon --version")
struct VersionTests {
    /// The version as written in its one place in the package.
    static func sourceVersion() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/horizon/HorizonVersion.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let quoted = try #require(text.split(separator: "\"").dropFirst().first)
        return String(quoted)
    }

    @Test("--version, version and a subcommand's --version print the version of HorizonVersion.swift", arguments: [
        ["--version"], ["version"], ["build", "--version"],
    ])
    func version(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(arguments, in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "\(try Self.sourceVersion())\n")
    }
}
