#!/usr/bin/env python3
"""Writes a realistic, seeded todo.txt for benchmarks and stress tests.

    Benchmarks/generate-todo.py --lines 100000 --seed 1 --today 2026-11-23 > todo.txt

The mix models a list kept for years without archiving: about half the lines are completed tasks
(history, completed over the last three years); of the open tasks about a third have no date at all,
and the dated ones have due dates, thresholds and day/week/month/year plans spread over the past year
and the next eighteen months, denser near today. Priorities, projects, contexts, recurring tasks (daily
ones included), at: times, unknown tags, URLs, unicode text and the occasional very long line.
"""
import argparse
import datetime
import random
import sys

VERBS = ["Call", "Email", "Write", "Review", "Fix", "Plan", "Buy", "Book", "Clean", "Read", "Pay", "Prepare",
         "Check", "Update", "Draft", "Organise", "Renew", "Return", "Schedule", "Submit"]
OBJECTS = ["the report", "invoice", "dentist", "groceries", "slides", "budget", "garden", "taxes", "car service",
           "birthday card", "library books", "pull request", "newsletter", "café order", "naïve résumé",
           "日本語のメモ", "Geburtstagsgeschenk", "quarterly review", "backup", "passport"]
PROJECTS = ["home", "work", "finance", "health", "travel", "family", "garden", "admin", "reading", "acme"]
CONTEXTS = ["phone", "office", "online", "town", "computer", "house", "car", "errands"]
RULES = ["1d", "+1d", "2d", "1w", "+1w", "+2w", "1m", "+1m", "+3m", "+1y", "+1b", "+10b", "mon,wed,fri", "tue,thu"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--today", default="2026-11-23")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    today = datetime.date.fromisoformat(args.today)

    def day(spread: int) -> str:
        return (today + datetime.timedelta(days=rng.randint(-spread, spread))).isoformat()

    def planned_day() -> datetime.date:
        # Dense near today, thinning out over the past year and the next eighteen months.
        if rng.random() < 0.35:
            return today + datetime.timedelta(days=rng.randint(-14, 30))
        return today + datetime.timedelta(days=rng.randint(-365, 545))

    out = sys.stdout
    for index in range(args.lines):
        words = []
        done = rng.random() < 0.5
        if done:
            words.append("x " + (today - datetime.timedelta(days=rng.randint(0, 1095))).isoformat())
        elif rng.random() < 0.3:
            words.append("(" + rng.choice("ABCDE") + ")")
        if rng.random() < 0.4:
            words.append(day(200))
        words.append(rng.choice(VERBS) + " " + rng.choice(OBJECTS))
        for _ in range(rng.randint(0, 2)):
            words.append("+" + rng.choice(PROJECTS))
        for _ in range(rng.randint(0, 2)):
            words.append("@" + rng.choice(CONTEXTS))
        roll = rng.random()
        if roll < 0.45:
            words.append("due:" + planned_day().isoformat())
        if 0.45 <= roll < 0.65:
            kind = rng.random()
            if kind < 0.5:
                words.append("plan:" + planned_day().isoformat())
            elif kind < 0.75:
                year, week, _ = planned_day().isocalendar()
                words.append(f"plan:{year}-W{week:02d}")
            elif kind < 0.95:
                month = planned_day()
                words.append(f"plan:{month.year}-{month.month:02d}")
            else:
                words.append(f"plan:{today.year + rng.randint(-1, 1)}")
        if rng.random() < 0.15:
            words.append("t:" + day(60))
        if rng.random() < 0.03 and "due:" in " ".join(words):
            words.append("rec:" + rng.choice(RULES))
            if rng.random() < 0.2:
                words.append("until:" + day(400))
        if rng.random() < 0.1:
            words.append(f"at:{rng.randint(6, 21):02d}:{rng.choice([0, 15, 30, 45]):02d}")
        if rng.random() < 0.05:
            words.append(f"ticket:HZN-{rng.randint(1, 9999)}")
        if rng.random() < 0.03:
            words.append(f"https://example.org/tasks/{index}")
        if rng.random() < 0.01:
            words.append("h:1")
        if rng.random() < 0.001:
            words.append(" ".join(rng.choice(OBJECTS) for _ in range(400)))
        out.write(" ".join(words) + "\n")


if __name__ == "__main__":
    main()
