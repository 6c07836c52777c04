"""The Compare page under AppTest: one deal under two readings, the first parting highlighted
with each side's rule, another deal found by the engine, the learner's own deal from Play."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from apptools import click, go, html_tables, markdown
from streamlit.testing.v1 import AppTest
from test_compare_tables_fit import SOURCE_SANS
from test_hand_review import finished_table

import engine.games  # noqa: F401
from engine.compare import Comparison, compare, comparison_text, find_parting, variant_pairs
from engine.game import REGISTRY, Game
from engine.rules import SEED_FILES
from ui.cards import RED
from ui.format import md
from ui.pages.compare import OPEN_LINES, SOURCES, parting_from, shared_players
from ui.play_table import card_or_label

OpenApp = Callable[..., AppTest]


def boxes(at: AppTest) -> str:
    return "\n".join(x.value for x in (*at.warning, *at.success, *at.info))


def test_sixty_six_parts_on_a_refused_card_with_the_german_rule(app: OpenApp) -> None:
    at = go(app(), "sixty_six:compare")
    game = REGISTRY.get("sixty_six")
    c = compare(game, players=2, seed=0, variants=("seed", "strict_second_phase_german_practice"))
    assert c.parting is not None
    assert f"They part at action {c.parting.step + 1}" in boxes(at)
    text = markdown(at)
    for rule in c.parting.rules[1]:
        assert rule.statement in text
    assert "No rule of this reading forbids it." in "\n".join(x.value for x in at.caption)
    assert len(html_tables(at)) >= 3  # the options that differ, then both deals
    # both deals' tables draw a heart or a diamond in the red of the card faces, as the
    # rest of the app does (plain text draws ♥♦ black): each action cell, red exactly then
    steps = [m.value for m in at.markdown if "<th>action</th>" in m.value]
    assert len(steps) == 3  # the actions before the parting, once; then each side's
    cells = []
    for html in steps:
        column = re.findall(r"<th>(.*?)</th>", html).index("action")
        rows = re.findall(r"<tr>(.*?)</tr>", html.split("<tbody>")[1])
        cells += [re.findall(r"<td([^>]*)>(.*?)</td>", r)[column] for r in rows]
    assert any("♥" in a or "♦" in a for _, a in cells)
    for style, a in cells:
        assert (style == f' style="color:{RED}"') == ("♥" in a or "♦" in a), (style, a)


def test_loo_lesson_text_deals_a_widow_in_a_simple_pool(app: OpenApp) -> None:
    at = go(app(), "loo:compare")
    assert "They part at action 1" in boxes(at)
    assert "P1 is to declare" in markdown(at)


def test_find_a_deal_where_they_part(app: OpenApp) -> None:
    at = go(app(), "sixty_six:compare")
    at.number_input(key="w:sixty_six:cmp_seed").set_value(1).run()
    assert "never part" in boxes(at)
    click(at, "sixty_six:cmp_find")
    seed = at.number_input(key="w:sixty_six:cmp_seed").value
    assert seed > 1 and "They part at" in boxes(at)


def test_find_makes_the_choice_the_computer_players_do_not_and_says_so(app: OpenApp) -> None:
    """Napoleon's dealer_forced_one parts only when everyone before the dealer passes: the
    search passes for them (engine.compare.find_parting), and the page names those decisions,
    on the deal it opens on and on one found by the button; another deal number drops them."""
    at = go(app(), "napoleon:compare")
    players = at.selectbox(key="w:napoleon:cmp_players").value
    game, variants = REGISTRY.get("napoleon"), ("seed", "dealer_forced_one")

    def shows_the_search_from(first: int) -> int:
        said = boxes(at)
        seed = at.number_input(key="w:napoleon:cmp_seed").value
        found = find_parting(game, players=players, variants=variants, seeds=range(first, 200))
        assert found is not None and found.steered and seed == found.seed
        assert "the search made" in said and "They part at action" in said
        # where they part, beside the decisions the search made before it (not read as there)
        assert "they part later, at action" in said or "The readings part on" in said
        for k in found.steered:
            assert f"action {k + 1}, P" in said
        assert "the dealer must bid 1" in markdown(at)
        return int(seed)

    seed = shows_the_search_from(0)
    at.number_input(key="w:napoleon:cmp_seed").set_value(seed + 1).run()
    assert "the search made" not in boxes(at) and "never part" in boxes(at)
    click(at, "napoleon:cmp_find")
    assert shows_the_search_from(seed + 2) > seed + 1


def test_a_parting_on_whose_turn_it_is_does_not_say_no_rule_forbids_it(app: OpenApp) -> None:
    """Spoil Five under eb_compulsory_rob: a player who declined to rob wins three tricks; under
    the default he is to claim or jink, under the variant the deal is over, spoiled (its rule
    cited from the settlement's note). Nothing is refused, so neither side is said to have 'no
    rule forbidding it'."""
    at = go(app(), "spoil_five:compare")
    at.selectbox(key="w:spoil_five:cmp_b").set_value("eb_compulsory_rob").run()
    said = boxes(at)  # (another pair of readings opens on a deal where they part)
    assert "They part at action" in said and "a different player or stage" in said
    text = markdown(at)
    assert "he let his chance to rob pass" in text
    game = REGISTRY.get("spoil_five")
    assert md(game.rules["spoil_five.eb_compulsory_rob"].statement) in text
    assert "No rule of this reading forbids it." not in "\n".join(x.value for x in at.caption)


def test_readings_that_never_part_in_a_dealt_game_say_so_without_a_search(app: OpenApp) -> None:
    """Linger Longer's two readings of the stock running out: a dealt stock never runs out,
    so the page gives the game's reason (``Game.readings_never_part``) and offers no search."""
    game = REGISTRY.get("linger_longer")
    at = go(app(), "linger_longer:compare")
    players = at.selectbox(key="w:linger_longer:cmp_players").value  # the table's figures
    why = game.readings_never_part(*variant_pairs(game)[0], players)
    assert why is not None and "never does" in why
    said = boxes(at)
    assert "never part" in said and md(why) in said and "Try another deal" not in said
    assert "linger_longer:cmp_find" not in [b.key for b in at.button]
    sixty_six = REGISTRY.get("sixty_six")  # (its readings part: the search is offered)
    assert sixty_six.readings_never_part(*variant_pairs(sixty_six)[0]) is None


def test_four_hand_sixty_six_says_its_readings_never_part_without_a_search(app: OpenApp) -> None:
    """Four-hand Sixty-Six deals every card: no stock, no closing, every trick strict, so the
    seed and German practice never part there. The page said so only after searching 100
    deals (about 10 s the first time); now the game says why at once, and no search is made."""
    sixty_six = REGISTRY.get("sixty_six")
    a, b = variant_pairs(sixty_six)[0]
    why = sixty_six.readings_never_part(a, b, 4)
    assert why is not None and "no stock" in why
    for n in (2, 3):
        assert sixty_six.readings_never_part(a, b, n) is None
    at = go(app(), "sixty_six:compare")
    searched = parting_from.cache_info().misses + parting_from.cache_info().hits
    at.selectbox(key="w:sixty_six:cmp_players").set_value(4).run()
    said = boxes(at)
    assert "never part" in said and md(why) in said, said
    assert "sixty_six:cmp_find" not in [b.key for b in at.button]
    info = parting_from.cache_info()
    assert info.misses + info.hits == searched, "a search was made at four players"


def test_the_learners_own_deal_against_the_other_reading(app: OpenApp) -> None:
    at = app()
    at.session_state["sixty_six:table"] = finished_table("sixty_six")
    go(at, "sixty_six:compare")
    at.radio(key="w:sixty_six:cmp_source").set_value("My last deal in Play").run()
    assert not at.exception
    assert "Your last hand in Play" in "\n".join(x.value for x in at.caption)
    # the learner's own deal seats him (P0 here) as "you", as Play does: it named every seat
    # P0, P1 as in a seeded deal nobody sits at
    rows = [r for t in html_tables(at) for r in t if "who" in r]
    assert "you" in {r["who"] for r in rows} and "P0" not in {r["who"] for r in rows}
    assert "P0 (you)" in markdown(at)
    at.radio(key="w:sixty_six:cmp_source").set_value(SOURCES[0]).run()
    rows = [r for t in html_tables(at) for r in t if "who" in r]
    assert "you" not in {r["who"] for r in rows} and "(you)" not in markdown(at)


PHONE_BOX = 308  # px of 14 px type a reading's dropdown holds at 390 px (measured on the page)


def test_each_reading_fits_its_dropdown_on_a_phone(app: OpenApp, html_page: Any) -> None:
    """At 390 px /napoleon-compare's first reading read 'The lesson text (How to Play Some
    Trump Card Game', cut off mid-word with no mark. A long name goes into its dropdown without
    the book in brackets ('The lesson text'), and each fits the box in Streamlit's type; the list
    under the boxes names each reading in full."""
    at, names = app(), {}
    for game in REGISTRY:
        if variant_pairs(game):
            go(at, f"{game.id}:compare")
            names[game.id] = at.selectbox(key=f"w:{game.id}:cmp_a").options
            assert names[game.id] == at.selectbox(key=f"w:{game.id}:cmp_b").options
    html_page.set_content(
        f"<style>{SOURCE_SANS}span{{font:14px 'Source Sans';white-space:nowrap}}</style><span>"
    )
    html_page.evaluate("document.fonts.load(\"14px 'Source Sans'\")")
    widths = html_page.evaluate(
        """names => Object.entries(names).map(([game, labels]) => labels.map(label => {
             const s = document.querySelector('span'); s.textContent = label;
             return [game, label, s.getBoundingClientRect().width]; })).flat()""",
        names,
    )
    assert len(widths) == sum(map(len, names.values())) > 2 * len(names)
    assert all(w <= PHONE_BOX for _, _, w in widths), [x for x in widths if x[2] > PHONE_BOX]
    assert "The lesson text" in names["napoleon"]
    assert "**The lesson text (How to Play Some Trump Card Games)**" in markdown(
        go(at, "napoleon:compare")
    )


def test_the_same_reading_twice_is_refused_plainly(app: OpenApp) -> None:
    at = go(app(), "napoleon:compare")
    at.selectbox(key="w:napoleon:cmp_b").set_value("seed").run()
    assert "Choose two different readings" in boxes(at)


def _first_comparisons(at: AppTest) -> Iterator[tuple[Game[Any], Comparison]]:
    """Each game with readings, its Compare page opened in ``at`` on the first pair of readings
    and the page's first deal (the first where they part), with the engine's comparison of it."""
    for game in REGISTRY:
        pairs = variant_pairs(game)
        if not pairs:
            continue
        go(at, f"{game.id}:compare")
        a, b = pairs[0]
        counts = shared_players(game, a, b)
        n = 5 if 5 in counts else counts[0]
        found = parting_from(game.id, a, b, n, 0, OPEN_LINES).found  # (None: no parting)
        c = found.comparison if found else compare(game, players=n, seed=0, variants=(a, b))
        yield game, c


def test_each_games_compare_opens_on_a_deal_where_the_readings_part(app: OpenApp) -> None:
    """The walk at 390 px found /napoleon-compare and /spoil_five-compare (and Forty-Five's)
    opening on deal 0, where the two readings never part: nothing to compare until "Find a deal
    where they part" was pressed. Each opens on the first deal where they part (the search's
    decisions named where the computer players would not take them), the same deal every time
    for the same readings (a link's own deal number is kept: test_links.py). Linger Longer's
    readings never part in a dealt game: its page says why."""
    for game in REGISTRY:
        if not variant_pairs(game):
            continue
        seeds = []
        for _ in range(2):  # another learner opens the same deal
            at = go(app(), f"{game.id}:compare")
            seeds.append(at.number_input(key=f"w:{game.id}:cmp_seed").value)
            said = boxes(at)
            if game.readings_never_part(*variant_pairs(game)[0]) is None:
                assert "They part at" in said and "never part" not in said, (game.id, said)
                assert f"{game.id}:cmp_find" not in [b.key for b in at.button], game.id
            else:
                assert "never part" in said, game.id
        assert seeds[0] == seeds[1], (game.id, seeds)


def test_every_game_with_readings_compares_its_first_pair(app: OpenApp) -> None:
    """Each game with named variants: its Compare page shows the engine's comparison of its
    first pair of readings, on the page's first deal (five players where both deal to five)."""

    at = app()
    for game, c in _first_comparisons(at):
        said = boxes(at)
        if c.parting is None:
            assert "never part" in said, game.id
        else:
            p = c.parting
            where = f"action {p.step + 1}" if p.kind != "settlement" else "the settlement"
            assert f"They part at {where}" in said, game.id
            text = markdown(at)
            for rules in c.parting.rules:
                for rule in rules:
                    assert md(rule.statement) in text, (game.id, rule.id)


def _option_notes(at: AppTest, c: Comparison) -> str:
    """The page's lines on what the two readings set differently (one per option)."""
    labels = [f"**{md(o.label)}**" for o, _, _ in c.options]
    found = [m.value for m in at.markdown if any(label in m.value for label in labels)]
    assert found, labels
    return "\n".join(found)


def test_the_option_notes_name_the_books_not_seed_files(app: OpenApp) -> None:
    """Loo's notes read '000 deals a widow in every deal; 002 deals none in a simple' (a seed
    file's number means nothing to a learner); they name the book, as the Rules page and the
    Play page's rules box do."""
    at = app()
    notes = {game.id: _option_notes(at, c) for game, c in _first_comparisons(at)}
    for game_id, text in notes.items():
        assert not re.search(r"\b00\d\b|\bseeds?\b|RULES\.md", text, re.I), (game_id, text)
    assert "The lesson text deals a widow in every deal; Foster deals none" in notes["loo"]


def test_the_option_notes_show_no_engine_values_and_each_reading_says_what_it_is(
    app: OpenApp,
) -> None:
    """Linger Longer's note read 'When the stock runs out: ...: play_on · ...: reshuffle', the
    engine's values for the option. Each reading is described as the Play page's rules box
    describes it (its name and description), and a value that is neither yes/no, a number nor
    a book is not shown (Sixty-Six's closing penalties 'modern'/'foster' alike)."""
    at = app()
    for game, c in _first_comparisons(at):
        notes = _option_notes(at, c)
        text = markdown(at)
        for side in c.sides:
            said = game.variants[side.variant].description
            assert md(said) in text, (game.id, said)
        for _, va, vb in c.options:
            for v in (va, vb):
                if isinstance(v, str) and v not in SEED_FILES:
                    assert not re.search(rf"\b{re.escape(v)}\b", notes), (game.id, v, notes)
    sixty_six = REGISTRY.get("sixty_six")
    go(at, "sixty_six:compare")
    at.selectbox(key="w:sixty_six:cmp_b").set_value("foster_closing").run()
    c = compare(sixty_six, players=2, seed=0, variants=("seed", "foster_closing"))
    notes = _option_notes(at, c)
    assert not re.search(r"\b(modern|foster)\b", notes), notes


def test_actions_are_named_as_the_play_pages_buttons_name_them(app: OpenApp) -> None:
    """The learner walk read 'rob 8♣', 'meld Q♠', 'stand', 'widow' (the engine's words) in the
    action column and the parting's lines. Each action besides a card is named as its button
    on the Play page names it (ui.play_table.card_or_label), and in a sentence in quotes."""
    at = app()
    for game, c in _first_comparisons(at):
        tables = [t for t in html_tables(at) if t and "action" in t[0]]
        assert len(tables) in (2, 3), game.id  # (the actions before a parting in play: once)
        shared = tables[0] if len(tables) == 3 else []
        steps = tables[-2:]
        for side, table in zip(c.sides, steps, strict=True):
            state, want = side.start, []
            for s in side.steps:
                want.append(card_or_label(game, state, s.action))
                state = game.apply(state, s.action)
            assert [row["action"] for row in [*shared, *table]] == want, game.id
        if game.id == "loo":  # P1 under the lesson text is to declare in a single pool
            assert "\u201cTake the widow\u201d" in markdown(at)
            assert "stand, widow" not in markdown(at)
        if game.id == "rams":  # P0, the dealer, robs the turned trump
            assert "Rob the trump, discard 8♣" in [r["action"] for r in [*shared, *steps[0]]]


def test_each_sides_table_opens_on_the_parting_row(app: OpenApp) -> None:
    """The walk found the parting row (Rams: action 13) below the fold of each side's table,
    a box of a dozen rows. The actions before a parting in play, the same on both sides, are
    shown once, folded; each side's table opens on the row where they part."""
    at = app()
    for game, c in _first_comparisons(at):
        p = c.parting
        tables = [t for t in html_tables(at) if t and "action" in t[0]]
        if p is None or p.kind == "settlement" or p.step == 0:
            assert len(tables) == 2, game.id
            continue
        shared, *sides = tables
        assert [r["#"] for r in shared] == [str(k + 1) for k in range(p.step)], game.id
        assert "same" not in shared[0]
        for table in sides:
            assert table[0]["#"] == str(p.step + 1) and table[0]["same"] == "◀ they part"
        label = f"Actions 1–{p.step}, the same under both readings"
        assert label in [e.label for e in at.expander], game.id


def test_the_count_of_shared_actions_fits_the_deal(app: OpenApp) -> None:
    """'0 actions the same on both sides; after the readings part, ...' (Loo, parting at the
    first action) and '26 actions the same ...; after the readings part, ...' under a deal in
    which they never part (Spoil Five) read oddly; each now says what happened."""
    at = app()
    captions = {}
    for game, c in _first_comparisons(at):
        captions[game.id] = ("\n".join(x.value for x in at.caption), c)
    text, c = captions["loo"]
    assert c.together == 0 and "No action the same on both sides: from the first" in text
    text, c = captions["linger_longer"]  # (its readings never part in a dealt game)
    assert c.parting is None and f"All {c.together} actions the same on both sides." in text
    assert "after the readings part" not in text


def test_the_shared_actions_are_counted_in_good_english() -> None:
    """'All 1 actions' read wrongly where a deal from Play had one action (Sixty-Six)."""
    from dataclasses import replace

    from ui.pages.compare import _together_words

    c = compare(REGISTRY.get("loo"), players=5, seed=0, variants=("foster1897", "lesson_000"))
    one = replace(c, together=1, parting=None)
    assert _together_words(one) == "The one action taken was the same on both sides."
    assert _together_words(replace(one, together=0), "hand") == "The hand ended as dealt."


def test_a_settlement_parting_says_every_action_was_the_same() -> None:
    """Forty-Five's readings of the scoring part only at the settlement, yet the count read
    '11 actions the same on both sides; after the readings part, each side's computer players
    carry on by themselves' (seen on /forty_five-compare): nothing carries on."""
    from ui.pages.compare import _together_words

    g = REGISTRY.get("forty_five")
    c = compare(g, players=2, seed=1, variants=("rules_md", "per_trick"))
    assert c.parting is not None and c.parting.kind == "settlement"
    said = _together_words(c)
    assert said == f"All {c.together} actions the same on both sides: only the settlement differs."


def test_no_one_choice_radio_before_a_deal_in_play(app: OpenApp) -> None:
    """Before Play has dealt the learner a deal, a seeded deal is the only source: the page
    says so and where the other comes from, instead of a radio of one choice; once he has a
    deal, the radio offers both."""
    at = go(app(), "spoil_five:compare")
    assert at.title[0].value == "Compare readings: Spoil Five"
    assert not [r for r in at.radio if r.key == "w:spoil_five:cmp_source"]
    captions = "\n".join(x.value for x in at.caption)
    assert "A deal by its number. Your own deal in Play can be compared here too" in captions
    at.session_state["sixty_six:table"] = finished_table("sixty_six")
    go(at, "sixty_six:compare")
    assert at.radio(key="w:sixty_six:cmp_source").options == [
        "A hand by its number",
        "My last hand in Play",
    ]


def test_readings_that_part_while_the_moves_stay_the_same_say_so() -> None:
    """A card refused in one reading, or another trick winner, while the move made stays
    allowed on both sides: the count read '22 actions the same on both sides; after the
    readings part, each side's computer players carry on by themselves' with the readings
    parting at action 17 of 22, and nobody carried on by himself; then 'All 22 actions the
    same on both sides, though the readings part at action 17', two figures read as a
    contradiction. The page and the notebooks' text now say why both hold: the action taken
    where the readings part is allowed under both."""
    from ui.pages.compare import _together_words

    six = compare(REGISTRY.get("sixty_six"), players=2, seed=0,
                  variants=("seed", "strict_second_phase_german_practice"))  # fmt: skip
    assert six.parting is not None and (six.parting.step, six.together) == (16, 22)
    assert _together_words(six) == (
        "All 22 actions the same on both sides: where the readings part, at action 17, the "
        "action taken is allowed under both."
    )
    assert "The readings part at action 17: an action allowed under one reading is refused " in (
        comparison_text(six)
    )
    rams = compare(REGISTRY.get("rams"), players=5, seed=1, variants=("standard", "ecarte_rank"))
    assert rams.parting is not None and (rams.parting.step, rams.together) == (9, 10)
    assert _together_words(rams) == (
        "The first 10 actions the same on both sides: where the readings part, at action 10, "
        "the last of them, the action taken is allowed under both; after that, each side's "
        "computer players carry on by themselves."
    )


def test_the_shared_count_never_contradicts_the_parting() -> None:
    """Over every game's readings (three seeds, fewest and most players): where the page
    counts more shared actions than the parting's number, it says the action taken at the
    parting is allowed under both, as the engine's comparison shows."""
    from ui.pages.compare import _together_words

    seen = 0
    for game in REGISTRY:
        for pair in variant_pairs(game):
            ranges = [game.players_range(game.make_opts(v)) for v in pair]
            lo, hi = max(r[0] for r in ranges), min(r[1] for r in ranges)
            for players in sorted({lo, hi}):
                for seed in range(3):
                    c = compare(game, players=players, seed=seed, variants=pair)
                    p = c.parting
                    if p is None or p.kind == "settlement" or p.step >= c.together:
                        continue
                    said, k = _together_words(c), p.step + 1
                    action = c.sides[0].steps[p.step].action
                    assert all(action in side.steps[p.step].legal for side in c.sides)
                    assert f"where the readings part, at action {k}" in said, said
                    assert "the action taken is allowed under both" in said, said
                    assert "though" not in said, said
                    seen += 1
    assert seen
