"""UECda's protocol 20070, from its specification as the contest's server and client implement it (read for the
facts in FujiGokoroUECda ``src/server/tn_protocol.hpp``, ``server.cc`` and ``src/client/connection.cc``).

Everything sent either way is a table of 8 × 15 integers (32-bit, network order) or one such integer:

- the client opens with a table: ``[0][0]`` the protocol version 20070, ``[1][0…14]`` its name's characters;
  the server answers with the client's player number;
- each game: the server sends the client's hand (the upper classes' already holding what the lower ones must
  give); when ``[5][1]`` is above 0 (2 for 大富豪, 1 for 富豪) the client sends back a table of that many cards
  to give; then each turn the server sends every client its hand and the game's state, reads a table from the
  player whose turn it is (``[5][2]`` = 1) and answers it 9 (accepted; a table without cards is a pass) or 8
  (refused: counted as a pass), sends every client the cards on the field, and then an integer: 0 the game
  goes on, 1 it is over, 2 the match is over.

A card is a cell: rows 0-3 are ♠ ♥ ♦ ♣ (the engine's suit numbers), columns 1-13 the ranks 3 … 2, value 1; the
joker is a 2 — in a hand at ``[4][1]``, in a play where the card it stands for would be.  Row 5 holds the
state (``[5][3]`` whose turn, ``[5][4]`` the field is empty, ``[5][6]`` revolution, ``[5][7]`` lock), row 6 the
card counts by player (``[6][0…4]``), the classes (``[6][5…9]``, 0 大富豪) and the player at each seat
(``[6][10…14]``).
"""

from __future__ import annotations

import socket
import struct
from typing import Final

from explorer.engine.cards import JOKER, CardMask, iter_cards
from explorer.engine.melds import JOKER_FACE, Meld

VERSION: Final = 20070
ROWS, COLS = 8, 15
ACCEPTED, REFUSED = 9, 8
GOES_ON, GAME_OVER, MATCH_OVER = 0, 1, 2
_TABLE: Final = struct.Struct(f">{ROWS * COLS}i")
_INT: Final = struct.Struct(">i")

Table = list[list[int]]


class ProtocolError(ConnectionError):
    """The other side broke the protocol or the connection (a one-line message)."""


def empty() -> Table:
    return [[0] * COLS for _ in range(ROWS)]


def recv_exact(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        try:
            chunk = sock.recv(n - len(data))
        except socket.timeout:
            raise ProtocolError(f"no data from the other side for {sock.gettimeout()} s") from None
        if not chunk:
            raise ProtocolError("the connection was closed" + (f" after {len(data)} of {n} bytes" if data else ""))
        data += chunk
    return data


def recv_table(sock: socket.socket) -> Table:
    flat = _TABLE.unpack(recv_exact(sock, _TABLE.size))
    return [list(flat[r * COLS:(r + 1) * COLS]) for r in range(ROWS)]


def send_table(sock: socket.socket, table: Table) -> None:
    sock.sendall(_TABLE.pack(*(max(-2**31, min(2**31 - 1, v)) for row in table for v in row)))


def recv_int(sock: socket.socket) -> int:
    return int(_INT.unpack(recv_exact(sock, _INT.size))[0])


def send_int(sock: socket.socket, value: int) -> None:
    sock.sendall(_INT.pack(value))


def profile(name: str) -> Table:
    t = empty()
    t[0][0] = VERSION
    for i, ch in enumerate(name.encode("ascii", "replace")[:14]):
        t[1][i] = ch
    return t


def profile_name(t: Table) -> str:
    out = []
    for v in t[1][:15]:
        if v == 0:
            break
        out.append(chr(v) if 32 <= v < 127 else "?")
    return "".join(out)


def hand_of(t: Table) -> CardMask:
    """The cards of a hand table (the joker at ``[4][1]``, or a 2 in any card cell)."""
    mask = 0
    for row in range(4):
        for col in range(1, 14):
            if t[row][col] == 1:
                mask |= 1 << ((col - 1) * 4 + row)
            elif t[row][col] == 2:
                mask |= 1 << JOKER
    if any(t[4][c] == 2 for c in range(COLS)):
        mask |= 1 << JOKER
    return mask


def hand_table(cards: CardMask) -> Table:
    t = empty()
    for c in iter_cards(cards):
        if c >= JOKER:
            t[4][1] = 2
        else:
            t[c & 3][(c >> 2) + 1] = 1
    return t


def cards_table(cards: CardMask) -> Table:
    """A table of cards to give in the exchange (the joker at ``[4][1]``)."""
    return hand_table(cards)


def play_table(meld: Meld | None, field_suits: int = 0, inverted: bool = False) -> Table:
    """What to send for a play (``None``: a pass).  A lone joker goes to the 2's column's right (the left while
    strength is inverted), in a suit other than the field's."""
    t = empty()
    if meld is None:
        return t
    if meld.is_lone_joker:
        row = next((r for r in range(4) if not field_suits >> r & 1), 0)
        t[row][0 if inverted else 14] = 2
        return t
    for phys, face in meld.faces:
        t[face & 3][(face >> 2) + 1] = 2 if phys >= JOKER else 1
    return t


def meld_of_table(t: Table) -> Meld | None:
    """The play a field table shows (``None``: no card), or :class:`ValueError` for one the engine cannot hold
    (a joker beyond the 3 or the 2, a group of five)."""
    pairs: list[tuple[int, int]] = []
    lone = []
    for row in range(5):
        for col in range(COLS):
            v = t[row][col]
            if v not in (1, 2):
                continue
            if row == 4 or col in (0, 14):
                if v != 2:
                    raise ValueError(f"a card outside the 52 cards' cells ({row}, {col})")
                lone.append((row, col))
                continue
            face = (col - 1) * 4 + row
            pairs.append((JOKER if v == 2 else face, face))
    if lone:
        if pairs or len(lone) > 1:
            raise ValueError("a joker beyond the 3 or the 2, or a group of five: not a play the engine can hold")
        return Meld.of([(JOKER, JOKER_FACE)])
    if not pairs:
        return None
    if len(pairs) == 1 and pairs[0][0] == JOKER:
        return Meld.of([(JOKER, JOKER_FACE)])  # the server takes any lone joker as the joker itself
    return Meld.of(pairs, limit=len(pairs))
