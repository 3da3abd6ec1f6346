import HorizonCore

/// The Unplanned page (SPEC §4.1): open tasks with no date, by project — a task with two projects
/// under both, tasks without a project last — each group in list order.
extension PageBuilder {
    func unplannedPage() -> Document {
        let title = "Unplanned"
        let items = plan.unplanned
        var blocks: [Block] = [
            .heading(level: 1, [.text(title)]),
            .paragraph([.text("Open tasks with no due date, no plan and no threshold. Give one a "), .code("due:"),
                        .text(" or "), .code("plan:"), .text(" to put it on the planner.")]),
        ]
        guard !items.isEmpty else {
            blocks.append(.paragraph([.styled(className: "empty", [.text("Every open task has a date.")])]))
            return Document(path: "unplanned", title: "\(title) — \(siteTitle)", blocks: blocks)
        }
        var byProject: [String: [PlanItem]] = [:]
        var withoutProject: [PlanItem] = []
        for item in items {
            let projects = Set(item.task.projects)
            if projects.isEmpty { withoutProject.append(item) }
            for project in projects { byProject[project, default: []].append(item) }
        }
        var sections: [Block] = []
        for project in byProject.keys.sorted(by: { $0.lowercased() == $1.lowercased() ? $0 < $1 : $0.lowercased() < $1.lowercased() }) {
            sections.append(.box(Box(.section, className: "project-group"), [
                .heading(level: 2, [.styled(className: "project", [.text("+" + project)])]),
                .items((byProject[project] ?? []).map(ItemLines.undated)),
            ]))
        }
        if !withoutProject.isEmpty {
            sections.append(.box(Box(.section, className: "project-group"), [
                .heading(level: 2, [.text("No project")]),
                .items(withoutProject.map(ItemLines.undated)),
            ]))
        }
        blocks.append(.box(Box(className: "project-groups"), sections))
        return Document(path: "unplanned", title: "\(title) — \(siteTitle)", blocks: blocks)
    }
}
