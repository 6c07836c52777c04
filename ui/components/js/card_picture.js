// Trickbook's card pictures: a position drawn as card faces (ui.cards HTML and SVG), put on the
// page by the browser's own HTML parser. Runs in the app's own page (st.components.v2, no
// iframe, styles not isolated: each suit shape is a <use> of the definitions app.py draws once
// on every page). Its data is the picture's HTML; a picture that has not changed is left alone.
//
// st.markdown would run the same HTML through react-markdown and rehype-raw on every change
// (a Play table after each move), and st.html strips SVG.
//
// A changed picture is patched in place, not replaced (issue 12, part 5: click -> feedback):
// the new HTML is parsed apart and the page's nodes are brought to it node by node, so what
// did not change stays as it was. Replaced whole, every click that changed a picture (Quiz's
// Check marking the deciding cards, Learn's Next, a Play move) took its few hundred nodes off
// the page and put as many back, and with them the table's <style>: a style sheet removed and
// added again has Chrome restyle the whole page ("Style rule change"), the same rules or not.
// Measured in Chromium at 1400 px, both ways in turn on one page (40 each, style and layout
// forced, load 27): the Check's change of the picture took Loo's Quiz 19.8 ms replaced, 8.0 ms
// patched, Sixty-Six's 9.1 and 5.6 ms. A small part of the click: bench.page_speed, paired with
// the tree before (6 pairs, load 16-30), read Quiz Check before/now 1.49 +-0.65 (Loo) and 1.62
// +-0.49 (Sixty-Six), Learn Next 0.56 +-0.81 and 1.55 +-0.15: within the spread. The rest of a
// click is React drawing the page's elements again, several times a run.

export default function (component) {
  const root = component.parentElement;
  const html = typeof component.data === "string" ? component.data : "";
  let box = root.querySelector(":scope > .tb-picture");
  if (!box) {
    box = document.createElement("div");
    box.className = "tb-picture";
    root.appendChild(box);
  }
  if (box.tbHtml !== html) {
    if (box.tbHtml === undefined) {
      box.innerHTML = html; // (the first picture: nothing to keep)
    } else {
      const parsed = document.createElement("template");
      parsed.innerHTML = html;
      patchChildren(box, parsed.content);
    }
    box.tbHtml = html;
  }
}

// The same kind of node: an element of the same name (and namespace), or text, or a comment.
function alike(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName && a.namespaceURI === b.namespaceURI;
}

// ``live`` (on the page) made equal to ``wanted`` (parsed, same kind): its text, its
// attributes, then its children.
function patch(live, wanted) {
  if (live.nodeType !== Node.ELEMENT_NODE) {
    if (live.nodeValue !== wanted.nodeValue) live.nodeValue = wanted.nodeValue;
    return;
  }
  for (const a of Array.from(live.attributes)) {
    if (!wanted.hasAttributeNS(a.namespaceURI, a.localName)) {
      live.removeAttributeNS(a.namespaceURI, a.localName);
    }
  }
  for (const a of Array.from(wanted.attributes)) {
    if (live.getAttributeNS(a.namespaceURI, a.localName) !== a.value) {
      live.setAttributeNS(a.namespaceURI, a.name, a.value);
    }
  }
  patchChildren(live, wanted);
}

// The children of ``live`` made those of ``wanted``, in order: a child of the same kind at the
// same place is patched, another is put in from ``wanted`` (moved, not copied), and the live
// children left over at the end are taken away.
function patchChildren(live, wanted) {
  let at = live.firstChild;
  let next = wanted.firstChild;
  while (next) {
    const after = next.nextSibling;
    if (at && alike(at, next)) {
      patch(at, next);
      at = at.nextSibling;
    } else {
      live.insertBefore(next, at);
    }
    next = after;
  }
  while (at) {
    const gone = at;
    at = at.nextSibling;
    live.removeChild(gone);
  }
}
