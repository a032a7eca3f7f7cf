"""ipywidgets views over the engine; notebooks only wire them."""
