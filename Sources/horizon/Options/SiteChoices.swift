import ArgumentParser
import Foundation
import HorizonRender

/// `--title` and `--locale`, checked as the configuration file's `title` and `locale` are.
enum SiteChoices {
    static func validate(title: String?, locale: String?) throws {
        if let title, let problem = SiteTitle.problem(title) { throw ValidationError("--title: \(problem)") }
        if let locale, let problem = LocaleName.problem(locale) { throw ValidationError("--locale: \(problem)") }
    }

    /// The renderer's options from checked values.
    static func options(title: String?, locale: String?) -> SiteOptions {
        SiteOptions(title: title ?? SiteOptions.defaultTitle, locale: locale.map { Locale(identifier: LocaleName.canonical($0)) })
    }
}
