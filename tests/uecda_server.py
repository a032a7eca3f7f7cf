"""A small UECda server for the client's tests, written from the protocol's specification (protocol 20070: see
:mod:`explorer.uecda.protocol`), not from the contest's server: it listens on the loopback only, takes five
clients, deals, makes the exchange by class, asks each turn's player for a table and answers 9 or 8, sends the
field and the game-end flag.  The engine under the ``uecda`` table referees (a refused submission counts as a
pass, as on the real server, which also answers a pass on a field with its refusal code); the server counts every
refused play.
"""

from __future__ import annotations

import random
import socket
import threading
from dataclasses import dataclass, field

from explorer.engine.actions import Action, Pass, Play
from explorer.engine.cards import STANDARD_DECK, CardMask, iter_cards
from explorer.engine.melds import Meld
from explorer.engine.state import State
from explorer.rules.uecda import UECDA, server_pick
from explorer.uecda import protocol as proto

N = UECDA.players


@dataclass
class Log:
    names: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    results: list[list[int]] = field(default_factory=list)
    """Each game's classes by player (0 大富豪)."""
    plays: int = 0
    error: str = ""


class TinyServer:
    def __init__(self, games: int, seed: int = 0, timeout: float = 60.0) -> None:
        self.games, self.rng, self.timeout = games, random.Random(seed), timeout
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(timeout)
        self.port = self.listener.getsockname()[1]
        self.log = Log()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> TinyServer:
        self.thread.start()
        return self

    def join(self) -> Log:
        self.thread.join(self.timeout * 4)
        return self.log

    # ---------------------------------------------------------------------------------------------------------
    def _run(self) -> None:
        socks: list[socket.socket] = []
        try:
            for p in range(N):
                conn, _ = self.listener.accept()
                conn.settimeout(self.timeout)
                socks.append(conn)
                hello = proto.recv_table(conn)
                assert hello[0][0] == proto.VERSION, hello[0][0]
                self.log.names.append(proto.profile_name(hello))
                proto.send_int(conn, p)
            self._match(socks)
        except Exception as e:  # noqa: BLE001 - reported to the test through the log
            self.log.error = f"{type(e).__name__}: {e}"
        finally:
            for s in socks:
                s.close()
            self.listener.close()

    def _match(self, socks: list[socket.socket]) -> None:
        classes: list[int] | None = None
        seat_player = list(range(N))
        for game in range(1, self.games + 1):
            if UECDA.seats_drawn_in(game):
                self.rng.shuffle(seat_player)
            seat_of = [seat_player.index(p) for p in range(N)]
            exchange = classes is not None and UECDA.exchanges_in(game)
            dealer = seat_of[classes.index(0)] if exchange and classes else self.rng.randrange(N)
            cards = list(iter_cards(STANDARD_DECK))
            self.rng.shuffle(cards)
            hands = [0] * N
            for i, c in enumerate(cards):
                hands[seat_player[(dealer + i) % N]] |= 1 << c
            before = list(hands)
            wants = [0] * N
            if exchange and classes:
                by_class = sorted(range(N), key=classes.__getitem__)
                for upper, lower, k in ((by_class[0], by_class[4], 2), (by_class[1], by_class[3], 1)):
                    for _ in range(k):
                        c = server_pick(hands[lower])
                        hands[lower] &= ~c
                        hands[upper] |= c
                    wants[upper] = k
            for p in range(N):
                t = proto.hand_table(hands[p] if wants[p] or not exchange else before[p])
                self._state_rows(t, None, p, classes, seat_player, [h.bit_count() for h in hands])
                t[5][0], t[5][1] = 1, wants[p]
                proto.send_table(socks[p], t)
            if exchange and classes:
                by_class = sorted(range(N), key=classes.__getitem__)
                for upper, lower in ((by_class[0], by_class[4]), (by_class[1], by_class[3])):
                    give = proto.hand_of(proto.recv_table(socks[upper]))
                    if give & ~hands[upper] or give.bit_count() != wants[upper]:
                        self.log.refused.append(f"game {game}: player {upper}'s exchange {give:x}")
                        give = 0
                        for _ in range(wants[upper]):
                            give |= server_pick(hands[upper] & ~give)
                    hands[upper] &= ~give
                    hands[lower] |= give
            classes = self._play(game, socks, hands, seat_player, classes)

    def _state_rows(self, t: proto.Table, s: State | None, p: int, classes: list[int] | None, seat_player: list[int],
                    counts: list[int]) -> None:
        if s is not None and s.pending is not None:
            now = seat_player[s.pending.player]
            t[5][2] = int(now == p)
            t[5][3] = now
            t[5][4] = int(s.field is None)
            t[5][6] = int(s.revolution)
            t[5][7] = int(bool(s.lock_suits))
        for q in range(N):
            t[6][q] = counts[q]
            t[6][5 + q] = classes[q] if classes else 0
            t[6][10 + q] = seat_player[q]

    def _play(self, game: int, socks: list[socket.socket], hands: list[CardMask], seat_player: list[int],
              classes: list[int] | None) -> list[int]:
        names = [f"P{seat_player[seat]}" for seat in range(N)]
        s = State.from_position(names, laws=UECDA.law_ids, options=UECDA.table_options(),
                                hands={f"P{p}": hands[p] for p in range(N)}, phase="trim")
        stage: Meld | None = None
        while s.pending is not None:
            if s.field is None:
                stage = None
            seat = s.pending.player
            now = seat_player[seat]
            counts = [s.hands[seat_player.index(p)].bit_count() for p in range(N)]
            for p in range(N):
                t = proto.hand_table(s.hands[seat_player.index(p)])
                self._state_rows(t, s, p, classes, seat_player, counts)
                proto.send_table(socks[p], t)
            got = proto.recv_table(socks[now])
            try:
                meld = proto.meld_of_table(got)
            except ValueError:
                meld = None
                self.log.refused.append(f"game {game}: player {now}: not a play")
            action: Action = Pass(seat) if meld is None else Play(seat, meld)
            field_before = s.field is not None
            pushed, why, _ = s.submit(action)
            if why is not None:
                self.log.refused.append(f"game {game}: player {now}: {s.action_str(action)}: {why.en}")
            # as the contest's server does, a pass on a field is answered with the refusal code too (its check
            # compares the card counts) and taken as the pass it is
            pass_on_field = isinstance(pushed, Pass) and field_before
            proto.send_int(socks[now], proto.REFUSED if why is not None or pass_on_field else proto.ACCEPTED)
            if isinstance(pushed, Play):
                stage = pushed.meld
                self.log.plays += 1
            field_table = proto.play_table(stage) if stage is not None else proto.empty()
            for p in range(N):
                proto.send_table(socks[p], field_table)
            flag = proto.GOES_ON if s.pending is not None else (
                proto.MATCH_OVER if game == self.games else proto.GAME_OVER)
            for p in range(N):
                proto.send_int(socks[p], flag)
        places = s.places()
        result = [places[seat_player.index(p)] - 1 for p in range(N)]
        self.log.results.append(result)
        return result
