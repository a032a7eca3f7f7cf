// The static site's page without JupyterLab's application (tools/build_site.py lean_pages): a widget manager of
// ipywidgets 8's own (its base manager, base and controls modules: the pages use no other widget), talking to the
// kernel's worker directly. The worker (kernel-worker.js: the snapshot's runtime, then LEAN_WORKER) was made by the
// page's body as it began (tools/build_site.py LEAN_START), which added this script once the worker had begun; it
// restores Python while this script loads, runs the page's notebook code and posts the widget messages Python sent
// (together, each time Python returns); the page's own messages (a click, a typed value) go back one by one. The page is drawn where voici draws a
// notebook's output, inside the same elements, so the page's styles and the first paint's watcher see the page
// they know.
import { ManagerBase } from '@jupyter-widgets/base-manager';
import * as base from '@jupyter-widgets/base';
import * as controls from '@jupyter-widgets/controls';
import { Widget } from '@lumino/widgets';
// the styles ipywidgets' standalone pages load, and JupyterLab's light theme that voici's application loads
import '@fortawesome/fontawesome-free/css/all.min.css';
import '@fortawesome/fontawesome-free/css/v4-shims.min.css';
import '@lumino/widgets/style/index.css';
import '@jupyter-widgets/controls/css/widgets-base.css';
import './theme-light.css';
import './page.css';

const MODULES = {'@jupyter-widgets/base': base, '@jupyter-widgets/controls': controls};

class Manager extends ManagerBase {
  async loadClass(className, moduleName, moduleVersion) {
    const found = MODULES[moduleName] && MODULES[moduleName][className];
    if (!found) throw new Error(`the page has no widget ${className} of ${moduleName}@${moduleVersion}`);
    return found;
  }
  _get_comm_info() { return Promise.resolve({}); }
  _create_comm() { return Promise.reject(new Error('widgets are made by the kernel, not by the page')); }
  async display_view(view, el) { Widget.attach(view.luminoWidget, el); }
}

const worker = window.dxLeanWorker;
const manager = new Manager();
const comms = {};

class Comm {
  constructor(id, target) { this.comm_id = id; this.target_name = target; this._msg = null; this._close = null; }
  send(data, callbacks, metadata, buffers) {
    worker.postMessage({type: 'comm_msg', content: {comm_id: this.comm_id, data}, metadata: metadata || {},
                        buffers: buffers || []});
    return this.comm_id;
  }
  open() { return this.comm_id; }
  close() {
    worker.postMessage({type: 'comm_close', content: {comm_id: this.comm_id, data: {}}});
    return this.comm_id;
  }
  on_msg(cb) { this._msg = cb; }
  on_close(cb) { this._close = cb; }
}

// Where voici puts a notebook's first output: the page's styles are written for these elements.
function outputArea() {
  const main = document.createElement('div');
  main.id = 'main';
  main.className = 'lm-Widget jp-LabShell jp-ThemedContainer';
  main.innerHTML = '<div id="jp-main-content-panel" class="lm-Widget lm-Panel lm-BoxPanel">'
    + '<div id="rendered_cells" class="lm-Widget lm-BoxPanel-child"><div><div>'
    + '<div class="jp-Cell jp-CodeCell jp-Notebook-cell"><div class="jp-Cell-outputWrapper">'
    + '<div class="lm-Widget jp-OutputArea jp-Cell-outputArea" style="display: flex; flex-direction: column;">'
    + '<div class="lm-Widget lm-Panel jp-OutputArea-child jp-OutputArea-executeResult">'
    + '<div class="lm-Widget lm-Panel jp-OutputArea-output"></div></div></div></div></div></div></div></div></div>';
  const old = document.getElementById('rendered_cells');
  if (old) old.remove();
  document.body.appendChild(main);
  return main.querySelector('.jp-OutputArea-output');
}

function loaded() {
  const loading = document.getElementById('loading');
  if (loading) loading.style.display = 'none';
}

function failed(text) {
  // A page that could not be built says so in the reader's language, with what Python said under it.
  loaded();
  if (window.dxFirstPaintGone) window.dxFirstPaintGone();  // the drawing of the page goes: it will not come
  // the reader's language as dx.js read it (the address, else the cookie; Japanese by default)
  const ja = window.dxSiteJa !== undefined ? window.dxSiteJa : document.documentElement.lang !== 'en';
  const box = document.createElement('div');
  box.className = 'dx-msg dx-msg-error dx-lean-error';
  box.setAttribute('role', 'alert');
  const head = document.createElement('p');
  head.textContent = ja ? 'このページを組み立てられませんでした。ページを再読み込みしてください。'
    : 'This page could not be built. Please reload the page.';
  const detail = document.createElement('pre');
  detail.textContent = text;
  box.appendChild(head);
  box.appendChild(detail);
  document.body.appendChild(box);
}

async function take(m) {
  if (m.type === 'comm_open') {
    const comm = new Comm(m.content.comm_id, m.content.target_name);
    comms[comm.comm_id] = comm;
    await manager.handle_comm_open(comm, {content: m.content, metadata: m.metadata || {}, buffers: m.buffers || []});
  } else if (m.type === 'comm_msg') {
    const c = comms[m.content.comm_id];
    if (c && c._msg) c._msg({content: m.content, metadata: m.metadata || {}, buffers: m.buffers || []});
  } else if (m.type === 'comm_close') {
    const c = comms[m.content.comm_id];
    delete comms[m.content.comm_id];
    if (c && c._close) c._close({content: m.content});
  } else if (m.type === 'display') {
    const model = await manager.get_model(m.model_id);
    const view = await manager.create_view(model);
    await manager.display_view(view, outputArea());
    loaded();
  } else if (m.type === 'restored') {
    // Python is up: the loading line says the page is being built (dx.js words voici's loading text)
    if (window.update_loading_text) window.update_loading_text(1, 1, '');
  } else if (m.type === 'error') {
    failed(m.text);
  }
}

let chain = Promise.resolve();
function enqueue(m) {
  chain = chain.then(() => take(m)).catch((err) => failed(String((err && err.stack) || err)));
}
const early = window.dxLeanEarly || [];
window.dxLeanEarly = null;
// what Python sent while it ran comes as one list (kernel-worker.js)
worker.onmessage = (e) => [].concat(e.data).forEach(enqueue);
early.forEach(enqueue);
