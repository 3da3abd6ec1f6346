"""scripts/check-feeds: the comparison of the feeds, expanded by independent parsers, with plan.json."""
import os
import tempfile
import unittest

from load import script

feeds = script("check-feeds")


def calendar(*components):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Horizon tests//EN", "NAME:Plan", "X-WR-CALNAME:Plan",
             "X-PUBLISHED-TTL:PT12H", *components, "END:VCALENDAR"]
    return "\r\n".join(lines) + "\r\n"


def weekly_event(until="20261231"):
    """Water the plants (todo.txt:1), all day, every week from Monday 23 November."""
    return "\r\n".join(["BEGIN:VEVENT", "UID:water@horizon", "DTSTAMP:20261123T000000Z",
                        "DTSTART;VALUE=DATE:20261123", "DTEND;VALUE=DATE:20261124",
                        f"RRULE:FREQ=WEEKLY;UNTIL={until}", "SUMMARY:Water the plants",
                        "DESCRIPTION:due · todo.txt:1", "END:VEVENT"])


def todo(due, start=None, source="todo.txt:2"):
    lines = ["BEGIN:VTODO", f"UID:{source}@horizon", "DTSTAMP:20261123T000000Z", f"DUE;VALUE=DATE:{due}"]
    if start:
        lines.append(f"DTSTART;VALUE=DATE:{start}")
    return "\r\n".join(lines + ["SUMMARY:Pay rent", f"DESCRIPTION:due · {source}", "END:VTODO"])


def plan(*day_items):
    """plan.json as planjson.with_tasks gives it: day lists of November 2026 from 23 to 30, and the
    month (the horizon ends with it)."""
    days = [{"date": f"2026-11-{day}", "items": [item for item in day_items if item["date"] == f"2026-11-{day}"]}
            for day in range(23, 31)]
    return {"days": days, "weeks": [], "months": [{"month": "2026-11", "items": []}], "years": []}


def water(date):
    return {"source": "todo.txt:1", "why": "due" if date == "2026-11-23" else "occurrence", "date": date,
            "text": "Water the plants rec:1w due:2026-11-23", "projected": date != "2026-11-23"}


def rent(threshold=None):
    item = {"source": "todo.txt:2", "why": "due", "date": "2026-11-30", "due": "2026-11-30",
            "text": "Pay rent due:2026-11-30", "projected": False}
    if threshold:
        item["threshold"] = threshold
    return item


class Feeds(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def write(self, name, text):
        with open(os.path.join(self.folder.name, name), "w", encoding="utf-8") as handle:
            handle.write(text)

    def plan_ics(self, ics, plan_json):
        self.write("plan.ics", ics)
        problems, _, _ = feeds.check_plan_ics(self.folder.name, plan_json)
        return problems

    def tasks_ics(self, ics, plan_json):
        self.write("tasks.ics", ics)
        problems, _, _ = feeds.check_tasks_ics(self.folder.name, plan_json)
        return problems

    def test_a_series_that_expands_to_plan_json_s_dates_passes(self):
        self.assertEqual(self.plan_ics(calendar(weekly_event()), plan(water("2026-11-23"), water("2026-11-30"))), [])

    def test_a_series_with_an_occurrence_plan_json_does_not_list_fails(self):
        self.assertEqual(self.plan_ics(calendar(weekly_event()), plan(water("2026-11-23"))),
                         ["todo.txt:1: plan.ics lacks [] and adds [('2026-11-30', None)]"])

    def test_a_series_that_ends_too_early_fails(self):
        self.assertEqual(self.plan_ics(calendar(weekly_event(until="20261124")),
                                       plan(water("2026-11-23"), water("2026-11-30"))),
                         ["todo.txt:1: plan.ics lacks [('2026-11-30', None)] and adds []"])

    def test_a_series_without_until_is_refused(self):
        with self.assertRaisesRegex(AssertionError, "RRULE without UNTIL"):
            self.plan_ics(calendar(weekly_event().replace(";UNTIL=20261231", "")), plan(water("2026-11-23")))

    def test_a_to_do_due_and_starting_as_plan_json_says_passes(self):
        self.assertEqual(self.tasks_ics(calendar(todo("20261130", start="20261125")), plan(rent("2026-11-25"))), [])

    def test_a_to_do_due_on_another_day_fails(self):
        self.assertEqual(self.tasks_ics(calendar(todo("20261201")), plan(rent())),
                         ["todo.txt:2: DUE 2026-12-01, plan.json says 2026-11-30"])

    def test_a_to_do_without_its_threshold_fails(self):
        self.assertEqual(self.tasks_ics(calendar(todo("20261130")), plan(rent("2026-11-25"))),
                         ["todo.txt:2: DTSTART None, plan.json says 2026-11-25"])

    def test_a_missing_to_do_fails(self):
        self.assertEqual(self.tasks_ics(calendar(), plan(rent())), ["todo.txt:2: 0 to-dos, not one"])

    def test_a_to_do_for_a_task_plan_json_does_not_date_fails(self):
        self.assertEqual(self.tasks_ics(calendar(todo("20261130", source="todo.txt:9")), plan()),
                         ["todo.txt:9: a to-do for a task plan.json lists on no date"])


class Periods(unittest.TestCase):
    def test_spans_are_named_as_horizon_names_them(self):
        date = feeds.dt.date
        self.assertEqual(feeds.period_of_span(date(2026, 11, 23), date(2026, 11, 24)), "2026-11-23")
        self.assertEqual(feeds.period_of_span(date(2026, 11, 23), date(2026, 11, 30)), "2026-W48")
        self.assertEqual(feeds.period_of_span(date(2026, 12, 1), date(2027, 1, 1)), "2026-12")

    def test_a_span_that_is_no_period_is_refused(self):
        with self.assertRaises(AssertionError):
            feeds.period_of_span(feeds.dt.date(2026, 11, 24), feeds.dt.date(2026, 12, 1))


if __name__ == "__main__":
    unittest.main()
