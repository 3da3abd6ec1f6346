#!/usr/bin/env python3
"""Writes the example list with a neglected backlog: Examples/todo.txt, then COUNT overdue tasks (due
1 to 400 days before --today, a third with a priority), seeded, for measuring what the backlog costs
(docs/performance.md#the-backlog-written-once).

    Benchmarks/backlog-todo.py --count 300 > todo.txt
"""
import argparse
import pathlib
import random
from datetime import date, timedelta

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--count", type=int, default=300)
parser.add_argument("--today", default="2026-11-23")
parser.add_argument("--seed", type=int, default=36)
arguments = parser.parse_args()

generator = random.Random(arguments.seed)
today = date.fromisoformat(arguments.today)
example = pathlib.Path(__file__).resolve().parent.parent / "Examples" / "todo.txt"
lines = example.read_text(encoding="utf-8").splitlines()
chores = ["Return library books", "Call the insurer about the claim", "Fix the bike light", "Reply to Anna's letter",
          "Renew the passport", "Clean the fridge", "Sort the receipts for 2026", "Order printer ink",
          "Back up the laptop", "Write to the landlord about the heating"]
for number in range(1, arguments.count + 1):
    words = [generator.choice(["(A)", "(B)", "(C)"])] if generator.random() < 1 / 3 else []
    words += [generator.choice(chores), str(number)]
    words += [word for word in (generator.choice(["+home", "+work", "+family", "+finance", ""]),
                                generator.choice(["@town", "@phone", "@home", "@computer", ""])) if word]
    words.append(f"due:{today - timedelta(days=generator.randint(1, 400))}")
    lines.append(" ".join(words))
print("\n".join(lines))
