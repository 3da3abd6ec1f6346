import Foundation
import Testing

/// A plan.json (or JSON twin) as parsed objects, with its items' tasks looked up in its `tasks` table.
struct PlanJSONDocument {
    let object: [String: Any]

    init(_ bytes: [UInt8]?) throws {
        object = try #require(try JSONSerialization.jsonObject(with: Data(bytes ?? [])) as? [String: Any])
    }

    /// The `tasks` table: UID → TASK.
    var tasks: [String: [String: Any]] {
        object["tasks"] as? [String: [String: Any]] ?? [:]
    }

    /// The objects of a list of periods (`days`, `weeks`, …), by their period (`date`, `week`, …).
    func lists(_ key: String, by periodKey: String) -> [String: [String: Any]] {
        let lists = object[key] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: lists.map { ($0[periodKey] as? String ?? "", $0) })
    }

    /// The task an item or series refers to.
    func task(of item: [String: Any]) throws -> [String: Any] {
        try #require(tasks[item["task"] as? String ?? ""], "no task \(item["task"] ?? "nil") in the table")
    }

    /// The item's task's `text`.
    func text(of item: [String: Any]) -> String? {
        tasks[item["task"] as? String ?? ""]?["text"] as? String
    }
}
