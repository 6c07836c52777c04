"""Every example in a docstring of engine/, lessons/ and ui/ runs and gives what it shows.

Before, a module's examples ran only where a test named the module (about a dozen did): the
examples in engine.quiz_words.picked_words or ui.pages.learn_position.refused_lines, among
others, ran nowhere, and would have kept showing words the code no longer gives."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from types import ModuleType

import pytest

import engine
import lessons
import ui


def _modules() -> list[str]:
    return sorted(
        m.name
        for pkg in (engine, lessons, ui)
        for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + ".")
    )


def _examples(module: ModuleType) -> int:
    return sum(len(t.examples) for t in doctest.DocTestFinder().find(module))


MODULES = _modules()


def test_the_modules_are_found_and_many_have_examples() -> None:
    assert "engine.quiz_words" in MODULES and "ui.pages.learn_position" in MODULES
    with_examples = [m for m in MODULES if _examples(importlib.import_module(m))]
    assert len(with_examples) >= 50, with_examples


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=False)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed"
