#!/usr/bin/env python3
"""Writes a busy, realistic todo.txt for checking how pages print (scripts/check-pages uses it).

    scripts/busy-week.py [--seed N] [--week-start 2026-11-30] [--month 2026-12] > busy.txt

With the defaults and `--today 2026-11-23` it gives:
  - week 2026-W49 (Mon 30 Nov – Sun 6 Dec): 42 open tasks over its seven days (3–9 a day, timed and
    untimed, many with long text), 3 week plans and one weekly repeating task;
  - December 2026: more tasks on other days, 11–12 on three of them, so calendar cells overflow,
    plus 2 month plans.
Every description starts differently in its first 12 letters, so a checker can tell for each task
whether it was printed. The same seed always gives the same list.
"""
import argparse
import datetime as dt
import random
import re

PEOPLE = ["Aisha", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hiroshi", "Ines", "Jonas",
          "Kemal", "Lucia", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tamar",
          "Ulla", "Viktor", "Wanda", "Xavier", "Yusuf", "Zora"]
ACTIONS = ["Call", "Email", "Meet", "Visit", "Ask", "Remind", "Invite", "Thank", "Pay", "Help", "Brief",
           "Text", "Phone", "Drive", "Lunch with"]
TAILS = ["about the renovation quote and the revised schedule for the kitchen cabinets",
         "regarding the quarterly budget review and the missing receipts from October",
         "to agree on the agenda for the workshop",
         "before the deadline",
         "and ask about the insurance paperwork, the deposit and the handover date",
         "on the migration plan",
         "about the school concert rehearsal times and who drives the children",
         "re: annual maintenance contract renewal (compare the three offers first)",
         "",
         "and bring the signed copy",
         "about the conference talk abstract, slides and the travel reimbursement form"]
PROJECTS = ["+work", "+home", "+family", "+finance", "+health", "+club", "+school", ""]
CONTEXTS = ["@phone", "@office", "@town", "@computer", "@errands", ""]
PRIORITIES = ["(A) ", "(B) ", "(C) ", "", "", "", ""]


KEY = 12  # letters that tell two tasks apart (the verb and the start of the name)


def letters(text):
    return re.sub(r"[^0-9a-z]", "", text.lower())


def busy_list(seed, week_start, month_first):
    rng = random.Random(seed)
    used = set()
    lines = []

    def description():
        while True:
            text = f"{rng.choice(ACTIONS)} {rng.choice(PEOPLE)} {rng.choice(TAILS)}".strip()
            if letters(text)[:KEY] not in used:
                used.add(letters(text)[:KEY])
                return text

    def task(due, timed):
        words = [rng.choice(PRIORITIES) + description(), rng.choice(PROJECTS), rng.choice(CONTEXTS),
                 f"due:{due.isoformat()}"]
        if timed:
            words.append(f"at:{rng.randint(7, 19):02d}:{rng.choice(['00', '15', '30', '45'])}")
        return " ".join(w for w in words if w)

    week_days = [week_start + dt.timedelta(days=i) for i in range(7)]
    per_day = [9, 7, 6, 8, 5, 3, 4]  # 42 tasks in the week; Monday fuller than any box can hold
    for day, count in zip(week_days, per_day):
        for i in range(count):
            lines.append(task(day, timed=i % 3 != 2))
    iso_year, iso_week, _ = week_start.isocalendar()
    week_id = f"{iso_year}-W{iso_week:02d}"
    for text in ["Sketch the garden layout for spring with the new raised beds and the compost corner",
                 "Sort the photo archive of the summer holidays",
                 "Write the neighbourhood newsletter"]:
        lines.append(f"{text} +home plan:{week_id}")
    lines.append(f"Water the office ferns and the big monstera by the window +work rec:+1w "
                 f"due:{week_days[2].isoformat()}")

    # The rest of the month: a few very full days, some light ones.
    month_days = []
    day = month_first
    while day.month == month_first.month:
        if day not in week_days:
            month_days.append(day)
        day += dt.timedelta(days=1)
    full_days = month_days[2::6][:3]
    for day in full_days:
        for i in range(rng.choice([11, 12])):
            lines.append(task(day, timed=i % 2 == 0))
    for day in rng.sample([d for d in month_days if d not in full_days], 12):
        lines.append(task(day, timed=rng.random() < 0.5))
    month_id = f"{month_first.year}-{month_first.month:02d}"
    lines.append(f"Plan the end-of-year party for the whole team including partners +work plan:{month_id}")
    lines.append(f"Renew the library cards for the children +family plan:{month_id}")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--week-start", default="2026-11-30", help="a Monday (default 2026-11-30)")
    parser.add_argument("--month", default="2026-12", help="YYYY-MM (default 2026-12)")
    args = parser.parse_args()
    week_start = dt.date.fromisoformat(args.week_start)
    month_first = dt.date.fromisoformat(args.month + "-01")
    print("\n".join(busy_list(args.seed, week_start, month_first)))


if __name__ == "__main__":
    main()
