"""``python -m explorer uecda client``: five clients play whole matches against a small server of the tests' own
(tests/uecda_server.py, written from protocol 20070's specification; loopback only, every wait bounded), the
engine deciding each client's legal plays: the server refuses nothing, and every game ends with five classes."""

from __future__ import annotations

import socket
import threading

import pytest

from explorer.__main__ import main
from explorer.bots import GreedyBot, RandomBot
from explorer.engine.melds import parse_pattern
from explorer.uecda import protocol as proto
from explorer.uecda.client import MatchSummary, play_match
from uecda_server import TinyServer

TIMEOUT = 60.0


def _clients(port: int, bots: list[object], results: list[MatchSummary | str]) -> list[threading.Thread]:
    def run(i: int, bot: object) -> None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT) as sock:
                sock.settimeout(TIMEOUT)
                results[i] = play_match(sock, bot, f"bot{i}")  # type: ignore[arg-type]
        except Exception as e:  # noqa: BLE001 - reported by the test
            results[i] = f"{type(e).__name__}: {e}"

    threads = []
    for i, bot in enumerate(bots):
        th = threading.Thread(target=run, args=(i, bot), daemon=True)
        th.start()
        threads.append(th)
    return threads


def test_five_clients_play_a_match_and_nothing_is_refused() -> None:
    server = TinyServer(games=4, seed=7, timeout=TIMEOUT).start()
    results: list[MatchSummary | str] = [""] * 5
    bots = [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4), GreedyBot(5)]
    threads = _clients(server.port, bots, results)
    log = server.join()
    for th in threads:
        th.join(TIMEOUT)
    assert log.error == ""
    assert all(isinstance(r, MatchSummary) for r in results), results
    assert log.names == [f"bot{i}" for i in range(5)] or sorted(log.names) == [f"bot{i}" for i in range(5)]
    assert log.refused == []
    assert len(log.results) == 4 and all(sorted(r) == [0, 1, 2, 3, 4] for r in log.results)
    assert log.plays > 40
    # each client knows the class it earned, as the server ranks it
    for r in results:
        assert isinstance(r, MatchSummary) and r.games == 4 and r.refused == 0
        assert r.places == [res[r.me] for res in log.results]


def test_the_command_plays_one_seat(capsys: pytest.CaptureFixture[str]) -> None:
    server = TinyServer(games=2, seed=3, timeout=TIMEOUT).start()
    results: list[MatchSummary | str] = [""] * 4
    threads = _clients(server.port, [RandomBot(i) for i in range(4)], results)
    code = main(["uecda", "client", "--port", str(server.port), "--bot", "greedy", "--name", "dx-test",
                 "--timeout", "60"])
    log = server.join()
    for th in threads:
        th.join(TIMEOUT)
    out = capsys.readouterr().out
    assert code == 0, out
    assert log.error == "" and log.refused == [] and "dx-test" in log.names
    assert "dx-test" in out and "2 games" in out and "0 refused plays" in out


def test_no_server_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.create_server(("127.0.0.1", 0)) as s:
        port = s.getsockname()[1]
    assert main(["uecda", "client", "--port", str(port), "--timeout", "5"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: 127.0.0.1:{port}:") and err.count("\n") == 1


def test_a_name_that_is_not_ascii_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["uecda", "client", "--name", "大富豪"]) == 2
    assert "--name" in capsys.readouterr().err


@pytest.mark.parametrize("text", ["♠3", "♥9 JK=♦9", "♠3 ♠4 JK=♠5 ♠6 ♠7", "JK"])
def test_a_play_goes_to_a_table_and_back(text: str) -> None:
    meld = parse_pattern(text, limit=13).resolve(limit=13)
    back = proto.meld_of_table(proto.play_table(meld))
    assert back == meld
    assert proto.meld_of_table(proto.play_table(None)) is None


def test_a_hand_goes_to_a_table_and_back() -> None:
    from explorer.engine.cards import parse_cards

    hand = parse_cards("♠3 ♥10 ♦2 ♣A JK")
    assert proto.hand_of(proto.hand_table(hand)) == hand
    assert proto.profile_name(proto.profile("dx-greedy")) == "dx-greedy"
