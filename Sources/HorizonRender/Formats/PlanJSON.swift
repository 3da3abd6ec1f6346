import Foundation
import HorizonCore

/// `plan.json`: every view, machine-readable (SPEC §5; the schema is documented in README.md).
enum PlanJSON {
    struct Root: Encodable {
        let today: String
        let days: [Day]
        let weeks: [Week]
        let months: [Month]
        let years: [Year]
        let diagnostics: [DiagnosticEntry]
    }

    struct Day: Encodable {
        let date: String
        let items: [Item]
        let completed: [Completed]
    }

    struct Week: Encodable {
        let week: String
        let start: String
        let end: String
        let items: [Item]
        let completed: [Completed]
    }

    struct Month: Encodable {
        let month: String
        let items: [Item]
        let completed: [Completed]
    }

    struct Year: Encodable {
        let year: String
        let items: [Item]
    }

    struct Item: Encodable {
        let text: String
        let source: String
        let why: String
        let date: String?
        let period: String?
        let level: String
        let projected: Bool
        let priority: String?
        let due: String?
        let at: String?
        let rec: String?
        let recLabel: String?
        let threshold: String?
        let daysOverdue: Int?
        let carriedFrom: String?
        let projects: [String]
        let contexts: [String]
    }

    struct Completed: Encodable {
        let text: String
        let source: String
        let completed: String?
    }

    struct DiagnosticEntry: Encodable {
        let source: String
        let message: String
    }

    static func encode(_ plan: Plan) -> [UInt8] {
        let root = Root(
            today: plan.today.description,
            days: plan.days.map { Day(date: $0.period.description, items: $0.items.map(item), completed: $0.completed.map(completed)) },
            weeks: plan.weeks.map {
                Week(week: $0.period.description, start: $0.period.firstDay.description, end: $0.period.lastDay.description,
                     items: $0.items.map(item), completed: $0.completed.map(completed))
            },
            months: plan.months.map { Month(month: $0.period.description, items: $0.items.map(item), completed: $0.completed.map(completed)) },
            years: plan.years.map { Year(year: $0.period.description, items: $0.items.map(item)) },
            diagnostics: plan.diagnostics.map { DiagnosticEntry(source: $0.position, message: $0.message) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(root)) ?? Data("{}".utf8)
        return Array(data) + [10]
    }

    private static func item(_ item: PlanItem) -> Item {
        let task = item.task
        return Item(
            text: String(task.description),
            source: task.source.description,
            why: item.reason.rawValue,
            date: item.date?.description,
            period: item.date == nil ? item.period.description : nil,
            level: item.period.level.name,
            projected: item.isProjected,
            priority: task.priority?.description,
            due: item.due?.description,
            at: task.at?.description,
            rec: task.recurrence == nil ? nil : task.tagValue("rec"),
            recLabel: task.recurrence?.label,
            threshold: task.threshold?.description,
            daysOverdue: item.daysOverdue,
            carriedFrom: item.carriedFrom?.description,
            projects: task.projects,
            contexts: task.contexts
        )
    }

    private static func completed(_ task: Task) -> Completed {
        Completed(text: String(task.description), source: task.source.description, completed: task.completionDate?.description)
    }
}
