// The built-in copy of Templates/, so that `horizon` works from any working directory (cron starts in the home folder).
// Written by BuiltInTemplatesTests (HORIZON_RECORD_TEMPLATES=1), which fails when it differs from Templates/.

/// The default layout and stylesheet, compiled into the binary.
package enum BuiltInTemplates {
    /// Templates/layout.html.
    package static let layout = #"""
<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="Horizon">
<title>{{title}}</title>
<link rel="stylesheet" href="{{root}}assets/style.css">
</head>
<body class="page-{{kind}}">
<a class="skip" href="#main">Skip to the page</a>
<header class="site-header">
<nav aria-label="Views">
<a href="{{root}}index.html">{{site}}</a>
<a href="{{root}}{{today}}.html">Today</a>
<a href="{{root}}days.html">7 days</a>
<a href="{{root}}weeks.html">6 weeks</a>
<a href="{{root}}months.html">6 months</a>
<a href="{{root}}unplanned.html">Unplanned</a>
</nav>
</header>
<main id="main">
{{{content}}}
</main>
</body>
</html>

"""#

    /// Templates/style.css.
    package static let stylesheet = #"""
/* Horizon default stylesheet: a planner on screen (week grid, month calendar, year calendars),
   readable on a phone, dark-mode aware, and printed like paper: a week or a month on one landscape
   sheet. The print box sizes below belong with PrintFit in Sources/HorizonRender/Pages/PrintFit.swift:
   every printed line has a fixed height and an entry prints on at most the lines the renderer
   counted for it (.pl-1, .pl-2: clamped, with an ellipsis when a font runs wider), so the renderer's
   count of lines decides "+N more" and nothing overlaps, whatever the font. */
:root {
  --text: #1f2328; --muted: #57606a; --background: #ffffff; --surface: #f6f8fa; --weekend: #f2f4f7;
  --accent: #0b57d0; --today: #fff6d6; --project: #7b2fbf; --context: #0a6b7c; --danger: #b3261e;
  --rule: #d0d7de;
  /* A year's days by load (1, 2–3, 4+ items): a ring, a fill, a dark fill, each ≥ 3:1 from the step before. */
  --load1: #4a6fb5; --load2: #6a8acb; --load2-text: #000000; --load3: #0d2f6e; --load3-text: #ffffff;
  /* The shading of weekends, past days and days outside the month: each step at least 1.3:1 from the
     next (docs/output.md#grids), with darker text colours on the two darker ones (AA contrast kept). */
  --past: #cbd0d8; --out: #aeb5bf;
}
.past, .cal-day.out { --muted: #383e46; --accent: #073d96; --danger: #7e1914; --project: #561f8a; --context: #054954; }
@media (prefers-color-scheme: dark) {
  :root {
    --text: #e6e8eb; --muted: #a2abb6; --background: #111318; --surface: #1a1d24; --weekend: #1f232c;
    --accent: #8ab4f8; --today: #2b2612; --project: #d2a8ff; --context: #56d4e6; --danger: #ff8a80;
    --rule: #353b45;
    --load1: #6f93d6; --load2: #4a70b8; --load2-text: #ffffff; --load3: #c4d8fa; --load3-text: #111318;
    --past: #313744; --out: #454d5c;
  }
  .past, .cal-day.out { --muted: #c5ccd5; --accent: #a8c7fa; --danger: #ffb4ab; --project: #e2c6ff; --context: #8ae6f2; }
}
* { box-sizing: border-box; }
body {
  margin: 0 auto; max-width: 64rem; padding: 0 1rem 3rem;
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--text); background: var(--background); overflow-wrap: break-word; hyphens: auto;
}
/* The grids use the whole width of a wide screen. */
body.page-week, body.page-month, body.page-weeks, body.page-months, body.page-days, body.page-year { max-width: none; padding: 0 1.5rem 3rem; }
a { color: var(--accent); }
a:hover { text-decoration-thickness: 2px; }
.site-header nav { display: flex; flex-wrap: wrap; gap: 0.25rem 1.1rem; padding: 0.7rem 0; border-bottom: 1px solid var(--rule); }
.site-header nav a { text-decoration: none; }
.site-header nav a:first-child { font-weight: 700; }
h1 { font-size: 1.65rem; margin: 1rem 0 0.25rem; letter-spacing: -0.01em; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
h1, h2, h3, h4 { break-after: avoid; page-break-after: avoid; }
ul { padding-left: 0; list-style: none; margin: 0.25rem 0 0.75rem; }
li { padding: 0.3rem 0; border-bottom: 1px solid var(--rule); }
li:last-child { border-bottom: none; }
li p { margin: 0; }
.vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.empty { color: var(--muted); font-style: italic; }
.page-nav p { margin: 0 0 1rem; color: var(--muted); }
.print-only { display: none; }
/* The skip link: the first Tab stop of every page, shown when it has the focus, leads past the navigation. */
.skip { position: absolute; left: -100vw; top: 0.5rem; padding: 0.3rem 0.6rem; background: var(--background); border: 2px solid var(--accent); border-radius: 4px; z-index: 3; }
.skip:focus { left: 1rem; }

/* An item: <li>[priority] [<time>] words, +project in <b>, @context in <i>, then in a <small> why it
   is listed and its source. A task with a <small> is a task to tick: the paper checkbox in front of
   it is drawn here (decorative: not content, not focusable, not clickable). */
li:has(> small)::before {
  content: ""; display: inline-block; width: 0.85em; height: 0.85em; margin-right: 0.35em; vertical-align: -0.08em;
  border: 1.5px solid var(--muted); border-radius: 2px;
}
li:has(> small.done)::before { background: var(--muted); }
li time { font-variant-numeric: tabular-nums; font-weight: 650; }
.priority-A { color: var(--danger); }
li b, .project { color: var(--project); font-weight: 600; }
li i, .context { color: var(--context); font-weight: 600; font-style: normal; }
.tag { color: var(--muted); font-size: 0.88em; }
li > small { display: block; color: var(--muted); font-size: 0.8em; line-height: 1.35; padding-left: 1.25em; }
li > small.overdue { color: var(--danger); font-weight: 600; }
/* The compact why of a grid entry; a full entry shows its why line instead (print shows the note). */
.note { color: var(--muted); font-size: 0.85em; }
li:has(> small) > .note { display: none; }
.backlog .note { color: var(--danger); }
/* A completed task in a grid: a ticked box in front. */
.tick { display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.3em; vertical-align: -0.06em;
  border: 1.5px solid var(--muted); border-radius: 2px; background: var(--muted); }
li:has(> .tick) { color: var(--muted); }
.projected { color: var(--muted); margin: 0 0 0.5rem; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.completed li { color: var(--muted); }
.completed li > small { display: inline; padding: 0; }

/* Boxes of the grids. */
.box, .cell { border: 1px solid var(--rule); border-radius: 6px; padding: 0.45rem 0.6rem; background: var(--background); min-width: 0; }
.box h2, .box h3, .cell h3 { font-size: 0.95rem; margin: 0 0 0.3rem; padding-bottom: 0.2rem; border-bottom: 1px solid var(--rule); }
.box h2 a, .cell h3 a { text-decoration: none; }
.weekend { background: var(--weekend); }
.holiday { background: var(--weekend); }
.box.past, .cell.past, .cal-day.past { background: var(--past); }
.today { background: var(--today); border-color: var(--accent); box-shadow: inset 0 0 0 1px var(--accent); }
.more p { margin: 0.2rem 0 0; font-size: 0.85em; font-weight: 600; }
/* The backlog (overdue, carried, floating) in a box of its own: each entry with its paper checkbox and
   its reason first, so that a line cut short loses words, never the reason. */
/* Under the week's plans on a week page; beside them (a part of its own) in the 6-week view. */
.box.week-plans .backlog { margin-top: 0.75rem; }
.backlog ul { margin: 0; }
.backlog li { padding: 0.15rem 0; }
.backlog li:not(:has(> small))::before {
  content: ""; display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.3em; vertical-align: -0.08em;
  border: 1.5px solid var(--muted); border-radius: 2px;
}
.backlog li > .note:first-child { font-weight: 600; }

/* Routines: a habit tracker, one row a task — its name and streak, then a box under each day the rule
   schedules: ticked (done), crossed (a past day missed), empty (to do); no box where it is not scheduled. */
.routines { grid-column: 1 / -1; }
.rt-row p { display: grid; grid-template-columns: minmax(0, 1fr) 3rem repeat(7, 2.2rem); column-gap: 0.5rem; align-items: center; margin: 0; padding: 0.15rem 0; border-bottom: 1px solid var(--rule); }
.rt-head p { color: var(--muted); font-size: 0.8rem; font-weight: 600; }
.rt-name { grid-column: 1; min-width: 0; }
.rt-streak { grid-column: 2; grid-row: 1; }
.rt-wd, .rt-day, .rt-streak { text-align: center; justify-self: center; }
.rt-day { width: 0.95rem; height: 0.95rem; border-radius: 2px; }
.rt-day.open, .rt-day.done, .rt-day.missed { border: 1.5px solid var(--muted); }
.rt-day.done { background: var(--muted); }
.rt-day.missed { border-color: var(--danger);
  background: linear-gradient(to top right, transparent calc(50% - 0.09rem), var(--danger) calc(50% - 0.09rem), var(--danger) calc(50% + 0.09rem), transparent calc(50% + 0.09rem)); }
.rt-streak { font-variant-numeric: tabular-nums; font-weight: 650; }

/* Week: seven days side by side under the week's plans (beside them on a wide screen); stacked on a
   phone. A calm grid (docs/output.md#at-a-glance): an item is its time, in a column of its own, and its
   words with at most one short muted note; why and source show on hover (and on the day page). */
.week-layout, .week-grid { display: grid; gap: 0.5rem; }
.week-grid li, .next-days li, .weeks-grid li { font-size: 0.9rem; }
.week-plans .week-own, .week-plans .backlog { min-width: 0; }
@media screen {
  /* Printed entries come in runs (one list per run of the same printed lines): on screen the runs read as one list. */
  .page-week .week-layout ul, .page-days .week-grid ul { margin: 0; }
  .page-week .week-layout li, .page-days .week-grid li { position: relative; padding: 0.2rem 0 0.2rem 1.25em; border: none; line-height: 1.35; }
  .page-week .week-layout li::before, .page-days .week-grid li::before { position: absolute; left: 0; top: 0.42em; margin: 0; }
  .page-week .week-layout li:has(time), .page-days .week-grid li:has(time) { padding-left: 4.1em; }
  .page-week .week-layout li time, .page-days .week-grid li time { position: absolute; left: 1.25em; top: 0.2rem; }
  .page-week .week-layout li > small, .page-days .week-grid li > small { display: none; }
  .page-week .week-layout li:has(> small) > .note, .page-days .week-grid li:has(> small) > .note { display: inline; }
  .page-week .week-layout li:hover > small, .page-days .week-grid li:hover > small {
    display: block; position: absolute; left: 0; right: 0; top: 100%; z-index: 2; padding: 0.15rem 0.4rem;
    background: var(--background); color: var(--muted); border: 1px solid var(--rule); border-radius: 4px; box-shadow: 0 2px 6px rgb(0 0 0 / 0.15); }
  .page-week .week-layout li > small.overdue { color: var(--danger); }
  .week-grid .past > h2, .week-grid .past li { color: var(--muted); }
}
@media screen and (min-width: 900px) and (max-width: 1199.98px) {
  /* Seven columns of eight to ten letters' room: beside a column of times the words broke every few
     letters; the time goes in front of them instead, as the priority does. */
  .page-week .week-grid li:has(time), .page-days .week-grid li:has(time) { padding-left: 1.25em; }
  .page-week .week-grid li time, .page-days .week-grid li time { position: static; }
}
@media screen and (min-width: 900px) {
  /* The week's plans and backlog side by side above the days, which take the whole width. */
  .week-layout .week-plans { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 0 1.5rem; align-items: start; }
  .box.week-plans .backlog { margin-top: 0; }
  .week-grid { grid-template-columns: repeat(7, minmax(0, 1fr)); align-items: stretch; }
  .week-grid .box { min-height: 12rem; padding: 0.4rem 0.5rem; }
  /* The strip's day boxes on the day columns' tracks: its rows reach under the strip's border, a
     routine's name and streak on a line above its boxes. */
  .week-layout .rt-row p { grid-template-columns: repeat(7, minmax(0, 1fr)); column-gap: 0.5rem; row-gap: 0.1rem; margin: 0 calc(-0.6rem - 1px); }
  .week-layout .rt-name { grid-column: 1 / 7; grid-row: 1; }
  .week-layout .rt-streak { grid-column: 7; grid-row: 1; }
  .week-layout .rt-row:not(.rt-head) .rt-day, .week-layout .rt-head .rt-wd { grid-row: 2; }
  .week-layout .rt-name { padding-left: calc(0.6rem + 1px); }
  .week-layout .rt-streak { padding-right: calc(0.6rem + 1px); }
  /* A bare number on the name's line stood over Sunday's box and read as Sunday's: each streak says
     "streak" (the words screen readers hear) at the line's end, and the head has no Streak column. */
  .week-layout .rt-streak { justify-self: end; white-space: nowrap; }
  .week-layout .rt-streak .vh { position: static; width: auto; height: auto; clip-path: none; font-weight: 400; color: var(--muted); }
  .week-layout .rt-head .rt-streak { display: none; }
}
@media screen and (min-width: 1600px) {
  /* Wide enough for the plans beside the days: the strip's name and streak under the plans. */
  .week-layout { grid-template-columns: 15rem minmax(0, 1fr); align-items: start; }
  .week-layout .week-plans { display: block; position: sticky; top: 0.5rem; }
  .box.week-plans .backlog { margin-top: 0.75rem; }
  .week-layout .rt-row p { grid-template-columns: calc(15rem - 4.1rem - 1px) 3rem repeat(7, minmax(0, 1fr)); row-gap: 0; margin: 0 calc(-0.6rem - 1px) 0 0; }
  .week-layout .rt-name { grid-column: 1; padding-left: 0; }
  .week-layout .rt-streak { grid-column: 2; padding-right: 0; justify-self: center; }
  .week-layout .rt-streak .vh { position: absolute; width: 1px; height: 1px; clip-path: inset(50%); }
  .week-layout .rt-head .rt-streak { display: block; }
  .week-layout .rt-row:not(.rt-head) .rt-day, .week-layout .rt-head .rt-wd { grid-row: 1; }
}
.days-view .box { min-height: 8rem; }

/* The 6-week view: one grid of six week rows — the week's plans in a first column, its seven days,
   and under the days a compact Routines line; on a phone each week stacks, its empty days left out. */
.weeks-grid { display: grid; gap: 0.4rem; margin-top: 0.75rem; }
.week-row { display: grid; gap: 0.4rem; margin-bottom: 1rem; }
.weeks-grid .cell { font-size: 0.85rem; }
.weeks-grid .week-plans { background: var(--surface); }
.weeks-grid .week-plans h2 { font-size: 0.95rem; margin: 0 0 0.3rem; }
.weeks-grid .week-plans h2 a { text-decoration: none; }
.weeks-grid .week-plans h3 { font-size: 0.8rem; margin: 0.35rem 0 0.1rem; padding: 0; border: none; color: var(--muted); }
.weeks-grid .plans-part.backlog { margin-top: 0.4rem; }
@media (max-width: 899px) { .weeks-grid .cell.day:not(:has(li)) { display: none; } }
@media (min-width: 900px) {
  .weeks-grid { grid-template-columns: 12rem repeat(7, minmax(0, 1fr)); }
  .weeks-grid > .week-row { display: contents; }
  .weeks-grid .week-row.has-routines > .week-plans { grid-row: span 2; }
  .weeks-grid .wk-routines { grid-column: 2 / -1; margin-bottom: 0.6rem; }
  .weeks-grid .week-row:not(.has-routines) > .cell { margin-bottom: 0.6rem; }
  .weeks-grid .cell.day { min-height: 5.5rem; }
}
.wk-routines p { display: flex; flex-wrap: wrap; align-items: center; gap: 0.15rem 1.1rem; margin: 0; font-size: 0.8rem; color: var(--muted); }
.wk-routines .rt-label { font-weight: 650; }
.wk-routines .rt-item { display: inline-flex; align-items: center; gap: 0.35rem; min-width: 0; color: var(--text); }
/* Every name takes the same width, so that the boxes of routines on one line after another stand in columns. */
.wk-routines .rt-name { width: 11rem; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.wk-routines .rt-days { display: inline-flex; gap: 2px; }
.wk-routines .rt-day { display: inline-block; width: 0.7rem; height: 0.7rem; }
.wk-routines .rt-streak { color: var(--muted); }
.weeks-grid li, .cal-day li, .month-side.compact li {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; padding: 0.1rem 0; border: none; line-height: 1.3;
}
.weeks-grid li p, .cal-day li p, .month-side.compact li p { display: inline; }
.next-days li { padding: 0.15rem 0; border: none; line-height: 1.3; }

/* Month: a calendar of ISO weeks, with the plans beside it on a wide screen. */
.month-layout { display: grid; gap: 1.25rem; }
.month-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr)); gap: 0 2rem; align-items: start; }
.calendar { border-top: 1px solid var(--rule); border-left: 1px solid var(--rule); }
.cal-head p, .cal-week { display: grid; grid-template-columns: 2.4rem repeat(7, minmax(0, 1fr)); margin: 0; }
.cal-head span { padding: 0.25rem 0.4rem; font-size: 0.8rem; font-weight: 600; color: var(--muted); border-right: 1px solid var(--rule); border-bottom: 1px solid var(--rule); }
.cal-week > h2, .cal-week > h3, .cal-week > div > h2, .cal-week > .cal-wk {
  margin: 0; padding: 0.35rem 0.2rem; font-size: 0.8rem; font-weight: 600; text-align: center; color: var(--muted);
  border-right: 1px solid var(--rule); border-bottom: 1px solid var(--rule); background: var(--surface);
}
.cal-week > h2 a, .cal-week > h3 a { text-decoration: none; }
.cal-day { min-height: 7rem; padding: 0.25rem 0.4rem; border-right: 1px solid var(--rule); border-bottom: 1px solid var(--rule); min-width: 0; }
.cal-day h3, .cal-day h4 { margin: 0 0 0.15rem; font-size: 0.85rem; font-weight: 650; }
.cal-day h3 a, .cal-day h4 a { text-decoration: none; }
.cal-day.out { background: var(--out); color: var(--muted); }
.cal-day.out h3, .cal-day.out h4 { font-weight: 400; }
.cal-day.out li time, .cal-day.out li b, .cal-day.out li i { color: inherit; }
.cal-day ul { margin: 0; }
.cal-day li { font-size: 0.8rem; }
.cal-day .more p { font-size: 0.78rem; }
.calendar.compact .cal-day { min-height: 4.2rem; }
/* The 6-month view starts at the current week: the month's earlier weeks are one line. */
.cal-fold p { margin: 0; padding: 0.3rem 0.6rem; font-size: 0.85rem; color: var(--muted); background: var(--surface);
  border-right: 1px solid var(--rule); border-bottom: 1px solid var(--rule); }
.cal-fold-weeks { font-weight: 650; }
.calendar.compact li { font-size: 0.75rem; }
.month-side h2 { font-size: 1.05rem; margin: 0.25rem 0 0.4rem; border-bottom: 1px solid var(--rule); }
.month-side h3 { font-size: 0.95rem; margin: 0.6rem 0 0.2rem; }
.month-side li { font-size: 0.92rem; }
.month-row { margin-bottom: 2rem; }
.month-row > h2 { font-size: 1.3rem; }
.month-side.compact h4 { margin: 0.4rem 0 0; font-size: 0.85rem; }
.month-side.compact ul { margin: 0.1rem 0 0.3rem; }
.month-side.compact { grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0 1.25rem; font-size: 0.9rem; margin-top: 0.5rem; }
/* On a phone a month is a list of its days with items, week by week. */
@media (max-width: 700px) {
  .cal-head { display: none; }
  .cal-week { grid-template-columns: 1fr; }
  .cal-week > h2, .cal-week > h3 { text-align: left; }
  .cal-day { min-height: 0; }
  .cal-day.out, .cal-day:not(:has(li)) { display: none; }
  .cal-day .vh, .cal-week .vh { position: static; width: auto; height: auto; clip-path: none; white-space: normal; }
  .cal-week:not(:has(li)) { display: none; }
}

/* Year: twelve small calendars above the plans. */
.year-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem 1.5rem; margin: 1rem 0 2rem; }
@media (min-width: 640px) { .year-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 900px) { .year-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
@media (min-width: 1200px) { .year-grid { grid-template-columns: repeat(6, minmax(0, 1fr)); } }
.small-month h2 { font-size: 1rem; margin: 0 0 0.3rem; }
.small-month p { display: grid; grid-template-columns: 1.7rem repeat(7, 1fr); gap: 2px; margin: 0; text-align: center; font-size: 0.82rem; font-variant-numeric: tabular-nums; }
.small-month .wd { color: var(--muted); font-weight: 600; }
/* ISO week numbers in a column of their own, linked to the week pages that exist. */
.small-month .wn { color: var(--muted); font-size: 0.72rem; padding: 0.2rem 0; border-right: 1px solid var(--rule); }
.small-month .wn a { color: inherit; text-decoration: none; }
.small-month .d, .small-month .has { padding: 0.15rem 0; border-radius: 4px; }
.small-month .weekend { color: var(--muted); background: none; }
.small-month .has { font-weight: 700; color: var(--text); }
.small-month .has a, .load-key { color: inherit; text-decoration: none; display: block; }
.small-month .l1, .load-key.l1 { box-shadow: inset 0 0 0 2px var(--load1); }
.small-month .l2, .load-key.l2 { background: var(--load2); color: var(--load2-text); }
.small-month .l3, .load-key.l3 { background: var(--load3); color: var(--load3-text); }
.small-month .today { outline: 2px solid var(--accent); outline-offset: 1px; box-shadow: none; }
.small-month .l1.today { box-shadow: inset 0 0 0 2px var(--load1); }
.load-legend p { color: var(--muted); font-size: 0.85rem; margin: -1rem 0 1.5rem; }
.load-key { display: inline-block; min-width: 2.2rem; padding: 0 0.35rem; border-radius: 4px; text-align: center; font-weight: 700; }
.load-key.l1 { color: var(--text); }

/* Index: an overview. */
.counts { font-weight: 600; }
.view-nav ul { margin: 0.5rem 0 1rem; font-size: 0.95rem; }
.view-nav li { border: none; padding: 0.1rem 0; }
.overview { display: grid; gap: 0 2rem; }
@media (min-width: 900px) { .overview { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } }
.overview h2 { border-bottom: 1px solid var(--rule); padding-bottom: 0.2rem; }
.next-days { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); }
.project-group h2 { border-bottom: 1px solid var(--rule); }
/* On a phone the index opens on the backlog and Today: the site's links follow the page. */
@media (max-width: 700px) {
  body.page-index { display: flex; flex-direction: column; }
  body.page-index > main { order: 1; }
  body.page-index > .site-header { order: 2; margin-top: 1.5rem; border-top: 1px solid var(--rule); }
}

@media (max-width: 700px) {
  /* On a phone a routine's name takes its own line, its boxes the whole width below it. */
  .rt-row p { grid-template-columns: 3rem repeat(7, minmax(0, 1fr)); column-gap: 0; row-gap: 0.15rem; }
  .rt-name { grid-column: 1 / -1; }
  .rt-streak { grid-column: 1; grid-row: 2; }
  .rt-head .rt-name { display: none; }
  .rt-head .rt-streak { grid-row: 1; }
}
@media (max-width: 480px) {
  body { font-size: 15px; padding: 0 0.7rem 2rem; }
}

/* Paper. Week and month pages print on one landscape sheet (A4 or US Letter: the boxes are sized
   for the smaller of the two, 263 × 194 mm inside the margins); other pages print portrait. */
@page { margin: 12mm; }
@page sheet { size: landscape; margin: 8mm; }
@media print {
  :root { --text: #000; --muted: #333; --background: #fff; --surface: #fff; --weekend: #fff; --past: #fff; --out: #fff; --today: #fff;
          --accent: #000; --project: #000; --context: #000; --danger: #000; --rule: #999; }
  body, body.page-week, body.page-month, body.page-weeks, body.page-months, body.page-days, body.page-year {
    max-width: none; padding: 0; font-size: 9.5pt; line-height: 1.3; color: #000; background: #fff; }
  .site-header, .page-nav, .view-nav, .screen-only, .print-rest, .vh, .skip { display: none !important; }
  .past, .cal-day.out { --muted: #333; --accent: #000; --danger: #000; --project: #000; --context: #000; }
  .print-only { display: block; }
  a { color: inherit; text-decoration: none; }
  h1 { font-size: 14pt; margin: 0 0 3mm; }
  li { break-inside: avoid; }
  li:has(> small)::before { border-color: #000; }
  /* Ticks print filled, as on screen. */
  .tick, li:has(> small.done)::before { background: #000; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .week-grid .box, .cell { break-inside: avoid; }
  .calendar, .week-row, .small-month, .month-row { break-inside: avoid; }
  /* A year's load steps print as on screen, in black and grey. */
  :root { --load1: #000; --load2: #8c8c8c; --load2-text: #000; --load3: #000; --load3-text: #fff; }
  .small-month .l2, .small-month .l3, .load-key.l2, .load-key.l3 { print-color-adjust: exact; -webkit-print-color-adjust: exact; }

  /* The 6-week view: each week its plans and days in two rows of four cells, its Routines line below;
     a day with nothing on it is left out. */
  .page-weeks .week-row { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 1.5mm; margin-bottom: 3mm; break-inside: avoid; }
  .page-weeks .wk-routines { grid-column: 1 / -1; }
  .page-weeks .wk-routines p { font-size: 7.5pt; color: #000; }
  .page-weeks .wk-routines .rt-day.open, .page-weeks .wk-routines .rt-day.done, .page-weeks .wk-routines .rt-day.missed { border: 0.3mm solid #000; }
  .page-weeks .wk-routines .rt-day.done { background: #000; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .page-weeks .cell { padding: 1mm 1.5mm; font-size: 8pt; border-radius: 0; }
  .page-weeks .cell.day:not(:has(li)) { display: none; }
  .page-weeks .week-plans h2 { margin: 0 0 1mm; font-size: 10pt; }
  .page-weeks .cell li { -webkit-line-clamp: 3; }

  body.page-week, body.page-month { page: sheet; font-size: 8.5pt; line-height: 1.25; hyphens: manual; }
  /* A review (last week's or month's page) is a list: portrait, with its whys and what was completed. */
  body.page-week:has(.review-open), body.page-month:has(.review-open) { page: auto; font-size: 9.5pt; }
  .page-week:has(.review-open) .completed, .page-month:has(.review-open) .completed { display: block; }
  .page-week:has(.review-open) li > small, .page-month:has(.review-open) li > small { display: inline; }
  .page-week h1, .page-month h1 { font-size: 12pt; margin: 0 0 2mm; height: 6mm; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .page-week .completed, .page-month .completed, .page-week li > small, .page-month li > small { display: none; }
  .page-week li > .note, .page-month li > .note { display: inline; font-size: 0.85em; }
  /* Eight columns — the week's own plans (wider, for the routines' names under them), then its seven
     days — and the Routines strip under them, on the same columns: a routine's name and streak under
     the plans, each day's box under its day.
     The boxes give the strip its height (PrintFit.weekBoxHeight, by the strip's printed rows). */
  .page-week .week-layout { display: grid; grid-template-columns: minmax(0, 1.4fr) repeat(7, minmax(0, 1fr)); column-gap: 1.5mm; row-gap: 2mm; margin-right: 1mm; }
  .page-week .rt-0 { grid-template-rows: 178mm; }
  .page-week .rt-0 > .week-plans, .page-week .rt-0 .day { height: 178mm; }
  .page-week .rt-1 { grid-template-rows: 159.4mm 16.6mm; }
  .page-week .rt-1 > .week-plans, .page-week .rt-1 .day { height: 159.4mm; }
  .page-week .rt-1 > .routines { height: 16.6mm; }
  .page-week .rt-2 { grid-template-rows: 155.9mm 20.1mm; }
  .page-week .rt-2 > .week-plans, .page-week .rt-2 .day { height: 155.9mm; }
  .page-week .rt-2 > .routines { height: 20.1mm; }
  .page-week .rt-3 { grid-template-rows: 152.4mm 23.6mm; }
  .page-week .rt-3 > .week-plans, .page-week .rt-3 .day { height: 152.4mm; }
  .page-week .rt-3 > .routines { height: 23.6mm; }
  .page-week .rt-4 { grid-template-rows: 148.9mm 27.1mm; }
  .page-week .rt-4 > .week-plans, .page-week .rt-4 .day { height: 148.9mm; }
  .page-week .rt-4 > .routines { height: 27.1mm; }
  .page-week .rt-5 { grid-template-rows: 145.4mm 30.6mm; }
  .page-week .rt-5 > .week-plans, .page-week .rt-5 .day { height: 145.4mm; }
  .page-week .rt-5 > .routines { height: 30.6mm; }
  .page-week .rt-6 { grid-template-rows: 141.9mm 34.1mm; }
  .page-week .rt-6 > .week-plans, .page-week .rt-6 .day { height: 141.9mm; }
  .page-week .rt-6 > .routines { height: 34.1mm; }
  .page-week .rt-7 { grid-template-rows: 138.4mm 37.6mm; }
  .page-week .rt-7 > .week-plans, .page-week .rt-7 .day { height: 138.4mm; }
  .page-week .rt-7 > .routines { height: 37.6mm; }
  .page-week .rt-8 { grid-template-rows: 134.9mm 41.1mm; }
  .page-week .rt-8 > .week-plans, .page-week .rt-8 .day { height: 134.9mm; }
  .page-week .rt-8 > .routines { height: 41.1mm; }
  .page-week .week-grid { display: contents; }
  .page-week .box {
    border: 0.3mm solid #000; border-radius: 0; padding: 1.5mm; position: static; box-shadow: none; overflow: hidden; min-height: 0;
  }
  .page-week .box.today { border-width: 0.6mm; }
  .page-week .box h2 { font-size: 9pt; line-height: 4.5mm; height: 5.5mm; margin: 0 0 0.5mm; padding: 0 0 0.5mm; border-bottom: 0.3mm solid #000;
    overflow: hidden; white-space: nowrap; }
  .page-week .box li, .page-week .box li p, .page-week .box .empty, .page-week .more p { font-size: 8pt; line-height: 3.5mm; margin: 0; }
  .page-week .box ul { margin: 0; }
  .page-week .more p { font-size: 7.5pt; display: block; height: 3.5mm; overflow: hidden; white-space: nowrap; }
  /* The backlog under the week's plans: its heading two lines high; its entries fill what the plans leave. */
  .page-week .box.week-plans .backlog { margin: 0; padding: 0; }
  .page-week .backlog h3 { font-size: 8.5pt; line-height: 4.5mm; height: 5.5mm; margin: 1mm 0 0.5mm; padding: 0 0 0.5mm;
    border-bottom: 0.3mm solid #000; overflow: hidden; white-space: nowrap; }
  .page-week .backlog li:not(:has(> small))::before { position: absolute; left: 0; top: 0.6mm; width: 2.2mm; height: 2.2mm; margin: 0; }
  /* An entry prints on exactly the lines given it: one to eight, clamped; the checkbox in the indent.
     Timed entries keep their time in front: print has no room for a column of its own. */
  .page-week .box li, .page-month .cal-day li, .page-month .month-side li {
    position: relative; border: none; display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; text-indent: 0;
  }
  .page-week .box li { padding: 0 0 0 3.2mm; }
  .page-week .box li:has(> small)::before { position: absolute; left: 0; top: 0.6mm; width: 2.2mm; height: 2.2mm; margin: 0; }
  .page-week .box li time { position: static; width: auto; }
  .page-week .pl-1 li { -webkit-line-clamp: 1; height: 3.5mm; }
  .page-week .pl-2 li { -webkit-line-clamp: 2; height: 7mm; }
  .page-week .pl-3 li { -webkit-line-clamp: 3; height: 10.5mm; }
  .page-week .pl-4 li { -webkit-line-clamp: 4; height: 14mm; }
  .page-week .pl-5 li { -webkit-line-clamp: 5; height: 17.5mm; }
  .page-week .pl-6 li { -webkit-line-clamp: 6; height: 21mm; }
  .page-week .pl-7 li { -webkit-line-clamp: 7; height: 24.5mm; }
  .page-week .pl-8 li { -webkit-line-clamp: 8; height: 28mm; }
  /* The strip on the layout's columns (a subgrid): no side padding, so that its columns are the days'. */
  .page-week .routines { grid-column: 1 / -1; display: grid; grid-template-columns: subgrid; align-content: start; padding: 1.5mm 0; }
  .page-week .routines > * { grid-column: 1 / -1; }
  .page-week .routines h2 { margin: 0 1.5mm 0.5mm; }
  .page-week .rt-row { display: grid; grid-template-columns: subgrid; }
  .page-week .rt-row p { grid-column: 1 / -1; grid-template-columns: subgrid; column-gap: normal; margin: 0; padding: 0; height: 3.5mm; line-height: 3.5mm;
    border: none; border-bottom: 0.2mm solid #999; }
  .page-week .rt-name { grid-column: 1; grid-row: 1; margin: 0 10mm 0 1.5mm; font-size: 7.5pt; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .page-week .rt-streak { grid-column: 1; grid-row: 1; justify-self: end; width: 9mm; margin-right: 0.5mm; font-size: 7.5pt; overflow: hidden; white-space: nowrap; }
  .page-week .rt-head p { font-size: 7pt; }
  .page-week .rt-head .rt-streak { font-size: 6pt; }
  .page-week .rt-day { width: 2.6mm; height: 2.6mm; }
  .page-week .rt-day.open, .page-week .rt-day.done, .page-week .rt-day.missed { border: 0.3mm solid #000; }
  .page-week .rt-day.missed { background: linear-gradient(to top right, transparent 42%, #000 42%, #000 58%, transparent 58%);
    print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .page-week .rt-day.done { background: #000; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .page-week .routines .more p { height: 3.5mm; padding: 0 1.5mm; }

  .page-month .month-layout { display: grid; grid-template-columns: minmax(0, 1fr) 60mm; gap: 3mm; align-items: start; margin-right: 1mm; }
  .page-month .month-side { display: block; }
  .page-month .calendar { font-size: 6.5pt; line-height: 1.2; border-color: #000; }
  .page-month .cal-head p, .page-month .cal-week { grid-template-columns: 6mm repeat(7, minmax(0, 1fr)); }
  .page-month .cal-head span { padding: 0.5mm 0.3mm 0.5mm 1mm; font-size: 7pt; line-height: 3mm; height: 4mm; border-color: #000; white-space: nowrap; overflow: hidden; }
  .page-month .calendar.rows-4 .cal-week { height: 42mm; }
  .page-month .calendar.rows-5 .cal-week { height: 33.5mm; }
  .page-month .calendar.rows-6 .cal-week { height: 28mm; }
  .page-month .cal-week > h2 { font-size: 7pt; padding: 1mm 0; border-color: #000; }
  .page-month .cal-day { min-height: 0; padding: 0.5mm 1mm; border-color: #000; overflow: hidden; }
  .page-month .cal-day h3, .page-month .cal-day h4 { font-size: 7.5pt; line-height: 3mm; margin: 0 0 0.3mm; height: 3mm; }
  .page-month .cal-day li, .page-month .cal-day .more p { font-size: 6.5pt; line-height: 2.75mm; margin: 0; }
  .page-month .cal-day .more p { display: block; height: 2.75mm; overflow: hidden; white-space: nowrap; }
  .page-month .cal-day li { padding: 0; }
  .page-month .pl-1 li { -webkit-line-clamp: 1; max-height: 2.75mm; }
  .page-month .pl-2 li { -webkit-line-clamp: 2; max-height: 5.5mm; }
  .page-month .month-side .backlog li::before { position: absolute; left: 0; top: 0.4mm; width: 2mm; height: 2mm; margin: 0; border-color: #000; }
  /* A day outside the month prints on its own month's sheet. */
  .page-month .cal-day.out { color: #666; }
  .page-month .cal-day.out ul, .page-month .cal-day.out .more { display: none; }
  /* …and says there how many items the day has, and on which sheet (two fixed lines at most). */
  .page-month .cal-day.out .out-note p { font-size: 6.5pt; line-height: 2.75mm; max-height: 5.5mm; margin: 0; overflow: hidden; font-style: italic; }
  .page-month .month-side { font-size: 6.5pt; line-height: 1.2; }
  .page-month .month-side h2 { font-size: 8pt; line-height: 3.5mm; height: 4mm; margin: 1mm 0 0.5mm; overflow: hidden; }
  .page-month .month-side h3 { font-size: 7pt; line-height: 3mm; height: 3mm; margin: 1mm 0 1.5mm; overflow: hidden; }
  .page-month .month-side li, .page-month .month-side .more p, .page-month .month-side .empty { font-size: 6.5pt; line-height: 2.75mm; margin: 0; }
  .page-month .month-side li { padding: 0 0 0 3mm; }
  .page-month .month-side li:has(> small)::before { position: absolute; left: 0; top: 0.4mm; width: 2mm; height: 2mm; margin: 0; }
  .page-month .month-side ul { margin: 0; }
  .page-month .month-side .more p { display: block; height: 2.75mm; overflow: hidden; white-space: nowrap; }
}

"""#
}
