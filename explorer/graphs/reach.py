"""How play reaches a rule-graph witness's position from a dealt round (issue 42, part 1).

A witness position (:class:`explorer.graphs.rule_graph.Position`) is small: a few cards in each hand, the trick
so far, a discard pile.  :func:`derive` writes the round that leads there: the deal (each hand with the cards
its player has put down since), then the plays — every card of the discard pile played alone by the trick's
first player and passed on until the field clears, then the trick's plays in order, each player between two
plays passing — up to the witness's acting player.  :func:`replay` plays that history from the deal with the
witness's rules in force; :func:`same_position` compares the result with the witness's own position.

A position the derivation does not write a history for says why (:attr:`Derivation.missing`): a revolution in
force, players who have already gone out (their round before the witness is not derived).
"""

from explorer.graphs.rule_graph import Derivation, derive, replay, same_position

__all__ = ["Derivation", "derive", "replay", "same_position"]
