import HorizonCore

/// The Unplanned page (docs/todotxt.md#unplanned): open tasks with no date, by project — a task with two projects
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
            let projects = Set(plan.tasks[item].projects)
            if projects.isEmpty { withoutProject.append(item) }
            for project in projects { byProject[project, default: []].append(item) }
        }
        // Each project is a section of its own, built when rendered: the list can be a third of a
        // million tasks.
        var sections: [Section] = []
        for project in byProject.keys.sorted(by: { $0.lowercased() == $1.lowercased() ? $0 < $1 : $0.lowercased() < $1.lowercased() }) {
            let group = byProject[project] ?? []
            sections.append(Section {
                [.box(Box(.section, className: "project-group"), [
                    .heading(level: 2, [.styled(className: "project", [.text("+" + project)])]),
                    .items(group.map { ItemLines.undated($0, in: plan.tasks) }),
                ])]
            })
        }
        if !withoutProject.isEmpty {
            sections.append(Section { [withoutProject] in
                [.box(Box(.section, className: "project-group"), [
                    .heading(level: 2, [.text("No project")]),
                    .items(withoutProject.map { ItemLines.undated($0, in: plan.tasks) }),
                ])]
            })
        }
        return Document(path: "unplanned", title: "\(title) — \(siteTitle)", blocks: blocks, sections: sections)
    }
}
