#!/usr/bin/env python3
"""Writes a realistic, seeded todo.txt for benchmarks and stress tests.

    Benchmarks/generate-todo.py --lines 100000 --seed 1 --today 2026-11-23 > todo.txt
    Benchmarks/generate-todo.py --profile heavy --lines 100000 > todo.txt
    Benchmarks/generate-todo.py --profile heavy --no-month-day-rules --lines 100000 > todo.txt
    Benchmarks/generate-todo.py --profile daily --no-month-day-rules --lines 100000 > todo.txt

Three profiles. Both are deterministic: the same arguments give the same bytes on every machine.

light (the default, byte-identical to what this script wrote before profiles existed): a list kept for
years without archiving — about half the lines completed, a third of the open tasks undated, the rest due
or planned over the past year and the next eighteen months (denser near today), priorities, projects,
contexts, ~3% of the open dated tasks recurring (~670 per 100,000 lines), at: times, unknown tags, URLs,
unicode and the occasional very long line.

heavy: the recurrence-heavy list of docs/performance.md#the-data, counted exactly per 100,000 lines (and scaled linearly, so a
million lines is ten times the same mix):
  - 3,350 open recurring tasks: 500 daily (rec:1d, rec:+1d), 500 business-day (rec:+1b, rec:1b,
    rec:mon,tue,wed,thu,fri), 1,300 weekly (rec:1w, rec:+1w, rec:+2w, rec:mon,wed,fri, rec:tue,thu, one
    weekday), 900 monthly (rec:+1m, rec:1m and the month-day rules rec:15th, rec:1st,15th, rec:last-day,
    rec:2nd-tue, rec:last-fri) and 150 yearly; their current instance is due near today (on a date that
    matches the rule, as `horizon done` writes it; a few do not), 55% have at: times, some t: offsets
    before the due, some until: (a few already past);
  - a third of the lines completed, over three years of history, 3,650 of them completed instances of
    recurring tasks (so ~7% of all lines carry rec:);
  - the other open tasks as in the light profile (a third of them undated);
  - longer texts: half the tasks carry a detail phrase, 2% a paragraph, 0.1% a 400-word line; unicode
    (accents, CJK, Cyrillic, Greek, Arabic, emoji), projects, contexts, unknown tags, URLs, Markdown
    links, mailto:, e-mail addresses and time words that are text.
With --no-month-day-rules the month-day rules are written as rec:+1m on the same due date (every other byte
is the same), so the list can be built by a binary that does not know those rules yet.

daily: the heavy list with five times its rules that recur every day or every working day — 2,500 daily
(rec:1d, rec:+1d), 2,500 business-day and weekday-list (rec:+1b, rec:1b, rec:mon,tue,wed,thu,fri) per
100,000 lines, the rest as in heavy — so that projecting occurrences, not reading lines, is the work:
about 0.8 million occurrences in the six months per 100,000 lines, against 0.16 million in heavy.
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

# Heavy profile -------------------------------------------------------------------------------------------

# Exact line counts per 100,000 lines; whatever is left are open tasks without a rule.
HEAVY_MIX = {
    "daily": 500,
    "business": 500,
    "weekly": 1_300,
    "monthly": 900,
    "yearly": 150,
    "done-recurring": 3_650,
    "done": 33_333 - 3_650,
}
# The daily profile: the heavy mix with five times the rules that recur every day or working day.
DAILY_MIX = dict(HEAVY_MIX, daily=2_500, business=2_500)
# Rules per family, with weights (out of 100).
DAILY_RULES = [("1d", 45), ("+1d", 55)]
BUSINESS_RULES = [("+1b", 40), ("1b", 30), ("mon,tue,wed,thu,fri", 30)]
WEEKLY_RULES = [("1w", 20), ("+1w", 30), ("+2w", 15), ("mon,wed,fri", 12), ("tue,thu", 12), ("mon", 4),
                ("+fri", 4), ("sat,sun", 3)]
MONTHLY_RULES = [("+1m", 25), ("1m", 15), ("15th", 12), ("1st,15th", 12), ("last-day", 12), ("2nd-tue", 12),
                 ("last-fri", 12)]
YEARLY_RULES = [("+1y", 70), ("1y", 30)]
MONTH_DAY_RULES = {"15th", "1st,15th", "last-day", "2nd-tue", "last-fri"}

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
DETAIL_WORDS = ["with", "before", "the", "meeting", "for", "Anna", "and", "Jürgen", "about", "the", "new",
                "contract", "draft", "v2", "see", "notes", "from", "Tuesday", "call", "quickly", "Überprüfung",
                "façade", "crème brûlée", "smörgåsbord", "São Paulo", "Zürich", "東京", "会議の準備", "资料",
                "회의", "Привет", "отчёт", "Ελληνικά", "σημειώσεις", "العربية", "עברית", "🎉", "📞", "✅", "🚗",
                "👩‍💻", "12:30", "2+2", "a@b.com", "ops@example.org", "→", "½", "€42", "#3", "*not*", "_maybe_",
                "`code`", "<b>", "&", "100%", "[draft]", "(optional)"]
UNKNOWN_TAGS = ["ticket:HZN-{n}", "id:{n:x}", "est:{m}m", "energy:low", "energy:high", "ctx:deep", "ref:{n}"]
LINKS = ["https://example.org/tasks/{n}", "[notes](https://wiki.example.com/page/{n})",
         "mailto:someone{n}@example.com", "http://intranet.local/~team/{n}?q=a&b=c",
         "![diagram](https://img.example.net/{n}.png)"]


def light(args, out) -> None:
    """The original profile; kept byte for byte so that earlier figures stay comparable."""
    rng = random.Random(args.seed)
    today = datetime.date.fromisoformat(args.today)

    def day(spread: int) -> str:
        return (today + datetime.timedelta(days=rng.randint(-spread, spread))).isoformat()

    def planned_day() -> datetime.date:
        # Dense near today, thinning out over the past year and the next eighteen months.
        if rng.random() < 0.35:
            return today + datetime.timedelta(days=rng.randint(-14, 30))
        return today + datetime.timedelta(days=rng.randint(-365, 545))

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


class HeavyList:
    """One heavy-profile line per call; every random draw is made whatever the options, so
    --no-month-day-rules changes nothing but those rules."""

    def __init__(self, args):
        self.rng = random.Random(args.seed)
        self.today = datetime.date.fromisoformat(args.today)
        self.month_day_rules = args.month_day_rules

    def days(self, offset: int) -> datetime.date:
        return self.today + datetime.timedelta(days=offset)

    def weighted(self, table):
        roll = self.rng.randrange(100)
        for value, weight in table:
            if roll < weight:
                return value
            roll -= weight
        return table[-1][0]

    def description(self, index: int) -> list:
        rng = self.rng
        words = [rng.choice(VERBS) + " " + rng.choice(OBJECTS)]
        length = rng.random()
        if length < 0.001:
            words.append(" ".join(rng.choice(DETAIL_WORDS + OBJECTS) for _ in range(400)))
        elif length < 0.021:
            words.append(" ".join(rng.choice(DETAIL_WORDS) for _ in range(rng.randint(40, 120))))
        elif length < 0.5:
            words.append(" ".join(rng.choice(DETAIL_WORDS) for _ in range(rng.randint(2, 12))))
        for _ in range(rng.choice([0, 1, 1, 1, 2, 3])):
            words.append("+" + rng.choice(PROJECTS))
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            words.append("@" + rng.choice(CONTEXTS))
        if rng.random() < 0.15:
            words.append(rng.choice(UNKNOWN_TAGS).format(n=index + 1, m=rng.choice([15, 30, 45, 90])))
        if rng.random() < 0.05:
            words.append(rng.choice(LINKS).format(n=index + 1))
        return words

    def time_of_day(self) -> str:
        return f"at:{self.rng.randint(6, 21):02d}:{self.rng.choice([0, 0, 15, 30, 30, 45]):02d}"

    def first_due(self, family: str, rule: str) -> datetime.date:
        """The current instance of an open recurring task: near today, on a date the rule produces
        (as `horizon done` writes it), except for a few hand-edited ones."""
        rng = self.rng
        spread = {"daily": (-6, 3), "business": (-6, 5), "weekly": (-10, 14), "monthly": (-25, 31),
                  "yearly": (-40, 330)}[family]
        start = self.days(rng.randint(*spread))
        if rng.random() < 0.03 and family != "yearly":
            start = self.days(rng.randint(-120, -30))  # long overdue
        hand_edited = rng.random() < 0.05
        if hand_edited:
            return start
        return matching_day(start, rule)

    def recurring(self, index: int, family: str) -> str:
        rng = self.rng
        rule = self.weighted({"daily": DAILY_RULES, "business": BUSINESS_RULES, "weekly": WEEKLY_RULES,
                              "monthly": MONTHLY_RULES, "yearly": YEARLY_RULES}[family])
        due = self.first_due(family, rule)
        if rule in MONTH_DAY_RULES and not self.month_day_rules:
            rule = "+1m"
        words = []
        if rng.random() < 0.25:
            words.append("(" + rng.choice("ABCDE") + ")")
        if rng.random() < 0.6:
            words.append(self.days(-rng.randint(30, 1500)).isoformat())
        words += self.description(index)
        tags = ["due:" + due.isoformat(), "rec:" + rule]
        if family in ("weekly", "monthly", "yearly") and rng.random() < 0.2:
            reach = {"weekly": 3, "monthly": 10, "yearly": 30}[family]
            tags.append("t:" + (due - datetime.timedelta(days=rng.randint(1, reach))).isoformat())
        if rng.random() < 0.12:
            ahead = rng.randint(-60, 400) if rng.random() < 0.3 else rng.randint(30, 400)
            tags.append("until:" + self.days(ahead).isoformat())
        if rng.random() < 0.55:
            tags.append(self.time_of_day())
        rng.shuffle(tags)  # tags come in any order in real lists
        return " ".join(words + tags)

    def completed(self, index: int, recurring: bool) -> str:
        rng = self.rng
        # Three years of history, denser in the last six months.
        back = rng.randint(0, 180) if rng.random() < 0.4 else rng.randint(0, 1095)
        completion = self.days(-back)
        words = ["x " + completion.isoformat()]
        if rng.random() < 0.7:
            words.append((completion - datetime.timedelta(days=rng.randint(0, 60))).isoformat())
        words += self.description(index)
        if recurring:
            family = self.weighted([("daily", 15), ("business", 15), ("weekly", 40), ("monthly", 25),
                                    ("yearly", 5)])
            rule = self.weighted({"daily": DAILY_RULES, "business": BUSINESS_RULES, "weekly": WEEKLY_RULES,
                                  "monthly": MONTHLY_RULES, "yearly": YEARLY_RULES}[family])
            if rule in MONTH_DAY_RULES and not self.month_day_rules:
                rule = "+1m"
            words.append("due:" + (completion - datetime.timedelta(days=rng.randint(0, 3))).isoformat())
            words.append("rec:" + rule)
            if rng.random() < 0.5:
                words.append(self.time_of_day())
        elif rng.random() < 0.5:
            words.append("due:" + (completion + datetime.timedelta(days=rng.randint(-20, 10))).isoformat())
        if rng.random() < 0.2:
            words.append("pri:" + rng.choice("ABCDE"))
        return " ".join(words)

    def planned_day(self) -> datetime.date:
        if self.rng.random() < 0.35:
            return self.days(self.rng.randint(-14, 30))
        return self.days(self.rng.randint(-365, 545))

    def single(self, index: int) -> str:
        rng = self.rng
        words = []
        if rng.random() < 0.3:
            words.append("(" + rng.choice("ABCDE") + ")")
        if rng.random() < 0.4:
            words.append(self.days(rng.randint(-400, 0)).isoformat())
        words += self.description(index)
        roll = rng.random()
        if roll < 0.42:
            words.append("due:" + self.planned_day().isoformat())
        elif roll < 0.62:
            kind = rng.random()
            when = self.planned_day()
            if kind < 0.5:
                words.append("plan:" + when.isoformat())
            elif kind < 0.75:
                year, week, _ = when.isocalendar()
                words.append(f"plan:{year}-W{week:02d}")
            elif kind < 0.95:
                words.append(f"plan:{when.year}-{when.month:02d}")
            else:
                words.append(f"plan:{self.today.year + rng.randint(-1, 1)}")
        elif roll < 0.67:
            words.append("t:" + self.days(rng.randint(-60, 120)).isoformat())
        if roll < 0.62 and rng.random() < 0.12:
            words.append("t:" + self.days(rng.randint(-60, 60)).isoformat())
        if roll < 0.62 and rng.random() < 0.15:
            words.append(self.time_of_day())
        if rng.random() < 0.01:
            words.append("h:1")
        return " ".join(words)


def matching_day(start: datetime.date, rule: str) -> datetime.date:
    """The first day on or after `start` that the rule can produce as a due date."""
    body = rule.lstrip("+")
    day = start
    for _ in range(400):
        if matches(day, body):
            return day
        day += datetime.timedelta(days=1)
    return start


def matches(day: datetime.date, body: str) -> bool:
    if body[-1] in "dwmy" and body[:-1].isdigit():
        return True
    if body[-1] == "b" and body[:-1].isdigit():
        return day.weekday() < 5
    parts = body.split(",")
    if all(part in WEEKDAYS for part in parts):
        return WEEKDAYS[day.weekday()] in parts
    return any(matches_month_day(day, part) for part in parts)


def matches_month_day(day: datetime.date, mday: str) -> bool:
    last = (day.replace(day=28) + datetime.timedelta(days=4)).replace(day=1) - datetime.timedelta(days=1)
    if mday == "last-day":
        return day == last
    if "-" in mday:
        ordinal, weekday = mday.split("-")
        if WEEKDAYS[day.weekday()] != weekday:
            return False
        if ordinal == "last":
            return day + datetime.timedelta(days=7) > last
        return (day.day - 1) // 7 + 1 == int(ordinal[0])
    return day.day == min(int(mday[:-2]), last.day)


def heavy(args, out) -> None:
    generator = HeavyList(args)
    kinds = []
    for kind, per_hundred_thousand in (DAILY_MIX if args.profile == "daily" else HEAVY_MIX).items():
        kinds += [kind] * (args.lines * per_hundred_thousand // 100_000)
    kinds += ["single"] * (args.lines - len(kinds))
    generator.rng.shuffle(kinds)
    lines = []
    for index, kind in enumerate(kinds):
        if kind == "single":
            lines.append(generator.single(index))
        elif kind == "done":
            lines.append(generator.completed(index, recurring=False))
        elif kind == "done-recurring":
            lines.append(generator.completed(index, recurring=True))
        else:
            lines.append(generator.recurring(index, kind))
        if len(lines) == 10_000:
            out.write("\n".join(lines) + "\n")
            lines.clear()
    if lines:
        out.write("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--today", default="2026-11-23")
    parser.add_argument("--profile", choices=["light", "heavy", "daily"], default="light",
                        help="light: the original mix (default); heavy: recurrence-heavy; daily: heavy with five "
                             "times its daily and working-day rules; see above")
    parser.add_argument("--month-day-rules", action=argparse.BooleanOptionalAction, default=True,
                        help="heavy and daily: write rec:15th, rec:last-day, rec:2nd-tue … (default); with "
                             "--no-month-day-rules they become rec:+1m")
    args = parser.parse_args()
    if args.lines < 0:
        parser.error("--lines must not be negative")
    (light if args.profile == "light" else heavy)(args, sys.stdout)


if __name__ == "__main__":
    main()
