"""What one rule-graph edge's witness shows, and the sentence written from it.

Each edge of the rule graph has a witness: a position, one action, and the rules in force (both rules, each
alone). :func:`facts` steps the action in one configuration and records what happened as a set of *tokens*
(``legal``, ``refused``, ``fires:eight_cut``, ``clears``, ``inversion-`` …); :func:`claim` compares the
configurations the edge's type is about and keeps the tokens that make the difference; :func:`sentence` writes
that difference as one sentence in Japanese or English, and :func:`conditions` the position's starting
conditions (a revolution, a J-back inversion, a lock, the field, who has finished, whose house rule a rule is).

So the sentence of ``eight_cut -enables-> j_back`` is not the type's general sentence but what its witness
shows: in a J-back inversion, an 8 clears the field and the inversion ends, which neither rule does alone.
``tests/test_interaction_sentences.py`` steps the witness files with and without each rule and checks that
each sentence's claim is what happens.

Tokens (each with its phrase in :data:`_POS` / :data:`_NEG`):

- ``legal`` / ``refused``: the action is allowed / refused (``refused`` carries the refusal's words);
- ``fires:<rule>``: a rule takes effect;
- ``clears``: the field clears;
- ``revolution+`` / ``revolution-``: a revolution / a counter-revolution;
- ``inversion+`` / ``inversion-``: the strength order inverts until the field clears (J-back) / that ends;
- ``lock``: the field gets locked; ``finish`` / ``forbidden`` / ``exempt``: the player goes out (normally, as
  a forbidden finish, or with the strongest card yet not forbidden); ``opens``: an out-of-turn action opens (all
  those of one play said in one clause: :func:`_opens`);
  ``over``: the round ends; ``dealt``: the set-up changes the hands.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import mask_str, suits_str
from explorer.engine.errors import ExplorerError
from explorer.engine.events import Event, fired_rules
from explorer.engine.state import State
from explorer.text.phrasing import action_ja, cards_ja, do_text_ja, label, node_ja, notation_ja, refusal_line, rule_in_text
from explorer.rules.traits import finish_judges


@dataclass(frozen=True)
class Facts:
    """What one action did in one configuration of the rules."""

    tokens: frozenset[str]
    refusal_ja: str = ""
    refusal_en: str = ""
    actor: str = ""
    after: frozenset[str] = frozenset()
    """The position after the action: ``is:lock``, ``is:inverted``, ``is:revolution`` (what holds, changed or not)."""
    opened: tuple[tuple[str, str], ...] = ()
    """The out-of-turn actions open after the action: (the action language, a Japanese clause)."""
    order: tuple[str, ...] = ()
    """The tokens of :attr:`tokens` in the order play makes them happen (the finish before the fall it causes)."""
    events: tuple[tuple[str, str | None], ...] = ()
    """The events the action made, in play order, by kind and rule: ``("clear", "eight_cut")``."""
    places: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    """Who has gone out afterwards, in order, and who went out by a forbidden finish."""

    def opened_ja(self, en: str) -> str:
        return next((ja for e, ja in self.opened if e == en), do_text_ja(en))

    @property
    def legal(self) -> bool:
        return "legal" in self.tokens

    def data(self) -> dict[str, object]:
        """This case as plain data (the rule-graph cache keeps it with its edge): allowed or refused and by which
        rule's words, the events by kind and rule in play order, what they did in play order, what holds
        afterwards, and the places (who has gone out, who by a forbidden finish)."""
        return {"legal": self.legal, "refused": self.refusal_en if not self.legal else "",
                "events": [[k, r or ""] for k, r in self.events],
                "effects": [t for t in (self.order or _sorted(self.tokens)) if t not in ("legal", "refused")],
                "after": sorted(self.after), "finished": list(self.places[0]), "forbidden": list(self.places[1])}


def _parse(state: State, text: str) -> Action | None:
    try:
        return state.parse_action(text)
    except ExplorerError:
        return None


def facts(state: State, text: str) -> Facts:
    """Step the action ``text`` in a copy of ``state`` (every decision after it that is not a play answered with
    its first option, as the rule-graph search does) and say what happened."""
    from explorer.graphs.rule_graph import _after, _strongest_in

    action = _parse(state, text)
    if action is None:
        return Facts(frozenset({"refused"}), "この行動はない", "there is no such action")
    who = state.players[action.player]
    if isinstance(action, Choose) and state.rules.window_rule(action.kind) is None:
        return Facts(frozenset({"refused"}), "その効果のカードがない", "no card allows this move", who)
    why = state.refusal_of(action)
    if why is not None:
        return Facts(frozenset({"refused"}), refusal_line(why, "ja"), why.en, who)
    played = _after(state, action)
    if played is None:
        return Facts(frozenset({"refused"}), "", "", who)
    after, events = played
    tokens = {"legal"} | {f"fires:{r}" for r in fired_rules(events) if r not in finish_judges()}
    if any(e.kind == "clear" for e in events):
        tokens.add("clears")
    now, was = after.marks, state.marks
    if now.revolution != was.revolution:
        tokens.add("revolution+" if now.revolution else "revolution-")
    if now.reversed != was.reversed:
        tokens.add("inversion+" if now.reversed else "inversion-")
    if (now.lock_suits, now.lock_rank) != (was.lock_suits, was.lock_rank) and (
            now.lock_suits or now.lock_rank is not None):
        tokens.add("lock")
    if action.player in after.forbidden and action.player not in state.forbidden:
        tokens.add("forbidden")
    elif action.player in after.finished and action.player not in state.finished:
        tokens.add("finish")
        if (isinstance(action, Choose) and isinstance(action.value, int) and _strongest_in(state, action.value)
                and any(r.judges_finishes for r in state.rules.rules)):
            tokens.add("exempt")
    opened = list(after.window_actions()) if after.pending else []
    tokens |= {f"opens:{after.action_str(a)}" for a in opened}
    if state.phase.value != "play" and after.hands != state.hands:
        tokens.add("dealt:" + "; ".join(f"{after.players[p]}: {mask_str(h) or '-'}" for p, h in enumerate(after.hands)))
    if after.phase.value == "over" and state.phase.value != "over":
        tokens.add("over")
    tokens -= _said_by_state(state, tokens)
    kept = set()
    if now.lock_suits or (now.lock_rank is not None and 0 <= now.lock_rank < 13):
        kept.add("is:lock")
    if now.reversed:
        kept.add("is:inverted")
    if now.revolution:
        kept.add("is:revolution")
    return Facts(frozenset(tokens), actor=who, after=frozenset(kept),
                 opened=tuple((after.action_str(a), _window_ja(after, a)) for a in opened),
                 order=_play_order(state, tokens, events), events=tuple((e.kind, e.rule) for e in events),
                 places=(tuple(after.players[p] for p in after.finished),
                         tuple(after.players[p] for p in after.forbidden)))


_FLAG_TOKENS = {"revolution": ("revolution+", "revolution-"), "reversed": ("inversion+", "inversion-"),
                "lock_suits": ("lock",), "lock_rank": ("lock",)}
"""The tokens that say a change of a state flag a rule owns (:attr:`explorer.engine.contract.Rule.owns`)."""


def _said_by_state(state: State, tokens: set[str]) -> set[str]:
    """The ``fires:`` tokens a state token already says: a base rule whose only effect is the flag it owns
    changing (「【革命】が発動し、革命が起きる」 says the revolution twice: 「革命が起きる」 is enough)."""
    out = set()
    for r in state.rules.rules:
        if r.base and r.owns and f"fires:{r.id}" in tokens and any(
                t in tokens for flag in r.owns for t in _FLAG_TOKENS.get(flag, ())):
            out.add(f"fires:{r.id}")
    return out


def _play_order(state: State, tokens: set[str], events: Sequence[Event]) -> tuple[str, ...]:
    """``tokens`` in the order the events made them: each at its first event (a rule's effect at its rule's event,
    the finish at the finish, a state flag's change at the event of the rule that owns the flag); the tokens no
    event names (what opens, the hands after the set-up, the round's end) after them, in :data:`_ORDER`."""
    owner: dict[str, str] = {flag.value: r.id for r in state.rules.rules for flag in r.owns}
    at: dict[str, float] = {}
    for i, e in enumerate(events):
        if e.rule is not None:
            at.setdefault(f"fires:{e.rule}", i)
            for flag, said in _FLAG_TOKENS.items():
                if owner.get(flag) == e.rule:
                    for t in said:
                        at.setdefault(t, i + 0.5)
        if e.kind == "clear":
            at.setdefault("clears", i)
        if e.kind == "finish":
            for t in ("finish", "forbidden", "exempt"):
                at.setdefault(t, i)
        if e.kind == "lock":
            at.setdefault("lock", i)
    last = len(events)
    return tuple(sorted(tokens, key=lambda t: (at.get(t, last + 0.5 if t.startswith("fires:") else last + 1),
                                               *_key(t))))


def _window_ja(state: State, action: Action) -> str:
    """An out-of-turn action as a clause without its rule's name (「Bが手札を公開する」)."""
    return action_ja(state, action, clause=True)


# -- phrases ---------------------------------------------------------------------------------------------

def _pos(token: str, f: Facts, lang: str) -> tuple[str, str]:
    """A token as a clause: (continuative, final) in Japanese; (clause, clause) in English (``opens:`` tokens
    are said together by :func:`_opens`)."""
    ja = lang == "ja"
    who = f.actor
    if token.startswith("fires:"):
        r = token[6:]
        return (f"{rule_in_text(r)}が発動し", f"{rule_in_text(r)}が発動する") if ja else (
            (f"{_name(r, 'en')} takes effect",) * 2)
    if token.startswith("dealt:"):
        hands = token[6:]
        if ja:  # one player a slot, 「A：♠5 ♣8 ♥2／B：…」: no chain of 「、」 nor of 「が」
            shown = "／".join(f"{h.split(': ')[0]}：{notation_ja(h.split(': ')[1]) if h.split(': ')[1] != '-' else 'なし'}"
                             for h in hands.split("; "))
            return f"準備のあとの手札は{shown}になり", f"準備のあとの手札は{shown}になる"
        return (f"after the set-up the hands are {hands}",) * 2
    ja_words = {
        "is:lock": ("縛りがかかった状態になり", "縛りがかかった状態になる"),
        "is:inverted": ("強さが逆転した状態になり", "強さが逆転した状態になる"),
        "is:revolution": ("革命中の状態になり", "革命中の状態になる"),
        "clears": ("場が流れ", "場が流れる"),
        "revolution+": ("革命が起き", "革命が起きる"),
        "revolution-": ("革命返しになり", "革命返しになる"),
        "inversion+": ("場が流れるまで強さが逆転し", "場が流れるまで強さが逆転する"),
        "inversion-": ("強さの逆転が終わり", "強さの逆転が終わる"),
        "lock": ("縛りがかかり", "縛りがかかる"),
        "finish": (f"{who}があがり", f"{who}があがる"),
        "forbidden": (f"{who}は禁止上がりで最下位になり", f"{who}は禁止上がりで最下位になる"),
        "exempt": ("一番強いカードを含んでいても禁止上がりにならず", "一番強いカードを含んでいても禁止上がりにならない"),
        "over": ("ラウンドが終わり", "ラウンドが終わる"),
        "dealt": ("準備のあとの手札が変わり", "準備のあとの手札が変わる"),
    }
    en_words = {
        "is:lock": "the field is locked afterwards",
        "is:inverted": "the strength order is inverted afterwards",
        "is:revolution": "a revolution holds afterwards",
        "clears": "the field clears",
        "revolution+": "a revolution starts",
        "revolution-": "the revolution is turned back",
        "inversion+": "the strength order inverts until the field clears",
        "inversion-": "the inversion of the strength order ends",
        "lock": "the field is locked",
        "finish": f"{who} goes out",
        "forbidden": f"{who} goes out, but as a forbidden finish (last place)",
        "exempt": "it is not a forbidden finish although it holds the strongest card",
        "over": "the round ends",
        "dealt": "the set-up changes the hands",
    }
    if ja:
        return ja_words[token]
    return (en_words[token],) * 2


def _opens(actions: Sequence[str], more: bool, f: Facts, lang: str) -> tuple[str, str]:
    """The out-of-turn actions that open, as one clause (continuative, final): 「手番外にBが手札を公開することも、
    Cが手札を公開することもできるようになる」 / "“B shows hand” and “C shows hand” become possible out of turn".

    ``more``: there are others besides (「…ことや、…ことなどが」 / "…, … and others")."""
    if lang == "ja":
        xs = [f"{f.opened_ja(a)}こと" for a in actions]
        if more and len("や、".join(xs)) > 30:  # a long list: the first and 「など」, the sentence stays short
            xs = xs[:1]
        if len(xs) == 1 and not more:
            said = f"{xs[0]}が"
        elif more:
            said = "や、".join(xs) + "などが"  # one action: 「…ことなどが」
        else:
            said = "も、".join(xs) + "も"
        return f"手番外に{said}できるようになり", f"手番外に{said}できるようになる"
    quoted = [f"“{a}”" for a in actions] + (["others"] if more else [])
    if len(quoted) == 1:
        return (f"{quoted[0]} becomes possible out of turn",) * 2
    return (", ".join(quoted[:-1]) + f" and {quoted[-1]} become possible out of turn",) * 2


def _neg(token: str, f: Facts, lang: str) -> str:
    """A token that does not happen, as a final clause."""
    ja = lang == "ja"
    who = f.actor
    if token.startswith("fires:"):
        r = token[6:]
        return f"{rule_in_text(r)}は発動しない" if ja else f"{_name(r, 'en')} does not take effect"
    if token.startswith("opens:"):
        en = token[6:]
        return f"手番外に{f.opened_ja(en)}ことはできない" if ja else f"“{en}” is not possible out of turn"
    if token.startswith("dealt:"):
        return "準備のあとの手札はそうならない" if ja else "the hands after the set-up are not these"
    ja_words = {
        "is:lock": "縛りはかかっていない", "is:inverted": "強さは逆転していない", "is:revolution": "革命中ではない",
        "clears": "場は流れない", "revolution+": "革命は起きない", "revolution-": "革命返しにならない",
        "inversion+": "強さは逆転しない", "inversion-": "強さの逆転は終わらない", "lock": "縛りはかからない",
        "finish": f"{who}はあがらない", "forbidden": "禁止上がりにはならない",
        "exempt": "禁止上がりになる", "over": "ラウンドは終わらない",
        "dealt": "手札は変わらない",
    }
    en_words = {
        "is:lock": "the field is not locked afterwards", "is:inverted": "the strength order is not inverted afterwards",
        "is:revolution": "no revolution holds afterwards",
        "clears": "the field does not clear", "revolution+": "no revolution starts",
        "revolution-": "the revolution is not turned back", "inversion+": "the strength order does not invert",
        "inversion-": "the inversion of the strength order does not end", "lock": "the field is not locked",
        "finish": f"{who} does not go out", "forbidden": "it is not a forbidden finish",
        "exempt": "it is a forbidden finish", "over": "the round goes on",
        "dealt": "the hands stay as they are",
    }
    return ja_words[token] if ja else en_words[token]


_NEG_JA_CONT = {
    "is:lock": "縛りはかかっておらず", "is:inverted": "強さは逆転しておらず", "is:revolution": "革命中ではなく",
    "clears": "場は流れず", "revolution+": "革命は起きず", "revolution-": "革命返しにならず",
    "inversion+": "強さは逆転せず", "inversion-": "強さの逆転は終わらず", "lock": "縛りはかからず",
    "forbidden": "禁止上がりにはならず", "exempt": "禁止上がりになり", "over": "ラウンドは終わらず",
    "dealt": "手札は変わらず",
}
"""Each Japanese negative of :func:`_neg` in its continuative form (「場は流れず、」), to chain them in one sentence."""


def _neg_pair(token: str, f: Facts) -> tuple[str, str]:
    """A token that does not happen, as a Japanese clause: (continuative, final)."""
    final = _neg(token, f, "ja")
    if token.startswith("fires:"):
        return f"{rule_in_text(token[6:])}は発動せず", final
    if token.startswith("opens:"):
        return f"手番外に{f.opened_ja(token[6:])}こともできず", final
    if token.startswith("dealt:"):
        return "準備のあとの手札はそうならず", final
    if token == "finish":
        return f"{f.actor}はあがらず", final
    return _NEG_JA_CONT[token], final


MAX_TEN = 3
"""読点 a Japanese sentence may hold (textlint's preset-japanese max-ten, docs/japanese.md)."""
MAX_LENGTH = 90
"""Characters a chained Japanese sentence may grow to before its next clause starts a new one (textlint's
sentence-length allows 100; the rest is room for what a caller adds after it)."""


def chain_ja(before: str, parts: Sequence[tuple[str, str]]) -> str:
    """Clauses said one after the other in Japanese, in play order: ``before`` (what the sentence says first,
    「両方あれば、Aが♠8を出すと」) and each part's continuative form joined by 「、」, the last in its final form —
    starting a new sentence (「。」) before a clause that would give the sentence more than :data:`MAX_TEN` 読点
    or make it longer than :data:`MAX_LENGTH`.  No 「。」 at the end (the caller ends the sentence).

    >>> chain_ja("Aが♠8を出すと", [("【8切り】が発動し", "【8切り】が発動する"), ("場が流れ", "場が流れる")])
    'Aが♠8を出すと【8切り】が発動し、場が流れる'
    >>> chain_ja("両方あれば、Aが♠Jを出すと", [(f"{x}し", f"{x}する") for x in ("一", "二", "三", "四")])
    '両方あれば、Aが♠Jを出すと一し、二する。三し、四する'
    >>> chain_ja("Aが♠Jを出すと", [(f"{x}し", f"{x}する") for x in ("一", "二", "三", "四", "五", "六")])
    'Aが♠Jを出すと一し、二し、三し、四する。五し、六する'
    """
    if not parts:
        return before
    head, _, open_ = before.rpartition("。")  # the sentences before stay; ``open_``: what the last one holds so far

    def said(start: str, group: Sequence[tuple[str, str]]) -> str:
        return start + "".join(f"{c}、" for c, _ in group[:-1]) + group[-1][1]

    def fits(start: str, group: Sequence[tuple[str, str]]) -> bool:
        text = start + "、".join(c for c, _ in group)  # the continuative forms: the longer, as many 「、」
        return len(group) == 1 or (text.count("、") <= MAX_TEN and len(text) <= MAX_LENGTH)

    groups: list[list[tuple[str, str]]] = [[]]
    for part in parts:
        if groups[-1] and not fits(open_ if len(groups) == 1 else "", groups[-1] + [part]):
            groups.append([])
        groups[-1].append(part)
    # a last sentence of one clause takes the clause before it when it can (「…Aがあがる。【都落ち】が発動し、
    # ラウンドが終わる」 rather than 「…Aがあがり、【都落ち】が発動する。ラウンドが終わる」)
    if len(groups) > 1 and len(groups[-1]) == 1 and len(groups[-2]) > 2 and fits("", groups[-2][-1:] + groups[-1]):
        groups[-1].insert(0, groups[-2].pop())
    out = [said(open_ if i == 0 else "", g) for i, g in enumerate(groups)]
    return (head + "。" if head else "") + "。".join(out)


_ORDER = ("legal", "refused", "fires:", "clears", "revolution+", "revolution-", "inversion+", "inversion-", "lock",
          "finish", "forbidden", "exempt", "opens:", "dealt:", "over", "is:")


def _key(t: str) -> tuple[int, str]:
    return (next(i for i, p in enumerate(_ORDER) if t == p or (p.endswith(":") and t.startswith(p))), t)


def _sorted(tokens: frozenset[str] | set[str], f: Facts | None = None) -> list[str]:
    """``tokens`` in play order when ``f`` knows it (:attr:`Facts.order`), else in :data:`_ORDER`."""
    if f is not None and f.order:
        rank = {t: i for i, t in enumerate(f.order)}
        return sorted(tokens, key=lambda t: (rank.get(t, len(rank)), *_key(t)))
    return sorted(tokens, key=_key)


def effects(tokens: frozenset[str] | set[str], f: Facts, lang: str, before: str = "") -> str:
    """The effects among ``tokens`` in play order (「【8切り】が発動し、場が流れる」 / "Eight cut takes effect
    and the field clears"); "" when there are none.  In Japanese ``before`` starts the sentence (「両方あれば、Aが
    ♠8を出すと」) and the clauses go on in as many sentences as :func:`chain_ja` needs (no 「。」 at the end); in
    English ``before`` is ignored (the caller says it)."""
    shown = [t for t in _sorted(tokens, f) if t not in ("legal", "refused")]
    opens = [t for t in shown if t.startswith("opens:")]
    if not shown:
        return ""
    parts: list[tuple[str, str]] = []
    for t in shown:
        if t in opens[1:]:
            continue  # said with the first: one clause for every action that opens
        if t in opens:
            parts.append(_opens([o[6:] for o in opens[:2]], len(opens) > 2, f, lang))
        else:
            parts.append(_pos(t, f, lang))
    if lang == "ja":
        return chain_ja(before, parts)
    clauses = [p[0] for p in parts]
    return clauses[0] if len(clauses) == 1 else ", ".join(clauses[:-1]) + " and " + clauses[-1]


def not_effects(tokens: frozenset[str] | set[str], f: Facts, lang: str, before: str = "") -> str:
    """What does not happen among ``tokens`` (「【8切り】は発動せず、場は流れない」 / "Eight cut does not take
    effect, the field does not clear"); ``before`` as for :func:`effects`."""
    shown = [t for t in _sorted(tokens, f) if t not in ("legal", "refused")]
    return (chain_ja(before, [_neg_pair(t, f) for t in shown]) if lang == "ja"
            else ", ".join(_neg(t, f, lang) for t in shown))


def act_words(state: State, text: str, lang: str) -> str:
    """The action ``text`` as a clause: 「Aが♥8を出す」「Aがパスする」 / "A plays ♥8"."""
    action = _parse(state, text)
    if action is None:
        return do_text_ja(text) if lang == "ja" else text
    return action_ja(state, action, clause=True) if lang == "ja" else state.action_str(action)


def result(state: State, text: str, f: Facts, lang: str, before: str = "") -> str:
    """What the action did in one configuration, starting with the action (in Japanese after ``before``, the
    start of the sentence: 「【8切り】だけなら、」); the effects in as many sentences as :func:`chain_ja` needs."""
    act = act_words(state, text, lang)
    if lang == "ja":
        if not f.legal:
            return before + (f"{act}ことはできない（{f.refusal_ja}）" if f.refusal_ja else f"{act}ことはできない")
        said = effects(f.tokens, f, lang, before=f"{before}{act}と")
        # 「ことはできるが」: 「Aがパスすることができ」 would put two 「が」 side by side
        return said if said else f"{before}{act}ことはできるが、ほかには何も起きない"
    if not f.legal:
        return f"“{act}” is refused ({f.refusal_en})" if f.refusal_en else f"“{act}” is refused"
    said = effects(f.tokens, f, lang)
    return f"when {act}, {said}" if said else f"“{act}” is allowed, and nothing more happens"


# -- the claim of one edge --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Claim:
    """What the witness of ``u -kind-> v`` shows: the action, what it did with both rules and with each alone,
    and the tokens the edge's sentence states (:attr:`shown`: happen with both; :attr:`lost`: happen with the
    rule the edge acts on alone, not with both)."""

    u: str
    kind: str
    v: str
    text: str
    both: Facts
    alone: Mapping[str, Facts]
    shown: frozenset[str]
    lost: frozenset[str]
    next_player: str = ""
    next_lost: tuple[str, ...] = field(default=())
    """(a conflict one play on) the plays the next player loses: what ``v`` alone would let them play."""
    neither: Facts | None = None
    """What the action does with neither rule (``None``: not asked)."""

    def data(self) -> dict[str, object]:
        """The claim as data: its action, the four cases (:meth:`Facts.data`), the types they support and the
        type it is published as (one of them: :func:`fault` is ``None``)."""
        cs = self.cases
        return {"action": self.text, "type": self.kind, "supported": sorted(supported(cs)),
                "both": cs.both.data(), "u": cs.u.data(), "v": cs.v.data(),
                "neither": cs.neither.data() if cs.neither is not None else None,
                "next_lost": list(self.next_lost)}

    @property
    def cases(self) -> Cases:
        return Cases(self.neither, self.alone[self.u], self.alone[self.v], self.both, bool(self.next_lost))


def _pair_states(alone: Mapping[str, State], u: str, v: str) -> tuple[State, State]:
    return alone[u], alone[v]


def claim(u: str, kind: str, v: str, text: str, both: State, alone: Mapping[str, State],
          neither: State | None = None) -> Claim:
    """The claim of the edge ``u -kind-> v`` whose witness plays ``text`` in ``both`` (both rules in force);
    ``alone`` maps each of ``u`` and ``v`` to the position with that rule alone, ``neither`` is the position with
    neither (its facts kept in :attr:`Claim.neither` for :func:`fault`)."""
    c = _claim(u, kind, v, text, both, alone)
    if neither is None:
        return c
    from dataclasses import replace

    return replace(c, neither=facts(neither, text))


def _claim(u: str, kind: str, v: str, text: str, both: State, alone: Mapping[str, State]) -> Claim:
    fb = facts(both, text)
    fa = {n: facts(s, text) for n, s in alone.items()}
    fu, fv = fa[u], fa[v]
    union = fu.tokens | fv.tokens
    if kind == "enables":
        shown = fb.tokens - union
        lost = frozenset(union - fb.tokens) if not shown else frozenset()
        if not shown and not lost:  # the difference is in the position afterwards (a lock that stays …)
            shown = fb.after - (fu.after | fv.after)
            lost = frozenset((fu.after | fv.after) - fb.after)
        return Claim(u, kind, v, text, fb, fa, frozenset(shown), lost)
    if kind in ("blocks", "overrides"):
        lost = fv.tokens - fb.tokens
        shown = fb.tokens - fv.tokens
        return Claim(u, kind, v, text, fb, fa, frozenset(shown), frozenset(lost))
    if kind == "compounds":
        return Claim(u, kind, v, text, fb, fa, frozenset(fb.tokens - {"legal"}), frozenset())
    # conflicts: refused together though each alone allows it, or one play on
    if not fb.legal:
        return Claim(u, kind, v, text, fb, fa, frozenset({"refused"}), frozenset({"legal"}))
    from explorer.graphs.rule_graph import _after, _enabled_by, _id

    nxt, lost_plays = "", tuple[str, ...]()
    action = _parse(both, text)
    if action is not None:
        sv, sb = _after(alone[v], action), _after(both, action)
        if sv is not None and sb is not None:
            gone = sorted(_enabled_by(sv[0], _id(v)) - _enabled_by(sb[0], _id(v)))
            lost_plays = tuple(gone[:3])
            pend = sv[0].pending
            nxt = sv[0].players[pend.player] if pend is not None else ""
    return Claim(u, kind, v, text, fb, fa, frozenset(fb.tokens - {"legal"}), frozenset(), nxt, lost_plays)


# -- the claim as data: the four cases, and the types they support ------------------------------------------

@dataclass(frozen=True)
class Cases:
    """What one action does in the four configurations of an edge's two rules ``u`` and ``v``: neither (``None``
    when not asked), ``u`` alone, ``v`` alone, both; ``next_lost``: with both, the next player loses a play that
    ``v`` alone gives them (a conflict one play on)."""

    neither: Facts | None
    u: Facts
    v: Facts
    both: Facts
    next_lost: bool = False


def outcome(f: Facts) -> frozenset[str]:
    """What a case shows a reader: allowed or refused, each effect, and what holds afterwards."""
    return frozenset(f.tokens | f.after | ({"legal"} if f.legal else {"refused"}))


def _effects(f: Facts) -> frozenset[str]:
    return frozenset((f.tokens | f.after) - {"legal", "refused"}) if f.legal else frozenset()


def supported(c: Cases) -> frozenset[str]:
    """The edge types (u → v) the four cases support — the type of an edge is derived from its data:

    - ``enables``: with both the play is allowed, and either neither rule alone allows it or something happens
      that neither alone makes happen;
    - ``blocks``: ``v`` alone allows the play or makes something happen that does not with both;
    - ``overrides``: with both the play is allowed, and ``v`` alone refuses it or does something (its
      restriction or penalty) that does not happen with both;
    - ``compounds``: each rule alone changes the play's outcome (against neither) and with both every one of
      those changes happens;
    - ``conflicts``: each alone allows the play and together they refuse it, or with both the next player loses
      a play ``v`` alone gives them."""
    b, u, v = c.both, c.u, c.v
    eb, eu, ev = _effects(b), _effects(u), _effects(v)
    out = set()
    if b.legal and ((not u.legal and not v.legal) or eb - (eu | ev)):
        out.add("enables")
    lost = ev - eb
    if v.legal and (not b.legal or lost):
        out.add("blocks")
    if b.legal and (not v.legal or lost):
        out.add("overrides")
    if c.neither is not None and b.legal:
        en = _effects(c.neither) if c.neither.legal else frozenset()
        du = (eu ^ en) if u.legal == c.neither.legal else eu | {"legal"}
        dv = (ev ^ en) if v.legal == c.neither.legal else ev | {"legal"}
        if du - {"legal"} and dv - {"legal"} and (eu - en) | (ev - en) <= eb and eb:
            out.add("compounds")
    if (u.legal and v.legal and not b.legal) or (b.legal and c.next_lost):
        out.add("conflicts")
    return frozenset(out)


def fault(c: Claim) -> str | None:
    """Why the claim of an edge cannot be published, or ``None``: ``"same"`` when its cases read the same (both
    rules, each alone: nothing to tell apart), ``"contradicts"`` when its type is not one the cases support
    (:func:`supported`), ``"unsaid"`` when its sentence would have nothing to say."""
    cs = c.cases
    if outcome(cs.both) == outcome(cs.u) == outcome(cs.v) and not cs.next_lost:
        return "same"
    if c.kind not in supported(cs):
        return "contradicts"
    if c.kind == "compounds" and not (c.shown - {"legal", "refused"}):
        return "unsaid"
    return None


_DECK_EN = {"classic": "classic", "arcasino": "Arcasino's"}


def _name(node: str, lang: str) -> str:
    """A rule-graph node in a sentence; in English a deck's rule whose name another deck's rule shares is
    named with its deck (「アルカジノの5飛ばし」 does so in Japanese: :func:`explorer.text.phrasing.label`)."""
    if lang == "ja":
        return node_ja(node)
    rid = node.removesuffix("@house")
    text = label(node, "en")
    if "." in rid and rid.split(".")[0] in _DECK_EN and label(rid, "en") in _shared_names_en():
        text = f"{_DECK_EN[rid.split('.')[0]]} {text}"
    return text


def _shared_names_en() -> frozenset[str]:
    """English rule names that two rules of the decks share (Five skip, King exchange …)."""
    from collections import Counter

    from explorer.rules.decks import DECKS

    names = Counter(label(c.id, "en") for d in DECKS for c in d.rules)
    return frozenset(n for n, k in names.items() if k > 1)


def _alone_effects(c: Claim, tokens: frozenset[str], lang: str) -> str:
    """「【X】だけなら…」 / "with X alone, …" for each rule alone that shows some of ``tokens``."""
    parts = []
    for node, f in c.alone.items():
        mine = tokens & (f.tokens | f.after)
        if mine:
            parts.append(effects(mine, f, lang, before=f"{_name(node, lang)}だけなら") if lang == "ja"
                         else f"with {_name(node, lang)} alone, {effects(mine, f, lang)}")
    return ("。".join(parts) if lang == "ja" else "; ".join(parts))


def _or(items: list[str], lang: str) -> str:
    if lang == "ja":
        return "か".join(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def sentence(c: Claim, both: State, lang: str) -> str:
    """The edge's sentence: what its witness shows (ending in 「。」 / ".")."""
    ja = lang == "ja"
    u, v = _name(c.u, lang), _name(c.v, lang)
    act = act_words(both, c.text, lang)
    fb, fv = c.both, c.alone[c.v]
    said_both = result(both, c.text, fb, lang)
    if c.kind == "enables":
        if "legal" in c.shown:
            said = effects(fb.tokens, fb, lang, before="このとき")
            if ja:
                return (f"{u}と{v}がそろうと、{act}ことができる。どちらか一方だけではできない。"
                        + (f"{said}。" if said else ""))
            return (f"With {u} and {v} both in force, “{act}” is allowed" + (f" ({said})" if said else "")
                    + "; neither rule alone allows it.")
        if c.shown:
            said = effects(c.shown, fb, lang, before=f"{u}と{v}がそろっていれば、{act}と")
            return (f"{said}。どちらか一方だけではこうならない。" if ja
                    else f"With {u} and {v} both in force, when {act}, {said}; neither rule alone does this.")
        if not c.lost:  # each alone does part of it: say what each does
            alone = ("。" if ja else "; ").join(
                (result(both, c.text, f, lang, before=f"{_name(n, lang)}だけなら、") if ja
                 else f"with {_name(n, lang)} alone, {result(both, c.text, f, lang)}") for n, f in c.alone.items())
        else:
            alone = _alone_effects(c, c.lost, lang)
        if ja:
            return f"{result(both, c.text, fb, lang, before=f'{u}と{v}がそろっていれば、')}。{alone}。"
        return f"With {u} and {v} both in force, {said_both}; {alone}."
    if c.kind == "blocks":
        if not fb.legal and fv.legal:
            why_ja = f"（{fb.refusal_ja}）" if fb.refusal_ja else ""
            why_en = f" ({fb.refusal_en})" if fb.refusal_en else ""
            return (f"{u}があると、{act}ことはできない{why_ja}。{v}だけならできる。" if ja
                    else f"With {u} in force, “{act}” is refused{why_en}, which {v} alone allows.")
        lost = c.lost - {"legal"}
        if lost:
            return (f"{not_effects(lost, fv, lang, before=f'{u}があると、{act}場合でも')}。"
                    f"{effects(lost, fv, lang, before=f'{v}だけなら')}。"
                    if ja else f"With {u} in force, when {act}, {not_effects(lost, fv, lang)}; with {v} alone, "
                               f"{effects(lost, fv, lang)}.")
        return (f"{result(both, c.text, fb, lang, before=f'{u}があれば、')}。"
                f"{result(both, c.text, fv, lang, before=f'{v}だけなら、')}。" if ja
                else f"With {u} in force, {said_both}; with {v} alone, {result(both, c.text, fv, lang)}.")
    if c.kind == "overrides":
        if fb.legal and not fv.legal:
            why_ja = f"（{fv.refusal_ja}）" if fv.refusal_ja else ""
            why_en = f": {fv.refusal_en}" if fv.refusal_en else ""
            return (f"{u}があると、{v}があっても{act}ことができる。{v}だけならできない{why_ja}。" if ja
                    else f"With {u} in force, “{act}” is allowed despite {v} ({v} alone refuses it{why_en}).")
        if "forbidden" in c.lost and "finish" in fb.tokens:
            who = fb.actor
            return (f"{u}があれば、{act}と{who}は禁止上がりにならず、普通にあがる。{v}だけなら禁止上がりで最下位になる。"
                    if ja else f"With {u} in force, when {act}, {who} goes out normally, not as a forbidden finish; "
                               f"with {v} alone it is a forbidden finish (last place).")
        return (f"{u}が{v}より優先される。{said_both}。{result(both, c.text, fv, lang, before=f'{v}だけなら、')}。"
                if ja else f"{u} takes precedence over {v}: {said_both}; with {v} alone, "
                           f"{result(both, c.text, fv, lang)}.")
    if c.kind == "compounds":
        said = effects(c.shown, fb, lang)
        return (f"{act}と、{u}と{v}の効果が重なる。{effects(c.shown, fb, lang, before='その結果、')}。" if ja
                else f"When {act}, the effects of {u} and {v} add up: {said}.")
    # conflicts
    if not fb.legal:
        why_ja = f"（{fb.refusal_ja}）" if fb.refusal_ja else ""
        why_en = f" ({fb.refusal_en})" if fb.refusal_en else ""
        return (f"{u}と{v}がそろうと、{act}ことはできない{why_ja}。どちらか一方だけならできる。" if ja
                else f"With {u} and {v} together, “{act}” is refused{why_en}, though either rule alone allows it.")
    said = effects(c.shown, fb, lang)
    plays = [notation_ja(p) if ja else p for p in c.next_lost] or (["カード"] if ja else ["a card"])
    if ja and len(_or(plays, lang)) > 30:  # a long list of plays: the first and 「など」 (textlint's sentence-length)
        plays = [plays[0] + "など"]
    if ja:
        return (f"{effects(c.shown, fb, lang, before=f'{act}と')}。{v}だけなら、次に{c.next_player}が{v}によって{_or(plays, lang)}を出せるが、"
                f"{u}もあるとそれができない。")
    return (f"When {act}, {said}; with {v} alone, {c.next_player} could then play {_or(plays, lang)} by {v}, "
            f"but with {u} too, {v} no longer allows it.")


def decisive(c: Claim, both: State, lang: str) -> str:
    """The witness's decisive event in words, one clause (what happens, or stops happening, only because both
    rules are in force): 「両方そろったときだけ、【8切り】が発動し、場が流れ、強さの逆転が終わる」 / "Only with both
    rules: Eight cut takes effect, the field clears and the inversion of the strength order ends"."""
    ja = lang == "ja"
    act = act_words(both, c.text, lang)
    fb, fv = c.both, c.alone[c.v]
    v = _name(c.v, lang)
    if not fb.legal:
        return f"両方そろうと、{act}ことはできない" if ja else f"with both rules, “{act}” is refused"
    if c.kind == "enables" and "legal" in c.shown:
        return f"両方そろったときだけ、{act}ことができる" if ja else f"only with both rules, “{act}” is allowed"
    if c.kind in ("blocks", "overrides"):
        if not fv.legal:
            return f"{v}だけならできない{act}ことが、両方そろうとできる" if ja else (
                f"“{act}”, refused with {v} alone, is allowed with both")
        lost = c.lost - {"legal", "refused"}
        if lost:
            return (f"{effects(lost, fv, lang, before=f'{v}だけなら')}。両方そろうとそうならない" if ja
                    else f"with {v} alone, {effects(lost, fv, lang)}; with both, not")
    if c.kind == "conflicts" and c.next_lost:
        plays = [notation_ja(p) if ja else p for p in c.next_lost]
        return (f"両方そろうと、次に{c.next_player}が{_or(plays, lang)}を出せなくなる" if ja
                else f"with both rules, {c.next_player} can no longer play {_or(plays, lang)} next")
    said = effects(c.shown - {"legal", "refused"}, fb, lang, before="両方そろったときだけ、")
    if not said:
        return ""
    return said if ja else f"only with both rules, {said}"


# -- the starting conditions --------------------------------------------------------------------------------

def conditions(state: State, lang: str, king: bool = False) -> str:
    """The position's starting conditions as one sentence (what the question must say before its action): the
    set-up, a revolution, a J-back inversion, a lock, the field and the plays before it, who has gone out, the
    king (with ``king``, or in the set-up), the discard pile, whose house rule each house rule is."""
    ja = lang == "ja"
    bits: list[str] = []
    if state.phase.value != "play":
        bits.append("ラウンドの準備（交換フェイズ）の前" if ja else "before the round's set-up (the exchange)")
    marks = state.marks
    if marks.revolution:
        bits.append("革命中" if ja else "in a revolution")
    if marks.reversed:  # named by the rules in force that invert strength (card 19, Arcasino's ジェイ・バック …)
        owners = list(dict.fromkeys(r.id for r in state.rules.rules if "reversed" in r.owns))
        by = ("・".join(rule_in_text(r) for r in owners) if ja else " or ".join(label(r, "en") for r in owners))
        bits.append((f"{by}で強さが逆転している" if by else "強さが逆転している") if ja
                    else "the strength order is inverted" + (f" by {by}" if by else ""))
    if marks.lock_suits or (marks.lock_rank is not None and 0 <= marks.lock_rank < 13):
        what = []
        if marks.lock_suits:
            what.append(f"スート縛り（{suits_str(marks.lock_suits)}）" if ja else f"a suit lock ({suits_str(marks.lock_suits)})")
        if marks.lock_rank is not None and 0 <= marks.lock_rank < 13:
            what.append("数縛り" if ja else "a number lock")
        bits.append(("・".join(what) + "がかかっている") if ja else " and ".join(what) + " holds")
    if state.phase.value == "play":
        if state.field is not None and state.field_by is not None:
            by = state.players[state.field_by]
            top = state.field.text("ja") if ja else str(state.field)
            earlier = [(p, m) for p, m in state.trick[:-1]]
            before = ""
            if earlier:  # 「場にはCの出した♦9がある（その前にBの♣8）」: one 「が」 a clause, not 「Cが出した♦9が」
                before = ("（その前に" + "、".join(f"{state.players[p]}の{m.text('ja')}" for p, m in earlier) + "）"
                          if ja else " (after " + ", ".join(f"{state.players[p]}'s {m}" for p, m in earlier) + ")")
            bits.append(f"場には{by}の出した{top}がある{before}" if ja else f"{by}'s {top} is on the field{before}")
        else:
            bits.append("場は空" if ja else "the field is empty")
    if state.finished:
        names = ("・".join if ja else ", ".join)([state.players[p] for p in state.finished])
        bits.append(f"{names}はもうあがっている" if ja else f"{names} has already gone out")
    if state.king is not None and (state.phase.value != "play" or king):
        bits.append(f"王は{state.players[state.king]}" if ja else f"{state.players[state.king]} is the king")
    if state.discard:
        bits.append(f"捨札に{cards_ja(state.discard)}がある" if ja else f"the discard pile holds {mask_str(state.discard)}")
    for r in state.rules.rules:
        if r.holder is not None:
            name = rule_in_text(r.id) if ja else label(r.id, "en")
            bits.append(f"{name}は{state.players[r.holder]}の家訓" if ja
                        else f"{name} is {state.players[r.holder]}'s house rule")
    if ja:
        return "。".join(bits) + "。"
    text = "; ".join(bits)
    return text[0].upper() + text[1:] + "."
