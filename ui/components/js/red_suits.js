// Trickbook's red suits in tick boxes' labels: only the red card or suit sign drawn red, not the
// whole label. Runs in the app's own page (st.components.v2, no iframe), once: a
// MutationObserver then repaints after every change of the page.
//
// A box is named by its raw label (its accessible name, "Hearts ♥"), so its words cannot be
// Markdown (":red[♥]" would be read aloud as written), and a style colours the whole label:
// Napoleon's Quiz drew "Hearts ♥" all red beside the buttons' "Hearts" and red "♥". The CSS
// Custom Highlight API colours a range of text without touching the page's elements (which
// React owns): every red card ("A♦", "10♥") or suit sign in a box's label goes into the
// highlight "tb-red", and app.py's style (ui.card_css.RED_TEXT_CSS) paints it the faces' red.

const NAME = "tb-red";
// a red card or a red suit sign: ui.format's pattern for Markdown's :red[...]
const RED_CARD = /(?:10|[2-9JQKA])?[♥♦]/g;
const LABELS = '[data-testid="stCheckbox"] [data-testid="stMarkdownContainer"]';

function paint() {
  window.__tbRedQueued = false;
  const ranges = [];
  for (const label of document.querySelectorAll(LABELS)) {
    const walk = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      for (const m of node.data.matchAll(RED_CARD)) {
        const range = new Range();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        ranges.push(range);
      }
    }
  }
  CSS.highlights.set(NAME, new Highlight(...ranges));
}

export default function () {
  if (window.__tbRedObserver || !(window.CSS && CSS.highlights)) return;
  // one repaint a frame however many changes it brought (a Play move changes hundreds of nodes)
  window.__tbRedObserver = new MutationObserver(() => {
    if (window.__tbRedQueued) return;
    window.__tbRedQueued = true;
    requestAnimationFrame(paint);
  });
  window.__tbRedObserver.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  paint();
}
