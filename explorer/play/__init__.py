"""Play's model, with no widget: a game session against bots (:mod:`explorer.play.session`)."""
