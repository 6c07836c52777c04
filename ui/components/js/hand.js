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

export default function (component) {
  const root = component.parentElement;
  const cards = (component.data && component.data.cards) || [];
  let row = root.querySelector(":scope > .tb-hand-row");
  if (!row) {
    row = document.createElement("div");
    row.className = "tb-hand-row";
    root.appendChild(row);
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
        if (!b.disabled) row.tbComponent.setTriggerValue("play", b.dataset.code);
      });
    }
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
