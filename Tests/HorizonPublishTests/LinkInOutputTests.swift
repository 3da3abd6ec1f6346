import Foundation
@testable import HorizonPublish
import Testing

/// A symbolic link inside the output folder never carries a page outside it
/// (docs/output.md, "Publishing").
@Suite("Links inside the output folder")
struct LinkInOutputTests {
    let parent: URL
    var output: String { parent.appendingPathComponent("Output").path }
    var elsewhere: String { parent.appendingPathComponent("elsewhere").path }

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: parent.appendingPathComponent("elsewhere").path, withIntermediateDirectories: true)
    }

    func site(_ marker: String) -> [String: [UInt8]] {
        [
            "index.html": Array("index \(marker)".utf8),
            "assets/style.css": Array("body{}".utf8),
            "day/2026-11-21.html": Array("day \(marker)".utf8),
            "day/2026-11-22.html": Array("day \(marker)".utf8),
        ]
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("a subfolder that is a link is refused, naming the link and where it points; nothing is written through it and the site stays as it was")
    func linkedSubfolder() throws {
        try SitePublisher(directory: output).publish(site("A"))
        try FileManager.default.removeItem(atPath: output + "/day")
        try FileManager.default.createSymbolicLink(atPath: output + "/day", withDestinationPath: "../elsewhere")
        #expect(throws: PublishError.linkInOutput(path: output + "/day", destination: "../elsewhere")) {
            try SitePublisher(directory: output).publish(site("B"))
        }
        #expect(PublishError.linkInOutput(path: "Output/day", destination: "../elsewhere").message
            == "Output/day is a symbolic link to ../elsewhere; Horizon does not write through links inside the output folder: remove it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        #expect(contents(output + "/index.html") == "index A")
        #expect(contents(output + "/assets/style.css") == "body{}")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output + "/assets") == ["style.css"])
    }

    @Test("a link deeper in the site is refused too")
    func linkedNestedFolder() throws {
        try FileManager.default.createDirectory(atPath: output + "/day", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/day/2026", withDestinationPath: elsewhere)
        #expect(throws: PublishError.linkInOutput(path: output + "/day/2026", destination: elsewhere)) {
            try SitePublisher(directory: output).publish(["day/2026/a.html": [1], "index.html": [2]])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test("a folder swapped for a link while the build runs is not followed: the pages go into the folder that was opened")
    func swappedDuringBuild() throws {
        try SitePublisher(directory: output).publish(site("A"))
        let staging = try SitePublisher(directory: output).beginStaging()
        staging.write("day/2026-11-21.html", Array("day B".utf8))
        // Another user moves the real folder aside and leaves a link in its place.
        try FileManager.default.moveItem(atPath: output + "/day", toPath: output + "/day-moved")
        try FileManager.default.createSymbolicLink(atPath: output + "/day", withDestinationPath: "../elsewhere")
        staging.write("day/2026-11-22.html", Array("day B".utf8))
        staging.write("index.html", Array("index B".utf8))
        _ = try staging.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        #expect(contents(output + "/day-moved/2026-11-21.html") == "day B")
        #expect(contents(output + "/day-moved/2026-11-22.html") == "day B")
        #expect(contents(output + "/index.html") == "index B")
    }

    @Test("the output folder itself may be a link: the site is published into the folder it points to")
    func outputIsALink() throws {
        let real = parent.appendingPathComponent("real").path
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "real")
        try SitePublisher(directory: output).publish(site("A"))
        #expect(contents(real + "/day/2026-11-21.html") == "day A")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output) == "real")
    }

    @Test("a page whose name is a link replaces the link; the file it pointed to is not written")
    func linkedPage() throws {
        try SitePublisher(directory: output).publish(site("A"))
        let victim = elsewhere + "/victim.txt"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.removeItem(atPath: output + "/index.html")
        try FileManager.default.createSymbolicLink(atPath: output + "/index.html", withDestinationPath: victim)
        try SitePublisher(directory: output).publish(site("B"))
        #expect(contents(victim) == "mine")
    }
}
