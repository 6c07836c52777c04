// Trickbook's verdicts shown at a click, before the run (issue 12 part 5): what hand.js (a
// card) and moves.js (any other move's button) share. Each imports it as a module beside its
// own file (Streamlit loads a component's script with import(its address), so "./verdict.js"
// is this file, served from the same folder, ui/components/js).

// The words on the screen at once: at 1400x1000 Forty-Five's refusal lay under the cards,
// below the screen's foot, until the run's page scrolled to it (page_helper.js). Scrolled as
// little as shows the box, never the trick's top under the header; the page helper then
// scrolls, if at all, by what the page's own box needs.
export function reveal(said) {
  const over = said.getBoundingClientRect().bottom + 8 - window.innerHeight;
  if (over <= 0) return;
  const header = document.querySelector('[data-testid="stHeader"]');
  const top = (header ? header.getBoundingClientRect().bottom : 0) + 4;
  const trick = document.querySelector('[aria-label="card table"] .tb-trick');
  const by = Math.min(over, trick ? trick.getBoundingClientRect().top - top : over);
  if (by <= 0) return;
  const main = document.querySelector('[data-testid="stMain"]');
  const scroller = main && main.scrollHeight > main.clientHeight ? main : window;
  scroller.scrollBy({ top: by, behavior: "instant" });
}

const SAY = ".st-key-tb-say";

// The page's box says the words the live region read out at the click: Streamlit draws it as
// an alert, which a screen reader reads out as it appears, and it appears now (drawn while
// hidden, html's data-tb-verdict): a plain box, so the words are read once
function quiet(box) {
  for (const alert of box.querySelectorAll('[role="alert"]')) alert.setAttribute("role", "none");
}
const SETTLE_MS = 3000;

// The run's data is in: the words go (``done``) as soon as the page shows its own. A move
// played: at once (the latest moves, above, say it). A refusal: once the page's box says the
// same words, checked before each paint, so the box takes the verdict's place in one frame;
// after SETTLE_MS in any case.
export function handOver(said, done) {
  const kind = said.dataset.kind;
  const words = said.textContent.trim();
  const start = performance.now();
  if (kind !== "error") return done();
  const check = () => {
    if (said.dataset.kind !== kind || said.textContent.trim() !== words) return; // pressed again
    const box = document.querySelector(SAY);
    const shown = box ? box.textContent.trim() : "";
    if (shown === words) quiet(box);
    if (shown === words || performance.now() - start > SETTLE_MS) done();
    else requestAnimationFrame(check);
  };
  check();
}
