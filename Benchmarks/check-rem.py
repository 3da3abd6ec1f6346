#!/usr/bin/env python3
"""Checks that remind, run on the translation of a todo.txt, lists each task on the dates Horizon does.

    Benchmarks/check-rem.py --today 2026-11-23 todo.txt [--plan Output/plan.json]

Translates the list with Benchmarks/todo-to-rem.py, runs `remind -s6`, and compares, task by task, the
dates remind lists with the dates todo-to-rem.py's recurrence engine (docs/todotxt.md#recurring-tasks) computes, inside remind's
calendar (the first of today's month to the end of the 6-month horizon). With --plan, it also compares
the number of occurrences per task on the month pages of a plan.json that `horizon build` wrote for the
same list and day (dated items and repeating counts, over the same months; not threshold "starts").
Prints the mismatches and a summary; the exit status is 1 when there is any.
"""
import argparse
import collections
import datetime
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # importing todo-to-rem.py must leave nothing in Benchmarks/
HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("todo_to_rem", os.path.join(HERE, "todo-to-rem.py"))
rem = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rem)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "scripts"))
import planjson  # noqa: E402  (scripts/planjson.py reads plan.json's tasks table)


def expected_dates(path, today, end, open_only):
    """Dates per source (todo.txt:N), computed the way Horizon projects them."""
    expected = {}
    for source, line in rem.read_lines(path):
        task = rem.Task(line)
        if task.done:
            if task.completed and not open_only:
                expected[source] = [task.completed]
            continue
        if task.hidden() or task.listed_on() is None:
            continue
        rule = rem.Rule.parse(task.tags.get("rec", ""))
        due = task.day("due")
        if rule is None or due is None or "plan" in task.tags:
            expected[source] = [task.listed_on()]
            continue
        until = task.day("until")
        expected[source] = rem.occurrences(rule, due, today, min(end, until) if until else end)
    return expected


def remind_dates(rem_path, today):
    output = subprocess.run(["remind", "-r", "-s6", rem_path, today.isoformat()], check=True,
                            capture_output=True, text=True).stdout
    found = collections.defaultdict(list)
    for line in output.splitlines():
        source = re.search(r"(\S+:\d+)$", line)
        if source:
            found[source.group(1)].append(datetime.date.fromisoformat(line[:10].replace("/", "-")))
    return found


def horizon_counts(plan_path, name):
    """Occurrences per source on the month pages of plan.json: day items plus repeating counts. A
    "starts" item (an occurrence's threshold day, in a month its due date is not in) is not an
    occurrence: remind has it as the advance warning ++N, which only `remind -sa` shows."""
    with open(plan_path, encoding="utf-8") as handle:
        plan = planjson.with_tasks(json.load(handle))
    counts = collections.Counter()
    for month in plan.get("months", []):
        for item in month.get("items", []):
            if "date" in item and item.get("why") != "starts" and item.get("source", "").startswith(name + ":"):
                counts[item["source"]] += 1
        for series in month.get("repeating", []):
            counts[series["source"]] += series.get("count", len(series.get("dates", [])))
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("todo")
    parser.add_argument("--today", default="2026-11-23")
    parser.add_argument("--plan", help="a plan.json built from the same list with the same --today")
    parser.add_argument("--open-only", action="store_true")
    parser.add_argument("--show", type=int, default=10, help="how many mismatches to print")
    args = parser.parse_args()
    today = datetime.date.fromisoformat(args.today)
    first, end = today.replace(day=1), rem.horizon_end(today)

    with tempfile.TemporaryDirectory() as folder:
        rem_path = os.path.join(folder, "todo.rem")
        with open(rem_path, "w", encoding="utf-8") as handle:
            rem.translate(args.todo, today, args.open_only, handle)
        found = remind_dates(rem_path, today)
    expected = {source: [day for day in dates if first <= day <= end]
                for source, dates in expected_dates(args.todo, today, end, args.open_only).items()}
    mismatches = [(source, expected.get(source, []), sorted(found.get(source, [])))
                  for source in sorted(set(expected) | set(found), key=lambda s: int(s.rsplit(":", 1)[1]))
                  if sorted(expected.get(source, [])) != sorted(found.get(source, []))]
    total_expected = sum(len(dates) for dates in expected.values())
    total_found = sum(len(dates) for dates in found.values())
    print(f"remind vs engine: {total_found} entries from remind, {total_expected} expected, "
          f"{len(mismatches)} tasks differ")
    for source, want, got in mismatches[:args.show]:
        print(f"  {source}: expected {[d.isoformat() for d in want]}, remind {[d.isoformat() for d in got]}")

    status = 1 if mismatches else 0
    if args.plan:
        counts = horizon_counts(args.plan, os.path.basename(args.todo))
        lines = dict(rem.read_lines(args.todo))
        recurring = [source for source in expected if is_open_recurring(rem.Task(lines[source]))]
        differ = [(source, len(expected[source]), counts.get(source, 0)) for source in recurring
                  if counts.get(source, 0) != len(expected[source])]
        print(f"horizon plan.json vs engine: {len(recurring)} recurring tasks, {len(differ)} with another "
              f"occurrence count from {first} to {end}")
        for source, projected, listed in differ[:args.show]:
            print(f"  {source}: engine {projected}, plan.json months {listed}: {lines[source]}")
        status = status or (1 if differ else 0)
    sys.exit(status)


def is_open_recurring(task) -> bool:
    return not task.done and rem.Rule.parse(task.tags.get("rec", "")) is not None


if __name__ == "__main__":
    main()
