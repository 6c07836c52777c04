"""bench.page_speed's ``--frames`` and ``--profile``: one click of each kind as a timeline of
the websocket frames it brings (:func:`click_frames`), or under Chromium's CPU profiler with each
React commit between the server's messages (:func:`click_profile`).
"""

from __future__ import annotations

import time
from typing import Any

from bench.page_speed_clicks import HEADING, Click, _task_duration, opened_at


def frame_line(payload: bytes | str) -> str:
    """A websocket frame as ``size type element path`` (a ForwardMsg from the server)."""
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

    if isinstance(payload, str):
        return f"{len(payload):6d} B text"
    msg = ForwardMsg()
    try:
        msg.ParseFromString(payload)
    except Exception:  # (a BackMsg sent, or not protobuf)
        return f"{len(payload):6d} B ?"
    kind = msg.WhichOneof("type") or "?"
    what = ""
    if kind == "delta":
        d = msg.delta
        what = d.WhichOneof("type") or ""
        if what == "new_element":
            what = d.new_element.WhichOneof("type") or ""
        elif what == "add_block":
            what = "block " + (d.add_block.WhichOneof("type") or "")
        what += " " + "/".join(map(str, msg.metadata.delta_path))
    return f"{len(payload):6d} B {kind} {what}".rstrip()


def click_frames(browser: Any, url: str, click: Click) -> None:
    """One click (as :func:`one_click`) printed as a timeline (``--frames``)."""
    frames: list[tuple[float, str, bytes | str]] = []
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()

    def on_ws(ws: Any) -> None:
        ws.on("framereceived", lambda p: frames.append((time.perf_counter(), "<", p)))
        ws.on("framesent", lambda p: frames.append((time.perf_counter(), ">", p)))

    page.on("websocket", on_ws)
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(opened_at(url))
    page.wait_for_selector(HEADING, timeout=60000)
    page.wait_for_timeout(1500)
    seen = len(frames)

    before = _task_duration(cdp)
    t0 = time.perf_counter()
    dt = click(page)
    busy = _task_duration(cdp) - before
    nodes = page.evaluate("document.getElementsByTagName('*').length")
    page.wait_for_timeout(500)  # (the frames after the feedback, up to the script's end)
    print(
        f"{url}: feedback {1000 * dt:.0f} ms; main thread {1000 * busy:.0f} ms; DOM nodes {nodes}"
    )
    for t, way, payload in frames[seen:]:
        print(f"  {1000 * (t - t0):6.0f} ms {way} {frame_line(payload)}")
    ctx.close()


# ---- --profile: where a click's main-thread time goes ------------------------------------------
# A stand-in for React DevTools' hook, installed before the page's scripts: after each React
# commit it walks the tree of components and counts those that rendered (mounted or updated) by
# the Streamlit element they belong to (its type; "chrome:" + data-testid outside any element:
# header, sidebar), the ones mounted (created anew) and the Markdown sources parsed again
# (react-markdown rendered: its source's size). A subtree React skipped is not entered.
REACT_HOOK = r"""
(() => {
  const commits = [];
  window.__tbCommits = commits;
  function label(f) {
    for (let a = f; a; a = a.return) {
      const p = a.memoizedProps;
      if (p && p.node && p.node.element) return p.node.element.type || "?";
      if (typeof a.type === "string" && p && p["data-testid"] &&
          /^st(Sidebar|Header|Toolbar|StatusWidget|Main)$/.test(p["data-testid"]))
        return "chrome:" + p["data-testid"];
    }
    return "chrome:other";
  }
  function add(o, k, n) { o[k] = (o[k] || 0) + n; }
  function walk(f, out, mounted) {
    for (; f; f = f.sibling) {
      const mount = mounted || !f.alternate;
      const v = f.memoizedProps && f.memoizedProps.value;
      if (v && typeof v === "object" && "scriptRunFinishedSequence" in v && out.run === undefined)
        out.run = `${v.scriptRunState} ${String(v.scriptRunId).slice(0, 4)} ` +
          `fin${v.scriptRunFinishedSequence} frag${(v.fragmentIdsThisRun || []).length}`;
      if (typeof f.type !== "string" && f.tag !== 6 && f.tag !== 3 && (mount || (f.flags & 1))) {
        const l = label(f);
        add(out.by, l, 1);
        add(out, "rendered", 1);
        if (mount) { add(out, "mounted", 1); add(out.mounts, l, 1); }
        const p = f.memoizedProps;
        if (p && p.remarkPlugins && typeof p.children === "string") {
          add(out, "parses", 1);
          add(out, "parsed", p.children.length);
        }
      }
      if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child, out, mount);
    }
  }
  // each websocket message's arrival on the same clock as the commits (its order matches
  // Playwright's frames, which click_profile decodes)
  const messages = [];
  window.__tbMessages = messages;
  const Socket = window.WebSocket;
  window.WebSocket = function (...args) {
    const ws = new Socket(...args);
    ws.addEventListener("message", () => messages.push(performance.now()));
    return ws;
  };
  window.WebSocket.prototype = Socket.prototype;
  Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject(r) { this.renderers.set(++id, r); return id; },
    onCommitFiberRoot(_, root) {
      if (window.__tbFrom === undefined) return;
      const out = {t: performance.now() - window.__tbFrom, by: {}, mounts: {}};
      walk(root.current.child, out, false);
      commits.push(out);
    },
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
})();
"""


def _top(counts: dict[str, float], n: int, unit: str = "") -> str:
    return ", ".join(
        f"{k} {v:.0f}{unit}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])[:n]
    )


def click_profile(browser: Any, url: str, click: Click) -> None:
    """One click (as :func:`one_click`) under Chromium's CPU profiler (``--profile``): the
    feedback's time, the main thread's work to it (CDP metrics: all, script, style, layout),
    the JavaScript's own time by script file (Streamlit's chunks: react-dom, StreamlitMarkdown
    (react-markdown), rehype-raw, emotion ...) up to 0.7 s after the feedback, and each React
    commit: components rendered and mounted, by element, and the Markdown parsed again, and
    Streamlit's run state then (``[running 81dd fin1 frag1]``: the state, the run's id, how
    many runs have finished, the fragments running), between the server's messages as they
    arrived: what each redraw followed (a run's start, a burst of its elements, its end)."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    page.add_init_script(REACT_HOOK)
    received: list[bytes | str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: received.append(p)))
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(opened_at(url))
    page.wait_for_selector(HEADING, timeout=60000)
    page.wait_for_timeout(1500)

    def metrics() -> dict[str, float]:
        return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}

    cdp.send("Profiler.enable")
    cdp.send("Profiler.setSamplingInterval", {"interval": 200})
    before = metrics()
    seen = len(received)
    page.evaluate("window.__tbFrom = performance.now(); window.__tbSeen = __tbMessages.length")
    cdp.send("Profiler.start")
    dt = click(page)
    after = metrics()
    page.wait_for_timeout(700)
    profile = cdp.send("Profiler.stop")["profile"]
    commits = page.evaluate("window.__tbCommits")
    arrived = page.evaluate("__tbMessages.slice(__tbSeen).map(t => t - window.__tbFrom)")
    ctx.close()
    work = {
        k: 1000 * (after[k] - before[k])
        for k in ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")
    }
    print(f"{url}: feedback {1000 * dt:.0f} ms; main thread to it: {_top(work, 4, ' ms')}")
    frames = {n["id"]: n["callFrame"] for n in profile["nodes"]}
    by_file: dict[str, float] = {}
    for sample, delta in zip(profile["samples"], profile["timeDeltas"], strict=True):
        frame = frames[sample]
        name = frame["url"].rsplit("/", 1)[-1] or frame["functionName"] or "(native)"
        by_file[name] = by_file.get(name, 0.0) + delta / 1000
    by_file.pop("(idle)", None)
    other = by_file.pop("(program)", 0.0)  # the browser's own work: style, layout, paint, parse
    print(
        f"  JavaScript {sum(by_file.values()):.0f} ms sampled, besides {other:.0f} ms of the "
        f"browser's own (walk, label, add: this hook's): {_top(by_file, 10, ' ms')}"
    )
    # the messages (ForwardMsgs) and the commits in the order they came: what each redraw
    # followed
    events: list[tuple[float, str, Any]] = [
        (t, "<", frame_line(m)) for t, m in zip(arrived, received[seen:], strict=False)
    ]
    events += [(c["t"], "commit", c) for c in commits if c.get("rendered")]
    for t, kind, c in sorted(events, key=lambda e: e[0]):
        if kind == "<":
            print(f"  {t:6.0f} ms < {c}")
            continue
        parsed = f"; {c['parses']} Markdown parsed ({c['parsed']} B)" if c.get("parses") else ""
        mounted = f"; mounted {c['mounted']}: {_top(c['mounts'], 5)}" if c.get("mounted") else ""
        print(
            f"  {c['t']:6.0f} ms commit: {c['rendered']} rendered: {_top(c['by'], 6)}"
            f"{mounted}{parsed}" + (f" [{c['run']}]" if c.get("run") else "")
        )
