/* The lean host's kernel worker (benchmarks/lean_host.py; measurement only): Python restored from the site's
 * snapshot by the site's own runtime (tools/build_site.py KERNEL_WORKER_RUNTIME, put before this file), then the
 * page's notebook code run directly, its widget messages posted to the page as they are sent. */
function dxMark(name) { postMessage({type: "mark", name: name, at: performance.now()}); }
importScripts(DX_PYODIDE_JS);
dxMark("pyodide_js");
var dxPending = [], dxPy = null;
function dxTake(m) {
  try { self.dxInbound = m; dxPy.runPython("__dx_take()"); }
  catch (err) { postMessage({type: "error", text: String(err)}); }
}
self.onmessage = function (e) { if (dxPy) dxTake(e.data); else dxPending.push(e.data); };
(async function () {
  var init = {indexUrl: DX_INDEX_URL, loadPyodideOptions: DX_OPTIONS};
  var api = await loadPyodide(Object.assign({indexURL: DX_INDEX_URL}, self.dxSnapshot.options(init)));
  dxMark("restored");
  await self.dxSnapshot.restored(api, {env: DX_ENV});
  dxMark("files");
  self.dxPost = function (m) { postMessage(m); };
  api.runPython(DX_PAGE_CODE);
  dxPy = api;
  dxMark("cell");
  dxPending.forEach(dxTake);
})().catch(function (err) { postMessage({type: "error", text: String((err && err.stack) || err)}); });
