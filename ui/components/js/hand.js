// Trickbook's hand: the learner's cards on Play as one element, a real <button> a card with its
// face inside (ui.cards SVG, the suit shapes <use>s of the definitions app.py draws once on
// every page). Runs in the app's own page (st.components.v2, no iframe, styles not isolated:
// ui/pages/play.py's HAND_CSS sizes and rings the faces). Its data: {cards: [{code, label,
// face, disabled}, ...]} in the hand's order; a click plays the card: the trigger "play" with
// its code (Python's on_play_change).
//
// Updated in place, card by card: a card still in the hand keeps its button (and the keyboard
// focus, were it on it), its face redrawn only when its look changes (the hint's legal and
// illegal looks), a card played is taken out, a card drawn put in its place. Streamlit's own
// buttons, a box, a face and a button a card, were thrown away and drawn anew after every move
// (the box after the card played took the next card's place): issue 12 part 5.
//
// A card's verdict ({kind, text, html}: ui/play_verdict.py, the engine's, as the click's run
// will draw it) is shown the moment it is clicked, as the click is sent: its words in a live
// region under the cards (a screen reader reads them), a refusal ("error") in a box like the
// page's own, a card played ("play") taken from the hand at once. The run's page then says the
// same words where it always has (the latest moves above the cards, the refusal under them);
// its data (a new nonce each move) clears the region and puts back any card still held.

import { handOver, reveal } from "./verdict.js";

export default function (component) {
  const root = component.parentElement;
  const data = component.data || {};
  const cards = data.cards || [];
  let row = root.querySelector(":scope > .tb-hand-row");
  if (!row) {
    row = document.createElement("div");
    row.className = "tb-hand-row";
    root.appendChild(row);
  }
  let said = root.querySelector(":scope > .tb-verdict");
  if (!said) {
    said = document.createElement("div");
    said.className = "tb-verdict";
    said.setAttribute("role", "status");
    said.setAttribute("aria-live", "polite");
    root.appendChild(said);
  }
  // the click's run has drawn the page (a new move): the page says the words now
  if (row.tbNonce !== data.nonce) {
    row.tbNonce = data.nonce;
    for (const b of row.children) b.hidden = false;
    if (said.dataset.kind) handOver(said, () => done(said));
  }
  // the element of the latest run: a button made earlier sends its click through it
  row.tbComponent = component;
  // the cards gone first: a card moved (insertBefore) is taken out and put back, its face
  // with it, and the cards after a card played would each be moved past it
  const codes = new Set(cards.map((c) => c.code));
  for (const b of [...row.children]) if (!codes.has(b.dataset.code)) b.remove();
  const have = new Map([...row.children].map((b) => [b.dataset.code, b]));
  let before = null;
  for (const c of cards) {
    let b = have.get(c.code);
    if (!b) {
      b = document.createElement("button");
      b.type = "button";
      b.dataset.code = c.code;
      b.className = `tb-card tb-card-${c.code}`;
      b.addEventListener("click", () => {
        if (b.disabled) return;
        // the click sent first, then the verdict drawn while the server runs: drawn first (its
        // layout forced to find where it lies), it delayed the run's redraw
        row.tbComponent.setTriggerValue("play", b.dataset.code);
        show(said, b);
      });
    }
    b.tbVerdict = c.verdict || null;
    if (b.tbFace !== c.face) {
      b.innerHTML = c.face;
      b.tbFace = c.face;
    }
    // its accessible name: the plain label ("Play A♦"), not the face's own ("ace of diamonds")
    if (b.getAttribute("aria-label") !== c.label) b.setAttribute("aria-label", c.label);
    b.disabled = !!c.disabled;
    const next = before ? before.nextSibling : row.firstChild;
    if (next !== b) row.insertBefore(b, next);
    before = b;
  }
}

// The clicked card's verdict, at once: its words (the page's HTML: red cards red) in the live
// region, and a card played out of the hand (hidden, not removed: the run's data removes it,
// or puts it back where the click came to nothing). A refusal left from an earlier click is
// hidden meanwhile (html's data-tb-verdict: ui/pages/play.py's HAND_CSS). The keyboard focus,
// on the card played, goes back to the cards when the run has drawn them (page_helper.js), as
// before.
function show(said, b) {
  const v = b.tbVerdict;
  if (!v) return;
  said.innerHTML = v.html;
  said.dataset.kind = v.kind;
  document.documentElement.dataset.tbVerdict = v.kind;
  if (v.kind === "play") b.hidden = true;
  reveal(said);
}

// The run's data is in: the verdict's words go once the page says its own (verdict.js)
function done(said) {
  said.textContent = "";
  delete said.dataset.kind;
  delete document.documentElement.dataset.tbVerdict;
}
