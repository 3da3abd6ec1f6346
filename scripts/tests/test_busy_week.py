"""scripts/busy-week.py: the busy list check-pages prints must be as busy as it says, and tell its tasks apart."""
import datetime as dt
import re
import unittest

from load import script

busy = script("busy-week.py")

WEEK_START, MONTH = dt.date(2026, 11, 30), dt.date(2026, 12, 1)


def due(line):
    match = re.search(r"due:(\S+)", line)
    return dt.date.fromisoformat(match.group(1)) if match else None


class BusyList(unittest.TestCase):
    lines = busy.busy_list(13, WEEK_START, MONTH)

    def test_the_week_holds_42_tasks_and_a_weekly_one_and_3_plans(self):
        week = [line for line in self.lines if due(line) and WEEK_START <= due(line) < WEEK_START + dt.timedelta(7)]
        self.assertEqual(len([line for line in week if "rec:" not in line]), 42)
        self.assertEqual(len([line for line in week if "rec:+1w" in line]), 1)
        self.assertEqual(len([line for line in self.lines if "plan:2026-W49" in line]), 3)

    def test_the_month_holds_over_80_tasks_with_full_days(self):
        december = [due(line) for line in self.lines if due(line) and due(line).month == 12]
        plans = [line for line in self.lines if "plan:2026-12" in line]
        self.assertEqual((len(december), len(plans)), (79, 2))
        self.assertGreaterEqual(max(december.count(day) for day in set(december)), 11)

    def test_every_task_starts_differently(self):
        # check-pages counts a task printed by its first letters: two alike would hide a lost one.
        keys = [busy.letters(re.sub(r"^\([A-Z]\) ", "", line))[:busy.KEY] for line in self.lines]
        self.assertEqual(len(keys), len(set(keys)))

    def test_the_same_seed_gives_the_same_list(self):
        self.assertEqual(busy.busy_list(13, WEEK_START, MONTH), self.lines)
        self.assertNotEqual(busy.busy_list(14, WEEK_START, MONTH), self.lines)


if __name__ == "__main__":
    unittest.main()
