"""docs/scenarios.md documents each game's scenario fields as its reader takes them: every field
a game's reader accepts is in the game's table (or the table its section says it takes "the
fields" of, less those it says it has "without" or marks "not a field"), and every field a
table names is one the reader accepts. The readers say which fields they accept only in their
refusal of another ("unknown field (expected one of ...)"), so the test asks them as a file
would, through engine.scenario.Reader.check_unknown."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine import scenario
from engine.game import REGISTRY

DOC = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text(encoding="utf-8")
SECTIONS = {p.split("\n", 1)[0]: p for p in re.split(r"^## ", DOC, flags=re.M)[1:]}
GENERAL = re.split(r"^## ", DOC, flags=re.M)[0]
ROW = re.compile(r"^\| ((?:`\w+`[^|`]*)+)\|([^|]*)\|", re.M)


class _Asked(Exception):
    def __init__(self, allowed: set[str]) -> None:
        self.allowed = allowed


def accepted(game_id: str, monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """The fields ``game_id``'s reader accepts."""

    def ask(self: Any, allowed: set[str]) -> None:
        raise _Asked(set(allowed))

    monkeypatch.setattr(scenario.Reader, "check_unknown", ask)
    game = REGISTRY.get(game_id)
    with pytest.raises(_Asked) as got:
        scenario.from_dict({"game": game_id, "players": game.min_players})
    return got.value.allowed


def _section(game_id: str) -> tuple[str, str]:
    found = [
        (title, text)
        for title, text in SECTIONS.items()
        if f"`game: {game_id}`" in text
        or re.search(rf"^\| `game` \| yes \| `{game_id}` \|", text, re.M)
    ]
    assert len(found) == 1, (game_id, [t for t, _ in found])
    return found[0]


def documented(game_id: str) -> set[str]:
    """The fields the game's section documents."""
    return _fields(_section(game_id)[0]) | ANY_GAME


def _fields(title: str) -> set[str]:
    """The fields a section's table names, with those of the section it takes them from ("The
    fields are Loo's without `widow`": the section "Loo"; "Rams'": "Rams and Rounce")."""
    text = SECTIONS[title]
    fields: set[str] = set()
    taken = re.search(r"[Tt]he\s+fields\s+are\s+(\w[\w-]*)'s?", text)
    if taken:
        name = taken.group(1)
        fields |= _fields(next(t for t in SECTIONS if t == name or t.startswith(f"{name} ")))
        fields -= set(re.findall(r"`(\w+)`", text[taken.end() : text.index(":", taken.end())]))
    for names, meaning in ROW.findall(text):
        named = set(re.findall(r"`(\w+)`", names)) - {"field"}
        if meaning.strip().startswith("not a field"):
            fields -= named
        else:
            fields |= named
    return fields


# the fields the opening says any scenario may carry
ANY_GAME = set(
    re.findall(r"`(\w+)`", next(iter(re.findall(r"may also carry ([^.;:]*)", GENERAL)), ""))
)


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_every_field_a_reader_takes_is_documented_and_no_other(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    reader = accepted(game_id, monkeypatch)
    doc = documented(game_id)
    assert {"game", "players", "hands"} <= reader
    assert {"undocumented": reader - doc, "not read": doc - reader} == {
        "undocumented": set(),
        "not read": set(),
    }


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_every_option_and_reading_is_named_in_its_game_s_section(game_id: str) -> None:
    _, text = _section(game_id)
    game = REGISTRY.get(game_id)
    names = [o.name for o in game.options] + list(game.variants)
    missing = [n for n in names if not re.search(rf"`[^`]*\b{n}\b[^`]*`", text)]
    assert missing == []
