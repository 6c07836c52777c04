// Class mode's learner cookie (ui.components.learner_cookie): the page's run gives the cookie's
// name, its value (the learner codes this browser remembers, newest first, dot-separated) and
// its life in seconds; the script writes it unless it already holds that value, and deletes it
// for an empty value. st.context.cookies reads it when a tab opens (st.context is read-only).
export default function (component) {
  const d = component.data || {};
  if (typeof d.value !== "string" || !d.name) return;
  const want = d.name + "=" + d.value;
  const now = document.cookie.split("; ").find((c) => c.startsWith(d.name + "="));
  if (d.value && now === want) return;
  const life = d.value ? d.seconds : 0;
  document.cookie = `${want}; path=/; max-age=${life}; SameSite=Lax`;
}
