"""scripts/check-doc-anchors: which citations, module tables and raw-memory lists pass or fail.
(rewrite-citations: skip; check-doc-anchors: test data — the citations in this file are test data.)"""
import tempfile
import textwrap
import unittest
from pathlib import Path

from load import script

check = script("check-doc-anchors")


def tree(files):
    """A temporary repository holding FILES (path → text); removed after the test."""
    folder = tempfile.TemporaryDirectory()
    root = Path(folder.name)
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return folder, root


DOC = """\
    # Rules

    <a id="projection"></a>
    ## Upcoming occurrences

    ## Holidays: `--holidays FILE`

    ## Order
    ## Order

    ```markdown
    ## Inside a fence
    ```
    """


class Anchors(unittest.TestCase):
    def test_headings_read_as_github_writes_their_anchors(self):
        self.assertEqual(check.slug("Holidays: `--holidays FILE`"), "holidays---holidays-file")
        self.assertEqual(check.slug("plan.ics and tasks.ics"), "planics-and-tasksics")
        self.assertEqual(check.slug("Planning with `plan:` and `show:`"), "planning-with-plan-and-show")
        self.assertEqual(check.slug("Skip or done?"), "skip-or-done")
        self.assertEqual(check.slug("Watching: `build --watch`"), "watching-build---watch")
        self.assertEqual(check.slug("<a id=\"x\"></a>What **each** view lists"), "what-each-view-lists")

    def test_a_page_has_its_headings_repeats_numbered_and_its_own_ids_but_not_fenced_headings(self):
        found = check.anchors(textwrap.dedent(DOC) + "\n## Levels {#show-levels}\n")
        self.assertEqual(found, {"rules", "projection", "upcoming-occurrences", "holidays---holidays-file",
                                 "order", "order-1", "levels", "show-levels"})


class Citations(unittest.TestCase):
    def problems(self, files):
        folder, root = tree({"docs/todotxt.md": DOC, **files})
        self.addCleanup(folder.cleanup)
        return check.citation_problems(root, ["Sources", "docs"])

    def test_citations_of_headings_and_ids_pass(self):
        problems, count = self.problems({
            "Sources/Core/Projection.swift": "/// The dates ahead (docs/todotxt.md#projection, docs/todotxt.md#order-1).\n",
            "docs/other.md": "See [holidays](todotxt.md#holidays---holidays-file) and [above](#other).\n# Other\n",
        })
        self.assertEqual((problems, count), ([], 4))

    def test_an_anchor_the_page_does_not_have_fails_with_its_place(self):
        problems, _ = self.problems({"Sources/Core/Completion.swift": "\n// What done writes (docs/todotxt.md" "#completing).\n"})
        self.assertEqual(problems, ["Sources/Core/Completion.swift:2: cites docs/todotxt.md#completing, but "
                                    "docs/todotxt.md has no such heading or id"])

    def test_a_fenced_heading_is_no_anchor(self):
        problems, _ = self.problems({"Sources/A.swift": "// docs/todotxt.md" "#inside-a-fence\n"})
        self.assertEqual(len(problems), 1)

    def test_a_file_that_does_not_exist_fails(self):
        problems, _ = self.problems({"Sources/A.swift": "// docs/rules.md" "#order\n"})
        self.assertEqual(problems, ["Sources/A.swift:1: cites docs/rules.md#order, but there is no docs/rules.md"])

    def test_a_same_page_link_to_a_missing_heading_fails(self):
        problems, _ = self.problems({"docs/other.md": "# Other\nSee [below](" "#nowhere).\n"})
        self.assertEqual(problems, ["docs/other.md:2: cites other.md#nowhere, but docs/other.md has no such heading or id"])

    def test_urls_are_not_citations(self):
        problems, count = self.problems({"Sources/A.swift": "// https://github.com/x/y/blob/main/README.md#usage\n"})
        self.assertEqual((problems, count), ([], 0))


class OutsideDocuments(unittest.TestCase):
    def problems(self, text):
        folder, root = tree({"Sources/A.swift": text})
        self.addCleanup(folder.cleanup)
        return check.outside_document_problems(root)

    def test_each_form_of_outside_citation_fails(self):
        for text in ["/// What completing writes (SPEC §3.3).", '@Test("the SPEC labels")', "// as DESIGN.md says",
                     "// (DESIGN: write commands)", "/// the true cause (issue 22 item 11)", "// Issue 7"]:
            with self.subTest(text=text):
                self.assertEqual(len(self.problems(text + "\n")), 1)

    def test_doc_anchors_and_words_that_only_contain_spec_pass(self):
        self.assertEqual(self.problems("// docs/todotxt.md#completing; F_LINUX_SPECIFIC_BASE; an issue with 3 lines\n"), [])


PACKAGE = """\
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "Demo",
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),  // (a comment)
    ],
    targets: [
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        // The core (docs/architecture.md).
        .target(name: "Core", dependencies: ["Files"]),
        .target(name: "Files"),
        .target(
            name: "Store",
            dependencies: [
                "Core",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(name: "tool", dependencies: ["Core", "Store", "CCmark"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .target(name: "CTestEnvironment", path: "Tests/CTestEnvironment"),
    ]
)
"""

TABLE = """\
## Modules

| target | what it holds | may use |
|---|---|---|
| `tool` | the executable (`Subcommands/`) | `Store`, `Core`, `CCmark` (libcmark) |
| `Store` | the database | `Core`, `GRDB` (GRDB.swift) |
| `Core` | the model | `Files` (for `WorkerThreads` only) |
| `Files`, `CCmark` | files; the C library | |

Text after the table.
"""


class ModuleTable(unittest.TestCase):
    def test_package_swift_is_read_target_by_target_without_tests(self):
        self.assertEqual(check.package_targets(PACKAGE), {
            "CCmark": set(), "Core": {"Files"}, "Files": set(), "Store": {"Core", "GRDB"},
            "tool": {"Core", "Store", "CCmark"}})

    def test_a_table_that_says_what_package_swift_says_passes(self):
        self.assertEqual(check.module_table_problems(check.package_targets(PACKAGE), check.module_table(TABLE)), [])

    def test_a_missing_dependency_an_extra_one_and_a_missing_row_fail(self):
        table = TABLE.replace("| `Store`, `Core`, `CCmark` (libcmark) |", "| `Store`, `Core`, `Render` |")
        table = table.replace("| `Files`, `CCmark` |", "| `CCmark` |")
        self.assertEqual(check.module_table_problems(check.package_targets(PACKAGE), check.module_table(table)), [
            "docs/architecture.md: the module table has no row for target Files (it may use nothing)",
            "docs/architecture.md: tool uses CCmark in Package.swift; the module table's \"may use\" does not say so",
            "docs/architecture.md: the module table says tool may use Render; Package.swift does not",
        ])

    def test_a_row_for_a_target_that_is_gone_fails(self):
        table = TABLE.replace("| files; the C library | |", "| files; the C library | |\n| `Old` | moved away | |")
        problems = check.module_table_problems(check.package_targets(PACKAGE), check.module_table(table))
        self.assertEqual(problems, ["docs/architecture.md: the module table lists Old, which is not a target of Package.swift"])


ARCHITECTURE = """\
<a id="raw-memory"></a>**Raw memory** is used in these files only:

- the byte writer: `Render/Bytes/`;
- file reads: `Files/FileIO.swift`.

## Errors
`Core/Clock.swift` is named after the list, so it does not count.
"""


class RawMemory(unittest.TestCase):
    def problems(self, sources):
        folder, root = tree({f"Sources/{name}": text for name, text in sources.items()})
        self.addCleanup(folder.cleanup)
        return check.raw_memory_problems(root, check.raw_memory_section(ARCHITECTURE))

    def test_files_named_by_path_or_folder_and_comments_that_mention_it_pass(self):
        self.assertEqual(self.problems({
            "Render/Bytes/ByteBuffer.swift": "func f(_ b: UnsafeMutableRawBufferPointer) {}\n",
            "Files/FileIO.swift": "let n = data.withUnsafeBytes { $0.count }\n",
            "Core/Plan.swift": "// never withUnsafeBytes here\nlet x = 1\n",
        }), [])

    def test_a_file_the_list_does_not_name_fails(self):
        self.assertEqual(self.problems({"Core/Clock.swift": "let home = entry.pointee.pw_dir\n"}), [
            "Sources/Core/Clock.swift: uses raw memory, and docs/architecture.md's raw-memory list does not name "
            "it (add `Core/Clock.swift` and why)"])


if __name__ == "__main__":
    unittest.main()
