"""bench.page_speed's first-content loads (:func:`first_content`) and the lines it prints: each
page's or click's figures against the bare page's, paired round by round.
"""

from __future__ import annotations

import math
import statistics
import subprocess
import time
from typing import Any

from bench.page_speed_clicks import HEADING, SETTLE, Clicked


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


# When a heading is first laid out, by the page's own clock (ms from the navigation's start).
SEEN_JS = f"""
window.__tbHeading = null;
const tbSeen = new MutationObserver(() => {{
  const h = document.querySelector({HEADING!r});
  if (h && h.getClientRects().length) {{
    window.__tbHeading = performance.now();
    tbSeen.disconnect();
  }}
}});
document.addEventListener("DOMContentLoaded", () =>
  tbSeen.observe(document.body, {{childList: true, subtree: true}}));
"""
# one load's figures: Playwright's time to the heading, the page's own, the main thread's work
Load = tuple[float, float, float]


def first_content(browser: Any, url: str) -> Load:
    time.sleep(SETTLE)
    ctx = browser.new_context()
    page = ctx.new_page()
    page.add_init_script(SEEN_JS)
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    t0 = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(HEADING, timeout=60000)
    dt = time.perf_counter() - t0
    seen = page.evaluate("window.__tbHeading") or dt * 1000
    work = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    ctx.close()
    return dt, seen / 1000, work["TaskDuration"]


def ratio_line(name: str, a: list[float], b: list[float]) -> str:
    """The medians of ``a`` and of the bare page's ``b``, and the median of their ratios round
    by round, give or take its standard error (:func:`give_or_take`)."""
    ratios = [x / y for x, y in zip(a, b, strict=True)]
    return (
        f"{name:<24} {statistics.median(a):5.2f}s vs bare {statistics.median(b):5.2f}s  "
        f"ratio {statistics.median(ratios):4.2f} ±{give_or_take(ratios):.2f} "
        f"(min {min(ratios):.2f}, max {max(ratios):.2f})"
    )


def load_lines(name: str, a: list[Load], b: list[Load]) -> str:
    """The Playwright line, and under it the page's own clock and its main-thread work."""
    own = [x[1] for x in a], [y[1] for y in b]
    ratios = [x / y for x, y in zip(*own, strict=True)]
    work = statistics.median(x[2] for x in a), statistics.median(y[2] for y in b)
    return (
        ratio_line(name, [x[0] for x in a], [y[0] for y in b])
        + f"\n{'':<24} in the page {statistics.median(own[0]):4.2f}s vs "
        f"{statistics.median(own[1]):4.2f}s  ratio {statistics.median(ratios):4.2f}; "
        f"main thread {work[0]:4.2f}s vs {work[1]:4.2f}s"
    )


def click_lines(name: str, a: list[Clicked], b: list[Clicked]) -> str:
    """The click's line (its time against the bare click's), and under it the main thread's
    work to the feedback, its CPU time to the feedback and to rest, each against the bare
    click's."""
    lines = ratio_line(name, [x[0] for x in a], [y[0] for y in b])
    for k, what in ((1, "main thread"), (2, "its CPU"), (3, "CPU to rest")):
        mine, bare = [x[k] for x in a], [y[k] for y in b]
        ratios = [x / y for x, y in zip(mine, bare, strict=True)]
        lines += (
            f"\n{'':<24} {what:<11} {1000 * statistics.median(mine):4.0f} ms vs "
            f"{1000 * statistics.median(bare):4.0f} ms  ratio {statistics.median(ratios):4.2f} "
            f"(min {min(ratios):.2f}, max {max(ratios):.2f})"
        )
    return lines


def versus_line(before: list[float], now: list[float], split: int) -> str:
    """The version before (``--before``) against the version run, round by round (the same
    click or load, timed in the same round): the median of the ratios, give or take its
    standard error (:func:`give_or_take`), and each half's median (the servers started afresh
    between them, the versions' ports swapped: bench.page_speed_seats). Against a copy of
    itself (an A/A run) a version reads 1.00 within that margin where the seating is fair.

    >>> versus_line([2.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 2.0], 2).split()[1:4]
    ['ratio', '1.00', '±0.43']
    """
    ratios = [x / y for x, y in zip(before, now, strict=True)]
    each = ", ".join(f"{statistics.median(h):.2f}" for h in (ratios[:split], ratios[split:]) if h)
    return (
        f"{'':<24} before/now  ratio {statistics.median(ratios):4.2f} ±{give_or_take(ratios):.2f} "
        f"(min {min(ratios):.2f}, max {max(ratios):.2f}; each half {each})"
    )


def give_or_take(ratios: list[float]) -> float:
    """The standard error of the median of ``ratios`` (1.25 s/√n, s the spread of their
    logarithms), as a ratio's margin: how far the median of so many rounds wanders at this
    run's spread. At load 8-10 on two cores an A/A round's time ratio spread 0.69 (91 rounds),
    so 7 pairs read ±0.33: a gain of 10% shows only on a quiet machine, or over ~75 pairs.

    >>> give_or_take([1.0, 1.0, 1.0])
    0.0
    >>> round(give_or_take([0.5, 1.0, 2.0, 1.0]), 2)
    0.43
    """
    if len(ratios) < 2:
        return float("nan")
    logs = [math.log(r) for r in ratios]
    return math.expm1(1.2533 * statistics.stdev(logs) / math.sqrt(len(ratios)))
