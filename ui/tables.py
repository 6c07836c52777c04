"""What the pages need to know about a game beyond the engine's common face.

Each family's adapter lives in ``ui/games/<family>.py``: it registers a table picture for its
state type (:func:`ui.cards.register_adapter`) and its :class:`GameUI` (:func:`register_ui`).
Importing :mod:`ui.games` registers them all; this module imports no game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.game import Action, Game
from engine.ledger import seat_account, with_minus
from engine.tricks import Play


def counters_caption(white_per_red: str = "") -> str:
    """The running table's caption for a game of counters and a pool; where counters are red
    and white (Loo's), the unit named as a unit, so that "red" does not read as a colour.

    >>> counters_caption()
    "Everyone's counters after each deal, and what the pool carries into the next."
    >>> counters_caption("three").split(", ")[1]
    'counted in red counters (one red is worth three white)'
    """
    counted = f", counted in red counters (one red is worth {white_per_red} white)"
    return (
        f"Everyone's counters after each deal{counted if white_per_red else ''}, and what the "
        "pool carries into the next."
    )


def with_minus_signs(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """A table's rows with each negative amount written with the typographic minus, as the
    page's words write it ("What does each player win (+) or pay (−)"): look6 found the
    settlement table's "net" column showing "-5" with a hyphen under such a question. Only a
    cell that is an amount changes ("-5", "-⅓", -3); words, and a cell that is a bare "-",
    stay as they are.

    >>> with_minus_signs([{"player": "P1", "net": "-5", "pays": "-\u2153", "x": -3, "w": "-"}])
    [{'player': 'P1', 'net': '\u22125', 'pays': '\u2212\u2153', 'x': '\u22123', 'w': '-'}]
    """
    return [{k: with_minus(v) for k, v in row.items()} for row in rows]


PASSES_LEFT = "the deal passes to the left"  # who deals next, in every game here
SHEET_POOL = "pool"  # GameUI.sheet_records: the sheet records the pool, held and carried over


def passes_left(carried: str) -> Callable[[Any, int], str]:
    """A game's :attr:`GameUI.next_deal` where the deal always passes to the left and the same
    thing ``carried`` over.

    >>> passes_left("points carry over")(None, 0)
    'the deal passes to the left; points carry over'
    """
    words = f"{PASSES_LEFT}; {carried}"
    return lambda state, seat: words


class RejudgeNote(Protocol):
    """What the trump turn changed in the trick just judged, if anything, told to ``seat``
    ("Before the turn your A♦ was winning."; -1, the default: in the third person, as the
    Quiz and Learn, which have no seat at the table, say it)."""

    def __call__(self, state: Any, seat: int = -1) -> str | None: ...


def no_rejudge(state: Any, seat: int = -1) -> str | None:
    """A game whose trump is known before play: no trick is judged again."""
    return None


# --------------------------------------------------------------------------------------------
# What the pages need to know about a game beyond the engine's common face
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GameUI:
    """Words and small views a page needs for one game (everything else is the engine's)."""

    action_labels: dict[str, str]
    action_verbs: dict[str, str]  # "you ___": stand, take the widow, ...
    after_trick: Callable[[Any, int], Any]  # the position just after trick k (0-based)
    result_text: Callable[[Any], str]  # one line: how the deal ended
    rejudge_note: RejudgeNote  # what the trump turn changed, if anything
    unjudged: Callable[[Any], Any]  # the position with its last trick not yet credited (quiz)
    # the deal's first line told to ``seat`` ("You deal; the pool holds 3 red (simple).")
    deal_intro: Callable[[Any, int], str]
    start_row: Callable[[Any], dict[str, str]]  # the running table before the first deal
    # the running table's row after a finished deal and what a replay says beside the hands
    # as dealt, told to ``seat`` ("you showed a flush", "Declarations: you passed; ...")
    ledger_row: Callable[[Any, int], dict[str, str]]
    deal_notes: Callable[[Any, int], list[str]]
    unit: str = "counters"  # what a settlement moves ("red" counters, "game points")
    ledger_title: str = "Across deals"
    ledger_caption: str = ""
    # who deals next and what carries over, beside Play's "Next deal", from the deal just
    # finished, told to ``seat`` (Napoleon: the same dealer deals again after everyone passed)
    next_deal: Callable[[Any, int], str] = lambda s, seat: PASSES_LEFT
    # why no next deal can follow, if so, told to ``seat`` ("You reach 7 game points ...")
    game_over: Callable[[Any, int], str] = lambda s, seat: ""
    won_game: Callable[[Any, int], bool] = lambda s, seat: False  # the seat's side won it
    account: Callable[[Any, int], str] = lambda s, seat: seat_account(seat)
    play: bool = True  # the Play page can run a deal of this game
    # ---- the Play page ----------------------------------------------------------------------
    # What a seat sees: its view of the state (Sixty-Six), or the state itself when the game's
    # drawing hides the other hands by itself (Loo, whose view drops their sizes).
    seen: Callable[[Any, int], Any] = lambda s, seat: s
    table_kw: dict[str, Any] = field(default_factory=dict)  # extra options for the live table
    # A button's words for an action in a position (None: ``action_labels`` + the card).
    label: Callable[[Any, Action], str] | None = None
    # Is a refused action worth a disabled button now (not once it can never come back)?
    shows_refusal: Callable[[Any, Action], bool] = lambda s, a: True
    # The log line for ``mover``'s action in the position before it, as ``seat`` hears it.
    tell: Callable[[Any, int, Action, int], str] | None = None
    # Log lines after a move, from ``seat``'s side: what he drew, the stock running out, ...
    move_notes: Callable[[Any, Any, int], list[str]] = lambda before, after, seat: []
    # The settlement items a finished deal's table caption and the log's line of how it ended
    # (``move_notes``) tell, by their keys (:attr:`engine.ledger.Transfer.key`), declared by
    # the code that writes those words from the same engine reason: Play's Settlement leaves
    # out exactly these lines (:func:`ui.pages.play_record.settlement_shown`)
    settlement_told: Callable[[Any], frozenset[tuple[str, str]]] = lambda s: frozenset()
    # replay: around trick k, told to ``seat`` ("You show the marriage ...")
    trick_notes: Callable[[Any, int, int], list[str]] = lambda s, k, seat: []
    trick_points: Callable[[Sequence[Play]], int] | None = None  # replay: what a trick holds
    # The engine's notes on the trick just judged (Game.trick_notes: who failed to follow, the
    # trump turned) told to ``seat``, for the trick's story on Play and in its replay ("You
    # failed to follow, so ..."); None, or None from it: the engine's own, in the third person
    trick_told: Callable[[Any, int], list[str] | None] | None = None
    count: Callable[[Any, int], list[str]] | None = None  # the "count for me" aid (a view)
    # The question to ask before an action the learner may regret (Sixty-Six: a claim under 66),
    # from what his view shows; None: the action is taken at once.
    confirm: Callable[[Any, int, Action], str | None] = lambda view, seat, a: None
    verdict: Callable[[Any, int], tuple[str, str]] | None = None  # the learner's result line
    # How a finished deal went for ``seat`` against the others, where that and not his own
    # gain says whether he did well (Bierspiel: every player in wipes out points, and the race
    # is to wipe out more than the others): > 0 ahead of every other, < 0 behind one, 0 level
    # with the best; Play's result line takes its colour from it, and the hand review its
    # question. None: the deal is read by the sign of his result (``verdict``, else his
    # account's net)
    standing: Callable[[Any, int], int] | None = None
    # the game's own sheet, told to ``seat`` (Sixty-Six's "why": "you claim correctly ...")
    score_sheet: Callable[[Any, int], list[dict[str, Any]]] | None = None
    # Does the log's line of how the deal ended (``move_notes``) tell the score sheet's why for
    # this deal, declared by the code that writes both from the same engine reason? Play's
    # sheet then leaves that one row's why out, right under the log; the sheet keeps it for the
    # later deals' pages, where the log has moved on (Sixty-Six's 'P1 claims correctly with 73
    # (you have 0, no trick)', said in the log and again under the sheet's last row)
    sheet_why_told: Callable[[Any], bool] = lambda s: False
    # What the score sheet's row for a deal records of the settlement table Play shows above
    # it: the table's columns whose figures it gives for every player or side (Forty-Five's
    # "tricks", "points" and "total": all of them, so Play leaves the table to the sheet), and
    # SHEET_POOL where it gives what the pool held and carries into the next deal (Spoil Five's
    # "pool" and "pool after": the pool row's note, which says the same, is left to it)
    sheet_records: frozenset[str] = frozenset()
    # What each account put into this deal's pool before the deal, in units (the dealer's ante,
    # Spoil Five's stakes; the pool's entry their sum), and the settlement table's word for it:
    # the engine's state is counted after it, so net + this is the change the running table
    # shows across the deal
    stakes: Callable[[Any], dict[str, int]] | None = None
    stakes_word: str = "ante"
    # what a column of the settlement table means, said under it wherever it shows (Bierspiel's
    # "beer": 0 or 1, with the seed's words)
    column_notes: dict[str, str] = field(default_factory=dict)
    # a caption line (game points so far, ...), told to ``seat`` where it names seats
    # ("out: P0, you")
    status: Callable[[Any, int], str] = lambda s, seat: ""
    # What the seat to move is to do when it is not simply to play a card ("to bid", "to rob or
    # let it lie"): the tag on its seat at the table, and the Play page's "Your turn ..." line.
    turn: Callable[[Any], str | None] = lambda s: None
    # What a choice at the learner's turn risks and gains, said beside its buttons on Play
    # (Spoil Five's claim or jink, from the engine's settlement of each end); "" for none
    stakes_note: Callable[[Any, int], str] = lambda s, seat: ""
    pause_after_trick: bool = True  # stop after each trick until the learner continues
    default_level: str = "rule of thumb"  # the computer players' level for a new learner
    level_help: dict[str, str] = field(default_factory=dict)  # the game's words for a level
    # a kind of question in the game's words ("Which bids are allowed?"), over ui.format's
    kind_labels: dict[str, str] = field(default_factory=dict)


GAME_UI: dict[str, GameUI] = {}


def register_ui(game_id: str, gui: GameUI) -> GameUI:
    """Register a game's page helpers (each adapter module in ``ui/games`` calls it)."""
    GAME_UI[game_id] = gui
    return gui


def _plain_after_trick(state: Any, k: int) -> Any:
    return state


# What a game without its own helpers gets: its actions named by their words, no replay steps.
PLAIN = GameUI(
    action_labels={},
    action_verbs={},
    after_trick=_plain_after_trick,
    result_text=lambda s: "",
    rejudge_note=no_rejudge,
    unjudged=lambda s: s,
    deal_intro=lambda s, seat: f"P{s.dealer} deals.",
    start_row=lambda s: {},
    ledger_row=lambda s, seat: {},
    deal_notes=lambda s, seat: [],
    play=False,
)


def game_ui(game_id: str) -> GameUI:
    """The game's page helpers (:data:`PLAIN` until it registers its own)."""
    return GAME_UI.get(game_id, PLAIN)


def stakes_put(game: Game[Any], state: Any) -> dict[str, int]:
    """What each account put into this deal's pool as it was dealt, in units, the pool's
    entry their sum (:attr:`GameUI.stakes`: the dealer's ante, Spoil Five's stakes); {} for a
    game with none."""
    ui = game_ui(game.id)
    return ui.stakes(state) if ui.stakes is not None else {}


def deal_change(game: Game[Any], state: Any, seat: int) -> int:
    """What a finished deal changed in ``seat``'s counters, in units: the settlement's net for
    his account plus what he put into the pool as it was dealt (:func:`stakes_put`, negative),
    as Play's running table and its settlement table (stake + net) show it. Progress sums this:
    it had summed the net alone, 12 for a Spoil Five deal whose table read +10 (a stake of 2)."""
    acct = game_ui(game.id).account(state, seat)
    settle = game.settlement(state)
    net = settle.net().get(acct, 0) if settle else 0
    return net + stakes_put(game, state).get(acct, 0)
