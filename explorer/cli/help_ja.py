"""The command line in Japanese: with ``--lang ja`` every command's ``--help`` and argparse's own errors.

The commands are declared once, in English (``explorer/__main__.py``, ``explorer/cli/simulate.py``);
:func:`japanese` gives each command, option and argument its Japanese help by name (the command's name and the
argument's ``dest``), and :func:`argparse_ja` puts argparse's own words (``usage:``, ``options``, its error
messages) in Japanese while a parser runs.  A help that no entry names stays as it is, and
``tests/test_japanese.py`` fails on it.

>>> wants_japanese(["rules", "--lang", "ja", "--help"]), wants_japanese(["check", "--lang=en"])
(True, False)
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Iterator, Sequence

COMMANDS_JA: dict[str, str] = {
    "check": "シナリオファイルを実行し、各手順の合格・不合格を表示する",
    "bench": "合法手の生成時間とランダム対戦の速さを表示する",
    "graph": "シナリオの手順での局面グラフ、または（--rules で）ルールの相互作用のグラフを出力する",
    "rules": "ルールの一覧、または1つのルールを表示する",
    "solve": "手札をすべて公開したとき、そのプレイヤーがこのラウンドの1位を確定できるかを調べる",
    "texts": "このアプリが表示できる文を1つの言語ですべて、1行に1つ（出どころ、タブ、文）出力する",
    "simulate": "ボットで多数のゲームを行い、ラウンドごとにCSVの1行と、95%信頼区間つきの要約を出力する",
    "compare": "基本ルールのゲームと比べた各法律の効果、家訓の持ち主の有利さ、法律どうしの相互作用を調べる",
}
"""Each command's one-line help in Japanese."""

DESCRIPTIONS_JA: dict[str, str] = {
    "": "大富豪ルールエクスプローラー",
    "simulate": "法律を固定してボットでN回ゲームを行う。ラウンドごとにCSVの1行を --out に書き、ゲームの複雑さ"
                "（1回の決定で選べる行動の数、1ラウンドの決定の数、1ゲームのラウンド数、禁止上がりや都落ちが起きた"
                "ラウンドの割合）と要約を、ゲーム間の95%信頼区間つきで出力する。",
    "compare": "同じゲーム（同じシード・配札・ボット）を、基本ルールだけ・各法律1つ・法律の各組・座席0の各家訓で"
               "行う。そして、ルールの組み合わせごとのゲームの複雑さ、対応のある差（95%信頼区間つき）、法律どうしの"
               "相互作用の表を出力する。",
}
"""A command's description (the paragraph under its usage) in Japanese; the program's own under ``""``."""

_RULES_FILE = "わが家のルールのファイル（YAML、docs/rules-file.md）。そのルールをIDで書けるようになる。複数なら繰り返す"
_LANG = "出力の言語（ja：日本語、en：英語）"
_STEP = "この手数だけ進めた局面で（既定：開始局面）"
_SIM = {
    "laws": "1ラウンド目から有効な法律。IDか番号をカンマ区切りで（例：eight_cut,stairs）。あとから公開される法律はない",
    "house": "座席0に与える家訓（IDをカンマ区切り）。持ち主の有利さ（座席0の点数とほかの人の平均の差）を測る。"
             "同じルールを法律と家訓の両方にはできない",
    "players": "プレイヤーの人数",
    "mode": "normal：5ラウンド、mad：3ラウンド（家訓フェイズはなく、法律は固定、家訓は --house で与える）",
    "rounds": "1ゲームのラウンド数（既定：モードのラウンド数）",
    "games": "行うゲームの数（既定100）",
    "bots": "greedy（手堅い）、random、mixed、strong（mixed：座席ごとにゲームのシードからgreedyかrandomを選ぶ。strong：一手ごと"
            "に探索するので遅い）、または座席順に1人ずつ（例：strong,greedy,greedy,greedy。既定greedy）",
    "seed": "実行のシード。ゲームiのシードはこれとiから決まる",
    "out": "ゲームが終わるたびに、ラウンドごと（と比べる組ごと）のCSVの1行をこのファイルへ書く",
    "scheduler": "ゲームを実行する場所：processes（既定：Daskのローカルスケジューラー）、threads、sync（このプロセスでの"
                 "単純なループ）、またはdask.distributedのスケジューラーのADDRESS（tcp://host:8786）。どれでも結果の行は同じ",
    "workers": "ローカルスケジューラーのプロセス数かスレッド数（既定：コア数）。クラスターのADDRESSならそのワーカーを使い、"
               "Kは同時に送るタスクの数だけを決める",
    "chunk": "1つのタスクでワーカーに送るゲームの数（既定：自動）",
    "quiet": "標準エラーに進み具合を表示しない",
    "json": "数値をJSONで出力する：ルールの組み合わせごとのゲームの複雑さ、指標、発動回数、持ち主の有利さ、（compareでは）"
            "対応のある効果を、それぞれ平均・下限・上限・件数で",
    "lang": "数値のラベルとルール名の言語（ja：ルールの日本語名）",
    "rules_file": "わが家のルールのファイル（YAML、docs/rules-file.md）。そのルールIDを --laws と --house に書ける。"
                  "複数なら繰り返す",
}
OPTIONS_JA: dict[tuple[str, str], str] = {
    ("", "help"): "このヘルプを表示して終わる",
    ("check", "paths"): "シナリオファイルかフォルダー",
    ("check", "lang"): _LANG,
    ("check", "rules_file"): _RULES_FILE,
    ("bench", "games"): "ランダム対戦のゲーム数",
    ("bench", "seed"): "乱数のシード",
    ("graph", "scenario"): "シナリオファイル",
    ("graph", "step"): _STEP,
    ("graph", "rules"): "局面グラフの代わりにルールの相互作用のグラフ",
    ("graph", "rule"): "--rules とともに：このルールとその隣のルールだけ（IDか番号）",
    ("graph", "format"): "出力の形式",
    ("graph", "lang"): _LANG,
    ("graph", "regenerate"): "--rules とともに：探索し直してキャッシュを書き直す",
    ("graph", "positions"): "--regenerate とともに：ルールの組ごとに試す局面の数",
    ("graph", "seed"): "--regenerate とともに：探索のシード",
    ("graph", "decks"): "--rules とともに：ルールをノードにするデッキ（カンマ区切り：cthulhu、classic、arcasino。既定cthulhu）"
                        "と、--rules-file のすべてのルール",
    ("graph", "rules_file"): _RULES_FILE,
    ("graph", "decks_only"): "--regenerate と --decks とともに：cthulhu以外のデッキのルールを含む組だけを探索し、"
                             "クトゥルフのデッキのキャッシュはそのままにする",
    ("rules", "rule"): "ルールのID、カード番号、または日本語名",
    ("rules", "lang"): _LANG,
    ("rules", "deck"): "1つのデッキのルールとテーブルオプションを表示する：cthulhu、classic、arcasino",
    ("rules", "rules_file"): _RULES_FILE,
    ("solve", "scenario"): "シナリオファイル（その開始局面、または --step の手数だけ進めた局面）",
    ("solve", "player"): "プレイヤーの名前",
    ("solve", "step"): _STEP,
    ("solve", "json"): "結果をJSONで出力する",
    ("solve", "lang"): _LANG,
    ("solve", "budget"): "「不明」と答えるまでに探索する局面の上限（既定1,000,000）",
    ("solve", "seconds"): "制限時間（秒、整数）",
    ("solve", "rules_file"): _RULES_FILE,
    ("texts", "lang"): "文の言語（ja：日本語、en：英語）",
    ("texts", "all"): "同じ文も出てくるたびに出力する（既定では1回だけ）",
    **{(command, dest): text for command in ("simulate", "compare") for dest, text in _SIM.items()},
    ("compare", "laws"): "比べる法律（カンマ区切り。その組も実行する）",
    ("compare", "house"): "座席0で測る家訓（カンマ区切り）",
    ("compare", "no_pairs"): "法律の組を実行しない（相互作用の表なし）",
}
"""Each argument's help in Japanese, by (command, dest); ``("", "help")`` is every ``-h``'s."""

ARGPARSE_JA: dict[str, str] = {
    "usage: ": "使い方：",
    "positional arguments": "引数",
    "options": "オプション",
    "optional arguments": "オプション",
    "show this help message and exit": "このヘルプを表示して終わる",
    "the following arguments are required: %s": "次の引数が必要：%s",
    "argument %(argument_name)s: %(message)s": "引数 %(argument_name)s：%(message)s",
    "invalid choice: %(value)r (choose from %(choices)s)": "選べない値 %(value)r（選べるのは %(choices)s）",
    "unrecognized arguments: %s": "知らない引数：%s",
    "expected one argument": "値が1つ必要",
    "expected at least one argument": "値が1つ以上必要",
    "invalid %(type)s value: %(value)r": "%(type)sとして読めない値：%(value)r",
    "ambiguous option: %(option)s could match %(matches)s": "あいまいなオプション：%(option)s は %(matches)s のどれにも当たる",
    "not allowed with argument %s": "引数 %s とは一緒に使えない",
    "ignored explicit argument %r": "余分な値 %r は使われない",
}
"""argparse's own words (its gettext message ids) in Japanese."""


def wants_japanese(argv: Sequence[str]) -> bool:
    """Whether the command line asks for Japanese (``--lang ja`` or ``--lang=ja``)."""
    args = list(argv)
    return "--lang=ja" in args or any(a == "--lang" and b == "ja" for a, b in zip(args, args[1:]))


def japanese(parser: argparse.ArgumentParser, command: str = "") -> None:
    """Give ``parser`` and its commands their Japanese help (:data:`COMMANDS_JA`, :data:`OPTIONS_JA`)."""
    parser.japanese = True  # type: ignore[attr-defined]  # OneLineParser's errors in Japanese
    parser._positionals.title = ARGPARSE_JA["positional arguments"]  # named when the parser was made
    parser._optionals.title = ARGPARSE_JA["options"]
    if command in DESCRIPTIONS_JA:
        parser.description = DESCRIPTIONS_JA[command]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            action.help = "コマンド"
            for choice in action._choices_actions:
                choice.help = COMMANDS_JA.get(choice.dest, choice.help)
            for name, sub in action.choices.items():
                japanese(sub, name)
        elif isinstance(action, argparse._HelpAction):
            action.help = OPTIONS_JA[("", "help")]
        else:
            action.help = OPTIONS_JA.get((command, action.dest), action.help)


@contextlib.contextmanager
def argparse_ja() -> Iterator[None]:
    """argparse's own words in Japanese while the block runs (its messages are looked up when they are said)."""
    saved = argparse._  # type: ignore[attr-defined]
    argparse._ = lambda text: ARGPARSE_JA.get(text, text)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = saved  # type: ignore[attr-defined]
