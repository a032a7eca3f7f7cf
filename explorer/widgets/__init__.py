"""ipywidgets views over the engine; notebooks only wire them."""

from explorer.browser import keep_none_in_widget_messages

keep_none_in_widget_messages()  # the static site's kernel would otherwise drop None trait updates
