"""What a rule-graph witness teaches, in Japanese and English, written from what the engine did.

Each edge's witness gets a title, a question (the position and the action) and an answer (what happens
with both rules in force, and with each alone); the active-rules view uses :func:`edge_sentence` for the
edge itself.  The search's own notes stay in the witness file for developers.

>>> edge_sentence("eight_cut", "conflicts", "wisdom", "en")
'Eight cut and Wisdom of three each allow a play alone that the two together take away.'
>>> edge_sentence("taboo_breaker", "overrides", "forbidden_finish", "ja")
'【禁忌破り】が【禁止上がり】より優先される。'
"""

from __future__ import annotations

from typing import Any

from explorer.engine.actions import Action
from explorer.engine.errors import ExplorerError
from explorer.text.phrasing import action_ja, do_text_ja, edge_title_ja, label, node_ja
from explorer.engine.state import State
from explorer.rules.catalogue import registered


def name(node: str, lang: str) -> str:
    """A rule-graph node named in a sentence: ``【8切り】（家訓）`` / ``Eight cut (house rule)``."""
    return node_ja(node) if lang == "ja" else label(node, "en")


_SENTENCES_EN = {
    "enables": "With {u} and {v} both in force, something happens that neither does alone.",
    "blocks": "With {u} in force, {v} cannot do what it does alone.",
    "overrides": "With {u} in force, {v}'s restriction or penalty no longer applies.",
    "compounds": "{u} and {v} act on the same thing in one play, and their effects add up.",
    "conflicts": "{u} and {v} each allow a play alone that the two together take away.",
}


def edge_sentence(u: str, kind: str, v: str, lang: str) -> str:
    """The edge ``u -kind-> v`` as one plain sentence in ``lang`` (Japanese: :data:`explorer.text.phrasing.EDGE_JA`)."""
    if lang == "ja":
        return edge_title_ja(u, kind, v) + "。"
    text = _SENTENCES_EN[kind].format(u=name(u, lang), v=name(v, lang))
    return text[0].upper() + text[1:]


def _parse(state: State, text: str) -> Action | None:
    try:
        return state.parse_action(text)
    except ExplorerError:
        return None


def action_words(state: State, text: str, lang: str) -> str:
    """The action ``text`` as the reader of ``lang`` reads it."""
    action = _parse(state, text)
    if action is None:
        return text if lang == "en" else do_text_ja(text)
    return action_ja(state, action) if lang == "ja" else state.action_str(action)


def teach(u: str, kind: str, v: str, text: str, both: State, alone: dict[str, State]) -> dict[str, Any]:
    """Title, question and answer of the witness of ``u -kind-> v`` (``text``: the action it shows), written
    from what stepping the action does (:mod:`explorer.graphs.claims`): the title is the edge's own sentence,
    the question states the starting conditions, the answer what happens with both rules and with each alone.

    ``both`` is the position with both rules in force; ``alone`` maps each rule's node to the position
    with only that rule.
    """
    from explorer.graphs.claims import _name as name
    from explorer.graphs.claims import act_words, claim, conditions, result, sentence

    c = claim(u, kind, v, text, both, alone)
    king = (both.phase.value != "play" or any(cls is not None and cls.reads_king for cls in map(registered, (u, v)))
            or any("over" in f.tokens for f in (c.both, *c.alone.values())))
    out: dict[str, Any] = {"title": {}, "question": {}, "answer": {}}
    for lang in ("ja", "en"):
        ja = lang == "ja"
        act = act_words(both, text, lang)
        where = conditions(both, lang, king=king)
        out["title"][lang] = sentence(c, both, lang).rstrip("。.")
        out["question"][lang] = (f"{where}{act}。{name(u, lang)}と{name(v, lang)}が両方あると、どうなる？" if ja
                                 else f"{where} {act}. With {name(u, lang)} and {name(v, lang)} both in force, "
                                      f"what happens?")
        # Japanese: each case starts its own sentence (「両方あれば、」「【X】だけなら、」) and goes on in as many as
        # its effects need (claims.chain_ja: at most three 読点 a sentence)
        each = [(result(both, text, f, lang, before=f"{name(n, lang)}だけなら、") if ja
                 else f"with {name(n, lang)} alone, {result(both, text, f, lang)}") for n, f in c.alone.items()]
        if ja:
            out["answer"][lang] = "。".join([result(both, text, c.both, lang, before="両方あれば、"), *each]) + "。"
        else:
            said = result(both, text, c.both, lang)
            out["answer"][lang] = f"With both, {said}. " + ". ".join(e[0].upper() + e[1:] for e in each) + "."
    return out
