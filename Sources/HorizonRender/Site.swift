import HorizonCore

/// The whole output as a value: relative path → bytes (docs/architecture.md#one-build-four-stages).
package struct Site: Sendable, Equatable {
    /// Every file of the site by its path relative to the output folder (`week/2026-W48.html`).
    package var files: [String: [UInt8]]

    /// Creates a site.
    package init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }
}

extension Site {
    /// A ``FileEmitter`` that gathers each file whole into `files`: a site rendered as one value, and
    /// the build's sink in memory.
    package static func collector(into files: Locked<[String: [UInt8]]>) -> FileEmitter {
        { path, produce in
            var bytes: [UInt8] = []
            produce { bytes += $0 }
            files.withLock { $0[path] = bytes }
        }
    }
}
