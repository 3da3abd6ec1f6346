import Foundation

/// Which configuration file applies: `--config FILE`, else `$HORIZON_CONFIG`, else `./horizon.toml`,
/// else `$XDG_CONFIG_HOME/horizon/config.toml` (`~/.config/horizon/config.toml`). A file named by the
/// option or the variable is returned as named (reading it reports it missing); the other two only
/// when present.
enum ConfigLocation {
    /// The file that applies, as it is named in messages, or nil when there is none.
    static func find(option: String?, environment: [String: String], exists: (String) -> Bool) -> String? {
        if let option, !option.isEmpty { return option }
        if let variable = environment["HORIZON_CONFIG"], !variable.isEmpty { return variable }
        if exists("horizon.toml") { return "horizon.toml" }
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
        return exists(path) ? path : nil
    }
}
