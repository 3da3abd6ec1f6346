#!/usr/bin/env python3
"""Translates a todo.txt into a remind(1) script with the same tasks, for benchmarking against remind.

    Benchmarks/todo-to-rem.py --today 2026-11-23 todo.txt > todo.rem
    remind -s6 todo.rem 2026-11-23          # the same 6-month calendar, as remind computes it

Every task becomes what Horizon shows of it, as a remind user would write it:
- an open task at the day Horizon lists it: its day plan, else the first day of its week, month or year
  plan, else its due date, else its threshold (`REM 2026-11-30 MSG …`); `at:` becomes `AT 09:35`;
  a threshold before the due becomes the advance warning `++N` (visible only with remind -sa);
- a recurring task as its current instance plus a remind repetition that yields exactly the dates
  Horizon projects (docs/todotxt.md#projection, including the restart after today of an overdue task):
  `Nd`/`Nw` → `REM date *N`, `1b` → `REM Mon Tue Wed Thu Fri FROM date`, weekday lists →
  `REM Mon Wed Fri FROM date`, `1m` on day ≤ 28 → `REM 15 FROM date`, `1y` → `REM 6 Jan FROM date`,
  `15th` → `REM 15`, `2nd-tue` → `REM Tue 8`, `last-fri` → `REM Fri 1 --7`, `last-day` → `REM 1 --1`,
  `until:` → `UNTIL`; what remind cannot say in one line (`Nb` with N > 1, month rules from a 29th–31st
  that drift after a short month, `5th-mon`, `rec:30th`) is written date by date up to the end of the
  6-month horizon, as Horizon's plan.ics does;
- a completed task at its completion date, marked ✓ (Horizon's completed history);
  --open-only leaves them out;
- hidden tasks and open tasks with no date (Horizon's Unplanned page) have no day to be on and are
  written as comments.
The message is the task as Horizon shows it (priority, the description without the tags Horizon
interprets) and its source, `todo.txt:12`, which Benchmarks/check-rem.py uses to compare occurrences.
"""
import argparse
import datetime
import os
import re
import sys

ONE_DAY = datetime.timedelta(days=1)
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
INTERPRETED = {"due", "t", "rec", "until", "at", "plan", "show", "float", "delayed", "h", "hide", "pri"}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
TIME = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")
PRIORITY = re.compile(r"^\([A-Z]\)$")
WEEK_PLAN = re.compile(r"^(\d{4})-W(\d{2})$")
MONTH_PLAN = re.compile(r"^(\d{4})-(\d{2})$")
YEAR_PLAN = re.compile(r"^\d{4}$")
INTERVAL = re.compile(r"^(\d{1,4})?([dbwmy])$", re.IGNORECASE)
DAY_OF_MONTH = re.compile(r"^(\d{1,2})(st|nd|rd|th)$")
ORDINALS = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "last": -1}


# Dates ------------------------------------------------------------------------------------------------

def parse_date(text):
    if not DATE.match(text):
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        return None


def remindable(day: datetime.date) -> bool:
    """remind accepts years 1990–2075 only."""
    return 1990 <= day.year <= 2075


def month_end(day: datetime.date) -> datetime.date:
    return (day.replace(day=28) + datetime.timedelta(days=4)).replace(day=1) - ONE_DAY


def add_months(day: datetime.date, months: int) -> datetime.date:
    index = day.year * 12 + day.month - 1 + months
    first = datetime.date(index // 12, index % 12 + 1, 1)
    return first.replace(day=min(day.day, month_end(first).day))


def horizon_end(today: datetime.date) -> datetime.date:
    """The last day of the 6-month view: the end of the fifth month after today's."""
    return month_end(add_months(today.replace(day=1), 5))


# Recurrence (docs/todotxt.md#recurring-tasks) ---------------------------------------------------------------------------------

class Rule:
    """A parsed `rec:` value: an interval (count, unit), a weekday list or a month-day list."""

    def __init__(self, strict, count=None, unit=None, weekdays=None, month_days=None):
        self.strict, self.count, self.unit = strict, count, unit
        self.weekdays, self.month_days = weekdays, month_days

    @staticmethod
    def parse(text):
        strict = text.startswith("+")
        body = text[1:] if strict else text
        match = INTERVAL.match(body)
        if match:
            count = int(match.group(1) or "1")
            return Rule(strict, count=count, unit=match.group(2).lower()) if count > 0 else None
        parts = body.lower().split(",")
        if len(set(parts)) != len(parts):
            return None
        if all(part in WEEKDAYS for part in parts):
            return Rule(strict, weekdays={WEEKDAYS.index(part) for part in parts})
        month_days = []
        for part in parts:
            month_day = parse_month_day(part)
            if month_day is None:
                return None
            month_days.append(month_day)
        return Rule(strict, month_days=month_days)

    def matches(self, day: datetime.date) -> bool:
        """Whether `day` is a date this rule produces (any day is, for an interval other than `b`)."""
        if self.weekdays is not None:
            return day.weekday() in self.weekdays
        if self.month_days is not None:
            return any(month_day_matches(month_day, day) for month_day in self.month_days)
        return self.unit != "b" or day.weekday() < 5

    def next(self, day: datetime.date) -> datetime.date:
        """The due date `horizon done` writes when the instance due on `day` is completed that day."""
        if self.weekdays is not None or self.month_days is not None:
            day += ONE_DAY
            while not self.matches(day):
                day += ONE_DAY
            return day
        if self.unit == "d":
            return day + datetime.timedelta(days=self.count)
        if self.unit == "w":
            return day + datetime.timedelta(days=7 * self.count)
        if self.unit == "m":
            return add_months(day, self.count)
        if self.unit == "y":
            return add_months(day, 12 * self.count)
        for _ in range(self.count):
            day += ONE_DAY
            while day.weekday() >= 5:
                day += ONE_DAY
        return day


def parse_month_day(text):
    if text == "last-day":
        return ("last-day",)
    if "-" in text:
        ordinal, _, weekday = text.partition("-")
        if ordinal in ORDINALS and weekday in WEEKDAYS:
            return ("weekday", ORDINALS[ordinal], WEEKDAYS.index(weekday))
        return None
    match = DAY_OF_MONTH.match(text)
    if not match or match.group(1).startswith("0"):
        return None
    number = int(match.group(1))
    suffix = "th" if 11 <= number % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    if not 1 <= number <= 31 or match.group(2) != suffix:
        return None
    return ("day", number)


def month_day_matches(month_day, day: datetime.date) -> bool:
    last = month_end(day).day
    if month_day[0] == "last-day":
        return day.day == last
    if month_day[0] == "day":
        return day.day == min(month_day[1], last)
    _, ordinal, weekday = month_day
    if day.weekday() != weekday:
        return False
    return day.day + 7 > last if ordinal == -1 else (day.day - 1) // 7 + 1 == ordinal


def projection_start(rule: Rule, due: datetime.date, today: datetime.date) -> datetime.date:
    """The first projected occurrence after the current instance (docs/todotxt.md#projection): the next one after the
    due date, or — for an overdue task — what completing it today would write."""
    if due >= today:
        return rule.next(due)
    if rule.strict or rule.unit is None:
        day = due
        while day <= today:
            day = rule.next(day)
        return day
    return rule.next(today)


def occurrences(rule: Rule, due: datetime.date, today: datetime.date, end: datetime.date):
    """Every date Horizon lists the task on, up to `end`: the current instance, then the projections."""
    dates = [due]
    day = projection_start(rule, due, today)
    while day <= end:
        dates.append(day)
        day = rule.next(day)
    return dates


# Lines ------------------------------------------------------------------------------------------------

class Task:
    """What the translation needs of a todo.txt line (docs/todotxt.md#the-todotxt-dialect): done, dates, priority, the tags
    Horizon interprets, and the text Horizon shows without them."""

    def __init__(self, line: str):
        self.done = line.startswith("x ")
        words = line.split(" ")
        index = 0
        self.completed = self.priority = None
        if self.done:
            index = 1
            if index < len(words) and parse_date(words[index]):
                self.completed = parse_date(words[index])
                index += 1
            if index < len(words) and PRIORITY.match(words[index]):
                self.priority = words[index][1]
                index += 1
        elif words and PRIORITY.match(words[0]):
            self.priority = words[0][1]
            index = 1
        if index < len(words) and parse_date(words[index]):
            index += 1  # creation date
        self.tags = {}
        shown = []
        for word in words[index:]:
            key, colon, value = word.partition(":")
            if colon and key in INTERPRETED and value and not value.startswith("//"):
                self.tags.setdefault(key, value)
            elif word:
                shown.append(word)
        if self.done and self.priority is None and len(self.tags.get("pri", "")) == 1:
            self.priority = self.tags["pri"]
        self.text = " ".join(shown)

    def day(self, key):
        return parse_date(self.tags.get(key, ""))

    def listed_on(self):
        """The day Horizon lists the task on (a week, month or year plan: its first day), or None."""
        plan = self.tags.get("plan", "")
        if parse_date(plan):
            return parse_date(plan)
        week = WEEK_PLAN.match(plan)
        if week and 1 <= int(week.group(2)) <= 53:
            try:
                return datetime.date.fromisocalendar(int(week.group(1)), int(week.group(2)), 1)
            except ValueError:
                pass
        month = MONTH_PLAN.match(plan)
        if month and 1 <= int(month.group(2)) <= 12:
            return datetime.date(int(month.group(1)), int(month.group(2)), 1)
        if YEAR_PLAN.match(plan):
            return datetime.date(int(plan), 1, 1)
        return self.day("due") or self.day("t")

    def time(self):
        return self.tags["at"] if TIME.match(self.tags.get("at", "")) else None

    def hidden(self) -> bool:
        return self.tags.get("h") == "1" or self.tags.get("hide") == "1"


def message(task: Task, source: str) -> str:
    """The body after MSG: remind substitutes %x and pastes [expressions], so both are escaped."""
    text = (f"({task.priority}) " if task.priority and not task.done else "") + task.text
    text = ("✓ " if task.done else "") + text + " " + source
    return text.replace("%", "%%").replace("[", '["["]')


class Translator:
    """Writes the remind lines of one task after another."""

    def __init__(self, today: datetime.date, open_only: bool, out):
        self.today, self.open_only, self.out = today, open_only, out
        self.end = horizon_end(today)

    def write(self, when: str, task: Task, text: str, extra: str = "") -> None:
        at = f" AT {task.time()}" if task.time() else ""
        self.out.write(f"REM {when}{extra}{at} MSG {text}\n")

    def task(self, line: str, source: str) -> None:
        task = Task(line)
        if task.done:
            if task.completed and not remindable(task.completed):
                self.out.write(f"# {source}: completed outside the years remind knows\n")
            elif task.completed and not self.open_only:
                self.write(task.completed.isoformat(), task, message(task, source))
            elif not self.open_only:
                self.out.write(f"# {source}: completed, no date\n")
            return
        if task.hidden():
            self.out.write(f"# {source}: hidden\n")
            return
        listed = task.listed_on()
        if listed is None:
            self.out.write(f"# {source}: unplanned\n")
            return
        if not all(remindable(day) for day in (listed, task.day("due"), task.day("t")) if day):
            self.out.write(f"# {source}: outside the years remind knows\n")
            return
        text = message(task, source)
        due, threshold = task.day("due"), task.day("t")
        warning = f" ++{(due - threshold).days}" if due and threshold and threshold < due else ""
        rule = Rule.parse(task.tags.get("rec", "")) if due and "plan" not in task.tags else None
        if rule is None:
            self.write(listed.isoformat(), task, text, warning)
            return
        until = task.day("until")
        last = min(self.end, until) if until else self.end
        if due >= self.today and rule.matches(due):
            start = due  # the current instance is the first date of the repetition
        else:
            self.write(due.isoformat(), task, text, warning)  # overdue, or off the rule's dates
            start = projection_start(rule, due, self.today)
        if start > last:
            if start == due:
                self.write(due.isoformat(), task, text, warning)
            return
        expiry = f" UNTIL {until.isoformat()}" if until and remindable(until) else ""
        triggers = repetition(rule, start)
        if triggers is None:
            day = start
            while day <= last:
                self.write(day.isoformat(), task, text, warning)
                day = rule.next(day)
            return
        for trigger, dated in triggers:
            for day in dated(last):
                self.write(day.isoformat(), task, text, warning)
            if trigger:
                self.write(trigger, task, text, warning + expiry)


def repetition(rule: Rule, start: datetime.date):
    """Remind triggers that repeat exactly like `rule` from `start` (itself an occurrence), each with the
    dates it cannot express (written one by one up to a given last day); None when remind cannot say it."""
    never = lambda last: []
    begin = f" FROM {start.isoformat()}"
    if rule.unit in ("d", "w"):
        days = rule.count * (7 if rule.unit == "w" else 1)
        return [(f"{start.isoformat()} *{days}", never)]
    if rule.unit == "b":
        return [("Mon Tue Wed Thu Fri" + begin, never)] if rule.count == 1 else None
    if rule.unit == "m":
        return [(f"{start.day}{begin}", never)] if rule.count == 1 and start.day <= 28 else None
    if rule.unit == "y":
        leap_day = start.month == 2 and start.day == 29
        return [(f"{start.day} {MONTHS[start.month - 1]}{begin}", never)] if rule.count == 1 and not leap_day \
            else None
    if rule.weekdays is not None:
        days = " ".join(WEEKDAYS[day].capitalize() for day in sorted(rule.weekdays))
        return [(days + begin, never)]
    triggers = []
    for month_day in rule.month_days:
        if month_day[0] == "last-day":
            triggers.append(("1 --1" + begin, never))
        elif month_day[0] == "day" and month_day[1] <= 28:
            triggers.append((f"{month_day[1]}{begin}", never))
        elif month_day[0] == "weekday" and month_day[1] != 5:
            weekday = WEEKDAYS[month_day[2]].capitalize()
            first = "1 --7" if month_day[1] == -1 else str(7 * month_day[1] - 6)
            triggers.append((f"{weekday} {first}{begin}", never))
        else:
            single = Rule(rule.strict, month_days=[month_day])
            triggers.append((None, lambda last, single=single: dates_from(single, start, last)))
    return triggers


def dates_from(rule: Rule, start: datetime.date, last: datetime.date):
    day = start if rule.matches(start) else rule.next(start)
    while day <= last:
        yield day
        day = rule.next(day)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("todo", help="the todo.txt to translate")
    parser.add_argument("--today", default="2026-11-23", help="the day the 6-month view starts from")
    parser.add_argument("--open-only", action="store_true", help="leave completed tasks out")
    args = parser.parse_args()
    today = parse_date(args.today)
    if today is None:
        parser.error(f"--today: not a date: {args.today}")
    sys.stdout.write(f"# {os.path.basename(args.todo)} as remind reminders, by Benchmarks/todo-to-rem.py "
                     f"--today {args.today}\n")
    translate(args.todo, today, args.open_only, sys.stdout)


def read_lines(path):
    """(source, line) for each non-blank line, numbered as Horizon numbers them (split at LF; CRLF, a
    BOM and bytes that are not UTF-8 tolerated)."""
    name = os.path.basename(path)
    with open(path, "rb") as handle:
        content = handle.read()
    if content.startswith(b"\xef\xbb\xbf"):
        content = content[3:]
    for number, raw in enumerate(content.split(b"\n"), start=1):
        line = raw.removesuffix(b"\r").decode("utf-8", errors="replace")
        if line.strip():
            yield f"{name}:{number}", line


def translate(path, today: datetime.date, open_only: bool, out) -> None:
    translator = Translator(today, open_only, out)
    for source, line in read_lines(path):
        translator.task(line, source)


if __name__ == "__main__":
    main()
