"""Playing the Play page as a player does: by touching the cards of the hand (shared by the page tests)."""

from __future__ import annotations

import random

from explorer.widgets.play import PlayPage


def tap_a_card(page: PlayPage, rng: random.Random | None = None) -> bool:
    """Play a card of the human's hand by touching it, as a player can: only a card that is not dimmed (a
    dimmed card's tap only says why it cannot be played); a tap plays a card that has one way to be played; a card with several is
    selected and one of the plays offered for it is clicked (the first, or one at random with ``rng``).  False
    when no card of the hand can be played (nothing changed)."""
    state = page.state
    assert state is not None and page.hand.active
    cards = [(c, b) for c, b in page.hand.cards if not b.disabled and "dx-dimmed" not in b._dom_classes]
    if rng is not None:
        rng.shuffle(cards)
    for _, button in cards:
        before = len(state.move_stack)
        button.value = True
        if len(state.move_stack) > before:
            return True
        offered = list(page.hand.play_buttons.children)
        assert offered, "a card left bright is in a legal play: touching it plays it or offers its plays"
        (rng.choice(offered) if rng is not None else offered[0]).click()
        assert len(state.move_stack) > before
        return True
    return False


def take_first(page: PlayPage) -> None:
    """The human's first move: in a play decision the first card of the hand that can be played, else (or
    when no card can be played: a pass) the first action button."""
    if page.hand.active and tap_a_card(page):
        return
    page.action_buttons[0].click()
