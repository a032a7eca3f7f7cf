// The lean host (benchmarks/lean_host.py): the widget manager of ipywidgets' standalone pages, talking to the kernel
// worker (worker.js) directly: no JupyterLab application, no kernel protocol. Measurement only, not shipped.
import { HTMLManager } from '@jupyter-widgets/html-manager';
import '@jupyter-widgets/controls/css/widgets-base.css';

const marks = (window.dxLeanMarks = {});
function mark(name) { marks[name] = Math.round(performance.now()); }
mark("script");
const worker = window.dxLeanWorker;
const manager = new HTMLManager();
const comms = {};
class Comm {
  constructor(id, target) { this.comm_id = id; this.target_name = target; this._msg = null; this._close = null; }
  send(data, callbacks, metadata, buffers) {
    worker.postMessage({type: "comm_msg", content: {comm_id: this.comm_id, data}, metadata: metadata || {}, buffers: buffers || []});
    if (callbacks && callbacks.iopub && callbacks.iopub.status) { /* no status messages */ }
    return this.comm_id;
  }
  open() { return this.comm_id; }
  close() { worker.postMessage({type: "comm_close", content: {comm_id: this.comm_id, data: {}}}); return this.comm_id; }
  on_msg(cb) { this._msg = cb; }
  on_close(cb) { this._close = cb; }
}
let opened = 0;
async function take(m) {
  if (m.type === "comm_open") {
    if (!opened) mark("first_open");
    opened++;
    const comm = new Comm(m.content.comm_id, m.content.target_name);
    comms[comm.comm_id] = comm;
    await manager.handle_comm_open(comm, {content: m.content, metadata: m.metadata || {}, buffers: m.buffers || []});
  } else if (m.type === "comm_msg") {
    const c = comms[m.content.comm_id];
    if (c && c._msg) c._msg({content: m.content, metadata: m.metadata || {}, buffers: m.buffers || []});
  } else if (m.type === "comm_close") {
    const c = comms[m.content.comm_id];
    if (c && c._close) c._close({content: m.content});
  } else if (m.type === "display") {
    mark("display");
    const model = await manager.get_model(m.model_id);
    const view = await manager.create_view(model);
    await manager.display_view(view, document.getElementById("dx-lean-page"));
    mark("shown");
  } else if (m.type === "mark") {
    marks["w_" + m.name] = Math.round(m.at);
  } else if (m.type === "error") {
    console.error(m.text);
    document.getElementById("dx-lean-page").textContent = m.text;
  }
}
let chain = Promise.resolve();
const early = window.dxLeanEarly || [];
window.dxLeanTake = (m) => { chain = chain.then(() => take(m)); };
early.forEach((m) => window.dxLeanTake(m));
worker.onmessage = (e) => window.dxLeanTake(e.data);
