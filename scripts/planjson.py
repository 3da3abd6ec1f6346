"""Reads plan.json (schema version 3, docs/plan.schema.json) for the check scripts.

Version 3 is normalized: each task is once in the `tasks` table, and items and series refer to it by
UID. `with_tasks` gives the plan back with each item and series carrying its task's fields as well —
the shape the checks compare — so that each check reads the file in one place.
"""


def inlined(entry, tasks):
    """An item or series with its task's fields: the entry's own (the occurrence's `due` and
    `threshold`) win; `projected` is false when the entry does not say it."""
    merged = dict(tasks[entry["task"]])
    merged.update(entry)
    merged.setdefault("projected", False)
    return merged


def with_tasks(plan):
    """The plan with every item and series of its lists inlined; a plan without a `tasks` table (an
    older version) as it is."""
    tasks = plan.get("tasks")
    if tasks is None:
        return plan
    plan = dict(plan)
    for key in ("days", "weeks", "months", "years"):
        plan[key] = [
            dict(period_list,
                 **{name: [inlined(entry, tasks) for entry in period_list[name]]
                    for name in ("items", "repeating") if name in period_list})
            for period_list in plan.get(key, [])
        ]
    if "unplanned" in plan:
        plan["unplanned"] = [inlined(item, tasks) for item in plan["unplanned"]]
    return plan
