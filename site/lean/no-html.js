// In place of sanitize-html (esbuild --alias in tools/build_site.py lean_bundle): ipywidgets' manager cleans a
// description that allows HTML (description_allow_html) with it, 0.24 MB of the page's script with its parser. No
// page allows HTML in a description, so one that did is shown as its text, every tag escaped.
export default function escapeAll(html) {
  return String(html).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
