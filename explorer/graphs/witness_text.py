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

from explorer.engine.actions import Action, Choose
from explorer.engine.errors import ExplorerError
from explorer.engine.events import fired_rules
from explorer.text.phrasing import action_ja, cards_ja, do_text_ja, edge_title_ja, label, node_ja, refusal_ja, rule_in_text
from explorer.engine.state import State
from explorer.rules.catalogue import registered
from explorer.rules.traits import finish_judges


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


def what_happens(state: State, text: str, lang: str) -> str:
    """What the action does in ``state``, as a sentence: refused and why, or its effects."""
    from explorer.graphs.rule_graph import _after, _strongest_in

    ja = lang == "ja"
    action = _parse(state, text)
    if action is None:
        return "この行動はない" if ja else "there is no such action"
    if isinstance(action, Choose) and state.rules.window_rule(action.kind) is None:
        return "この行動はできない（その効果のカードがない）" if ja else "this move does not exist (no card allows it)"
    why = state.refusal_of(action)
    if why is not None:
        return f"できない（{refusal_ja(why.rule, why.ja)}）" if ja else f"refused: {why.en}"
    played = _after(state, action)
    if played is None:
        return "できない" if ja else "refused"
    after, events = played
    who = state.players[action.player]
    bits: list[str] = []
    fired = list(dict.fromkeys(r for r in fired_rules(events) if r not in finish_judges()))
    if fired:
        names = "".join(rule_in_text(r) for r in fired) if ja else ", ".join(label(r, "en") for r in fired)
        bits.append(f"{names}が発動する" if ja else f"{names} take{'s' if len(fired) == 1 else ''} effect")
    if any(e.kind == "clear" for e in events):
        bits.append("場が流れる" if ja else "the field clears")
    now, was = after.marks, state.marks
    if now.revolution != was.revolution:
        bits.append("革命が起きる" if ja else "a revolution turns the strength order round")
    if now.reversed != was.reversed:
        bits.append("強さが逆転する" if ja else "the strength order is inverted until the field clears")
    if (now.lock_suits, now.lock_rank) != (was.lock_suits, was.lock_rank) and (
            now.lock_suits or now.lock_rank is not None):
        bits.append("縛りがかかる" if ja else "the field is locked")
    if action.player in after.forbidden and action.player not in state.forbidden:
        bits.append(f"{who}はあがるが禁止上がりで最下位になる" if ja else f"{who} finishes, but it is a forbidden finish: last place")
    elif action.player in after.finished and action.player not in state.finished:
        bits.append(f"{who}があがる" if ja else f"{who} finishes")
        if (isinstance(action, Choose) and isinstance(action.value, int) and _strongest_in(state, action.value)
                and any(r.judges_finishes for r in state.rules.rules)):
            bits.append("一番強いカードを含むのに禁止上がりにならない" if ja
                        else "not a forbidden finish, although the cards include the strongest one")
    opened = [a for a in after.window_actions() if a not in state.window_actions()] if after.pending else []
    if opened:
        shown = [action_ja(after, a) if ja else after.action_str(a) for a in opened[:3]]
        bits.append(("手番外にできるようになる：" + "、".join(shown)) if ja else
                    "now open out of turn: " + "; ".join(shown))
    if state.phase.value != "play" and after.hands != state.hands:
        hands = [f"{after.players[p]}：{cards_ja(h)}" if ja else f"{after.players[p]}: {_cards_en(h)}"
                 for p, h in enumerate(after.hands)]
        bits.append(("準備が終わった後の手札は " + "、".join(hands)) if ja else "after the set-up the hands are " + "; ".join(hands))
    if after.phase.value == "over" and state.phase.value != "over":
        bits.append("ラウンドが終わる" if ja else "the round ends")
    if not bits:
        return "できるが、ほかには何も起きない" if ja else "accepted, and nothing more happens"
    return "。".join(bits) if ja else "accepted: " + "; ".join(bits)


def _cards_en(mask: int) -> str:
    from explorer.engine.cards import mask_str

    return mask_str(mask) or "(none)"


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
