"""``ui.server.PageAliases`` (server.py): another address of a page (``/loo``, ``/sixty-six``,
``/home``) is sent on to the page's own address before the page loads, the link's parameters
kept as the app's own run keeps them (ui.pages.navigation), and so is a link to the app's root
that names a page (``/?game=loo&step=widow``: Home's links), every parameter kept but ``game``
and ``page``; everything else passes through (issue 12, part 5: a page load, not a run that
only sends the learner on and a second one)."""

from __future__ import annotations

from typing import Any

import pytest

from bench.serve import run_apart
from ui.pages import addresses, aliases, home_link_address
from ui.pages.links import KEYS
from ui.server import PageAliases

BROWSER = [(b"accept", b"text/html,application/xhtml+xml")]


def ask(
    path: str,
    query: bytes = b"",
    headers: list[tuple[bytes, bytes]] = BROWSER,
    method: str = "GET",
    kind: str = "http",
    base: str = "",
) -> tuple[list[dict[str, Any]], list[str]]:
    """One request through server.py's PageAliases: what reached the client, and the paths
    the app behind it was asked for."""
    import server

    moved = {a: server._own(k) for a, k in aliases().items()}
    passed: list[str] = []
    sent: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        passed.append(scope["path"])
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"page"})

    async def receive() -> dict[str, Any]:
        return {"type": "http.request"}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = {"type": kind, "method": method, "path": path, "query_string": query}
    run_apart(
        PageAliases(app, moved=moved, keys=KEYS, home=home_link_address, base=base)(
            {**scope, "headers": headers}, receive, send
        )
    )
    return sent, passed


def location(sent: list[dict[str, Any]]) -> str:
    start = sent[0]
    assert start["status"] == 302, start
    where: bytes = dict(start["headers"])[b"location"]
    return where.decode()


@pytest.mark.parametrize(
    ("path", "query", "to"),
    [
        ("/loo", b"", "/loo-learn"),
        ("/sixty-six", b"", "/sixty_six-learn"),
        ("/sixty_six/", b"", "/sixty_six-learn"),
        ("/home", b"", "/"),
        ("/x/forty-five", b"", "/x/forty_five-learn"),  # (the app served under a path)
        # a link's own parameters kept, in the order given; the others (a learner's code, a
        # stray word) left out, as the app's st.switch_page leaves them
        ("/loo", b"learner=ab12&step=widow&x=1&variant=002", "/loo-learn?step=widow&variant=002"),
    ],
)
def test_another_address_of_a_page_is_sent_on_to_its_own(path: str, query: bytes, to: str) -> None:
    sent, passed = ask(path, query)
    assert location(sent) == to
    assert sent[1]["body"] == b"" and not passed  # (the app is not asked)


@pytest.mark.parametrize(
    ("path", "query", "to"),
    [
        ("/", b"game=loo&step=widow", "/loo-learn?step=widow"),
        ("/", b"game=loo", "/loo-learn"),  # (a game alone: its first page)
        ("/", b"game=loo&page=play&seed=4", "/loo-play?seed=4"),
        ("/", b"seed=4&game=loo", "/loo-play?seed=4"),  # (a seed alone: Play)
        ("/", b"game=sixty_six&question=q1", "/sixty_six-quiz?question=q1"),
        ("/", b"page=review", "/review"),
        ("/", b"game=rounce&page=compare", "/rounce-compare"),  # (one reading: says so)
        ("/", b"game=loo&first=000&second=002", "/loo-compare?first=000&second=002"),
        # every parameter kept but those the address now says: a learner's code is read by
        # the page the link opens (ui.pages.common.current_learner), as Home's run read it
        ("/", b"learner=ab12&game=loo&step=widow&x=1", "/loo-learn?learner=ab12&step=widow&x=1"),
        ("/home", b"game=loo&step=widow", "/loo-learn?step=widow"),
        # /home with a game that names nothing: Home, which says so (links.home_link)
        ("/home", b"game=lo&page=play&step=widow", "/?game=lo&page=play&step=widow"),
    ],
)
def test_a_link_to_home_naming_a_page_is_sent_to_it(path: str, query: bytes, to: str) -> None:
    """Home's links (``/?game=G&...``) took two runs: Home's, which only switched page, and the
    page's. Now the browser is sent to the page's own address and loads it: one run."""
    sent, passed = ask(path, query)
    assert location(sent) == to
    assert sent[1]["body"] == b"" and not passed  # (the app is not asked)


def test_a_link_to_home_under_a_path_of_its_own() -> None:
    """Served under ``server.baseUrlPath`` (``/x``): its root is ``/x/``, a page ``/x/loo``."""
    sent, passed = ask("/x/", b"game=loo&step=widow", base="/x")
    assert location(sent) == "/x/loo-learn?step=widow" and not passed
    sent, passed = ask("/x", b"page=review", base="x")
    assert location(sent) == "/x/review" and not passed
    _, passed = ask("/", b"game=loo", base="/x")  # (not the app's root there)
    assert passed == ["/"]


@pytest.mark.parametrize(
    "query",
    [
        b"",
        b"step=widow",  # (no game: Home, as before)
        b"game=lo&page=play",  # names nothing: Home says which (test_home_link_problem)
        b"game=loo&page=plya",
        b"page=play",
    ],
)
def test_a_link_to_home_naming_no_page_opens_home(query: bytes) -> None:
    sent, passed = ask("/", query)
    assert passed == ["/"] and sent[0]["status"] == 200


@pytest.mark.parametrize(
    ("path", "headers", "method", "kind"),
    [
        ("/loo-learn", BROWSER, "GET", "http"),  # a page's own address
        ("/lo", BROWSER, "GET", "http"),  # no page's (the app says so itself)
        ("/loo", [], "GET", "http"),  # not a browser's request for a page
        ("/loo", BROWSER, "POST", "http"),
        ("/loo", BROWSER, "GET", "websocket"),
        ("/", [], "GET", "http"),  # a link to Home: only a browser's request for a page
        ("/", BROWSER, "POST", "http"),
        ("/", BROWSER, "GET", "websocket"),
    ],
)
def test_everything_else_passes_through(
    path: str, headers: list[tuple[bytes, bytes]], method: str, kind: str
) -> None:
    sent, passed = ask(path, b"game=loo&step=widow", headers, method, kind)
    assert passed == [path]
    assert sent[0]["status"] == 200


def test_every_alias_is_sent_to_the_page_the_app_opens_there() -> None:
    """Each alias of ui.pages.aliases goes to an address the app routes (addresses()), that of
    the page the app's own run switches to there (the key aliases() gives: ``loo:learn``)."""
    import server

    routed = set(addresses())
    for alias, key in aliases().items():
        own = server._own(key)
        assert own == "" if key == "home" else own in routed, (alias, own)
        assert own == ("" if key == "home" else key.replace(":", "-")), (alias, key, own)
