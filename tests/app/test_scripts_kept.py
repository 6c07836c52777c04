"""``ui.server.ScriptsKept``: the app's component scripts get a lifetime in the browser's cache.

Streamlit serves ``/_stcore/bidi-components/<project>.<name>/<file>`` with ``Cache-Control:
public`` and nothing a browser can reuse (no max-age, ETag or Last-Modified), so Chromium
fetched every script again in full on every page load. The header as a real server sends it is
read in tests/e2e/test_browser.py (a page at its own address)."""

from __future__ import annotations

from typing import Any

from bench.serve import run_apart
from ui.components import PROJECT
from ui.server import KEPT_FOR, ScriptsKept

SCRIPT = f"/_stcore/bidi-components/{PROJECT}.page_helper/page_helper.js"
STREAMLIT = [
    (b"content-type", b"application/javascript"),
    (b"cache-control", b"public"),
    (b"vary", b"Accept-Encoding"),
]


def answer(
    path: str, status: int = 200, method: str = "GET", kind: str = "http"
) -> list[dict[str, Any]]:
    """What reaches the browser when Streamlit answers ``path`` with ``status`` (its headers
    for a component's file), through the middleware."""
    sent: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": status, "headers": STREAMLIT})
        await send({"type": "http.response.body", "body": b"export default 1"})

    async def receive() -> dict[str, Any]:
        return {"type": "http.request"}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = {"type": kind, "method": method, "path": path, "headers": []}
    run_apart(ScriptsKept(app, project=PROJECT)(scope, receive, send))
    return sent


def cache_control(sent: list[dict[str, Any]]) -> list[bytes]:
    return [v for k, v in sent[0]["headers"] if k == b"cache-control"]


def test_an_app_script_is_kept_for_its_lifetime_in_place_of_streamlit_s_header() -> None:
    for path in (SCRIPT, f"/under/a/proxy{SCRIPT}"):  # (a server's base path too)
        for method in ("GET", "HEAD"):
            sent = answer(path, method=method)
            assert cache_control(sent) == [b"public, max-age=%d" % KEPT_FOR]
            # everything else as Streamlit sent it, and the body untouched
            assert [h for h in sent[0]["headers"] if h[0] != b"cache-control"] == [
                h for h in STREAMLIT if h[0] != b"cache-control"
            ]
            assert sent[1]["body"] == b"export default 1"
    assert KEPT_FOR == 600


def test_what_is_not_an_app_script_found_is_left_as_streamlit_sent_it() -> None:
    others = [
        SCRIPT.replace(f"{PROJECT}.", "someone_else."),  # another package's component
        f"/_stcore/bidi-components/{PROJECT}.page_helper/index.html",  # Streamlit: no-cache
        "/static/js/index.js",  # Streamlit's own, hashed and kept a year by Streamlit
        "/loo-play",
    ]
    for path in others:
        assert cache_control(answer(path)) == [b"public"], path
    assert cache_control(answer(SCRIPT, status=404)) == [b"public"]  # (not found: not kept)
    assert cache_control(answer(SCRIPT, method="POST")) == [b"public"]
    assert cache_control(answer(SCRIPT, kind="websocket")) == [b"public"]
