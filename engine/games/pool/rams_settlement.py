"""Rams' settlement lines for a rams (made or lost) and for a deal played out: the pool by
fifths, a ramsed player's 5 to the next pool. Functions of the game (``RamsFamily`` and the
games built on it call them), kept apart so each engine module stays short."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.pool.state import PoolState
from engine.ledger import (
    PAYS_TO,
    POOL,
    TAKES_FROM,
    TAKES_FROM_POOL,
    Note,
    Settlement,
    Transfer,
    seat_account,
)
from engine.sentence import He, Part, Sentence, Verb, Who, he_does

if TYPE_CHECKING:
    from engine.games.pool.rams import RamsFamily


def rams_transfers(game: RamsFamily, s: PoolState, off: int) -> list[Transfer]:
    """A rams made or lost. A player under Rams' one penalty wins "nothing on the deal": an
    announcer who offended takes neither the pool nor the fives, an adversary who offended is
    not paid his five by an announcer who lost."""
    o, r = s.opts, s.rams
    a = seat_account(r)
    five = game.spec.loo_payment
    others = [p for p in s.active if p != r]
    t: list[Transfer] = []
    if s.tricks[r] == game.spec.hand:
        if r == off:
            return t
        # one reason for the pool and every five, so a record says it once (Play's settlement);
        # 000: "he wins the whole pool plus 5 counters from every other player": the moves in
        # words after it, "P2 takes 10 from the pool, 5 from P0 and 5 from P1"
        why = Sentence.of(Who(a), " made ", He(a, "his"), " rams")
        made = game.lesson(o, "rams_made").id
        t.append(Transfer(POOL, a, s.pool, why, made, taken_said=TAKES_FROM_POOL))
        for p in others:
            t.append(Transfer(seat_account(p), a, five, why, made, taken_said=TAKES_FROM))
        return t
    # 000: "he must pay counters to double the pool and 5 counters to every other player": the
    # reason is how the deal ended, the moves in words after it, "P1 pays 20 to double the
    # pool, 5 to P0 and 5 to P2" (an adversary under the penalty, who wins nothing on the
    # deal, not among them)
    lost_why = ending_said(game, s)
    assert lost_why is not None
    lost = game.lesson(o, "rams_lost").id  # (ending_rule's: the reason is the ending)
    doubled = ("pay", "pays", "{amount} to double the pool")
    t.append(Transfer(a, POOL, s.pool, lost_why, lost, paid_said=doubled))
    for p in others:
        if p == off:
            continue
        t.append(Transfer(a, seat_account(p), five, lost_why, lost, paid_said=PAYS_TO))
    return t


def played_transfers(game: RamsFamily, s: PoolState, off: int) -> list[Transfer]:
    o = s.opts
    share = s.pool // game.spec.shares
    dfd = game.defender(s)
    t: list[Transfer] = []
    for p in s.active:
        if p in (dfd, off):
            continue
        k = s.tricks[p]
        a = seat_account(p)
        if k:
            many = "s" if k > 1 else ""
            why = Sentence.of(Who(a), f" won {k} trick{many}, {k} fifth{many} of the pool")
            fifths = game.lesson(o, "fifths").id
            t.append(Transfer(POOL, a, share * k, why, fifths, pool_said="the pool"))
        else:
            # 002: "he is ramsed, and forfeits five counters to form the next pool": one
            # sentence, the move in words after it ("P0 pays 5 into the next pool")
            why = Sentence.of(
                Who(a), " played and won no trick, so ", *he_does(a, "is", "are"), " ramsed"
            )
            ramsed = game.lesson(o, "ramsed").id
            paid = game.spec.loo_payment
            t.append(Transfer(a, POOL, paid, why, ramsed, pool_said="the next pool"))
    return t


def ending_said(game: RamsFamily, s: PoolState) -> Sentence | None:
    """How a Rams deal ended short of being played out, in one sentence: the line Play says
    under the table and the reason of the transfers that ending makes, so a page says it once
    (Play's Settlement had said 'Everyone before P3 (the pone) passed: he pays the dealer 5 to
    drop, and the pool stays' under 'Everyone passed, P3 (the pone) last, rather than play
    against P0 (the dealer).', and 'You lost your rams: ...' under 'You announced rams and
    lost trick 1, so the cards are thrown in.'). What the pone's pass costs him is his
    transfer's move, said after it ("P3 pays P0 5 to drop, and the pool stays"; Bierspiel's
    in chalk). Otherwise the family's (a flush, everyone passing):
    :meth:`PoolSettlement.ending_said`."""
    if s.result == "pone_paid":
        p, d = seat_account(game.pone(s)), seat_account(s.dealer)
        said = Sentence.of("Everyone passed, ", Who(p), " (the pone) last")
        if game.dealer_sits_out(s.n):  # no dealer's hand to play against (482026e)
            said += Sentence.of(
                ", and with six at the table ", Who(d), " (the dealer) ",
                Verb(d, "holds", "hold"), " no cards, so nobody would have played against ",
                He(p, "him"),
            )  # fmt: skip
        else:
            said += Sentence.of(", rather than play against ", Who(d), " (the dealer)")
        return said
    if s.rams >= 0 and s.tricks[s.rams] < game.spec.hand:
        # the rams ends at the first trick its announcer loses (the fifth ends the deal too),
        # so the last trick is the one lost (a scenario's tricks_won gives no order)
        # what he pays is the transfers' moves, said after it ("P1 pays 20 to double the
        # pool, 5 to P0 and 5 to P2"), and on Play's log line (ui.games.pool_result)
        lost = len(s.history)
        thrown = ", so the cards are thrown in" if lost < game.spec.hand else ""
        return Sentence.of(
            Who(seat_account(s.rams)), f" announced rams and lost trick {lost}{thrown}"
        )
    return game.ending_said(s)


def ending_rule(game: RamsFamily, s: PoolState) -> str | None:
    """The rule of the transfers whose reason is the deal's ending (:func:`ending_said`), as
    :func:`settlement` makes them, so a page that tells the ending names them by their key
    (:func:`engine.ledger.item_key`), not by its words: the pone's pass to drop (Bierspiel's
    too, its sentence in chalk), a rams lost (an adversary under the penalty too: he is left
    out of the moves, not the reason). None where no transfer carries it: a deal played out,
    and the family's endings, which Rams' settlement makes no transfer for."""
    o = s.opts
    if s.result == "pone_paid":
        return game.lesson(o, "pone").id
    if s.rams >= 0 and s.tricks[s.rams] < game.spec.hand:
        return game.lesson(o, "rams_lost").id
    return None


def spoiler_notes(game: RamsFamily, s: PoolState, off: int) -> tuple[Note, ...]:
    """A rams lost: each adversary who took a trick from the announcer takes no fifth for it
    (a learner sees his trick and expects one)."""
    if s.rams < 0 or s.tricks[s.rams] == game.spec.hand:
        return ()
    rule = game.lesson(s.opts, "rams_lost") if s.opts.text == "000" else game.rule("rams_stop")
    out = []
    for p in s.active:
        k = s.tricks[p]
        if p == s.rams or p == off or not k:
            continue
        a = seat_account(p)
        many = "s" if k > 1 else ""
        said = Sentence.of(
            Who(a), f" took {k} trick{many} from the rams: ", *he_does(a, "gets", "get")
        )
        out.append(Note(said + Sentence.of(" nothing from the pool"), rule.id))
    return tuple(out)


def settlement(game: RamsFamily, s: PoolState) -> Settlement:
    """A finished deal's transfers: the pone paid to drop, a rams made or lost, or the pool
    by fifths; the one penalty's forfeit; and a defending dealer's note."""
    t: list[Transfer] = []
    five = game.spec.loo_payment
    off = s.offender if s.penalty else -1
    if s.result == "pone_paid":
        p = seat_account(game.pone(s))
        why, rule = ending_said(game, s), ending_rule(game, s)
        assert why is not None and rule is not None
        # 002: "he must pay the dealer five counters, and the pool remains": the move in words
        # after how the deal ended, "P3 pays P0 5 to drop, and the pool stays"
        dropped = ("pay", "pays", "{payee} {amount} to drop, and the pool stays")
        t.append(Transfer(p, seat_account(s.dealer), five, why, rule, paid_said=dropped))
    elif s.rams >= 0:
        t += rams_transfers(game, s, off)
    else:
        t += played_transfers(game, s, off)
    if off >= 0:
        a = seat_account(off)
        # 002: "to win nothing on the deal, and to forfeit five counters to the next pool": one
        # sentence, the move in words after it ("P2 pays 5 into the next pool"), as a revoke's
        why = Sentence.of(
            Who(a),
            f" {game.penalties.get(s.penalty, s.penalty)}, so ",
            *he_does(a, "wins", "win"),
            " nothing on the deal and ",
            Verb(a, "pays", "pay"),
            " a forfeit",
        )
        rule = game.rule("penalty").id
        t.append(Transfer(a, POOL, five, why, rule, pool_said="the next pool"))
    notes: tuple[Note, ...] = spoiler_notes(game, s, off)
    dfd = game.defender(s) if s.result != "pone_paid" and s.rams < 0 else -1
    if dfd >= 0 and dfd != off:  # what his tricks would have taken stays in the pool
        k = s.tricks[dfd]
        d = seat_account(dfd)
        rest: tuple[Part, ...] = (
            (f"the {k} fifths ", He(d, "his"), " tricks would take stay in the pool")
            if k > 1
            else ("the fifth ", He(d, "his"), " trick would take stays in the pool")
            if k
            else (He(d, "he"), " won no trick but ", Verb(d, "is", "are"), " not ramsed")
        )
        said = Sentence.of(Who(d), " defended the pool: ", *rest)
        notes += (Note(said, game.rule("loo_defence").id),)
    notes += unopposed_notes(game, s)
    return Settlement(tuple(t), notes)


def unopposed(game: RamsFamily, s: PoolState) -> int:
    """The seat who plays alone, or -1: one player in and everyone else passed, at a table
    whose dealer, who must play against a single player, holds no cards ("when six play the
    dealer takes no cards", seed 002, which says nothing more of it), so nobody plays against
    him and every trick is his."""
    if s.phase == "declare" or s.rams >= 0 or s.result == "pone_paid" or len(s.active) != 1:
        return -1
    return s.active[0] if game.dealer_sits_out(s.n) else -1


def unopposed_said(game: RamsFamily, s: PoolState, over: bool = True) -> Sentence | None:
    """Why :func:`unopposed`'s seat plays alone: said once the deal is ``over`` (its
    settlement's note), or as play begins (the Play page's log), when it is news to him. The
    learner played five tricks alone and was told why only at the settlement.

    >>> from engine.games.pool.rams import RAMS
    >>> from engine.game import Action
    >>> s = RAMS.new_deal(players=6, dealer=0, seed=1)
    >>> s = RAMS.apply(s, Action("stand"))
    >>> while s.phase == "declare":
    ...     s = RAMS.apply(s, Action("pass"))
    >>> print(unopposed_said(RAMS, s, over=False).text(1))
    Nobody plays against you: everyone else passed, and with six at the table the dealer (P0) \
takes no cards, so you play every trick alone
    """
    lone = unopposed(game, s)
    if lone < 0:
        return None
    a = seat_account(lone)
    said = Sentence.of(
        "Nobody played against " if over else "Nobody plays against ",
        Who(a),
        ": everyone else passed, and with six at the table the dealer (",
        Who(seat_account(s.dealer)),
        ") takes no cards",
    )
    return (
        said
        if over
        else said + Sentence.of(", so ", *he_does(a, "plays", "play"), " every trick alone")
    )


def pone_at_six_said(game: RamsFamily, s: PoolState) -> Sentence | None:
    """Why the pone pays a dealer who holds no cards: at six, everyone before him passed and
    he would not play, and Foster's pone rule ("he must play against the dealer ... If he
    declines to play, he must pay the dealer five counters") says nothing of a dealer with no
    hand, nor do Trickbook's rules notes. The engine keeps the rule as worded; the note says
    so, as :func:`unopposed_said` does for the player who stands alone.

    >>> from engine.games.pool.rams import RAMS
    >>> from engine.game import Action
    >>> s = RAMS.new_deal(players=6, dealer=0, seed=1)
    >>> while s.phase == "declare":
    ...     s = RAMS.apply(s, Action("pass"))
    >>> print(pone_at_six_said(RAMS, s).text(5))
    With six at the table the dealer (P0) takes no cards, and Foster does not say what the \
pone owes then: this app keeps the pone's rule as worded, so you pay for not playing, \
though you would have played every trick alone
    >>> print(pone_at_six_said(RAMS, s).text(1))
    With six at the table the dealer (P0) takes no cards, and Foster does not say what the \
pone owes then: this app keeps the pone's rule as worded, so P5 pays for not playing, \
though he would have played every trick alone
    """
    if s.result != "pone_paid" or not game.dealer_sits_out(s.n):
        return None
    p = seat_account(game.pone(s))
    return Sentence.of(
        "With six at the table the dealer (",
        Who(seat_account(s.dealer)),
        ") takes no cards, and Foster does not say what the pone owes then: this app keeps "
        "the pone's rule as worded, so ",
        Who(p),
        " ",
        Verb(p, "pays", "pay"),
        " for not playing, though ",
        He(p, "he"),
        " would have played every trick alone",
    )


def unopposed_notes(game: RamsFamily, s: PoolState) -> tuple[Note, ...]:
    """The settlement's note on a player who played alone (:func:`unopposed_said`), or on the
    pone who paid a dealer with no cards rather than play alone (:func:`pone_at_six_said`)."""
    said = unopposed_said(game, s) or pone_at_six_said(game, s)
    return () if said is None else (Note(said, game.rule("players").id),)


# The announcement as the settlement table's "declared" column names it, with the widow or not,
# and as the Play page's button does (ui/games/pool.py RAMS_LABELS): one wording, here; the
# column said "rams", which the pages turned into the button's words, and "rams with the
# widow", which they did not.
RAMS_SAID = "rams (all five tricks)"


def in_rams_words(rows: list[dict[str, Any]], s: PoolState) -> list[dict[str, Any]]:
    """A settlement table's "declared" column in Rams' words: a player "may either play or
    pass" (seed 002), where the pool family's state records Loo's "stand"; the player who
    announced rams, "rams" (with the widow, if he took it: "either before or after taking
    the widow", seed 002)."""
    out = [{**r, "declared": "play" if r["declared"] == "stand" else r["declared"]} for r in rows]
    if s.rams >= 0:
        said = out[s.rams]["declared"]
        out[s.rams]["declared"] = RAMS_SAID + (" with the widow" if said == "widow" else "")
    return out
