"""What the server adds to Streamlit's own page: one script in its ``<head>`` (issue 12, part 5),
a lifetime for the app's component scripts (:class:`ScriptsKept`), and the other addresses of a
page sent on to its own before the page loads (:class:`PageAliases`).

A page opened at its own address (``/loo-play``, a link a teacher sent) starts Streamlit's
browser code at that address, which does not know whether ``loo-play`` is a page or the path
the server is mounted under. So it first asks ``/loo-play/_stcore/health``, gets a 404, waits
~100 ms and only then asks ``/_stcore/health``: 130–230 ms before the page's first content
(measured in Chromium: ``python -m bench.page_speed``), on every page but Home, every time.

Streamlit's browser code reads ``window.__streamlit.BACKEND_BASE_URL`` (the hook a host uses
to say where the server is) before it asks anything. :class:`ServerAddress` puts a script in
the HTML Streamlit serves for any page that says, when the address ends in one of the app's
own pages, that the server is at the address without it: ``/loo-play`` → ``/``, and behind a
proxy that serves the app under a path of its own, ``/x/loo-play`` → ``/x/``. At any other
address (Home, an unknown page) it says nothing and Streamlit finds its server as it always
does. It is an ASGI middleware for ``st.App`` (``server.py`` at the top of the project,
``make run``); a plain ``streamlit run app.py`` serves the same pages, with the detour.

Measured, not kept (issue 12 part 5, page loads; load2): hints in the page's head for the
scripts it will need, ``<link rel="modulepreload">`` put in by this middleware. Where a page's
first content goes, by the page's own clock (a fresh context, Chromium, CDP and a stand-in for
React's DevTools hook, the machine at load 5-13): Streamlit's code asks for an element's chunk
only when the first such element arrives (a component, ``BidiComponent.js`` with
``serialization.js`` and ``recordbatch.js``, ~200 kB; st.html, ``Html.js`` with DOMPurify; a
page link, a button, a toggle, a select box each its own), and React draws the heading in the
same commit as the elements that came with it, so the heading waits for those chunks: Home's
heading message arrived at 1000 ms, the chunks were fetched from 1024 to 1149 ms and the
heading was drawn at 1182 ms (a bare page: 35-45 ms from its message to its heading). A
component's script (``nav.js``, the page menu) is asked for only once its element has mounted,
after that: 1.3-2.4 s into a load. Rules' heading is drawn with its first message, but the
books' texts in its tabs (Markdown of 7-21 kB of HTML each, ~400 React components) then hold
the main thread for one task of 0.1-1.1 s, and bench.page_speed's Playwright, which looks for
the heading 0, 20, 50, 100 and 100 ms after the load event and then every 500 ms, each look
waiting for the main thread, saw it 0.34 s after it was drawn (Rules: 1.35 s against 1.01 s
in the page, medians of 6 loads at load 2-3; a bare page 0.96 against 0.93).
Tried: (1) every chunk and component script the page's elements need (by kind: Learn's and
Compare's 37-38 files, a select box's ~20 among them; Play's 26; Home's 13): the heading came
28 ms after its message, but the session's start came later (the extra requests share the
browser's six connections to the server and its one Python process), and bench.page_speed (8
pairs, --no-clicks, load 6.5-15, paired with a clean export of fb572dca), before/now, over 1 is faster: Home 1.00 ±0.09,
Review 1.07 ±0.08, Loo Play 0.93 ±0.10, Compare 0.97 ±0.11, Rules 0.99 ±0.12, Progress 0.98
±0.06, Loo Learn 0.80 ±0.06 (slower: its 37 hints), Sixty-Six Quiz 1.00 ±0.06. (2) Those
every page needs only (the component chunk, st.html's, and the page's component scripts: 9 to
14 files): Home 1.05 ±0.05, Review 0.95 ±0.06, Play 0.97 ±0.05, Compare 0.96 ±0.06, Rules
0.95 ±0.09, Progress 1.06 ±0.08, Learn 1.04 ±0.14, Sixty-Six Quiz 0.98 ±0.08 (load 4-16);
the page menu shown (by the page's clock, 8 loads each, load 8-10) Home 1383 -> 1294 ms,
Review 1382 -> 1305, Loo Play 1239 -> 1359, Rules 1600 -> 1635: within the spread. (3) The
same, added by a script at the load event rather than in the head: the heading by the page's
clock (10 loads each, load 8-13) Home 1456 -> 1399 ms, Review 1232 -> 1535, Progress 1509 ->
1414: no better.
The script run's share, from its first message to the heading's: 55-82 ms against a bare
page's 36-51. What is left to cut is the first commit's work (the chunks it waits for, the
elements drawn with the heading); Rules now draws only the tab open (ui.pages.rules).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable, Mapping, MutableMapping
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def address_script(pages: Iterable[str]) -> bytes:
    """The ``<script>`` that tells Streamlit's browser code where its server is when the
    page's address ends in one of ``pages`` (the app's page addresses): there, without that
    last part. A host that set ``window.__streamlit`` before keeps its own."""
    names = json.dumps(sorted(set(pages)), separators=(",", ":"))
    js = (
        r'var p=location.pathname.replace(/\/+$/,""),i=p.lastIndexOf("/");'
        f"if(!window.__streamlit&&{names}.indexOf(p.slice(i+1))>=0)"
        r'window.__streamlit={BACKEND_BASE_URL:location.origin+p.slice(0,i)+"/"};'
    )
    return f"<script>(function(){{{js}}})()</script>".encode()


def with_address(html: bytes, script: bytes) -> bytes:
    """``html`` with ``script`` first in its ``<head>`` (unchanged if it has none)."""
    head = html.find(b"<head>")
    if head < 0:
        return html
    at = head + len(b"<head>")
    return html[:at] + script + html[at:]


class ServerAddress:
    """ASGI middleware: every HTML page the app serves gets :func:`address_script` (for the
    app's page addresses ``pages``) in its head.

    Only a browser's request for a page (``Accept: text/html``) is touched: it is asked for
    without compression (the page is 8 kB; the response is rewritten) and, when the answer is
    HTML, its body is held, the script put in, ``Content-Length`` set again and the file's
    ``ETag``/``Last-Modified`` dropped. Everything else (scripts, the websocket, health,
    media) passes straight through.
    """

    def __init__(self, app: ASGIApp, pages: Iterable[str]) -> None:
        self.app = app
        self.script = address_script(pages)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "GET" or not _wants_html(scope):
            await self.app(scope, receive, send)
            return
        headers = [(k, v) for k, v in scope.get("headers", []) if k.lower() != b"accept-encoding"]
        start: Message | None = None
        body: list[bytes] = []

        async def send_page(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                if _is_html(message):
                    start = message  # held until the body is complete
                    return
            elif start is not None and message["type"] == "http.response.body":
                body.append(message.get("body", b""))
                if message.get("more_body"):
                    return
                html = with_address(b"".join(body), self.script)
                # its length is new, and so is its content: the file's validators go (else a
                # browser revalidating would be told its copy of another page is current)
                kept = [(k, v) for k, v in start["headers"] if k.lower() not in _RESET]
                await send({**start, "headers": [*kept, (b"content-length", b"%d" % len(html))]})
                await send({"type": "http.response.body", "body": html})
                return
            await send(message)

        await self.app({**scope, "headers": headers}, receive, send_page)


_RESET = (b"content-length", b"etag", b"last-modified")


def _wants_html(scope: Scope) -> bool:
    return any(k.lower() == b"accept" and b"text/html" in v for k, v in scope.get("headers", []))


def _is_html(start: Message) -> bool:
    return any(
        k.lower() == b"content-type" and v.startswith(b"text/html")
        for k, v in start.get("headers", [])
    )


KEPT_FOR = 600
"""Seconds a browser keeps the app's component scripts (``Cache-Control: max-age``)."""


class ScriptsKept:
    """ASGI middleware: the app's component scripts (``ui.components``, served by Streamlit at
    ``/_stcore/bidi-components/<project>.<name>/<file>``) are kept by the browser for
    :data:`KEPT_FOR` seconds.

    Streamlit 1.67 serves them with ``Cache-Control: public`` and no lifetime, ``ETag`` or
    ``Last-Modified``, so a browser keeps nothing it could reuse: every page load (a reload, a
    link opened, a new tab) fetched each script again in full (Chromium, seen on the wire: four
    scripts, 11 kB compressed, on every load). Streamlit has no setting for it; ``st.App``'s
    middleware is its hook. Their addresses carry no version, so the lifetime is short: a
    browser may run a script from before an upgrade of the app for up to ten minutes, and a
    developer who edits one reloads without the cache (Shift with reload) to see it at once.
    Only a script found (200) is given it; Streamlit's HTML files there keep ``no-cache``, and
    everything else passes untouched.
    """

    def __init__(self, app: ASGIApp, project: str) -> None:
        self.app = app
        self.prefix = f"/_stcore/bidi-components/{project}."

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        if (
            scope["type"] != "http"
            or scope.get("method") not in ("GET", "HEAD")
            or self.prefix not in path  # (under the server's base path too)
            or path.endswith(".html")
        ):
            await self.app(scope, receive, send)
            return

        async def send_kept(message: Message) -> None:
            if message["type"] == "http.response.start" and message.get("status") == 200:
                kept = [(k, v) for k, v in message.get("headers", []) if k.lower() != _CACHE]
                message = {**message, "headers": [*kept, (_CACHE, _KEEP)]}
            await send(message)

        await self.app(scope, receive, send_kept)


_CACHE = b"cache-control"
_KEEP = b"public, max-age=%d" % KEPT_FOR


class PageAliases:
    """ASGI middleware: a browser's request for another address of a page (``moved``: the last
    part of the address, ``/loo``, ``/sixty-six``, ``/home``, to the page's own, ``loo-learn``,
    ``""`` for Home at the app's root: ui.pages.aliases) is answered with a redirect (302) to
    the page's own address, the link's parameters ``keys`` kept (ui.pages.links.KEYS), as the
    app's run sends it on (ui.pages.navigation: ``st.switch_page``); and so is a link to the
    app's root whose parameters name a page (``/?game=loo&step=trumps``, ``/?page=review``:
    ``home``, ui.pages.home_link_address, gives its address), every parameter kept but the two
    its address now says (``game``, ``page``).

    There the browser loaded Streamlit's page at the alias, ran the app once only to be sent
    on, and drew the page from a second run: a game's bare name (a link a teacher sends) took
    1.4-2.3 times a bare Streamlit page to its first heading, where Loo's Learn page took 1.16
    (bench.page_speed, 5 pairs, load 6-18), and /rounce and /forty_five 1.50 and 1.22 times
    their own Learn pages (/shared/tools/pageload.py, 5 pairs; issue 12, part 5). Redirected,
    the browser loads the page itself: one run. Home's link ``/?game=loo&page=quiz`` took
    1.66 times a bare page to its Quiz's heading, 0.98 redirected (bench.page_speed paired with
    the tree before, 7 pairs, load 10-13; before/now 1.35 ±0.10). A plain ``streamlit run
    app.py`` still sends the learner on in the run. A link to the root that names nothing (``/?game=lo``) passes
    through: Home's run says which parameter names nothing (ui.pages.links.home_link).
    Only a browser's request for a page (``GET``/``HEAD``, ``Accept: text/html``) is answered
    so; the rest passes straight through. ``base``: the path the app is served under
    (``server.baseUrlPath``; None: read from Streamlit's config at each request)."""

    def __init__(
        self,
        app: ASGIApp,
        moved: Mapping[str, str],
        keys: Iterable[str],
        home: Callable[[Mapping[str, str]], str | None] | None = None,
        base: str | None = None,
    ) -> None:
        self.app = app
        self.moved = dict(moved)
        self.keys = frozenset(keys)
        self.home = home
        self.base = base

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] != "http"
            or scope.get("method") not in ("GET", "HEAD")
            or not _wants_html(scope)
        ):
            await self.app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        base, _, last = path.rstrip("/").rpartition("/")
        asked = dict(parse_qsl(bytes(scope.get("query_string", b"")).decode("latin-1")))
        at_root = path.strip("/") == self._base().strip("/")
        target = None if at_root else self.moved.get(last)
        kept = {k: v for k, v in asked.items() if k in self.keys}
        if at_root or target == "":  # Home's address, or /home: the page a link names
            link = self.home(asked) if self.home is not None else None
            if link is not None:
                target = link
                kept = {k: v for k, v in asked.items() if k not in _SAID_BY_ADDRESS}
                base = path.rstrip("/") if at_root else base
            elif target == "":  # (/home?game=lo: Home says what names nothing)
                said = self.keys.union(_SAID_BY_ADDRESS)
                kept = {k: v for k, v in asked.items() if k in said}
        if target is None:
            await self.app(scope, receive, send)
            return
        query = urlencode(kept)
        # (the path as asked, under the server's base path too: /x/loo -> /x/loo-learn)
        where = quote(f"{base}/{target}") + (f"?{query}" if query else "")
        headers = [(b"location", where.encode("latin-1")), (b"content-length", b"0")]
        await send({"type": "http.response.start", "status": 302, "headers": headers})
        await send({"type": "http.response.body", "body": b""})

    def _base(self) -> str:
        if self.base is not None:
            return self.base
        from streamlit import config

        return str(config.get_option("server.baseUrlPath") or "")


_SAID_BY_ADDRESS = ("game", "page")
"""A link to the root's parameters that its page's own address says (ui.pages.links)."""
