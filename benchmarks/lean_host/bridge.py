# The lean host's Python side (benchmarks/lean_host.py; measurement only): the kernel's comm messages posted to the
# page as JavaScript objects, the page's messages handed to the comm manager, then the page's notebook code run
# (DX_CELL: its last line is the page) and the page displayed.
import explorer.widgets.opening as _dx_opening
import js
import pyodide_kernel
from comm import get_comm_manager
from pyodide.ffi import to_js


def _post(message):
    js.dxPost(to_js(message, dict_converter=js.Object.fromEntries))


def _send(msg_type, content, metadata, ident, buffers):
    _post({"type": msg_type, "content": content, "metadata": metadata or {}, "buffers": list(buffers or [])})


def __dx_take():
    message = js.dxInbound.to_py()
    message.setdefault("buffers", [])
    if message["type"] == "comm_msg":
        get_comm_manager().comm_msg(None, None, message)
    elif message["type"] == "comm_close":
        get_comm_manager().comm_close(None, None, message)


pyodide_kernel.kernel_instance.interpreter.send_comm = _send
_post({"type": "mark", "name": "py_ready", "at": js.performance.now()})
_dx_open = _dx_opening._open_in_order


def _dx_marked(*args):
    _post({"type": "mark", "name": "built", "at": js.performance.now()})  # the page built, its widgets not yet sent
    return _dx_open(*args)


_dx_opening._open_in_order = _dx_marked
*_dx_lines, _dx_last = [line for line in DX_CELL.splitlines() if line.strip()]
exec("\n".join(_dx_lines))
__dx_page = eval(_dx_last)
_post({"type": "display", "model_id": __dx_page.model_id})
