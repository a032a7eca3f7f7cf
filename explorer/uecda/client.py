"""``python -m explorer uecda client``: one player of a UECda match (protocol 20070), played by an explorer bot.

The client keeps what every player sees — its own hand, the cards each player holds, the plays of the trick,
who went out, the revolution — and at each of its turns describes that as an engine position under the ``uecda``
table, the other hands filled with the unseen cards (the bot is handed a :class:`~explorer.bots.PlayerView`, which
hides them).  The engine lists the legal plays and the bot picks one; the server referees.  In the exchange the
upper class gives its weakest cards (jokers and 2s last).
"""

from __future__ import annotations

import socket
import sys
import time
from dataclasses import dataclass, field
from typing import TextIO

from explorer.bots import Bot, GreedyBot, PlayerView, RandomBot
from explorer.engine.actions import Play
from explorer.engine.cards import JOKER, STANDARD_DECK, CardMask, iter_cards
from explorer.engine.errors import ExplorerError, printable
from explorer.engine.game import DecisionKind
from explorer.engine.melds import Meld
from explorer.engine.state import State
from explorer.rules.uecda import UECDA
from explorer.uecda import protocol as proto
from explorer.uecda.replay import player_name


def make_bot(kind: str, seed: int, rollouts: int | None = None) -> Bot:
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        return GreedyBot(seed)
    from explorer.analysis.strong_bot import StrongBot

    return StrongBot(seed) if rollouts is None else StrongBot(seed, rollouts=rollouts)


@dataclass
class MatchSummary:
    me: int = -1
    games: int = 0
    places: list[int] = field(default_factory=list)
    """This client's class after each game, 0 (大富豪) … 4 (大貧民)."""
    refused: int = 0
    """Plays of this client the server refused (each counted as a pass; a pass is never a refusal, though
    tndhms answers a pass on a field with its refusal code)."""
    decisions: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def points(self) -> list[int]:
        """UECda points a game: 5 for 1st … 1 for 5th."""
        return [5 - c for c in self.places]


@dataclass
class _Game:
    """What this client has seen of one game."""

    me: int
    seat_player: list[int]
    trick: list[tuple[int, Meld]] = field(default_factory=list)
    played: CardMask = 0
    out: list[int] = field(default_factory=list)
    last_field: CardMask = -1
    """The cards on the field at the last field table (-1: none seen yet)."""
    lost: bool = False
    """The field holds a play the engine cannot hold (a joker beyond the 2): this seat passes until it clears."""


def _weakest(hand: CardMask, k: int) -> CardMask:
    order = sorted(iter_cards(hand), key=lambda c: (c >= JOKER, c >> 2 == 12, c >> 2 if c < JOKER else 99, c))
    out = 0
    for c in order[:k]:
        out |= 1 << c
    return out


def position(g: _Game, t: proto.Table) -> State:
    """The engine position of this client's turn, from what it has seen (the others' hands made up)."""
    names = [player_name(g.seat_player[s]) for s in range(UECDA.players)]
    mine = proto.hand_of(t)
    counts = [t[6][p] for p in range(UECDA.players)]
    unseen = [c for c in iter_cards(STANDARD_DECK & ~mine & ~g.played)]
    hands: dict[str, CardMask] = {}
    for p in range(UECDA.players):
        if p == g.me:
            hands[player_name(p)] = mine
            continue
        take, unseen = unseen[:counts[p]], unseen[counts[p]:]
        hands[player_name(p)] = sum(1 << c for c in take)
    history = [(player_name(p), m.notation()) for p, m in g.trick]
    finished = [player_name(p) for p in g.out if not hands[player_name(p)]]
    return State.from_position(names, laws=UECDA.law_ids, options=UECDA.table_options(), hands=hands,
                               history=history, revolution=bool(t[5][6]), turn=player_name(g.me), finished=finished)


def _observe(g: _Game, actor: int, t: proto.Table, log: list[str]) -> None:
    """The field table after ``actor``'s turn: a play if its cards are new, else a pass."""
    try:
        meld = proto.meld_of_table(t)
    except ValueError as e:
        log.append(f"a play the engine cannot hold ({e}); this seat passes until the field clears")
        g.trick = []
        g.last_field = -1
        g.lost = True
        return
    cards = meld.cards if meld is not None else 0
    if meld is not None and cards != g.last_field:
        g.trick.append((actor, meld))
        g.played |= cards
    g.last_field = cards


def play_match(sock: socket.socket, bot: Bot, name: str, out: TextIO | None = None) -> MatchSummary:
    """Play a whole match on a connected socket; returns this client's summary."""
    summary = MatchSummary()
    proto.send_table(sock, proto.profile(name))
    summary.me = me = proto.recv_int(sock)
    while True:
        dealt = proto.recv_table(sock)
        g = _Game(me, [dealt[6][10 + s] for s in range(UECDA.players)])
        qty = dealt[5][1]
        if qty > 0 and dealt[5][0] == 1:
            proto.send_table(sock, proto.cards_table(_weakest(proto.hand_of(dealt), qty)))
        while True:
            t = proto.recv_table(sock)
            if t[5][4] == 1:
                g.trick = []  # the field is empty: cleared since the last table
                g.lost = False
            for p in range(UECDA.players):
                if t[6][p] == 0 and p not in g.out:
                    g.out.append(p)
            actor = t[5][3]
            if t[5][2] == 1 and g.lost:
                proto.send_table(sock, proto.play_table(None))  # pass until the field clears
                summary.decisions += 1
                proto.recv_int(sock)
            elif t[5][2] == 1:
                s = position(g, t)
                pend = s.pending
                if pend is None or pend.kind is not DecisionKind.PLAY:
                    raise proto.ProtocolError("the engine does not see this client's turn in the server's table")
                action = bot.choose(PlayerView(s, pend.player), pend.player)
                meld = action.meld if isinstance(action, Play) else None
                field_suits = s.field.suits if s.field is not None else 0
                proto.send_table(sock, proto.play_table(meld, field_suits, s.inverted))
                summary.decisions += 1
                # tndhms answers 8 to a pass on a field too (its check compares the card counts) and takes it as
                # the pass it is: only a refused play is a refusal
                if proto.recv_int(sock) == proto.REFUSED and meld is not None:
                    summary.refused += 1
                    summary.notes.append(f"game {summary.games + 1}: the server refused {s.action_str(action)}")
            field_table = proto.recv_table(sock)
            _observe(g, actor, field_table, summary.notes)
            flag = proto.recv_int(sock)
            if flag != proto.GOES_ON:
                break
        summary.games += 1
        # the class this client earned: the order it went out; the game's last play emptied its player's hand
        # (no table showed that count), and the last one left is 大貧民
        if actor not in g.out:
            g.out.append(actor)
        order = g.out + [p for p in range(UECDA.players) if p not in g.out]
        summary.places.append(order.index(me))
        if out is not None:
            out.write(f"game {summary.games}: {player_name(me)} is #{order.index(me) + 1} "
                      f"({' '.join(player_name(p) for p in order)})\n")
            out.flush()  # a match cut short keeps the games it finished
        if flag == proto.MATCH_OVER:
            return summary


def client_command(host: str, port: int, bot_kind: str, name: str | None, seed: int, rollouts: int | None,
                   timeout: int, quiet: bool, out: TextIO, err: TextIO) -> int:
    """Connect, play the match, print a summary; 0 when the match ended and the server refused none of this
    seat's plays, 1 when it refused one, 2 when the connection failed or the protocol broke."""
    label = name or f"dx-{bot_kind}"
    if not label.isascii() or not label.isprintable() or not 0 < len(label) <= 14:
        err.write(f"error: --name: at most 14 printable ASCII characters, got {printable(label, 40)!r}\n")
        return 2
    bot = make_bot(bot_kind, seed, rollouts)
    start = time.monotonic()
    try:
        with socket.create_connection((host, port), timeout=timeout) as sock:
            sock.settimeout(timeout)
            summary = play_match(sock, bot, label, None if quiet else out)
    except (OSError, proto.ProtocolError) as e:
        err.write(f"error: {host}:{port}: {printable(str(e), 300)}\n")
        return 2
    except ExplorerError as e:
        err.write(f"error: {printable(str(e), 300)}\n")
        return 2
    pts = summary.points
    mean = sum(pts) / len(pts) if pts else 0.0
    for note in summary.notes:
        out.write(f"note: {note}\n")
    out.write(f"{label} (player {summary.me}, {bot_kind}): {summary.games} games, mean {mean:.3f} points a game "
              f"(5 for 1st … 1 for 5th), {summary.refused} refused plays, {time.monotonic() - start:.0f} s\n")
    return 0 if summary.refused == 0 else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(client_command("127.0.0.1", 42485, "greedy", None, 0, None, 60, False, sys.stdout, sys.stderr))
