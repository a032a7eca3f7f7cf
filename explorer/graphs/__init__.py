"""Rule-interaction graphs (networkx), computed by the engine.

- :func:`position_graph` — for one position: which rule enables, forbids or fires on each meld the
  acting player could play, and what each legal play leads to.
- Export: :mod:`explorer.graphs.export` (node-link JSON, GraphML, SVG).
"""

from explorer.graphs.position import position_graph

__all__ = ["position_graph"]
