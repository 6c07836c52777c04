// Trickbook's verdicts for Play's moves besides a card: the declarations, bids, robbing,
// closing, claiming and the cards ticked laid down are Streamlit's own buttons, and a press
// on one waited for the whole run before anything changed (issue 12 part 5). Mounted right
// under their row (ui.components.move_verdicts), this element is sent with each run what a
// press on each button will show ({moves: {key: {kind, text, html, ticked?}}, nonce}: the
// engine's verdict, ui/play_verdict.py, by the button's key), and shows it the moment the
// button is pressed, as hand.js shows a card's: its words in a live region under the row
// (a screen reader reads them; the latest moves then leave the learner's own line out of
// theirs, ui/pages/play_record.py), a refusal in a box like the page's (its earlier box
// hidden meanwhile), a move played dims the row (no second press) until the run redraws it.
// Its own element takes no room while it says nothing (MOVES_CSS).
//
// The press is the button's own: a listener on the document, in the capture phase, sees it
// (mouse or keyboard) before Streamlit's handler sends it, and changes nothing the button
// does; it only writes (the words, a class), and reads the layout in the next frame. A composed move (cards ticked, then one button) has its verdict for the boxes ticked
// when the run drew it: shown only while just those are ticked.

// the rows of moves (ui/pages/play.py's keys), dimmed once a move of theirs is played
const ROWS = ".st-key-tb-declare, .st-key-tb-actions, .st-key-tb-compose-go, .st-key-tb-confirm";
const live = new Set(); // the regions on the page (a row's, the question's "... anyway")
let listening = false;

import { handOver, reveal } from "./verdict.js";

export default function (component) {
  const root = component.parentElement;
  const data = component.data || {};
  let said = root.querySelector(":scope > .tb-verdict");
  if (!said) {
    said = document.createElement("div");
    said.className = "tb-verdict tb-move-verdict";
    said.setAttribute("role", "status");
    said.setAttribute("aria-live", "polite");
    root.appendChild(said);
  }
  // the press's run has drawn the page (a new move): the page says the words now
  if (said.tbNonce !== data.nonce) {
    said.tbNonce = data.nonce;
    if (said.dataset.kind) handOver(said, () => done(said));
  }
  said.tbMoves = data.moves || {};
  live.add(said);
  if (!listening) {
    document.addEventListener("click", pressed, true);
    listening = true;
  }
}

function keyOf(button) {
  const box = button.closest('[class*="st-key-"]');
  if (!box) return null;
  const name = [...box.classList].find((c) => c.startsWith("st-key-"));
  return name ? name.slice("st-key-".length) : null;
}

function pressed(event) {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button || button.disabled) return;
  const key = keyOf(button);
  if (!key) return;
  for (const said of [...live]) {
    if (!said.isConnected) {
      live.delete(said);
      continue;
    }
    const v = said.tbMoves[key];
    if (v && ticked(v, button)) show(said, v, button);
  }
}

// A composed move's verdict is for the boxes ticked when the run drew the page: true when just
// those are ticked now (a box ticked since, its run not yet in: nothing shown before the run)
function ticked(v, button) {
  if (!v.ticked) return true;
  const row = document.querySelector(".st-key-tb-compose");
  if (!row) return false;
  const now = [...row.querySelectorAll("input[type=checkbox]")]
    .filter((box) => box.checked)
    .map((box) => (box.closest("label") || box).textContent.trim());
  return now.length === v.ticked.length && now.every((label, i) => label === v.ticked[i]);
}

function show(said, v, button) {
  said.innerHTML = v.html;
  said.dataset.kind = v.kind;
  document.documentElement.dataset.tbVerdict = v.kind; // (the page's earlier box hidden)
  if (v.kind === "play") {
    const row = button.closest(ROWS);
    if (row) {
      row.classList.add("tb-moved");
      said.tbRow = row;
    }
  }
  // where it lies, read before the next paint: read here (a layout forced) it came before
  // Streamlit's own handler, and put off the press's message to the server
  requestAnimationFrame(() => reveal(said));
  watch(said);
}

// The run may draw the page without this element (the move played, no button left): its words
// and the marks it set go with it, checked every tenth of a second until it hands over
function watch(said) {
  const check = () => {
    if (!said.dataset.kind) return;
    if (said.isConnected) setTimeout(check, 100);
    else done(said);
  };
  setTimeout(check, 100);
}

function done(said) {
  said.textContent = "";
  delete said.dataset.kind;
  if (said.tbRow) said.tbRow.classList.remove("tb-moved");
  said.tbRow = null;
  delete document.documentElement.dataset.tbVerdict;
}

