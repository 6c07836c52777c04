// Trickbook's page helper: what the Play page needs from the browser and Streamlit has no
// element for. Runs in the app's own page (st.components.v2, no iframe), once per change of
// its data: {skip: {label, target} | null, focus: selector | null, show: selector | null,
// nonce: string, peek: string, top: selector | null, page: string}.
//
// - skip: a "Skip to your cards" link, the first thing Tab reaches on the page (before the
//   sidebar's links); it moves the focus to the first enabled button under `target`.
// - focus: after a move (a new nonce) Streamlit redraws the page and the button pressed may be
//   gone; once the redraw has settled, the focus goes back to the first enabled button under
//   `focus`, and the page scrolls only as far as needed to show the table and that button, and
//   the box `show` names where the move left one (why a card was refused: on a phone it lay
//   below the screen, and a refused card looked like a tap that did nothing; where it cannot
//   share the screen with the trick, it is lifted under the table). A new `peek` (a hint
//   asked for) scrolls the same way and leaves the focus where it is.
// - top: after a new nonce, once the redraw has settled, the page scrolls up to show the box
//   `top` names when it lies above the screen (Learn's Next at the foot of a step left the
//   next step's foot on the screen, its title and text above it; the Quiz's Next question,
//   below a long verdict, the next question's); within the step the page grows no shorter
//   than it was at each click (hold: a shorter verdict pulled the view), unless `hold` is
//   false (the Quiz).
// - page: the page's address; when it changes (a link or the page menu opened another
//   page), the page opens at its top, and on a narrow screen the sidebar folds away. A
//   page opened on a phone (loaded, reloaded, or another game's Play) scrolls as a move does,
//   focus left alone, where the learner's move lies below the screen: at 360x800 Bierspiel's
//   declaration (Play, Take the widow, Pass) stood 889-929 px down, Five-card Loo's at 390x844
//   809-849, cut by the screen's foot, and a hand resumed mid-deal lay under it too.

const SKIP_ID = "tb-skip";
const STYLE_ID = "tb-skip-style";
const SKIP_CSS = `
#${SKIP_ID} {
  position: fixed; left: 8px; top: -80px; z-index: 1000010; padding: 10px 16px;
  background: #1e6b40; color: #fff; font: 600 16px/1.2 "Source Sans", sans-serif;
  border-radius: 8px; text-decoration: none; box-shadow: 0 2px 8px rgba(0,0,0,.3);
}
#${SKIP_ID}:focus { top: 8px; outline: 3px solid #f2b705; outline-offset: 2px; }
`;

function firstButton(selector) {
  for (const box of document.querySelectorAll(selector)) {
    for (const b of box.querySelectorAll("button")) {
      if (!b.disabled && b.getAttribute("aria-disabled") !== "true" && b.getClientRects().length) {
        return b;
      }
    }
  }
  return null;
}

const PHONE = 640; // px: the Play page's phone rules (ui/pages/play.py) put the box under the cards
const TRICK = '[aria-label="card table"] .tb-trick';

// Show the card table and the button together, with the box `show` names where there is one,
// scrolling as little as possible (below the fixed header). When they do not fit: the button,
// the box and as much of the table as fits above them; on a phone, only while that leaves at
// least half the trick on the screen, else the trick from its top, as far down as the box's
// first lines allow (the reason a card was refused; its quoted source may run on below).
// At 390 px a long refusal put whole at the foot of the screen pushed the trick off its top:
// the learner saw why the card was refused, not the trick it was refused in. Wider, a
// refusal that does not fit with the table shows the trick from its top. On any screen a
// refusal too far below the trick to share the screen with it is first lifted (lift). A
// button pinned to the screen's foot (pinned) shows the trick from its top too.
function reveal(button, show, selector) {
  const box = show ? document.querySelector(show) : null;
  const phone = window.innerWidth <= PHONE;
  if (show) lift(box); // (the skip link shows the cards: it leaves the box be)
  const table = document.querySelector('[aria-label="card table"]');
  const above = headerBottom();
  const room = window.innerHeight - above;
  const top = (table || button).getBoundingClientRect().top;
  const pin = pinned(button);
  // (a pinned button's own place: the foot of the column it ends)
  const own = pin ? pin.parentElement : rowOf(button, selector);
  const bottom =
    Math.max(own.getBoundingClientRect().bottom, box ? box.getBoundingClientRect().bottom : 0) + 8;
  const trick = box || pin ? document.querySelector(TRICK) : null;
  let foot = bottom; // what comes to rest at the foot of the screen
  if (bottom - top <= room) {
    if (top < above) foot = top - above + window.innerHeight;
    else if (bottom <= window.innerHeight) foot = window.innerHeight;
  } else if (trick && pin) {
    foot = Math.min(bottom, trick.getBoundingClientRect().top + room); // the trick from its top
  } else if (trick && (phone || refusal(box))) {
    const t = trick.getBoundingClientRect();
    if (!phone || t.bottom - (bottom - room) < t.height / 2) {
      foot = Math.max(firstLines(box) + 8, Math.min(bottom, t.top + room));
    }
  }
  const delta = foot - window.innerHeight;
  if (!delta) return;
  scroller().scrollBy({ top: delta, behavior: "instant" });
}

// The row of buttons `button` stands in where its box (`selector`) is one, else the button: a
// row that wraps is shown whole (Rams' declaration at 360 px: Play, Take the widow, Pass, then
// "Rams (all five tricks)" and Hint on a second line, which the first button's foot left below
// the screen). The learner's hand is one such row, drawn by hand.js in its own element
// (four-hand Sixty-Six's eight cards wrap six and two on a phone: the first card's foot left
// the second line below the screen).
function rowOf(button, selector) {
  const box = selector ? button.closest(selector) : null;
  return box && box.matches('[data-testid="stHorizontalBlock"], .st-key-tb-hand') ? box : button;
}

// The box round `button` when CSS holds it on the screen (position: sticky: the phone's
// Continue after a trick, ui/pages/play.py), else null: it needs no room of its own.
function pinned(button) {
  const pin = button.closest('[data-testid="stLayoutWrapper"]');
  return pin && getComputedStyle(pin).position === "sticky" ? pin : null;
}

function headerBottom() {
  const header = document.querySelector('[data-testid="stHeader"]');
  return (header ? header.getBoundingClientRect().bottom : 0) + 4;
}

function refusal(box) {
  return box != null && box.querySelector('[data-testid="stAlertContentError"]') != null;
}

// A refusal stands in its own place (on a phone under the cards, before Hint; wider, under
// the actions beside Hint), unless there the trick and the reason's first lines cannot share
// the screen; then (html's data-tb-lift, ui/pages/play.py) it stands straight under the
// table, before the latest moves and the cards. At 1280x720 a long Forty-Five refusal lay
// 940 px below the trick's top (the trick, the table under it, the cards and Hint between),
// at 390x844 Rounce's and Bierspiel's 800-850 px (their tables 710-730 px tall): the trick
// scrolled off the screen. Decided afresh at each move, measured with the box in its own
// place: where it fits there, it stays there. On a phone half the trick is enough there: the
// cards, between the two, stay on the screen too (the next tap); lifted, they fall below it.
function lift(box) {
  const root = document.documentElement;
  delete root.dataset.tbLift;
  const trick = refusal(box) ? document.querySelector(TRICK) : null;
  if (!trick) return;
  const t = trick.getBoundingClientRect();
  const enough = window.innerWidth <= PHONE ? t.top + t.height / 2 : t.top;
  if (firstLines(box) + 8 - enough > window.innerHeight - headerBottom()) {
    root.dataset.tbLift = "";
  }
}

// Where the first three lines of a box's text end (its whole height if it is shorter).
function firstLines(box) {
  const rect = box.getBoundingClientRect();
  const text = box.querySelector("p") || box;
  const line = parseFloat(getComputedStyle(text).lineHeight) || 24;
  return Math.min(rect.bottom, text.getBoundingClientRect().top + 3 * line);
}

function scroller() {
  const main = document.querySelector('[data-testid="stMain"]');
  return main && main.scrollHeight > main.clientHeight ? main : window;
}

function settled() {
  const app = document.querySelector('[data-testid="stApp"]');
  const running = app && app.getAttribute("data-test-script-state") === "running";
  return !running && !document.querySelector('[data-stale="true"]');
}

// Once the redraw has settled, focus the first button under `selector` and reveal it, then
// keep it revealed while the page's layout still moves. A redraw's elements take their places
// over a second or more after Streamlit reports the run done (Forty-Five's Play at 360x800,
// the CPU slowed 4x: the hand at 346-426 px with no table, then 362-670, 246-356, 206-276,
// and only then the table drawn over it and the hand at 723-792), and a reveal measured in
// one of those passing states scrolled by a distance the final layout did not need: none (the
// hand left at 723-792, below the screen's foot) or 266 and 415 px (the table thrown 145 and
// 295 px off the top of the screen). So the scroll is a place, not a step: it is computed from
// the scroll the page had when the move or the opening asked for it (`base`), with the layout
// at rest (the same places at three reads in a row), and computed again from that same base
// whenever the layout moves after, until `until` or until the learner scrolls, taps or types
// himself. Computed again on a layout that has not moved, it lands where it is: nothing moves.
function focusWhenSettled(selector, show, nonce, focus = true) {
  const until = Date.now() + 8000;
  const id = (window.__tbReveal = (window.__tbReveal || 0) + 1);
  const base = scrollPos();
  let calm = 0;
  let last = null; // the layout's places when read last
  let shown = null; // ... when the page was last revealed on them
  let mine = true; // the learner has not taken the page over
  const stop = () => {
    mine = false;
  };
  const INPUT = ["wheel", "touchstart", "pointerdown", "keydown"];
  for (const type of INPUT) window.addEventListener(type, stop, { capture: true, once: true });
  const done = () => {
    for (const type of INPUT) window.removeEventListener(type, stop, { capture: true });
  };
  const tick = () => {
    // a newer move or reveal took over, or the learner did
    if (window.__tbFocusNonce !== nonce || window.__tbReveal !== id || !mine) return done();
    const button = settled() ? firstButton(selector) : null;
    const now = button ? places(button, show, selector) : null;
    calm = now && now === last ? calm + 1 : 0;
    last = now;
    if (calm >= 2 && now !== shown) {
      // preventScroll: the page moves only as reveal() decides
      if (focus && shown === null) button.focus({ preventScroll: true });
      setScrollPos(base); // (no paint between this and reveal's scroll: the page does not jump)
      reveal(button, show, selector);
      shown = places(button, show, selector); // (after lift() has put the box in its place)
    }
    if (Date.now() < until) setTimeout(tick, 60);
    else done();
  };
  tick();
}

// Where the button's row, the table and the box `show` names lie on the page (not on the
// screen: a scroll leaves them where they are), as a string to compare.
function places(button, show, selector) {
  const at = scrollPos();
  const box = show ? document.querySelector(show) : null;
  const table = document.querySelector('[aria-label="card table"]');
  const spans = [rowOf(button, selector), table, box].map((e) => {
    if (!e) return "-";
    const r = e.getBoundingClientRect();
    return `${Math.round(r.top + at)},${Math.round(r.bottom + at)}`;
  });
  return spans.join(" ");
}

function scrollPos() {
  const s = scroller();
  return s === window ? window.scrollY : s.scrollTop;
}

function setScrollPos(y) {
  const s = scroller();
  if (s === window) window.scrollTo(window.scrollX, y);
  else s.scrollTop = y;
}

function topWhenSettled(selector, nonce) {
  const until = Date.now() + 8000;
  let calm = 0;
  const tick = () => {
    if (window.__tbTopNonce !== nonce) return; // a newer step took over
    const box = settled() ? document.querySelector(selector) : null;
    calm = box ? calm + 1 : 0;
    if (calm >= 2) {
      const delta = box.getBoundingClientRect().top - headerBottom();
      if (delta < 0) scroller().scrollBy({ top: delta, behavior: "instant" });
      return;
    }
    if (Date.now() < until) setTimeout(tick, 60);
  };
  tick();
}

// Learn: within a step the page never grows shorter than the learner saw it when he acted. A
// right answer's verdict takes the place of the choices, and where it is the shorter
// (Napoleon's promise at 390 px: six tick boxes and Check, 32 px taller than the verdict) and
// the learner had scrolled to the page's foot, the browser pulled the view down by the
// difference: the picture and the verdict moved under his eyes (no layout shift is scored
// for a scroll). At each run a click starts, the page's column takes its height then as its
// least (min-height), until the next step, or another page, lets it go; what a shorter page
// gives up stands empty at its foot. (Taken as the run starts, not whenever the column
// grows: in 1 of 3 first draws of that step the column stood 96 px taller for a moment after
// the run, before its elements took their sizes, and held, that stood empty at the foot.)
function hold() {
  release();
  const app = document.querySelector('[data-testid="stApp"]');
  const column = document.querySelector(COLUMN);
  if (!app || !column) return;
  const watch = new MutationObserver(() => {
    if (app.getAttribute("data-test-script-state") !== "running") return;
    column.style.minHeight = `${column.getBoundingClientRect().height}px`;
  });
  watch.observe(app, { attributes: true, attributeFilter: ["data-test-script-state"] });
  window.__tbHold = { watch, column };
}

function release() {
  const held = window.__tbHold;
  if (!held) return;
  held.watch.disconnect();
  held.column.style.minHeight = "";
  window.__tbHold = undefined;
}

// the page's column: every element the page draws (it has no padding: its height is its
// content's, and min-height holds that)
const COLUMN = '[data-testid="stMainBlockContainer"] > [data-testid="stVerticalBlock"]';

function skipLink(skip) {
  let link = document.getElementById(SKIP_ID);
  if (!skip) {
    if (link) link.remove();
    return;
  }
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = SKIP_CSS;
    document.head.appendChild(style);
  }
  if (!link) {
    link = document.createElement("a");
    link.id = SKIP_ID;
    link.href = "#";
    link.addEventListener("click", (e) => {
      e.preventDefault();
      const button = firstButton(link.dataset.target);
      if (button) {
        button.focus({ preventScroll: true });
        reveal(button, null, link.dataset.target);
      }
    });
    // outside Streamlit's own tree, so its redraws leave the link alone; first in Tab order
    document.body.prepend(link);
  }
  link.textContent = skip.label;
  link.dataset.target = skip.target;
}

// Whether this page was opened from another one in this tab (not loaded afresh, nor run again).
function openedAnew(page) {
  const before = window.__tbPage;
  window.__tbPage = page;
  return before !== undefined && before !== page;
}

// After a link opened another page: on a narrow screen, where the sidebar lies over the page,
// fold the sidebar away (Streamlit's own page menu did so on a phone; its page links do not).
function foldSidebar() {
  if (window.innerWidth >= 768) return;
  const open = document.querySelector('[data-testid="stSidebar"][data-collapsed="false"]');
  const fold = document.querySelector('[data-testid="stSidebarCollapseButton"] button');
  if (open && fold) fold.click();
}

// ... and the page opens at its top. Streamlit swaps the pages in one scrolling column and
// leaves its scroll as it was, or what of it survives the swap (it depends on how fast the old
// page's elements give way to the new one's): a wrong answer's "Learn: <step>" link at
// 390x844, the Quiz scrolled 1,232 px down to it, opened Learn at 0 px in 3 of 5 tries and at
// 900 and 1,176 px in the others, the step it names above the screen.
function toTop() {
  const main = document.querySelector('[data-testid="stMain"]');
  if (main) main.scrollTop = 0;
  window.scrollTo(0, 0);
}

export default function (component) {
  const data = component.data || {};
  if (openedAnew(data.page || "")) {
    toTop();
    foldSidebar();
  }
  skipLink(data.skip || null);
  const peek = data.peek || "";
  const peeked = window.__tbPeek !== undefined && window.__tbPeek !== peek;
  window.__tbPeek = peek; // (a page opened with a hint shown does not scroll to it)
  const opened = data.focus && window.__tbOpened !== data.page;
  if (data.focus) window.__tbOpened = data.page;
  if (data.focus && data.nonce && window.__tbFocusNonce !== data.nonce) {
    window.__tbFocusNonce = data.nonce;
    focusWhenSettled(data.focus, data.show || null, data.nonce);
  } else if (data.focus && (peeked || (opened && window.innerWidth <= PHONE))) {
    focusWhenSettled(data.focus, data.show || null, window.__tbFocusNonce, false);
  }
  const held = data.top && data.hold !== false; // (the Quiz's questions scroll, not hold)
  if (data.top && data.nonce && window.__tbTopNonce !== data.nonce) {
    const first = window.__tbTopNonce === undefined;
    window.__tbTopNonce = data.nonce;
    if (!first) topWhenSettled(data.top, data.nonce);
    if (held) hold();
    else release();
  } else if (held) {
    if (!window.__tbHold) hold(); // (back on Learn at the step it left)
  } else {
    release();
  }
}
