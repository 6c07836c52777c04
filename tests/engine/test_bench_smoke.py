"""The benchmark modules import and a very short run works (nothing here is timed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import __main__ as bench_main
from bench import loo as bench_loo
from engine.game import REGISTRY


def test_every_bench_module_is_found_and_loo_comes_first() -> None:
    names = bench_main.bench_names()
    assert names[0] == "loo"
    assert "common" not in names and "__main__" not in names


def test_unknown_bench_name_is_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main.main(["no_such_game"]) == 2
    out = capsys.readouterr().out.strip()
    assert out.startswith("bench: no benchmark named no_such_game (have: loo")
    assert "\n" not in out


def test_loo_playouts_play_complete_deals_of_both_variants() -> None:
    p = bench_loo.loo_playouts(deals=5, seed=1)
    assert p.deals == 5
    # every player before the dealer declares or plays at least once a deal
    assert p.player_actions >= p.deals * (bench_loo.PLAYERS - 1)
    assert p.chance_actions == 0
    assert 0 < p.player_seconds <= p.seconds
    assert bench_loo.loo_playouts(deals=5, seed=1).player_actions == p.player_actions  # seeded


def test_open_spiel_oh_hell_has_the_shape_we_compare_with() -> None:
    pytest.importorskip("pyspiel")
    game = bench_loo.load_open_spiel()
    p = bench_loo.open_spiel_playouts(game, deals=3, seed=1)
    # 5 bids + 15 cards by the players; the dealer, 15 cards and the trump card by chance
    assert p.player_actions == 3 * 20
    assert p.chance_actions == 3 * 18
    q = bench_loo.open_spiel_playouts(game, deals=3, seed=1, successor=True)
    assert q.player_actions == p.player_actions
    # the driver picks chance outcomes uniformly: right only while they are equally likely
    assert game is not None, "pyspiel is installed, so its oh_hell loads"
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert len({round(prob, 12) for _, prob in outcomes}) == 1
        state.apply_action(outcomes[0][0])


def test_loo_run_prints_our_figures_and_the_ratio() -> None:
    lines = bench_loo.run(deals=4, repeats=1, strength_deals=2, pairs=2)
    assert lines[0].startswith("loo: ") and "deals/s" in lines[0]
    assert lines[1].startswith("loo Monte-Carlo vs random: ") and "(2 deals, " in lines[1]
    assert "a deal more than the rule of thumb in its seat on the same deals" in lines[2]
    if bench_loo.load_open_spiel() is None:
        assert lines[-1].startswith("open_spiel: skipped")
    else:
        assert "ratio ours/open_spiel (median of 2 paired runs): deals " in lines[-1]


def test_loo_strength_pairs_each_deal_with_the_rule_of_thumb_in_the_same_seat() -> None:
    # the same deals, seats and seeded opponents: the rule of thumb against itself differs
    # by nothing, and another player by his net less the rule of thumb's, deal by deal
    from engine.games.loo import LOO

    *_, same, same_se = bench_loo.strength(LOO, "rule_of_thumb", 8, hero="rule_of_thumb")
    assert (same, same_se) == (0.0, 0.0)
    thumb_net = bench_loo.strength(LOO, "rule_of_thumb", 8, hero="rule_of_thumb")[1]
    _, random_net, _, _, gain, gain_se = bench_loo.strength(LOO, "rule_of_thumb", 8, hero="random")
    assert gain == pytest.approx(random_net - thumb_net) and gain_se > 0


def test_sixty_six_cpu_line_pairs_ours_with_schnapsen_in_cpu_time() -> None:
    pytest.importorskip("schnapsen")
    from bench import sixty_six as bench_sixty_six

    line = bench_sixty_six.cpu_line(deals=30, pairs=2)
    assert line.startswith("sixty_six in CPU time: ")
    assert "ratio ours/schnapsen (whole loops) deals " in line
    assert line.endswith("(medians of 2 paired runs)")


def test_app_bench_finds_the_play_page_by_the_registry_or_says_skipped() -> None:
    from bench import app as bench_app

    lines = bench_app.run(reruns=1, moves=1)
    assert len(lines) == len(list(REGISTRY))
    for game, line in zip(REGISTRY, lines, strict=True):
        assert line.startswith(f"app: {game.id}")
        assert "Play page: rerun median" in line or "skipped: Play page not found" in line
    assert "skipped" not in lines[0]  # Loo has a Play page


def test_app_bench_without_an_app_says_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench import app as bench_app

    monkeypatch.setattr(bench_app, "APP", bench_app.APP.with_name("no_such_app.py"))
    assert bench_app.run(reruns=1, moves=1) == ["app: skipped: Play page not found (no app.py)"]


def test_serve_refuses_a_port_another_server_holds() -> None:
    """``bench.serve.serve`` on a busy port says so at once, instead of taking the other
    server's health answer for its own (and a test or a benchmark then using the wrong app)."""
    import socket

    from bench.serve import serve

    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        with pytest.raises(RuntimeError, match=f"port {port} .*already in use"), serve(port):
            pass


def test_a_server_that_does_not_start_says_why(tmp_path: Path) -> None:
    """A server that exits before it answers names its own error. The servers' output was
    thrown away, so a start that failed said only '... the server exited (code 1) before it
    answered' (seen in ``make stress``'s restart of a killed server, while a module the app
    imports was being renamed: the cause was known only by running the server by hand)."""
    from bench.serve import serve

    # a server script as server.py is (st.App, imported when the server starts) whose import
    # of the engine fails: the server exits with code 1
    broken = tmp_path / "broken_server.py"
    broken.write_text(
        "from pathlib import Path\n\nimport streamlit as st\n\n"
        "import engine.games.no_such_module  # noqa: F401\n\n"
        'app = st.App(Path(__file__).with_name("page.py"))\n',
        encoding="utf-8",
    )
    (tmp_path / "page.py").write_text('import streamlit as st\n\nst.write("page")\n')
    root = Path(__file__).resolve().parents[2]
    with pytest.raises(RuntimeError) as failed, serve(script=broken, cwd=root):
        pass
    message = str(failed.value)
    assert "did not start" in message
    assert "No module named 'engine.games.no_such_module'" in message, message
