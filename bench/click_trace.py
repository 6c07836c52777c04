"""What the browser does after a click, in counts that do not depend on the machine's load
(issue 12, part 5: click -> feedback).

``.venv/bin/python -m bench.click_trace [--port 8540] [--clicks loo-play,loo-quiz,...] [--width
1400] [--reps 2]`` (needs Chromium and Playwright, as bench.page_speed). It serves the app
(``--port``) and a bare page with one button (port + 1), then for each click named (and the
bare click) opens the page in a fresh browser context, lets it settle, and records from the
click until the page is at rest again, under Chrome's trace (``devtools.timeline`` and its
invalidation tracking):

- the DOM: nodes added and removed (a MutationObserver, each subtree counted whole);
- the bytes of the server's messages (ForwardMsgs) and how many, and the scripts fetched
  (an element type first drawn on the page loads its code on the click's path);
- style: the recalculations, the elements restyled, and why Chrome restyled them
  ('Affected by :has()', 'Style rule change', ...);
- layout: the layout passes and the objects laid out.

A Quiz click ticks the question's first box, then presses Check (both are counted: the tick
redraws the form too). Each figure is the median over ``--reps`` clicks. A Play click is on a
seeded deal (the same cards every time), so its bytes and messages repeat; the times printed
last are ratios to the bare click's in the same run, under the trace (which inflates them:
bench.page_speed times clicks without it). Finer tools: bench.page_speed ``--frames`` (each
message) and ``--profile`` (JavaScript by file, React commits).

The other counts move with the machine's load, since they follow how the server's messages
fall into the browser's redraws (React commits), not only what the page draws: Sixty-Six Play
(seed 5, the same tree, median of 2 or 3, load 2-5) read nodes added 269 and 318, removed
213 and 262, elements restyled 1,936 and 1,673, layouts 20 and 13 from one run to the next.
Compare the nodes added and removed, which moved least (a tree whose click drew the same
elements read 189 and 190, 158 and 159), over several runs; restyles and layouts only by
a change well beyond that.
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import statistics
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from bench.page_speed import (
    AT_REST,
    BARE_CLICK,
    HEADING,
    Click,
    click_bare,
    click_learn,
    click_play,
    click_quiz,
    opened_at,
)
from bench.serve import CHROMIUM, CHROMIUM_ARGS, serve

ROOT = Path(__file__).resolve().parents[1]
# name -> (page path, click); the bare click is always measured
CLICKS: dict[str, tuple[str, Click]] = {
    "loo-play": ("loo-play?seed=5&players=4", click_play),
    "loo-quiz": ("loo-quiz", click_quiz),
    "loo-learn": ("loo-learn", click_learn),
    "sixty_six-play": ("sixty_six-play?seed=5", click_play),
    "sixty_six-quiz": ("sixty_six-quiz", click_quiz),
    "sixty_six-learn": ("sixty_six-learn", click_learn),
}
CATEGORIES = ",".join(
    (
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-devtools.timeline.invalidationTracking",
    )
)
# nodes added and removed from the click on (each subtree counted with its elements)
MUTATIONS_JS = """
window.__tbMut = {added: 0, removed: 0};
document.addEventListener('DOMContentLoaded', () => {
  const size = (n) => n.nodeType === 1 ? 1 + n.getElementsByTagName('*').length : 0;
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) window.__tbMut.added += size(n);
      for (const n of r.removedNodes) window.__tbMut.removed += size(n);
    }
  }).observe(document.documentElement, {childList: true, subtree: true});
});
"""
SHOWN = (
    ("nodes added", "added"),
    ("nodes removed", "removed"),
    ("message bytes", "bytes"),
    ("messages", "messages"),
    ("scripts fetched", "scripts"),
    ("style recalcs", "recalcs"),
    ("elements restyled", "restyled"),
    ("  for :has()", "has"),
    ("layouts", "layouts"),
    ("objects laid out", "laid_out"),
)


def traced_click(browser: Any, url: str, click: Click, width: int) -> dict[str, Any]:
    """One click's counts (:data:`SHOWN`), why its elements were restyled, and its times."""
    ctx = browser.new_context(viewport={"width": width, "height": 844 if width < 640 else 1000})
    page = ctx.new_page()
    page.add_init_script(MUTATIONS_JS)
    received: list[int] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: received.append(len(p))))
    scripts: list[str] = []
    page.on("request", lambda r: scripts.append(r.url) if r.url.endswith(".js") else None)
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(opened_at(url))
    page.wait_for_selector(HEADING, timeout=60000)
    page.wait_for_function(AT_REST, timeout=60000)
    page.wait_for_timeout(1500)
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda p: events.extend(p["value"]))
    cdp.on("Tracing.tracingComplete", lambda p: done.append(True))
    seen, fetched = len(received), len(scripts)
    page.evaluate("window.__tbMut.added = 0; window.__tbMut.removed = 0")
    before = _metrics(cdp)
    cdp.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})
    dt = click(page)
    page.wait_for_function(AT_REST, timeout=60000)
    page.wait_for_timeout(500)
    after = _metrics(cdp)
    out: dict[str, Any] = dict(page.evaluate("window.__tbMut"))
    cdp.send("Tracing.end")
    for _ in range(400):
        if done:
            break
        page.wait_for_timeout(50)
    ctx.close()
    style = [e for e in events if e.get("name") == "UpdateLayoutTree"]
    layouts = [e for e in events if e.get("name") == "Layout"]
    why = Counter(
        e["args"]["data"].get("reason", "?")
        for e in events
        if e.get("name") == "StyleRecalcInvalidationTracking"
    )
    out.update(
        bytes=sum(received[seen:]),
        messages=len(received) - seen,
        scripts=len(scripts) - fetched,
        recalcs=len(style),
        restyled=sum(e.get("args", {}).get("elementCount") or 0 for e in style),
        has=why.get("Affected by :has()", 0),
        layouts=len(layouts),
        laid_out=sum(
            e.get("args", {}).get("beginData", {}).get("totalObjects") or 0 for e in layouts
        ),
        why=why,
        time=dt,
    )
    for k in ("TaskDuration", "ThreadTime", "ScriptDuration", "RecalcStyleDuration"):
        out[k] = after[k] - before[k]
    return out


def _metrics(cdp: Any) -> dict[str, float]:
    return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}


def report(names: list[str], runs: dict[str, list[dict[str, Any]]]) -> str:
    """The counts' medians a column per click, the reasons for restyling, then the times as
    ratios to the bare click's (median of the pairs; under the trace, which slows the app's
    clicks more than the bare one's: bench.page_speed times them without it)."""
    lines = [f"{'':<20}" + "".join(f"{n[:16]:>17}" for n in names)]
    for label, key in SHOWN:
        row = "".join(f"{statistics.median(r[key] for r in runs[n]):17.0f}" for n in names)
        lines.append(f"{label:<20}{row}")
    for n in names:
        why: Counter[str] = sum((r["why"] for r in runs[n]), Counter())
        top = ", ".join(f"{k} {v / len(runs[n]):.0f}" for k, v in why.most_common(4))
        lines.append(f"restyled for ({n}): {top}")
    for key in ("time", "TaskDuration", "ThreadTime", "ScriptDuration", "RecalcStyleDuration"):
        ratios = [
            statistics.median(a[key] / b[key] for a, b in zip(runs[n], runs["bare"], strict=True))
            for n in names
        ]
        lines.append(f"{key[:12] + ' x bare':<20}" + "".join(f"{x:17.2f}" for x in ratios))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8540)
    ap.add_argument("--clicks", default="loo-play,loo-quiz,loo-learn")
    ap.add_argument("--width", type=int, default=1400)
    ap.add_argument("--reps", type=int, default=2)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    names = ["bare", *args.clicks.split(",")]
    unknown = [n for n in names[1:] if n not in CLICKS]
    if unknown:
        raise SystemExit(f"--clicks: unknown {', '.join(unknown)} (known: {', '.join(CLICKS)})")
    tmp = Path(tempfile.mkdtemp())
    (tmp / "bare_click.py").write_text(BARE_CLICK)
    with contextlib.ExitStack() as stack:
        stack.callback(shutil.rmtree, tmp, ignore_errors=True)
        app = stack.enter_context(serve(args.port, db=tmp / "trace.sqlite3"))
        bare = stack.enter_context(serve(args.port + 1, script=tmp / "bare_click.py"))
        urls = {"bare": (f"{bare}/", click_bare)}
        urls.update({n: (f"{app}/{CLICKS[n][0]}", CLICKS[n][1]) for n in names[1:]})
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for n in names:  # warm-up: the servers' caches, lazy imports
                traced_click(browser, urls[n][0], urls[n][1], args.width)
            runs: dict[str, list[dict[str, Any]]] = {n: [] for n in names}
            for r in range(args.reps):
                for n in names[r % len(names) :] + names[: r % len(names)]:
                    runs[n].append(traced_click(browser, urls[n][0], urls[n][1], args.width))
            browser.close()
    print(f"click -> at rest, {args.width} px, median of {args.reps}:")
    print(report(names, runs))


if __name__ == "__main__":
    main()
