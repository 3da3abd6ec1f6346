import Foundation
import HorizonFileSystem
import HorizonPublish
import HorizonStore

extension BuildRequest {
    /// Refuses a build one of whose inputs lies inside its output folder, before anything is read or
    /// written: publishing could replace it (`--todo site/index.md --output site` would turn the task
    /// list into the index page). Any input inside the folder is refused, not only one at a name the
    /// site writes today, since the names the site owns grow with each format and version
    /// (docs/commands.md, "build"). Paths are compared where they lead, links resolved, so a link or
    /// a `..` does not hide an input; a file that does not exist yet counts by its path.
    package func refuseInputsInsideOutput(_ source: TaskSource, configPath: String?) throws {
        // The publisher's own refusals (an empty name, a file, the home folder) come first.
        _ = try SitePublisher(directory: output).resolvedTarget()
        let folder = RealPath.of(output)
        for (kind, path) in inputs(source, configPath: configPath) where RealPath.isInside(RealPath.of(path), folder: folder) {
            throw InputInsideOutput(kind: kind, path: path, output: output)
        }
    }

    /// Every file and folder a build reads, with what it is, in the order of the messages.
    private func inputs(_ source: TaskSource, configPath: String?) -> [(kind: String, path: String)] {
        var inputs: [(kind: String, path: String)] = []
        if let database = source.database {
            inputs.append(("the database", database.path))
        } else {
            for location in source.locations {
                inputs += [("the todo file", location.todoPath), ("the done file", location.donePath)]
            }
        }
        if let holidays { inputs.append(("the holidays file", holidays)) }
        if let configPath { inputs.append(("the configuration file", configPath)) }
        if let templates {
            inputs.append(("the templates folder", templates))
            for name in ["layout.html", "style.css"] {
                inputs.append(("the template", (templates as NSString).appendingPathComponent(name)))
            }
        }
        return inputs
    }
}
