"""scripts/check-pages: the helpers that decide whether a print passes."""
import os
import unittest

from load import script

pages = script("check-pages")

LETTER = (1, 279.4, 215.9)  # one landscape sheet: (sheets, width mm, height mm)


def bbox(*words, width=792.0, height=612.0):
    """`pdftotext -bbox` output of one sheet with these (xMin, yMin, xMax, yMax, word) boxes."""
    body = "".join(f'<word xMin="{a:.6f}" yMin="{b:.6f}" xMax="{c:.6f}" yMax="{d:.6f}">{w}</word>\n'
                   for a, b, c, d, w in words)
    return f'<doc>\n<page width="{width:.6f}" height="{height:.6f}">\n{body}</page>\n</doc>\n'


class WordBoxes(unittest.TestCase):
    def test_words_on_separate_lines_and_side_by_side_pass(self):
        html = bbox((10, 10, 40, 20, "Call"), (42, 10, 80, 20, "mum"), (10, 20, 40, 30, "Pay"))
        self.assertEqual(pages.overlapping_words_in(html), [])

    def test_words_printed_over_each_other_fail(self):
        html = bbox((10, 10, 40, 20, "Call"), (20, 14, 60, 24, "Pay"))
        self.assertEqual(pages.overlapping_words_in(html), ["sheet 1: words overlap: 'Call' and 'Pay'"])

    def test_lines_that_touch_by_a_sliver_pass(self):
        # A font's descent over the next line's ascent: under OVERLAP_SHARE of the line height.
        html = bbox((10, 10, 40, 20, "Call"), (10, 17, 40, 27, "Pay"))
        self.assertEqual(pages.overlapping_words_in(html), [])

    def test_word_past_the_sheet_fails(self):
        html = bbox((780, 10, 800, 20, "cut"))
        self.assertEqual(pages.overlapping_words_in(html), ["sheet 1: word 'cut' leaves the sheet"])


class PrintedTitles(unittest.TestCase):
    TITLES = ["Call the plumber about the boiler", "Pay rent for December"]

    def test_every_title_printed(self):
        reading = "Mon 23 Nov\n(B) 09:30 Call the plumber about\nthe boiler\nPay rent for December\n"
        self.assertEqual(pages.unprinted(self.TITLES, reading), [])

    def test_a_title_not_printed_is_reported(self):
        self.assertEqual(pages.unprinted(self.TITLES, "Pay rent for December\n"), [self.TITLES[0]])

    def test_a_title_shortened_with_an_ellipsis_counts_as_printed(self):
        reading = "Call the plu…\nPay rent for December\n"
        self.assertEqual(pages.unprinted(self.TITLES, reading), [])

    def test_a_shortening_too_short_to_tell_does_not_count(self):
        reading = "Cal…\nPay rent for December\n"
        self.assertEqual(pages.unprinted(self.TITLES, reading), [self.TITLES[0]])

    def test_a_title_expected_twice_and_printed_once_is_missing_once(self):
        titles = ["Water the plants", "Water the plants"]
        self.assertEqual(pages.unprinted(titles, "Water the plants\n"), ["Water the plants"])


class Sheet(unittest.TestCase):
    TITLES = ["Call the plumber about the boiler", "Pay rent for December"]

    def judge(self, sheet=LETTER, reading="Call the plumber about the boiler\nPay rent for December\n",
              exact=True, clipped=()):
        problems, _, _ = pages.sheet_problems("week.pdf", "Letter", sheet, self.TITLES, [reading] * 3, exact,
                                              list(clipped))
        return problems

    def test_one_landscape_sheet_with_every_task_passes(self):
        self.assertEqual(self.judge(), [])

    def test_two_sheets_fail(self):
        self.assertEqual(self.judge(sheet=(2, 279.4, 215.9)), ["week.pdf: 2 sheets, must be exactly 1"])

    def test_a_portrait_sheet_fails(self):
        self.assertEqual(self.judge(sheet=(1, 215.9, 279.4)),
                         ["week.pdf: sheet is 216 x 279 mm (portrait), must be Letter landscape (279 x 216 mm)"])

    def test_a_task_neither_printed_nor_counted_fails(self):
        self.assertEqual(self.judge(reading="Pay rent for December\n"),
                         ['week.pdf: 1 of 2 tasks not printed, but "+N more" lines count 0'])

    def test_a_task_counted_in_more_passes(self):
        self.assertEqual(self.judge(reading="Pay rent for December\n+1 more\n"), [])

    def test_exact_fails_when_more_counts_a_task_that_printed(self):
        self.assertEqual(self.judge(reading="Call the plumber about the boiler\nPay rent for December\n+1 more\n"),
                         ['week.pdf: 0 of 2 tasks not printed, but "+N more" lines count 1'])

    def test_not_exact_allows_more_to_count_repeated_titles(self):
        self.assertEqual(self.judge(reading="Call the plumber about the boiler\nPay rent for December\n+1 more\n",
                                    exact=False), [])

    def test_text_cut_off_by_a_box_fails(self):
        clipped = [{"box": "div.box", "count": 1, "cut": ["Pay rent"]}]
        self.assertEqual(self.judge(clipped=clipped),
                         ["week.pdf: div.box cuts off 1 item(s) by overflow clipping: 'Pay rent'"])


class StrandedHeadings(unittest.TestCase):
    def test_a_heading_last_on_a_sheet_that_is_not_the_last_fails(self):
        text = "Today\nCall mum\n\nThis week\n\fBook dentist\n\f"
        self.assertEqual(pages.stranded_headings("day.pdf", text, 2, ["Today", "This week"]),
                         ["day.pdf: heading 'This week' stranded at the bottom of sheet 1 of 2"])

    def test_a_heading_followed_by_its_items_passes(self):
        text = "Today\nCall mum\nThis week\nBook dentist\n\fMore\n\f"
        self.assertEqual(pages.stranded_headings("day.pdf", text, 2, ["Today", "This week"]), [])


class Routines(unittest.TestCase):
    def test_rules_more_often_than_weekly_are_routines(self):
        for rule in ("1d", "+3d", "mon,wed,fri", "+tue,thu", "1b", "4b"):
            with self.subTest(rule=rule):
                self.assertTrue(pages.is_routine_rule(rule))

    def test_weekly_and_rarer_rules_are_not(self):
        for rule in ("7d", "1w", "mon", "5b", "1m", "15th", "", None):
            with self.subTest(rule=rule):
                self.assertFalse(pages.is_routine_rule(rule))

    def test_a_week_expects_a_routine_once(self):
        entry = {"items": [
            {"title": "Stretch", "date": "2026-11-23", "rec": "1d", "source": "todo.txt:1", "why": "due"},
            {"title": "Stretch", "date": "2026-11-24", "rec": "1d", "source": "todo.txt:1", "why": "occurrence"},
            {"title": "Pay rent", "date": "2026-11-25", "source": "todo.txt:2", "why": "due"},
            {"title": "Done already", "date": "2026-11-25", "source": "todo.txt:3", "why": "completed"}]}
        self.assertEqual(pages.expected_titles(entry, week=True), ["Stretch", "Pay rent"])
        self.assertEqual(pages.expected_titles(entry, week=False), ["Stretch", "Stretch", "Pay rent"])


def week_box(body, height=300):
    """A week page with one day box (200 px wide, `height` px high) holding `body`."""
    return (f'<html><body class="page-week" style="margin:0;font:14px/18px sans-serif"><main>'
            f'<div class="week-layout"><section class="box" style="position:relative;width:200px;height:{height}px">'
            f'<h3 style="margin:0">Mon 23 Nov</h3>{body}</section></div></main></body></html>')


@unittest.skipUnless(os.path.exists(pages.CHROMIUM), f"the in-browser geometry needs {pages.CHROMIUM}")
class BrowserGeometry(unittest.TestCase):
    """GEOMETRY_JS, the print layout's geometry measured in chromium (about a second)."""

    @classmethod
    def setUpClass(cls):
        cls.playwright = pages.import_playwright()().start()
        cls.browser = cls.playwright.chromium.launch(executable_path=pages.CHROMIUM, args=["--no-sandbox"])

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.playwright.stop()

    def geometry(self, html):
        page = self.browser.new_page(viewport={"width": 1000, "height": 700})
        try:
            page.set_content(html)
            return page.evaluate(pages.GEOMETRY_JS, pages.OVERLAP_SHARE)
        finally:
            page.close()

    def test_items_inside_their_box_pass(self):
        self.assertEqual(self.geometry(week_box("<ul><li>Call mum</li><li>Pay rent</li></ul>")), [])

    def test_lines_printed_over_each_other_fail(self):
        body = ('<p style="position:absolute;top:40px;margin:0">Call mum</p>'
                '<p style="position:absolute;top:44px;left:20px;margin:0">Pay rent</p>')
        self.assertEqual(self.geometry(week_box(body)), ['text lines overlap: "Call mum" and "Pay rent"'])

    def test_an_item_past_its_box_fails(self):
        items = "".join(f"<li>Task number {n}</li>" for n in range(1, 6))
        problems = self.geometry(week_box(f"<ul style='margin:0'>{items}</ul>", height=60))
        # 18 px lines under an 18 px heading: the third item ends 12 px below the 60 px box.
        self.assertEqual(problems, ['past its box (box "Mon 23 Nov", by 12.0 px): Task number 3',
                                    'past its box (box "Mon 23 Nov", by 30.0 px): Task number 4',
                                    'past its box (box "Mon 23 Nov", by 48.0 px): Task number 5'])

    def test_a_box_past_the_sheet_fails(self):
        problems = self.geometry(week_box("<ul><li>Call mum</li></ul>", height=900))
        self.assertEqual(problems, ["box past the sheet (box, by 200.0 px)"])


class RoutinesStrip(unittest.TestCase):
    DAYS = [[240 + 163 * d, 395 + 163 * d] for d in range(7)]
    HEADS = [[303 + 163 * d, 332 + 163 * d] for d in range(7)]

    def test_boxes_under_their_days_pass(self):
        row = [[310 + 163 * d, 325 + 163 * d, d != 1] for d in range(7)]
        self.assertEqual(pages.misplaced_strip_boxes(self.DAYS, self.HEADS, [row], True), [])

    def test_boxes_bunched_to_one_side_fail(self):
        # The strip before it was a habit tracker: seven narrow columns at the left of a wide page.
        row = [[308 + 30 * d, 323 + 30 * d, True] for d in range(7)]
        problems = pages.misplaced_strip_boxes(self.DAYS, self.HEADS, [row], True)
        self.assertIn("row 1, Sun: box 488–503 px is not under its day 1218–1373 px", problems)
        self.assertEqual(len(problems), 13)

    def test_a_box_beside_its_weekday_name_fails_on_a_phone(self):
        heads = [[88 + 39 * d, 116 + 39 * d] for d in range(7)]
        row = [[94 + 39 * d + (10 if d == 3 else 0), 110 + 39 * d + (10 if d == 3 else 0), True] for d in range(7)]
        self.assertEqual(pages.misplaced_strip_boxes([], heads, [row], False),
                         ["row 1, Thu: box 221–237 px is not under its weekday name 205–233 px"])


if __name__ == "__main__":
    unittest.main()


class Glance(unittest.TestCase):
    WHITE, BLACK = (255, 255, 255), (0, 0, 0)

    def test_contrast_of_black_on_white_is_21(self):
        self.assertAlmostEqual(pages.contrast(self.BLACK, self.WHITE), 21.0)

    def test_computed_colours_are_read(self):
        self.assertEqual(pages.parse_rgb("rgb(74, 111, 181)"), (74, 111, 181))
        self.assertEqual(pages.parse_rgb("rgba(1, 2, 3, 0.5)"), (1, 2, 3))
        self.assertIsNone(pages.parse_rgb("rgba(0, 0, 0, 0)"))

    def test_steps_three_to_one_apart_pass(self):
        self.assertEqual(pages.load_step_problems(self.WHITE, (74, 111, 181), (106, 138, 203), (13, 47, 110)), [])

    def test_one_faint_tint_fails(self):
        tint = (219, 231, 251)  # the old mark: 1.25:1 against white
        problems = pages.load_step_problems(self.WHITE, tint, tint, tint)
        self.assertEqual(len(problems), 3)
        self.assertTrue(problems[0].startswith("1 item against none (ring on the page): 1.2"), problems[0])

    def test_links_above_the_backlog_fail(self):
        lists = [{"top": 10, "links": 6, "name": "Views"}, {"top": 900, "links": 26, "name": "view-nav"}]
        self.assertEqual(pages.lists_above([250, 470], lists),
                         ["Views (6 links) at y = 10 px, above the backlog and Today (y = 250 px)"])

    def test_links_below_today_pass(self):
        self.assertEqual(pages.lists_above([250, 470], [{"top": 900, "links": 26, "name": "view-nav"}]), [])
