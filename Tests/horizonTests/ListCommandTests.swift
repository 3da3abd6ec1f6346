import Foundation
import Testing

@Suite("horizon list")
struct ListCommandTests {
    static let todo = """
        (B) Call Bob +work @phone
        buy milk @shop
        x 2026-11-20 send invoice +work
        (A) write report +work

        plan trip +travel h:1
        fix the bench +workshop
        call the plumber
        fix the sink
        water plants
        check the mail

        """

    @Test("-- only ends the options: the terms after it are searched for, -- itself is no term")
    func doubleDashEndsOptions() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "Read the long-term plan\nCall Ann\nRename --all to --every +code\n")
        let result = try HorizonProcess.run(["list", "--", "+code"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "3 Rename --all to --every +code\n--\nTODO: 1 of 3 tasks shown\n")
        let excluding = try HorizonProcess.run(["list", "--", "-Ann"], in: folder.url)
        #expect(excluding.stdout == "1 Read the long-term plan\n3 Rename --all to --every +code\n--\nTODO: 2 of 3 tasks shown\n")
    }

    @Test("open tasks with the numbers done takes, zero-padded as todo.sh, by priority then line")
    func openTasks() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.todo)
        let result = try HorizonProcess.run(["list"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            04 (A) write report +work
            01 (B) Call Bob +work @phone
            02 buy milk @shop
            07 fix the bench +workshop
            08 call the plumber
            09 fix the sink
            10 water plants
            11 check the mail
            --
            TODO: 8 of 8 tasks shown

            """)
    }

    @Test("terms: words, +project, @context and -term all must match, case-insensitive")
    func terms() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.todo)
        let result = try HorizonProcess.run(["list", "CALL", "-@phone"], in: folder.url)
        #expect(result.stdout == "08 call the plumber\n--\nTODO: 1 of 8 tasks shown\n")
        let project = try HorizonProcess.run(["ls", "+work"], in: folder.url)
        #expect(project.stdout == "04 (A) write report +work\n01 (B) Call Bob +work @phone\n--\nTODO: 2 of 8 tasks shown\n")
    }

    @Test("--all adds done and hidden lines, after the open ones")
    func all() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", Self.todo)
        let result = try HorizonProcess.run(["list", "--all", "+work"], in: folder.url)
        #expect(result.stdout == "04 (A) write report +work\n01 (B) Call Bob +work @phone\n03 x 2026-11-20 send invoice +work\n--\nTODO: 3 of 10 tasks shown\n")
        let hidden = try HorizonProcess.run(["list", "--all", "trip"], in: folder.url)
        #expect(hidden.stdout == "06 plan trip +travel h:1\n--\nTODO: 1 of 10 tasks shown\n")
    }

    @Test("with --sqlite the numbers are row ids, and archived rows are not listed")
    func sqlite() throws {
        let folder = try TemporaryFolder()
        try folder.write("todo.txt", "(B) second\nfirst\n")
        try folder.write("done.txt", "x 2026-11-20 archived\n")
        #expect(try HorizonProcess.run(["import", "--todo", "todo.txt", "--sqlite", "tasks.db"], in: folder.url).status == 0)
        let result = try HorizonProcess.run(["list", "--sqlite", "tasks.db", "--all"], in: folder.url)
        #expect(result.stdout == "1 (B) second\n2 first\n--\nTODO: 2 of 2 tasks shown\n")
    }

    @Test("a missing todo.txt exits 3 and says where horizon looked")
    func missing() throws {
        let folder = try TemporaryFolder()
        let result = try HorizonProcess.run(["list"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("todo.txt: no such file (in the current folder"))
    }
}
