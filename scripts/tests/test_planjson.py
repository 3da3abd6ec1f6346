"""scripts/planjson.py: plan.json version 3 read back with each item carrying its task."""
import unittest

import load  # noqa: F401  (puts scripts/ on the path)
import planjson

TASKS = {"a1": {"text": "Pay rent due:2026-11-30 rec:+1m", "due": "2026-11-30", "source": "todo.txt:2"}}


class WithTasks(unittest.TestCase):
    def test_items_and_series_carry_their_task_and_keep_their_own_fields(self):
        plan = {"tasks": TASKS,
                "days": [{"date": "2026-12-30", "items": [{"task": "a1", "why": "occurrence", "due": "2026-12-30",
                                                           "projected": True}]}],
                "months": [{"month": "2026-12", "items": [], "repeating": [{"task": "a1", "dates": ["2026-12-30"]}]}],
                "unplanned": [{"task": "a1"}]}
        read = planjson.with_tasks(plan)
        self.assertEqual(read["days"][0]["items"][0],
                         {"text": "Pay rent due:2026-11-30 rec:+1m", "due": "2026-12-30", "source": "todo.txt:2",
                          "task": "a1", "why": "occurrence", "projected": True})
        self.assertEqual(read["months"][0]["repeating"][0]["source"], "todo.txt:2")
        self.assertIs(read["months"][0]["repeating"][0]["projected"], False)
        self.assertEqual(read["unplanned"][0]["text"], TASKS["a1"]["text"])
        self.assertEqual(read["weeks"], [])
        self.assertNotIn("text", plan["days"][0]["items"][0], "the plan read is not changed")

    def test_a_plan_without_a_tasks_table_is_read_as_it_is(self):
        plan = {"days": [{"date": "2026-11-23", "items": [{"text": "Call mum"}]}]}
        self.assertIs(planjson.with_tasks(plan), plan)

    def test_an_item_of_an_unknown_task_is_refused(self):
        with self.assertRaises(KeyError):
            planjson.with_tasks({"tasks": {}, "days": [{"items": [{"task": "ff"}]}]})


if __name__ == "__main__":
    unittest.main()
