"""scripts/month-day-table: the committed MonthDayTable.swift is what the independent model prints now,
so a changed case list or a hand edit of the table cannot pass unnoticed."""
import os
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = os.path.join(ROOT, "Tests", "HorizonCoreTests", "Recurrence", "MonthDayTable.swift")


class MonthDayTableTests(unittest.TestCase):
    def test_committed_table_is_what_the_script_prints(self):
        printed = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "month-day-table")],
                                 check=True, capture_output=True).stdout
        with open(TABLE, "rb") as handle:
            committed = handle.read()
        self.assertEqual(committed, printed,
                         "Tests/HorizonCoreTests/Recurrence/MonthDayTable.swift differs from what "
                         "scripts/month-day-table prints; run: scripts/month-day-table > " + os.path.relpath(TABLE, ROOT))


if __name__ == "__main__":
    unittest.main()
