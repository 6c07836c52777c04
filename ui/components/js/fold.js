// Trickbook's closed fold: a box the learner opens ("Rules: ...", "Link to this question",
// Play's "Table: ..."), drawn as Streamlit's closed st.expander is, as one small element
// (ui.pages.common.drawn_when_open draws the real expander once it is open). Runs in the app's
// own page (st.components.v2, no iframe), once per change of its data: {label, box}.
//
// Why: Streamlit draws every element of the page again at each change of a click's run state
// (a run started, each burst of its elements, the run finished: 5-20 times a Quiz Check), and
// a closed st.expander is 28 React components each time, where this element is about 10
// (issue 12, part 5: click -> feedback). Its contents are drawn only while open anyway.
//
// A click (or Enter or Space on it) opens it at once, as Streamlit's own does (the arrow down,
// the empty box under the label), and sends the trigger "open": the page's run then draws the
// real expander, open, in its place, with what it holds. The keyboard focus follows: onto the
// expander's label when it comes (its box's class names it: data.box), and back onto this
// label when the learner closes that expander and the fold comes back.

const STYLE_ID = "tb-fold-style";
// As Streamlit 1.67's expander draws itself (its computed styles, this app's theme: the text's
// colour at 20% for the border, the primary colour's ring for the keyboard's focus)
const CSS = `
.tb-fold { margin: 0; width: 100%; border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
  border-radius: 0.5rem; }
.tb-fold > summary { position: relative; display: flex; width: 100%; min-width: 0; overflow: hidden;
  font-size: inherit; align-items: center; cursor: pointer; list-style-type: none;
  padding: 0.25rem 0.75rem; min-height: calc(-2px + 2.5rem); background-color: transparent;
  border-radius: 0.5rem; box-sizing: border-box;
  transition: border-radius 200ms cubic-bezier(0.23, 1, 0.32, 1) 300ms, background-color 150ms; }
.tb-fold > summary::-webkit-details-marker { display: none; }
.tb-fold > summary:focus { outline: none; }
.tb-fold > summary:focus-visible { box-shadow: rgba(30, 107, 64, 0.5) 0 0 0 0.2rem; }
.tb-fold > summary:hover, .tb-fold > summary:focus-visible {
  background-color: rgba(187, 187, 165, 0.15); }
.tb-fold > summary:active { background-color: rgba(187, 187, 165, 0.25); }
.tb-fold-head { display: flex; align-items: center; flex-grow: 1; min-width: 0; width: 100%;
  max-width: 100%; overflow: hidden; gap: 0.5rem; }
.tb-fold-icon { display: inline-flex; align-items: center; justify-content: center; flex-shrink: 0;
  font-size: 1rem; width: 1rem; height: 1rem; user-select: none; color: inherit;
  font-family: "Material Symbols Rounded"; font-weight: 400; font-style: normal; line-height: 1;
  letter-spacing: normal; text-transform: none; white-space: nowrap; overflow-wrap: normal;
  direction: ltr; -webkit-font-smoothing: antialiased; font-feature-settings: "liga"; }
.tb-fold-label { display: flex; overflow: hidden; width: 100%; flex-grow: 1; }
.tb-fold-label p { font-family: "Source Sans", sans-serif; font-size: 0.875rem; color: inherit;
  max-width: 100%; overflow-wrap: break-word; word-break: break-word; margin: 0; }
.tb-fold-body { padding: 1rem; border-top: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
`;

export default function (component) {
  const root = component.parentElement;
  const data = component.data || {};
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
    watchClosing();
  }
  let details = root.querySelector(":scope > details.tb-fold");
  if (!details) {
    details = document.createElement("details");
    details.className = "tb-fold";
    details.innerHTML =
      '<summary><span class="tb-fold-head"><span class="tb-fold-icon" aria-hidden="true" ' +
      'translate="no">keyboard_arrow_right</span><div class="tb-fold-label"><p></p></div>' +
      "</span></summary>";
    const summary = details.firstChild;
    summary.addEventListener("click", (e) => {
      e.preventDefault(); // opened here, once: the run then draws the real expander
      if (details.open) return;
      details.open = true;
      details.querySelector(".tb-fold-icon").textContent = "keyboard_arrow_down";
      const body = document.createElement("div");
      body.className = "tb-fold-body";
      details.appendChild(body);
      if (document.activeElement === summary) window.__tbFoldFocus = details.tbBox;
      details.tbComponent.setTriggerValue("open", true);
    });
    root.appendChild(details);
  }
  details.tbComponent = component; // (the element of the latest run sends the click)
  details.tbBox = data.box;
  const p = details.querySelector(".tb-fold-label p");
  if (p.textContent !== data.label) p.textContent = data.label;
  // the learner has just closed this box's expander: its label had the focus, and is gone
  if (window.__tbFoldClosed === data.box && document.activeElement === document.body) {
    details.firstChild.focus({ preventScroll: true });
  }
  window.__tbFoldClosed = undefined;
}

// Once a page: the focus onto the expander a fold opened, when it comes (within 10 s), and a
// note of the expander whose label the learner presses to close it (its fold then takes the
// focus, above).
function watchClosing() {
  new MutationObserver(() => {
    const box = window.__tbFoldFocus;
    if (!box) return;
    const summary = document.querySelector(`.st-key-${box} [data-testid="stExpander"] summary`);
    if (summary) {
      window.__tbFoldFocus = undefined;
      summary.focus({ preventScroll: true });
    }
  }).observe(document.body, { childList: true, subtree: true });
  const closing = (e) => {
    const summary = e.target.closest && e.target.closest('[data-testid="stExpander"] summary');
    const box = summary && summary.closest('[class*="st-key-"]');
    if (!box || !summary.parentElement.open) return;
    const key = [...box.classList].find((c) => c.startsWith("st-key-"));
    window.__tbFoldClosed = key.slice("st-key-".length);
  };
  document.addEventListener("click", closing, true);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") closing(e);
  }, true);
}
