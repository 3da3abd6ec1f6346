import Foundation

/// `--locale` and the file's `locale`: a locale of Foundation's (ICU's) data, written as `de_DE`,
/// `de-DE`, `de` or as in `$LANG` (`de_DE.UTF-8`). Never taken from the environment: the pages of a
/// cron build do not change with the shell's language.
enum LocaleName {
    /// ICU's form of the identifier (`de-DE` and `de_DE.UTF-8` are `de_DE`).
    static func canonical(_ name: String) -> String {
        Locale.identifier(.icu, from: name)
    }

    /// Why a name is not a locale Horizon can use, or nil: its language must have locale data, and a
    /// region, when given, must be a known one.
    static func problem(_ name: String) -> String? {
        let identifier = canonical(name)
        let known = Set(Locale.availableIdentifiers)
        let base = identifier.split(separator: "@").first.map(String.init) ?? identifier
        if known.contains(base) { return nil }
        let locale = Locale(identifier: base)
        guard let language = locale.language.languageCode?.identifier, known.contains(language) else {
            return "\"\(name)\" is not a locale with day and month names (use a language and region such as de_DE, fr_FR, en_GB)"
        }
        if let region = locale.region, !Locale.Region.isoRegions.contains(region) {
            return "\"\(name)\" names an unknown region \(region.identifier) (use a language and region such as de_DE, fr_FR, en_GB)"
        }
        return nil
    }
}
