// Trickbook's card pictures: a position drawn as card faces (ui.cards HTML and SVG), put on the
// page by the browser's own HTML parser. Runs in the app's own page (st.components.v2, no
// iframe, styles not isolated: each suit shape is a <use> of the definitions app.py draws once
// on every page). Its data is the picture's HTML; a picture that has not changed is left alone.
//
// st.markdown would run the same HTML through react-markdown and rehype-raw on every change
// (a Play table after each move), and st.html strips SVG.

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
    box.innerHTML = html;
    box.tbHtml = html;
  }
}
