"""Sixty-Six scenario files (docs/scenarios.md), field by field: each field group read and
checked against the fields read before it, every inconsistency a
:class:`engine.scenario.ScenarioError` naming the field.

:class:`FieldReader` holds what the fields say: the game's form, the cards, the trumps, tricks
and points, the stock, every card in one place, hand sizes, marriages, how the hand stands
(leader, claim, played out) and the game points before the hand.
:class:`engine.games.sixty_six.scenario.ScenarioReader` builds the position from them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards import CARDS, PACK_24, PACK_32, Card, Suit, listed, mask_of
from engine.game import Game
from engine.games.sixty_six.cards import KINGS, NINES, QUEENS, SUIT_OF, card_points
from engine.games.sixty_six.rules import Opts
from engine.games.sixty_six.state import SixtySixState, seats_in_play
from engine.scenario import ScenarioError
from engine.tricks import n_tricks

FIELDS = frozenset(
    {
        "game",
        "variant",
        "options",
        "players",
        "dealer",
        "trump",
        "turned",
        "turn_card",
        "stock",
        "stock_size",
        "face_up",
        "closed_by",
        "tricks_at_close",
        "exchanged_by",
        "hands",
        "won",
        "tricks_won",
        "tricks",
        "points",
        "melds",
        "marriages",
        "trick",
        "leader",
        "claimed_by",
        "played_out",
        "last_trick",
        "first_to_66",
        "scores",
        "carry",
        "title",
        "note",
    }
)

# fields four-hand has no use for, and why
NOT_IN_FOUR_HAND = (
    ("stock", "four-hand has no stock: all 32 cards are dealt"),
    ("stock_size", "four-hand has no stock: all 32 cards are dealt"),
    ("face_up", "four-hand has no stock: the dealer takes the trump card"),
    ("closed_by", "four-hand has no stock to close"),
    ("tricks_at_close", "four-hand has no stock to close"),
    ("exchanged_by", "four-hand has no 9 exchange: the dealer takes the trump card"),
    ("marriages", "there is no melding in four-hand"),
    ("melds", "there is no melding in four-hand"),
    ("claimed_by", "four-hand is always played out: there is no claiming"),
    ("first_to_66", "four-hand counts the sides' points at the end: nobody closes or claims"),
)


class FieldReader:
    """A Sixty-Six scenario's fields (an :class:`engine.scenario.Reader`), read and checked."""

    def __init__(self, game: Game[SixtySixState], r: Any) -> None:
        self.g, self.r = game, r
        self.where: dict[int, str] = {}  # every card placed so far, and where

    # -- small readers ------------------------------------------------------------------------
    def err(self, key: str, message: str) -> Exception:
        e: Exception = self.r.error(key, message)
        return e

    def one_of(self, *keys: str) -> str | None:
        given = [k for k in keys if self.r.has(k)]
        if len(given) > 1:
            raise self.err(given[1], f"give {listed(keys, 'or')}, not both")
        return given[0] if given else None

    def whole(self, value: Any, path: str, lo: int, hi: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise ScenarioError(
                self.r.source, path, f"expected a whole number from {lo} to {hi}, got {value!r}"
            )
        return value

    def in_pack(self, card: Card, path: str) -> int:
        if not (self.pack >> card) & 1:
            size = "32-card pack (A K Q J 10 9 8 7)" if self.four else "24-card pack (A K Q J 10 9)"
            raise ScenarioError(self.r.source, path, f"{card.pretty} is not in the {size}")
        return int(card)

    def playing(self, seat: int, key: str) -> int:
        if seat not in self.seats:
            raise self.err(key, f"P{seat} is the dealer and sits out in three-hand")
        return seat

    def seat_map(self, key: str, parse: Callable[[Any, str], Any]) -> dict[int, Any]:
        out: dict[int, Any] = self.r.per_seat(key, parse)
        for seat in out:
            self.playing(seat, f"{key}.P{seat}")
        return out

    def cards_at(self, v: Any, p: str) -> list[int]:
        return [self.in_pack(c, f"{p}[{i}]") for i, c in enumerate(self.r.card_list(v, p))]

    # -- the form of the game ------------------------------------------------------------------
    def read_form(self) -> None:
        g, r = self.g, self.r
        r.check_unknown(set(FIELDS))
        self.opts: Opts = r.game_options(g)
        self.n = n = r.integer("players", 2, 4, 2)
        r.players = n
        self.dealer = r.seat("dealer", 0)
        self.four = n == 4
        self.pack = PACK_32 if self.four else PACK_24
        self.seats = seats_in_play(n, self.dealer)
        self.per_trick = len(self.seats)
        self.in_hand = 8 if self.four else 6
        self.limit = 8 if self.four else 12  # tricks in a hand played out
        if self.four:
            for key, why in NOT_IN_FOUR_HAND:
                if r.has(key):
                    raise self.err(key, why)

    # -- cards in their places -----------------------------------------------------------------
    def read_cards(self) -> None:
        r = self.r
        self.hands_given = self.seat_map("hands", self.cards_at)
        self.won_key = self.one_of("won", "tricks_won") or "won"
        self.won_given = self.seat_map(self.won_key, self.cards_at)
        self.trick = [
            (self.playing(s, f"trick[{i}]"), self.in_pack(c, f"trick[{i}]"))
            for i, (s, c) in enumerate(r.plays("trick"))
        ]
        self.turned_key = self.one_of("turned", "turn_card") or "turned"
        turned_card = r.card(self.turned_key)
        self.turned = (
            -1 if turned_card is None else self.in_pack(turned_card, r.path(self.turned_key))
        )
        face_card = r.card("face_up")
        self.face_up = -1 if face_card is None else self.in_pack(face_card, r.path("face_up"))

    # -- trumps ---------------------------------------------------------------------------------
    def read_trump(self) -> None:
        trump_suit = self.r.suit("trump")
        trump = -1
        for key, card in ((self.turned_key, self.turned), ("face_up", self.face_up)):
            if card < 0:
                continue
            suit = SUIT_OF[card]
            if trump_suit is not None and suit != trump_suit:
                raise self.err(
                    "trump",
                    f"the {'turned' if key != 'face_up' else 'face-up'} card "
                    f"{CARDS[card].pretty} makes {Suit(suit).symbol} trumps, "
                    f"not {trump_suit.symbol}",
                )
            if trump >= 0 and suit != trump:
                raise self.err(
                    "face_up",
                    f"the face-up card under the stock is the trump card or the 9 of trumps "
                    f"({Suit(trump).symbol}), not {CARDS[card].pretty}",
                )
            trump = suit
        if trump < 0:
            if trump_suit is None:
                raise self.err("trump", "is required: a suit (C, D, H, S), or give 'turned'")
            trump = int(trump_suit)
        self.trump = int(trump)

    # -- tricks and card points -----------------------------------------------------------------
    def read_tricks(self) -> None:
        per_trick, won_key = self.per_trick, self.won_key
        counts = self.seat_map("tricks", lambda v, p: self.whole(v, p, 0, 12))
        self.tricks = tricks = [0] * self.n
        for s in self.seats:
            cards = self.won_given.get(s, [])
            if s in counts:
                if len(cards) > counts[s] * per_trick:
                    raise self.err(
                        f"{won_key}.P{s}",
                        f"{len(cards)} cards cannot come from {counts[s]} trick"
                        f"{'s' if counts[s] != 1 else ''} of {per_trick} cards",
                    )
                tricks[s] = counts[s]
            else:
                tricks[s] = -(-len(cards) // per_trick)  # the fewest tricks that hold them
        self.given_pts = self.seat_map("points", lambda v, p: self.whole(v, p, 0, 120))
        for s, v in self.given_pts.items():
            if s in self.won_given:
                raise self.err(
                    f"points.P{s}",
                    f"give P{s}'s cards taken ({won_key}) or his card points, not both",
                )
            if v and not tricks[s]:
                raise self.err(
                    f"points.P{s}", f"P{s} has {v} card points but no trick: give tricks.P{s}"
                )
        self.played = sum(tricks)

    # -- the stock: open, closed or exhausted ----------------------------------------------------
    def read_stock(self) -> None:
        r, played = self.r, self.played
        self.closed_by = -1
        if r.has("closed_by"):
            self.closed_by = self.playing(r.seat("closed_by"), "closed_by")
        kind = r.choice(
            "stock",
            ["open", "closed", "exhausted"],
            "closed" if self.closed_by >= 0 else "exhausted" if played >= 6 else "open",
        )
        if self.four:
            kind = "exhausted"
        self.stock_kind = kind
        if played > self.limit:
            raise self.err(
                "tricks", f"expected at most {self.limit} tricks in a hand, got {played}"
            )
        if kind == "closed" and self.closed_by < 0:
            raise self.err("closed_by", "is required when the stock is closed (who closed it?)")
        if self.closed_by >= 0 and kind != "closed":
            raise self.err("stock", f"P{self.closed_by} closed it: expected closed, got {kind}")
        if kind == "open" and played >= 6:
            raise self.err(
                "stock", f"after {played} tricks the stock is exhausted (6 tricks use it up)"
            )
        if kind == "exhausted" and not self.four and played < 6:
            raise self.err(
                "stock",
                f"after {n_tricks(played)} {12 - 2 * played} cards are left in the stock "
                "(it lasts 6 tricks): expected open or closed",
            )

    def read_closing(self) -> None:
        """When the stock was closed: the tricks played then, and each seat's share of them."""
        r, played, closed_by = self.r, self.played, self.closed_by
        self.at_close = self.seat_map("tricks_at_close", lambda v, p: self.whole(v, p, 0, 5))
        if self.at_close and closed_by < 0:
            raise self.err("tricks_at_close", "only a closed stock has tricks at closing")
        self.closed_after = -1
        if closed_by < 0:
            return
        if self.at_close:
            closed_after = sum(self.at_close.values())
        elif r.has("stock_size"):
            size = r.integer("stock_size", 0, 12)
            if size % 2 or size < 2:
                raise self.err(
                    "stock_size",
                    f"a stock closed before it ran out holds 12, 10, ... or 2 cards, got {size}",
                )
            closed_after = (12 - size) // 2
        else:
            closed_after = played
        if closed_after > min(played, 5):
            given = next((k for k in ("tricks_at_close", "stock_size") if r.has(k)), "")
            why = f"not {closed_after}" if given else "so give stock_size to say when"
            raise self.err(
                given or "closed_by",
                f"the stock was closed after at most {n_tricks(min(played, 5))}, {why}",
            )
        for s, v in self.at_close.items():
            if v > self.tricks[s]:
                raise self.err(
                    f"tricks_at_close.P{s}",
                    f"P{s} has won {n_tricks(self.tricks[s])} in all, not {v} by the closing",
                )
        if closed_after == 0 and closed_by != self.seats[0]:
            raise self.err(
                "closed_by",
                f"before the first trick only P{self.seats[0]}, the first to lead, may close",
            )
        self.closed_after = closed_after

    def read_stock_size(self) -> None:
        """The stock's size follows from the tricks played; a given size must agree."""
        kind, played, closed_after = self.stock_kind, self.played, self.closed_after
        if kind == "open":
            size = 12 - 2 * played
        elif kind == "closed":
            size = 12 - 2 * closed_after
        else:
            size = 0
        if self.r.has("stock_size") and not self.four:
            got = self.r.integer("stock_size", 0, 12)
            if got != size:
                how = {
                    "open": f"after {played} trick{'s' if played != 1 else ''} with the stock "
                    f"open (12 \u2212 2 \u00d7 {played})",
                    "closed": f"when closed after {n_tricks(closed_after)}",
                    "exhausted": "once the stock is exhausted",
                }[kind]
                raise self.err("stock_size", f"expected {size} cards {how}, got {got}")
        self.size = size

    def read_face_up(self) -> None:
        """The card under an open stock: the turned card, or the 9 of trumps exchanged for it."""
        r, kind, turned = self.r, self.stock_kind, self.turned
        if self.face_up >= 0 and kind != "open":
            raise self.err("face_up", f"the stock is {kind}: no card lies face up")
        nine = NINES[self.trump]
        self.exchanged_by = -1
        if r.has("exchanged_by"):
            self.exchanged_by = seat = self.playing(r.seat("exchanged_by"), "exchanged_by")
            if not self.tricks[seat]:
                raise self.err(
                    "exchanged_by",
                    f"P{seat} has won no trick: the 9 is exchanged only after winning a trick",
                )
            if turned == nine:
                raise self.err("exchanged_by", f"the {nine.pretty} itself was turned for trumps")
            if self.face_up < 0 and kind == "open":
                self.face_up = nine
        if kind != "open":
            return
        if self.face_up < 0:
            self.face_up = turned
        face_up = self.face_up
        if face_up < 0:
            raise self.err(
                self.turned_key, "the trump card under the open stock is required (e.g. 10H)"
            )
        if self.exchanged_by >= 0 and face_up != nine:
            raise self.err(
                "face_up",
                f"after the exchange the {nine.pretty} lies under the stock, "
                f"not {CARDS[face_up].pretty}",
            )
        if face_up != turned and face_up != nine:
            raise self.err(
                "face_up",
                f"under the stock lies the turned card {CARDS[turned].pretty}, or the "
                f"{nine.pretty} exchanged for it, not {CARDS[face_up].pretty}",
            )
        if turned >= 0 and face_up == nine and turned != nine and self.played == 0:
            raise self.err("face_up", "the 9 is exchanged only after winning a trick")

    # -- every card in one place ----------------------------------------------------------------
    def put(self, card: int, place: str) -> None:
        if card in self.where:
            raise ScenarioError(
                self.r.source, place, f"{CARDS[card].pretty} is already in {self.where[card]}"
            )
        self.where[card] = place

    def place_cards(self) -> None:
        r, turned = self.r, self.turned
        if self.stock_kind == "closed" and turned >= 0 and self.exchanged_by < 0:
            self.put(turned, "the closed stock (the turned card lies under it)")
        elif self.stock_kind == "closed" and self.exchanged_by >= 0:
            # exchanged while the stock was open, then closed over it: nobody drew the 9
            self.put(
                NINES[self.trump], "the closed stock (the 9 of trumps exchanged lies under it)"
            )
        for s, cs in self.hands_given.items():
            for i, c in enumerate(cs):
                self.put(c, f"{r.path('hands')}.P{s}[{i}]")
        for s, cs in self.won_given.items():
            for i, c in enumerate(cs):
                self.put(c, f"{r.path(self.won_key)}.P{s}[{i}]")
        for i, (_, c) in enumerate(self.trick):
            self.put(c, f"{r.path('trick')}[{i}]")
        if self.face_up >= 0:
            key = "face_up" if r.has("face_up") else self.turned_key
            self.put(self.face_up, r.path(key))
        # the turned card taken in hand (four-hand dealer, 9 of trumps) is no one else's
        taker = self.dealer if self.four else self.exchanged_by
        held = self.where.get(turned, "")
        places = {f"{r.path('hands')}.P{s}[": s for s in range(self.n)}
        places |= {f"{r.path('trick')}[{i}]": s for i, (s, _) in enumerate(self.trick)}
        seat = next((s for k, s in places.items() if held.startswith(k)), taker)
        if turned >= 0 and taker >= 0 and seat != taker:
            who = "the dealer" if self.four else "who exchanged the 9 of trumps"
            raise self.err(self.turned_key, f"P{taker}, {who}, took the turned card, not P{seat}")

    # -- hands: at most what a player can hold now ---------------------------------------------
    def check_hand_sizes(self) -> None:
        kind, played, closed_after = self.stock_kind, self.played, self.closed_after
        if self.four:
            at_lead = 8 - played
        elif kind == "open":
            at_lead = 6
        elif kind == "closed":
            at_lead = 6 - (played - closed_after)
        else:
            at_lead = 12 - played
        self.total = total = self.limit if kind != "closed" else closed_after + 6
        if played > total:
            raise self.err(
                "tricks",
                f"after closing at {n_tricks(closed_after)} only {total} tricks are played, "
                f"got {played}",
            )
        trick = self.trick
        if len(trick) > self.per_trick:
            raise self.err("trick", f"expected at most {self.per_trick} cards, got {len(trick)}")
        if trick and played == total:
            raise self.err("trick", f"all {total} tricks are already counted")
        in_trick = {s for s, _ in trick}
        for s, cs in self.hands_given.items():
            most = min(at_lead - (s in in_trick), self.in_hand)
            if len(cs) > most:
                raise self.err(
                    f"hands.P{s}",
                    f"expected at most {most} cards after {played} trick"
                    f"{'s' if played != 1 else ''}"
                    + (f" ({kind} stock)" if not self.four else "")
                    + (" and one played to this trick" if s in in_trick else "")
                    + f", got {len(cs)}",
                )
        won_cards = sum(len(v) for v in self.won_given.values())
        if won_cards > played * self.per_trick:
            raise self.err(self.won_key, f"{won_cards} cards taken in {n_tricks(played)}")
        taken = sum(card_points(mask_of(v)) for v in self.won_given.values())
        if taken + sum(self.given_pts.values()) > 120:
            raise self.err("points", "more than the pack's 120 card points are taken")

    # -- marriages ------------------------------------------------------------------------------
    def marriage_items(self) -> list[Any]:
        raw = self.r.raw("marriages", [])
        if isinstance(raw, str):
            raw = [x for x in raw.split(",") if x.strip()]
        elif isinstance(raw, dict):
            raw = [{k: v} for k, v in raw.items()]
        if not isinstance(raw, list):
            raise self.err("marriages", f"expected a list such as [P1 H, P0 KS], got {raw!r}")
        return raw

    def read_marriage(self, item: Any, p: str) -> tuple[int, int, int]:
        """One marriage shown: (seat, suit, the card led with it or -1)."""
        r = self.r
        parts = str(item).replace(":", " ").split() if not isinstance(item, dict) else []
        if isinstance(item, dict) and len(item) == 1:
            parts = [str(x) for x in next(iter(item.items()))]
        if len(parts) != 2:
            raise ScenarioError(r.source, p, f"expected 'P1 H' or 'P1 KH', got {item!r}")
        seat = self.playing(r.parse_seat(parts[0], p), p)
        try:
            suit = int(Suit.parse(parts[1]))
            card = -1
        except ValueError:
            card = int(r.parse_card(parts[1], p))
            if CARDS[card].rank not in (12, 13):
                raise ScenarioError(
                    r.source, p, f"a marriage is shown with its K or Q, not {parts[1]}"
                ) from None
            suit = SUIT_OF[card]
        return seat, suit, card

    def check_marriage_cards(self, seat: int, suit: int, p: str) -> None:
        """A king or queen given in another player's hand cannot be in this marriage."""
        hands = f"{self.r.path('hands')}.P"
        for c in (KINGS[suit], QUEENS[suit]):
            held = self.where.get(c, "")
            if held.startswith(hands) and not held.startswith(f"{hands}{seat}"):
                raise ScenarioError(
                    self.r.source, p, f"{CARDS[c].pretty} is in {held}, not with P{seat}"
                )

    def check_marriage_places(self, seat: int, suit: int, now: bool, p: str) -> None:
        """Where the rules leave a marriage's king and queen (000: "To score a marriage you must
        show it after winning a trick, then lead one of the two cards"): the player showing
        it held both, so neither is played by another player or lies under the stock; shown
        with the card led now, the other card is still in his hand; shown earlier, one of the
        two was led then, so he no longer holds both."""
        pair = (KINGS[suit], QUEENS[suit])
        mine = f"{self.r.path('hands')}.P{seat}["
        for c in pair:
            by = next((s for s, x in self.trick if x == c), seat)
            if by != seat:
                raise ScenarioError(
                    self.r.source,
                    p,
                    f"{CARDS[c].pretty} is played by P{by} in {self.where[c]}: P{seat} held "
                    f"both cards of the {Suit(suit).symbol} marriage he showed",
                )
            if c == self.turned:
                self.check_turned_in_marriage(seat, suit, p)
        if now:
            led = self.trick[0][1]
            other = pair[0] if pair[1] == led else pair[1]
            at = self.where.get(other, mine)
            if not at.startswith(mine):
                raise ScenarioError(
                    self.r.source,
                    p,
                    f"P{seat} shows the {Suit(suit).symbol} marriage with the "
                    f"{CARDS[led].pretty} led now, so he holds the {CARDS[other].pretty}: it "
                    f"cannot be in {at}",
                )
            return
        # (the card he leads now may be the one he showed it with: the suit form is read so too)
        kept = [int(c) for c in pair if self.where.get(c, "").startswith(mine)]
        kept += [c for _, c in self.trick[1:] if c in pair]
        if len(kept) == 2:
            raise ScenarioError(
                self.r.source,
                p,
                f"P{seat} showed the {Suit(suit).symbol} marriage at an earlier lead and led "
                f"the {CARDS[pair[0]].pretty} or the {CARDS[pair[1]].pretty} then, so he "
                f"cannot still have both ({' and '.join(self.where[c] for c in kept)})",
            )

    def check_turned_in_marriage(self, seat: int, suit: int, p: str) -> None:
        """The card turned for trumps lies under the stock until the 9 of trumps is exchanged
        for it or the stock's last draw, after which no marriage is shown (unless the option
        allows it): only its exchanger, or then its drawer, can show it in a marriage."""
        c, by = CARDS[self.turned], self.exchanged_by
        if by == seat:
            return
        if by >= 0:
            why = f"P{by} took it for the 9 of trumps"
        elif self.stock_kind != "exhausted":
            why = "it is the trump card under the stock"
        elif self.opts.marriages_after_exhaustion:
            return
        else:
            why = (
                "it lay under the stock until the last draw, and no marriage is shown once "
                "the stock is exhausted (only closing keeps them)"
            )
        raise ScenarioError(
            self.r.source,
            p,
            f"{c.pretty} was turned for trumps and {why}, so P{seat} could not have shown it in "
            f"the {Suit(suit).symbol} marriage",
        )

    def read_marriages(self) -> None:
        shown: list[tuple[int, int, int]] = []  # (seat, suit, card led or -1)
        for i, item in enumerate(self.marriage_items()):
            p = f"{self.r.path('marriages')}[{i}]"
            m = self.read_marriage(item, p)
            if any(x[1] == m[1] for x in shown):
                raise ScenarioError(
                    self.r.source, p, f"the {Suit(m[1]).symbol} marriage is shown twice"
                )
            self.check_marriage_cards(m[0], m[1], p)
            shown.append(m)
        self.shown = shown
        self.lead_meld = -1  # the marriage shown with the card led to this trick
        if self.trick and shown:
            s0, c0 = self.trick[0]
            for k, (seat, _, card) in enumerate(shown):
                if seat == s0 and card == c0:
                    self.lead_meld = k
        self.melds = [0] * self.n
        self.pending = [0] * self.n
        for k, (seat, suit, card) in enumerate(shown):
            p = f"{self.r.path('marriages')}[{k}]"
            if card < 0 or k == self.lead_meld:
                self.check_marriage_places(seat, suit, k == self.lead_meld, p)
            if k == self.lead_meld:
                continue
            if card >= 0:  # the card form names the lead of this trick (docs/scenarios.md)
                s0, c0 = self.trick[0] if self.trick else (seat, -1)
                led = f"P{s0} {CARDS[c0].pretty}" if c0 >= 0 else "no card"
                raise self.err(
                    f"marriages[{k}]",
                    f"P{seat} {CARDS[card].pretty} is shown with that card led to this trick, "
                    f"but {led} is led: write 'P{seat} {Suit(suit).letter}' for one shown earlier",
                )
            value = 40 if suit == self.trump else 20
            if self.tricks[seat]:
                self.melds[seat] += value
            elif seat == self.seats[0]:
                self.pending[seat] += value  # shown on the opening lead: scores with a trick
            else:
                raise self.err(
                    f"marriages[{k}]",
                    f"P{seat} has won no trick, so cannot have shown a marriage "
                    f"(only P{self.seats[0]} may, on the opening lead)",
                )

    def read_melds(self) -> None:
        given = self.seat_map("melds", lambda v, p: self.whole(v, p, 0, 100))
        for s, v in given.items():
            if v % 20:
                raise self.err(f"melds.P{s}", f"marriages score 20 or 40 each, so not {v}")
            if self.shown and v != self.melds[s]:
                raise self.err(
                    f"melds.P{s}", f"the marriages shown give P{s} {self.melds[s]}, not {v}"
                )
            if v and not self.tricks[s]:
                raise self.err(f"melds.P{s}", f"P{s} has won no trick, so has scored no marriage")
            self.melds[s] = v
        if sum(self.melds) > 100:
            raise self.err("melds", "the four marriages are worth 100 in all (40 + 20 + 20 + 20)")

    # -- how the hand stands: claimed, played out, who leads --------------------------------------
    def read_ending(self) -> None:
        r, played, total = self.r, self.played, self.total
        self.claimant = (
            self.playing(r.seat("claimed_by"), "claimed_by") if r.has("claimed_by") else -1
        )
        if r.boolean("played_out", False) and played != total:
            raise self.err(
                "played_out",
                f"a hand played out has {total} tricks, the tricks given count {played}",
            )
        self.over_by_play = played == total
        if self.claimant >= 0 and self.over_by_play:
            raise self.err("claimed_by", "every trick is played: the hand ended by play")
        self.last_trick = -1
        if r.has("last_trick"):
            self.last_trick = self.playing(r.seat("last_trick"), "last_trick")
            if not self.over_by_play:
                raise self.err(
                    "last_trick", f"the hand is not played out ({played} of {total} tricks)"
                )
        if self.over_by_play and self.last_trick < 0:
            raise self.err("last_trick", "is required: who won the last trick of the hand?")
        self.first_given = (
            self.playing(r.seat("first_to_66"), "first_to_66") if r.has("first_to_66") else -1
        )

    def read_leader(self) -> None:
        r, played, trick, seats = self.r, self.played, self.trick, self.seats
        if trick:
            leader = trick[0][0]
            if r.has("leader") and r.seat("leader") != leader:
                raise self.err("leader", f"P{leader} led the trick (trick[0])")
        elif self.over_by_play:
            leader = self.last_trick
        elif r.has("leader"):
            leader = self.playing(r.seat("leader"), "leader")
        elif self.claimant >= 0 and played:
            leader = self.claimant  # a claim at his own lead
        elif not played:
            leader = seats[0]
        else:
            raise self.err("leader", "is required once tricks are played: who leads now?")
        key = "leader" if not trick else "trick[0]"
        if not played and leader != seats[0]:
            raise self.err(
                key,
                f"P{seats[0]} leads the first trick"
                + (" (the non-dealer)" if self.n == 2 else " (the dealer's left)"),
            )
        if played and not self.tricks[leader]:
            raise self.err(
                key,
                f"P{leader} has won no trick, so cannot be leading: the last trick's winner leads",
            )
        self.leader = leader

    # -- game points before this hand ------------------------------------------------------------
    def read_scores(self) -> tuple[tuple[int, ...], int]:
        """Game points before this hand (per seat, or per side in four-hand) and the carry."""
        r, n = self.r, self.n
        out = [0] * (2 if n == 4 else n)
        raw = r.raw("scores", {})
        if not isinstance(raw, dict):
            raise self.err(
                "scores", f"expected game points by player such as {{P0: 3}}, got {raw!r}"
            )
        given: dict[int, Any] = {}  # the key that gave each slot's score
        for k, v in raw.items():
            p = f"{r.path('scores')}.{k}"
            names = str(k).replace(" ", "").upper().split("+")
            seats_k = [r.parse_seat(x, p) for x in names]
            slot = seats_k[0] % 2 if n == 4 else seats_k[0]
            if len(seats_k) > (2 if n == 4 else 1) or any(
                (s % 2 if n == 4 else s) != slot for s in seats_k
            ):
                raise ScenarioError(
                    r.source,
                    p,
                    "expected a side P0+P2 or P1+P3" if n == 4 else f"expected one seat, got {k!r}",
                )
            if slot in given:
                who = f"P{slot}+P{slot + 2}" if n == 4 else f"P{slot}"
                raise ScenarioError(r.source, p, f"{who} is given twice ({given[slot]}, {k})")
            given[slot] = k
            out[slot] = self.whole(v, p, 0, self.opts.game_to - 1)
        carry = r.integer("carry", 0, 6, 0)
        if n == 3 and carry:
            raise self.err("carry", "three-hand has no carry: a tie gives the dealer 1 instead")
        return tuple(out), carry
