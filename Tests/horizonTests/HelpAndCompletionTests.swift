import Foundation
import Testing

@Suite("--help and shell completions")
struct HelpAndCompletionTests {
    @Test("the completion script of each shell knows the new commands and options", arguments: ["bash", "zsh", "fish"])
    func completionScript(shell: String) throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(["--generate-completion-script", shell], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        for word in ["archive", "list", "version", "filter", "config"] {
            #expect(result.stdout.contains(word), "\(shell): \(word)")
        }
    }

    @Test("--help names the configuration file, the completion scripts and each new option", arguments: [
        ([String](), ["horizon.toml", "--generate-completion-script", "list, ls", "archive", "version"]),
        (["build"], ["--config <file>", "--filter <expr>", "the configuration's output"]),
        (["list"], ["+project", "-term", "--all"]),
        (["archive"], ["done.txt first", "never in neither"]),
    ])
    func help(command: [String], expected: [String]) throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(command + ["--help"], in: folder.url)
        #expect(result.status == 0)
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in expected { #expect(text.contains(phrase), "\(command): \(phrase)") }
    }
}
