"""The shape DESIGN.md asks for, checked on the source: dependencies point one way, no import
cycles, no capability probing in generic code, no private engine name in the UI, short modules.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "lessons", "ui")
MAX_ENGINE_LINES = 800


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for pkg in PACKAGES:
        for p in sorted((ROOT / pkg).rglob("*.py")):
            rel = p.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = p
    return out


MODULES = _modules()


def _module_imports(name: str, path: Path) -> Iterator[tuple[str, ast.stmt]]:
    """Modules imported anywhere in the file (a lazy import inside a function still depends),
    except under ``if TYPE_CHECKING:``, with the statement."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_pkg = path.name == "__init__.py"
    typing_only = {
        id(n)
        for top in ast.walk(tree)
        if isinstance(top, ast.If) and "TYPE_CHECKING" in ast.unparse(top.test)
        for n in ast.walk(top)
    }
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, node
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = name.split(".") if is_pkg else name.split(".")[:-1]
                pkg = pkg[: len(pkg) - (node.level - 1)]
                base = ".".join([*pkg, base] if base else pkg)
            yield base, node
            for a in node.names:  # `from engine.games import loo` imports a module too
                yield f"{base}.{a.name}", node


def _graph() -> dict[str, set[str]]:
    """Each module's imports, with the packages an import runs first: ``import ui.pages.common``
    runs ``ui/pages/__init__.py`` before ``common`` (and that may import the importer back),
    except the importer's own packages, which are already being set up when it runs."""
    g: dict[str, set[str]] = {m: set() for m in MODULES}
    for name, path in MODULES.items():
        own = _packages(name) | {name}
        for imp, _ in _module_imports(name, path):
            for m in {imp} | _packages(imp):
                if m in MODULES and m not in own:
                    g[name].add(m)
    return g


def _packages(name: str) -> set[str]:
    """The packages ``name`` sits in: ``ui.pages.common`` -> ``ui.pages``, ``ui``."""
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts))}


def test_no_import_cycles() -> None:
    g = _graph()
    # a package's __init__ importing its own submodules is how a package is assembled; a cycle
    # is any path from a module back to itself through other modules' imports
    seen: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(m: str) -> None:
        seen[m] = 1
        stack.append(m)
        for n in sorted(g[m]):
            if seen.get(n) == 1:
                cycles.append([*stack[stack.index(n) :], n])
            elif n not in seen:
                visit(n)
        stack.pop()
        seen[m] = 2

    for m in sorted(g):
        if m not in seen:
            visit(m)
    assert not cycles, "import cycles: " + "; ".join(" → ".join(c) for c in cycles)


@pytest.mark.parametrize(
    ("layer", "forbidden"),
    [
        ("engine", ("lessons", "ui", "streamlit", "ipywidgets", "pandas")),
        ("lessons", ("ui", "streamlit", "ipywidgets")),
    ],
)
def test_dependencies_point_one_way(layer: str, forbidden: tuple[str, ...]) -> None:
    bad = []
    for name, path in MODULES.items():
        if name.split(".")[0] != layer:
            continue
        for imp, node in _module_imports(name, path):
            if imp.split(".")[0] in forbidden:
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {imp}")
    assert not bad, "\n".join(bad)


def _generic_files() -> list[Path]:
    """Everything but a game's own modules (engine/games/**, ui/games/**)."""
    return [
        p
        for p in MODULES.values()
        if "games" not in p.relative_to(ROOT).parts[:2] or p.parts[-2:] == ("engine", "game.py")
    ]


def test_generic_code_does_not_probe_games() -> None:
    bad = []
    for p in _generic_files():
        tree = ast.parse(p.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr")
            ):
                bad.append(f"{p.relative_to(ROOT)}:{node.lineno} {node.func.id}(...)")
    assert not bad, "capability probing in generic code:\n" + "\n".join(bad)


def test_ui_imports_no_private_engine_name() -> None:
    bad = []
    for name, path in MODULES.items():
        if not name.startswith("ui"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                bad += [
                    f"{path.relative_to(ROOT)}:{node.lineno} {node.module}.{a.name}"
                    for a in node.names
                    if a.name.startswith("_")
                ]
            if isinstance(node, ast.ImportFrom) and any(
                part.startswith("_") and part != "__future__"
                for part in (node.module or "").split(".")
            ):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.module}")
    assert not bad, "private engine names in ui/:\n" + "\n".join(bad)


def test_engine_modules_are_short() -> None:
    long = {
        str(p.relative_to(ROOT)): n
        for p in (ROOT / "engine").rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_ENGINE_LINES
    }
    assert not long, f"engine modules over {MAX_ENGINE_LINES} lines: {long}"
