// Trickbook's page menu, in the sidebar: Home and Review, the pages of the game in hand, and a
// fold with the other games. Runs in the app's own page (st.components.v2, no iframe), once per
// change of its data: {label, sections: [{title, fold, links: [{href, label, icon, current}]}]}
// (ui.pages.sidebar). A menu that has not changed is left alone.
//
// One element of plain links in place of a dozen st.page_link elements: Streamlit draws every
// element again three or four times a click (its run state changes), and each page link was
// ~9 React components, a Markdown label and its styles each time (issue 12, part 5).
//
// A click on a link opens its page in this session, as a page link does: the address changes
// and Streamlit is told as it is of the browser's Back button (its popstate handler reruns the
// app on the page the address names). A link opened in a new tab is an ordinary link.
//
// The same script draws Home's list of games (ui.components.link_boxes; data {boxes:
// [{title, html, caption, links}]}): a bordered box a game, its name, what it is, a small line
// and its pages' links, one element where Streamlit's own were ten a game (issue 12, part 5).

const STYLE_ID = "tb-nav-style";
const FOLD_KEY = "tb-nav-fold-open"; // the fold, open or closed, kept from page to page
// Sizes as Streamlit's own page links and expander in the sidebar; colours from the text's
// own, so a dark theme gets them too.
const CSS = `
.tb-nav, .tb-nav [role="group"] { display: flex; flex-direction: column; gap: 4px; }
.tb-nav { font-family: "Source Sans", sans-serif; font-size: 0.875rem; }
.tb-nav a {
  display: flex; align-items: center; gap: 8px; height: 32px; padding: 0 8px;
  border-radius: 8px; color: inherit; text-decoration: none; line-height: 32px;
}
.tb-nav a:hover, .tb-nav a:focus-visible {
  background: color-mix(in srgb, currentColor 10%, transparent); outline: none;
}
.tb-nav a[aria-current="page"] {
  background: color-mix(in srgb, currentColor 10%, transparent); font-weight: 600;
}
.tb-nav a[aria-current="page"]:hover {
  background: color-mix(in srgb, currentColor 16%, transparent);
}
.tb-nav .tb-icon, .tb-boxes .tb-icon {
  font-family: "Material Symbols Rounded"; font-size: 1rem; line-height: 1; width: 1rem;
  font-weight: 400; font-style: normal; font-feature-settings: "liga"; overflow: hidden;
  flex: none; user-select: none;
}
.tb-nav .tb-label { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.tb-nav .tb-nav-title {
  margin: 8px 0 0; font-size: 0.875rem; line-height: 1.6;
  color: color-mix(in srgb, currentColor 60%, transparent);
}
.tb-nav details {
  margin-top: 8px; border-radius: 8px;
  border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
}
.tb-nav summary {
  display: flex; align-items: center; gap: 8px; padding: 7px 12px; border-radius: 8px;
  cursor: pointer; line-height: 1.6; list-style: none;
}
.tb-nav summary::-webkit-details-marker { display: none; }
.tb-nav summary .tb-icon { font-size: 1.25rem; width: 1.25rem; transition: transform 0.15s; }
.tb-nav details[open] > summary .tb-icon { transform: rotate(90deg); }
.tb-nav summary:hover { background: color-mix(in srgb, currentColor 6%, transparent); }
.tb-nav details > [role="group"] { padding: 0 8px 8px; }
/* Home's boxes (link_boxes): sizes as Streamlit's bordered container, subheader, Markdown,
   caption and page links in a wrapping row, which they stand for */
.tb-boxes { display: flex; flex-direction: column; gap: 16px; font-family: "Source Sans", sans-serif; }
.tb-boxes section {
  display: flex; flex-direction: column; gap: 16px; padding: 15px; border-radius: 8px;
  border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
}
.tb-boxes h3 {
  margin: 0; padding: 12px 0 0; font-size: 1.75rem; font-weight: 600; line-height: 1.2;
  letter-spacing: -0.005em; color: inherit; font-family: inherit;
}
.tb-boxes p { margin: 0; font-size: 1rem; line-height: 1.6; }
.tb-boxes p.tb-box-caption {
  font-size: 0.875rem; color: color-mix(in srgb, currentColor 60%, transparent);
}
.tb-boxes [role="group"] { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: -6px 0 -6px; }
.tb-boxes a {
  display: flex; align-items: center; gap: 8px; height: 28px; margin: 2px 0; padding: 0 8px;
  border-radius: 8px; color: inherit; text-decoration: none; font-size: 0.875rem;
  line-height: 28px;
}
.tb-boxes a:hover, .tb-boxes a:focus-visible {
  background: color-mix(in srgb, currentColor 10%, transparent); outline: none;
}
`;

function esc(text) {
  const d = document.createElement("div");
  d.textContent = text == null ? "" : String(text);
  return d.innerHTML.replaceAll('"', "&quot;");
}

// A Material Symbols icon, by its name (the font Streamlit loads for its own icons)
function icon(name) {
  return name ? `<span class="tb-icon" aria-hidden="true" translate="no">${esc(name)}</span>` : "";
}

function link(l) {
  const current = l.current ? ' aria-current="page"' : "";
  const label = `<span class="tb-label">${esc(l.label)}</span>`;
  return `<a href="${esc(l.href)}"${current}>${icon(l.icon)}${label}</a>`;
}

function menu(data) {
  const parts = [];
  (data.sections || []).forEach((s, i) => {
    const links = (s.links || []).map(link).join("");
    const id = `tb-nav-${i}`;
    if (s.fold) {
      const open = sessionStorage.getItem(FOLD_KEY) === "1" ? " open" : "";
      const title = `${icon("chevron_right")}<span id="${id}">${esc(s.title)}</span>`;
      parts.push(
        `<details${open}><summary>${title}</summary>` +
          `<div role="group" aria-labelledby="${id}">${links}</div></details>`,
      );
    } else if (s.title) {
      parts.push(`<p class="tb-nav-title" id="${id}">${esc(s.title)}</p>`);
      parts.push(`<div role="group" aria-labelledby="${id}">${links}</div>`);
    } else {
      parts.push(`<div role="group">${links}</div>`);
    }
  });
  return `<nav class="tb-nav" aria-label="${esc(data.label)}">${parts.join("")}</nav>`;
}

// Home's boxes: each a section named by its heading, its links a group named by the game
function boxes(data) {
  const parts = (data.boxes || []).map((b, i) => {
    const id = `tb-box-${i}`;
    const links = (b.links || []).map(link).join("");
    const label = esc(`${b.title}: pages`);
    return (
      `<section aria-labelledby="${id}"><h3 id="${id}">${esc(b.title)}</h3>` +
      (b.html ? `<p>${b.html}</p>` : "") +
      (b.caption ? `<p class="tb-box-caption">${esc(b.caption)}</p>` : "") +
      `<div role="group" aria-label="${label}">${links}</div></section>`
    );
  });
  return `<div class="tb-boxes">${parts.join("")}</div>`;
}

// A plain click (not one that asks for a new tab or window) opens the page in this session;
// a click on the fold's title is remembered as the fold's new state (on the click, not on
// its toggle event: a menu redrawn in between would lose that).
function follow(event) {
  const summary = event.target.closest("summary");
  if (summary) {
    sessionStorage.setItem(FOLD_KEY, summary.parentElement.open ? "0" : "1");
    return;
  }
  const a = event.target.closest("a[href]");
  if (!a || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  history.pushState({}, "", a.href);
  window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
}

export default function (component) {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }
  const root = component.parentElement;
  let box = root.querySelector(":scope > .tb-nav-box");
  if (!box) {
    box = document.createElement("div");
    box.className = "tb-nav-box";
    box.addEventListener("click", follow);
    root.appendChild(box);
  }
  const data = component.data || {};
  const html = data.boxes ? boxes(data) : menu(data);
  if (box.tbHtml !== html) {
    // the keyboard's place in the menu is kept: the same link has the focus in the new one
    const focused = box.contains(document.activeElement) ? document.activeElement : null;
    const href = focused && focused.getAttribute("href");
    box.innerHTML = html;
    box.tbHtml = html;
    if (focused) {
      const again = href
        ? [...box.querySelectorAll("a[href]")].find((a) => a.getAttribute("href") === href)
        : box.querySelector("summary");
      if (again) again.focus({ preventScroll: true });
    }
  }
}
