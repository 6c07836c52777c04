"""An option id shared by games names one rule, and a learner reads it by one label.

Spoil Five's and Forty-Five's ``strict_single_privileged`` (Foster's words read strictly: holding
two privileged trumps and no other, you must play one of them to an inferior trump lead) was
"Two privileged trumps: one must be played" in one game's Options and "Two privileged trumps:
play one" in the other's, and its variant "Two privileged trumps: play one (Foster, read
strictly)" in both: the same reading under three names. The labels of the options the two games
share are now written once (engine.games.spoil_five.rules, handed on by
engine.games.forty_five.core).

Over every registered game: an option id two games declare has the same label in each, but the
ids in :data:`MEANS_OTHERWISE`, each with what it chooses in each game.
"""

from __future__ import annotations

from collections import defaultdict

from engine.games import REGISTRY

MEANS_OTHERWISE = {
    # Loo's: whose deal (where the widow gets its card) and whose words are cited for the
    # rules both books give (the lesson text's own rules are options of their own), 3 to 8
    # players or 5 to 8; Rams': whose deal is played (Foster's turned card, 3 to 6 players,
    # the dealer robbing, or the lesson text's dealer's last card for trumps, 3 to 5 players)
    "text": {
        "loo": "Which text's deal, words and number of players",
        "rams": "Which text's deal and number of players",
    },
    # one duty (void, unable to over-trump, still trump), but Sixty-Six puts it on its
    # four-hand game only, and its label says where it binds
    "undertrump": {"loo": "Must under-trump", "sixty_six": "Four-hand: must under-trump"},
}


def labels_by_id() -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = defaultdict(dict)
    for gid in REGISTRY.ids():
        for o in REGISTRY.get(gid).options:
            out[o.name][gid] = o.label
    return {name: by_game for name, by_game in out.items() if len(by_game) > 1}


def test_a_shared_option_has_one_label() -> None:
    differ = {
        name: by_game
        for name, by_game in labels_by_id().items()
        if len(set(by_game.values())) > 1 and name not in MEANS_OTHERWISE
    }
    assert differ == {}


def test_the_labels_that_differ_are_those_explained() -> None:
    shared = labels_by_id()
    assert {name: shared.get(name) for name in MEANS_OTHERWISE} == MEANS_OTHERWISE


def test_spoil_five_and_forty_five_name_their_readings_alike() -> None:
    spoil, forty = REGISTRY.get("spoil_five"), REGISTRY.get("forty_five")
    shared = {o.name for o in spoil.options} & {o.name for o in forty.options}
    assert shared == {"strict_single_privileged", "eb_compulsory_rob"}
    for name in shared:
        # and the reading that switches it on, in the Learn, Quiz and Play pickers
        assert spoil.variants[name].label == forty.variants[name].label
