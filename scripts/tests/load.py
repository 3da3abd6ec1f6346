"""Loads a script of scripts/ as a module, for its unit tests: the check scripts are programs named
without `.py`, so `import` cannot find them. Nothing is compiled into scripts/ (no __pycache__)."""
import importlib.machinery
import importlib.util
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent.parent
ROOT = SCRIPTS.parent
sys.dont_write_bytecode = True
# The scripts import planjson.py from beside them, as they do when run.
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))


def script(name):
    """The module of scripts/NAME (`check-pages`, `busy-week.py`), run once per name."""
    module_name = name.removesuffix(".py").replace("-", "_")
    if module_name in sys.modules:
        return sys.modules[module_name]
    loader = importlib.machinery.SourceFileLoader(module_name, str(SCRIPTS / name))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(module_name, loader))
    sys.modules[module_name] = module  # dataclasses look their module up there
    loader.exec_module(module)
    return module
