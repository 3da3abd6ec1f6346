"""scripts/check-plan-schema: what makes plan.json and its twins pass or fail beside docs/plan.schema.json."""
import contextlib
import copy
import io
import json
import os
import tempfile
import unittest

from load import ROOT, script

schema_check = script("check-plan-schema")
jsonschema = schema_check.jsonschema

with open(ROOT / "docs" / "plan.schema.json", encoding="utf-8") as handle:
    SCHEMA = json.load(handle)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)

RENT, PLANTS = "c39bfd771afb7b8a", "e09c90217f3bb43f"
# A small plan.json of version 3, as horizon writes it (every top-level key; keys in the schema's order).
PLAN = {
    "version": 3, "today": "2026-11-23", "title": "Horizon", "horizon": {"start": "2026-11-23", "end": "2027-04-30"},
    "tasks": {
        RENT: {"text": "Pay rent +home due:2026-11-23", "title": "Pay rent +home", "source": "todo.txt:1",
               "projects": ["home"], "due": "2026-11-23"},
        PLANTS: {"text": "Water plants rec:+1w due:2026-11-24", "title": "Water plants", "source": "todo.txt:2",
                 "due": "2026-11-24", "rec": "+1w", "recLabel": "weekly"},
    },
    "days": [{"date": "2026-11-23", "items": [{"task": RENT, "why": "due", "date": "2026-11-23"}], "completed": []}],
    "weeks": [], "months": [{"month": "2026-11", "items": [{"task": PLANTS, "why": "due", "date": "2026-11-24"}],
                             "repeating": [], "completed": []}],
    "years": [], "unplanned": [], "diagnostics": [],
}


class Schema(unittest.TestCase):
    def test_the_sample_is_version_3(self):
        self.assertEqual([error.message for error in VALIDATOR.iter_errors(PLAN)], [])

    def test_the_schema_rejects_every_document_that_is_not_version_3(self):
        self.assertEqual(schema_check.rejected_mutations(VALIDATOR, PLAN), [])

    def test_a_schema_that_accepts_anything_fails(self):
        problems = schema_check.rejected_mutations(jsonschema.Draft202012Validator({}), PLAN)
        self.assertEqual(len(problems), 7)
        self.assertIn("the schema accepts an item repeating its task's text", problems)
        self.assertIn("the schema accepts a file without its tasks table", problems)


class References(unittest.TestCase):
    def test_every_uid_in_the_table_and_referred_to_passes(self):
        self.assertEqual(schema_check.reference_problems(PLAN, "plan.json"), [])

    def test_an_item_of_a_task_not_in_the_table_fails(self):
        plan = copy.deepcopy(PLAN)
        plan["days"][0]["items"][0]["task"] = "0000000000000000"
        self.assertEqual(schema_check.reference_problems(plan, "plan.json"),
                         ["plan.json: refers to 0000000000000000, which is not in its tasks table",
                          f"plan.json: task {RENT} is in the table but no item refers to it"])


class KeyOrder(unittest.TestCase):
    def test_keys_in_the_schema_s_order_pass(self):
        self.assertEqual(schema_check.order_problems(PLAN, SCHEMA, "plan.json"), [])

    def test_keys_out_of_order_fail(self):
        plan = copy.deepcopy(PLAN)
        plan["days"][0]["items"][0] = {"why": "due", "task": RENT, "date": "2026-11-23"}
        problems = schema_check.order_problems(plan, SCHEMA, "plan.json")
        self.assertEqual(len(problems), 1)
        self.assertTrue(problems[0].startswith("plan.json: days item: keys ['why', 'task', 'date'] are not in the "
                                               "schema's order"), problems[0])


class Site(unittest.TestCase):
    def site(self, plan, twin=None):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        files = {"plan.json": plan, **({"week/2026-W48.json": twin} if twin else {})}
        for name, document in files.items():
            os.makedirs(os.path.dirname(os.path.join(folder.name, name)), exist_ok=True)
            with open(os.path.join(folder.name, name), "w", encoding="utf-8") as handle:
                json.dump(document, handle)
        with contextlib.redirect_stdout(io.StringIO()):
            return schema_check.site_problems(VALIDATOR, SCHEMA, folder.name)

    def test_a_valid_site_passes(self):
        self.assertEqual(self.site(PLAN), ([], 1))

    def test_a_plan_without_its_lists_fails(self):
        plan = {key: PLAN[key] for key in ("version", "today", "title", "horizon")}
        problems, _ = self.site(plan)
        self.assertIn("plan.json: (top): 'tasks' is a required property", problems)
        self.assertIn("plan.json: lacks ['tasks', 'days', 'weeks', 'months', 'years', 'unplanned', 'diagnostics']",
                      problems)

    def test_a_twin_whose_task_differs_from_plan_json_s_fails(self):
        twin = copy.deepcopy(PLAN)
        twin["tasks"][RENT]["title"] = "Pay the rent"
        problems, count = self.site(PLAN, twin)
        self.assertEqual((problems, count), ([f"week/2026-W48.json: task {RENT} is not plan.json's task {RENT}"], 2))


if __name__ == "__main__":
    unittest.main()
