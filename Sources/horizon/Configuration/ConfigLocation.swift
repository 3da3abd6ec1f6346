import Foundation

/// Which configuration file applies: `--config FILE`, else `$HORIZON_CONFIG`, else `./horizon.toml`,
/// else `$XDG_CONFIG_HOME/horizon/config.toml` (`~/.config/horizon/config.toml`). A file named by the
/// option or the variable must exist; the other two are read when present.
struct ConfigLocation: Equatable {
    /// The file, as it is named in messages.
    let path: String
    /// Whether the user named it (then a missing file is an error).
    let isExplicit: Bool

    /// The file that applies, or nil when there is none.
    static func find(option: String?, environment: [String: String], exists: (String) -> Bool) -> ConfigLocation? {
        if let option, !option.isEmpty { return ConfigLocation(path: option, isExplicit: true) }
        if let variable = environment["HORIZON_CONFIG"], !variable.isEmpty { return ConfigLocation(path: variable, isExplicit: true) }
        if exists("horizon.toml") { return ConfigLocation(path: "horizon.toml", isExplicit: false) }
        // XDG Base Directory: a relative $XDG_CONFIG_HOME is invalid and ignored.
        let base: String? = if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            (home as NSString).appendingPathComponent(".config")
        } else {
            nil
        }
        guard let base else { return nil }
        let path = (base as NSString).appendingPathComponent("horizon/config.toml")
        return exists(path) ? ConfigLocation(path: path, isExplicit: false) : nil
    }
}
