import HorizonCore

/// What one JSON file of the site lists (docs/output.md#json-twins): plan.json the whole plan, a page's twin what that
/// page shows. A list left nil has no key in the file.
struct PlanJSONContent: Sendable {
    var days: [PeriodList]?
    var weeks: [PeriodList]?
    var months: [PeriodList]?
    var years: [PeriodList]?
    var unplanned: [PlanItem]?
    var diagnostics: [Diagnostic]?
    /// How many of Today's backlog entries the file lists in its `backlog` (its page's box,
    /// docs/output.md#the-backlog); nil lists the backlog whole among Today's items (plan.json, today's day twin).
    var backlogShown: Int?

    /// How many items and series the file lists: how many tasks its table may have at most.
    var itemCount: Int {
        let lists = (days ?? []) + (weeks ?? []) + (months ?? []) + (years ?? [])
        return lists.reduce(unplanned?.count ?? 0) { $0 + $1.items.count + $1.repeating.count }
    }

    /// Nothing: a twin names what it holds.
    init() {}

    /// Everything the plan holds: plan.json.
    init(wholePlan plan: Plan) {
        days = plan.days
        weeks = plan.weeks
        months = plan.months
        years = plan.years
        unplanned = plan.unplanned
        diagnostics = plan.diagnostics
    }
}
