/// The largest file a static host takes: a site with a larger file is refused when it is uploaded, so
/// a build warns about such a file before the upload fails (docs/output.md#host-limits).
package struct HostLimit: Sendable, Equatable {
    /// The host, as its users know it.
    package var host: String
    /// The largest file it takes, in bytes.
    package var bytes: Int
    /// That size as the host writes it (`25 MiB`, `100 MB`).
    package var size: String

    /// Makes a limit.
    package init(host: String, bytes: Int, size: String) {
        self.host = host
        self.bytes = bytes
        self.size = size
    }

    /// Cloudflare Pages: 25 MiB a file.
    package static let cloudflarePages = HostLimit(host: "Cloudflare Pages", bytes: 25 * 1024 * 1024, size: "25 MiB")
    /// GitHub Pages: 100 MB a file (git refuses a larger one in a push).
    package static let gitHubPages = HostLimit(host: "GitHub Pages", bytes: 100_000_000, size: "100 MB")
    /// The limits every build checks, smallest first.
    package static let staticHosts = [cloudflarePages, gitHubPages]
}
