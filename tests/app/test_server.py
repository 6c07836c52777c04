"""``ui.server.ServerAddress``: the line it puts in the page Streamlit serves, and what it
leaves alone (issue 12, part 5). The browser side is in tests/e2e/test_browser.py."""

from __future__ import annotations

import importlib
from typing import Any

from bench.serve import run_apart
from ui.components import PROJECT
from ui.server import PageAliases, ScriptsKept, ServerAddress, address_script, with_address

PAGES = ("home", "loo-play")
PAGE = b"<!DOCTYPE html><html><head><title>Streamlit</title></head><body></body></html>"


def run(
    inner_headers: list[tuple[bytes, bytes]],
    bodies: list[bytes],
    request_headers: list[tuple[bytes, bytes]],
    method: str = "GET",
    kind: str = "http",
) -> tuple[list[dict[str, Any]], list[tuple[bytes, bytes]]]:
    """Send one request through the middleware to an app answering ``bodies`` (in chunks);
    return what reached the client and the headers the app was asked with."""
    seen: list[tuple[bytes, bytes]] = []
    sent: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        seen.extend(scope["headers"])
        await send({"type": "http.response.start", "status": 200, "headers": inner_headers})
        for i, b in enumerate(bodies):
            await send({"type": "http.response.body", "body": b, "more_body": i < len(bodies) - 1})

    async def receive() -> dict[str, Any]:
        return {"type": "http.request"}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = {"type": kind, "method": method, "path": "/loo-play", "headers": request_headers}
    run_apart(ServerAddress(app, pages=PAGES)(scope, receive, send))
    return sent, seen


BROWSER = [(b"accept", b"text/html,application/xhtml+xml"), (b"accept-encoding", b"gzip, br")]
HTML = [
    (b"content-type", b"text/html; charset=utf-8"),
    (b"content-length", b"%d" % len(PAGE)),
    (b"etag", b'"39174bb8"'),
    (b"last-modified", b"Tue, 01 Dec 2026 10:30:25 GMT"),
    (b"cache-control", b"no-cache"),
]


def test_a_page_gets_the_address_first_in_its_head_with_its_length_set_again() -> None:
    sent, seen = run(HTML, [PAGE[:20], PAGE[20:]], BROWSER)
    start, body = sent
    script = address_script(PAGES)
    assert body["body"] == PAGE.replace(b"<head>", b"<head>" + script)
    assert (b"content-length", b"%d" % len(body["body"])) in start["headers"]
    assert [k for k, _ in start["headers"]].count(b"content-length") == 1
    # the file's validators go with its old content (a revalidation must not keep another page)
    assert [k for k, _ in start["headers"]] == [
        b"content-type",
        b"cache-control",
        b"content-length",
    ]
    # asked uncompressed (the page is rewritten), everything else the browser sent kept
    assert seen == BROWSER[:1]


def test_the_script_knows_the_app_s_pages_and_nothing_else() -> None:
    """What the script does is checked in Chromium (tests/e2e/test_browser.py); here, what it
    is told: the app's page addresses, each once, and nothing that could end the script."""
    from ui.pages import addresses

    pages = addresses()
    assert len(pages) == len(set(pages)) and {"home", "review", "loo-play"} <= set(pages)
    script = address_script(pages + ["loo-play"]).decode()
    assert script.count('"loo-play"') == 1 and script.count("</script>") == 1
    assert script.startswith("<script>") and "BACKEND_BASE_URL" in script


def test_what_is_not_a_page_passes_through_untouched() -> None:
    js = [(b"content-type", b"text/javascript"), (b"content-length", b"3")]
    # an answer that is not HTML to a request that would take a page: not held or changed
    # (asked uncompressed all the same: which answer comes is known only once it comes)
    sent, seen = run(js, [b"1;2"], BROWSER)
    assert [m.get("body") for m in sent] == [None, b"1;2"] and sent[0]["headers"] == js
    # a request that does not ask for HTML keeps its compression and its answer
    plain = [(b"accept", b"*/*"), (b"accept-encoding", b"gzip")]
    sent, seen = run(HTML, [PAGE], plain)
    assert seen == plain and sent[1]["body"] == PAGE
    # other methods, and the websocket's scope, are not looked at
    for method, kind in (("POST", "http"), ("GET", "websocket")):
        sent, seen = run(HTML, [PAGE], BROWSER, method=method, kind=kind)
        assert seen == BROWSER and sent[1]["body"] == PAGE


def test_a_page_without_a_head_is_left_as_it_is() -> None:
    assert with_address(b"<html><body>x</body></html>", b"<script></script>") == (
        b"<html><body>x</body></html>"
    )


def test_server_py_serves_app_py_through_st_app_with_the_middleware() -> None:
    server = importlib.import_module("server")
    app = server.app
    assert app.script_path.name == "app.py" and app.script_path.exists()
    moved, address, scripts = app._user_middleware
    # another address of a page sent on first (tests/app/test_aliases_sent_on.py)
    assert moved.cls is PageAliases and moved.kwargs["moved"]["loo"] == "loo-learn"
    assert address.cls is ServerAddress and "loo-play" in address.kwargs["pages"]
    # the components' scripts kept (tests/app/test_scripts_kept.py)
    assert scripts.cls is ScriptsKept and scripts.kwargs == {"project": PROJECT}
