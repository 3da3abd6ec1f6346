import Foundation
import Testing

@Suite("horizon build --title and --locale")
struct TitleAndLocaleOptionTests {
    @Test("--title names the site and --locale writes German dates; plan.json differs only in its title")
    func options() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Review due:2026-11-24\n")
        let plain = try HorizonProcess.run(["build", "--today", "2026-11-23", "--output", "en"], in: folder.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23", "--output", "de", "--title", "Büro", "--locale", "de-DE"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("de/index.md").hasPrefix("# Büro\n\nToday is [Mo. 23. Nov. 2026](day/2026-11-23.md).\n"))
        #expect(try folder.read("de/day/2026-11-24.html").contains("<title>Di. 24. Nov. 2026 — Büro</title>"))
        let german = try folder.read("de/plan.json")
        #expect(german.contains("\n\"title\":\"Büro\",\n"))
        #expect(german.replacingOccurrences(of: "\"title\":\"Büro\"", with: "\"title\":\"Horizon\"") == (try folder.read("en/plan.json")))
    }

    @Test("the configuration's title and locale apply; the flags win over them")
    func fromConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Review due:2026-11-24\n")
        try folder.write("horizon.toml", "title = \"Maison\"\nlocale = \"fr_FR\"\n")
        _ = try HorizonProcess.run(["build", "--today", "2026-11-23", "--format", "md"], in: folder.url)
        #expect(try folder.read("Output/index.md").hasPrefix("# Maison\n\nToday is [lun. 23 nov. 2026]"))
        _ = try HorizonProcess.run(["build", "--today", "2026-11-23", "--format", "md", "--title", "Home", "--locale", "en_GB"], in: folder.url)
        // en_GB is Foundation's British English (a comma after the weekday), not Horizon's own default.
        #expect(try folder.read("Output/index.md").hasPrefix("# Home\n\nToday is [Mon, 23 Nov 2026]"))
        let agenda = try HorizonProcess.run(["agenda", "--today", "2026-11-23"], in: folder.url)
        #expect(agenda.stdout.hasPrefix("## lun. 23 nov. 2026\n"))
    }

    @Test("an unknown locale or an empty title is a usage error (exit 2)", arguments: [
        (["--locale", "xx_YY"], "--locale: \"xx_YY\" is not a locale with day and month names"),
        (["--locale", "de_XX"], "--locale: \"de_XX\" names an unknown region XX"),
        (["--title", " "], "--title: the title is empty"),
    ])
    func invalid(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "task\n")
        let result = try HorizonProcess.run(["build", "--today", "2026-11-23"] + arguments, in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!folder.exists("Output"))
    }
}
