import Foundation

/// What the person chose for the whole site: its name and the language of its dates.
package struct SiteOptions: Sendable {
    /// The name of a site nobody named.
    package static let defaultTitle = "Horizon"

    /// The site's name in page titles, the header and the feeds' calendar name (`--title`).
    package var title: String
    /// The locale of day and month names and date order on pages (`--locale`); nil is Horizon's
    /// English. plan.json and the feeds never depend on it.
    package var locale: Locale?

    /// Creates options.
    package init(title: String = SiteOptions.defaultTitle, locale: Locale? = nil) {
        self.title = title
        self.locale = locale
    }

    /// The pages' `lang`: the locale's BCP 47 tag (`de-DE`), or `en`.
    var languageTag: String {
        locale?.identifier(.bcp47) ?? "en"
    }
}
