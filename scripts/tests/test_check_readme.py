"""scripts/check-readme: finding the README's checked blocks, and failing when one fails."""
import contextlib
import io
import os
import tempfile
import unittest

from load import script

readme = script("check-readme")

GUIDE = """# Guide

<!-- checked: quick-start -->
```sh
echo start
```

```sh
echo not checked
```

<!-- checked: tour -->
```
horizon build
horizon list
```
"""


def failure(call, *args):
    """The exit status and message of a call that must fail."""
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(io.StringIO()):
        with unittest.TestCase().assertRaises(SystemExit) as context:
            call(*args)
    return context.exception.code, stderr.getvalue()


class Blocks(unittest.TestCase):
    def test_only_marked_blocks_are_found(self):
        self.assertEqual(readme.blocks(GUIDE), {"quick-start": "echo start\n", "tour": "horizon build\nhorizon list\n"})

    def test_the_readme_marks_every_block_the_checker_runs(self):
        self.assertEqual(list(readme.blocks()), list(readme.BLOCKS))

    def test_a_readme_without_a_block_fails(self):
        self.assertEqual(failure(readme.wanted_blocks, readme.blocks(GUIDE), []),
                         (1, "check-readme: FAILED: README has no block marked <!-- checked: install -->\n"))

    def test_an_unknown_block_name_fails(self):
        code, message = failure(readme.wanted_blocks, readme.blocks(GUIDE), ["tuor"])
        self.assertEqual(code, 1)
        self.assertIn("no block named tuor", message)

    def test_named_blocks_run_alone(self):
        self.assertEqual(readme.wanted_blocks(readme.blocks(GUIDE), ["tour"]), ["tour"])


class Shell(unittest.TestCase):
    def test_a_command_that_fails_fails_the_check(self):
        with tempfile.TemporaryDirectory() as folder:
            self.assertEqual(failure(readme.shell, "true\nexit 3\n", folder, {"PATH": "/usr/bin:/bin"}, "tour"),
                             (1, "check-readme: FAILED: tour: the README's commands exited 3\n"))

    def test_a_failure_repeats_the_lines_that_say_why_at_the_end(self):
        script = "echo '✔ Test a passed'\necho '✘ Test b failed after 0.2 seconds'\necho done\nexit 1\n"
        with tempfile.TemporaryDirectory() as folder:
            code, message = failure(readme.shell, script, folder, {"PATH": "/usr/bin:/bin"}, "quick-start")
        self.assertEqual(code, 1)
        self.assertEqual(message, "check-readme: quick-start: the lines of its output that say what failed:\n"
                                  "  ✘ Test b failed after 0.2 seconds\n"
                                  "check-readme: FAILED: quick-start: the README's commands exited 1\n")

    def test_a_failing_command_in_a_pipe_fails_the_check(self):
        with tempfile.TemporaryDirectory() as folder:
            code, _ = failure(readme.shell, "false | cat\necho after\n", folder, {"PATH": "/usr/bin:/bin"}, "tour")
            self.assertEqual(code, 1)

    def test_commands_that_succeed_pass(self):
        with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(io.StringIO()):
            result = readme.shell("echo ok\n", folder, {"PATH": "/usr/bin:/bin"}, "tour")
        self.assertEqual(result.stdout, "ok\n")

    @unittest.skipUnless(os.geteuid() == 0, "only root runs the blocks as another user")
    def test_as_root_the_commands_run_as_an_ordinary_user(self):
        with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(io.StringIO()):
            result = readme.shell("id -un\n", folder, {"PATH": "/usr/bin:/bin"}, "tour")
        self.assertEqual(result.stdout, readme.NEWCOMER + "\n")


if __name__ == "__main__":
    unittest.main()
