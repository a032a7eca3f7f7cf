"""User-facing texts of the dashboards, in Japanese and English, and the shared language switch.

>>> t("next", "ja"), t("next", "en")
('次へ', 'Next')
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as widgets
import traitlets

from explorer.sim.runner import BOT_NAMES
from explorer.text.phrasing import EDGE_JA

TEXTS: dict[str, tuple[str, str]] = {
    # key: (ja, en)
    "language": ("言語", "Language"),
    "four_colour": ("4色のカード", "Four-colour cards"),
    "site_version": ("静的サイト版 · ブラウザ内で動作 · バージョン {version}",
                     "Static site · runs in your browser · version {version}"),
    "home_link": ("トップページ", "Home"),
    "home_title": ("大富豪ルールエクスプローラー", "Daifugō rule explorer"),
    "back": ("戻る", "Back"),
    "next": ("次へ", "Next"),
    "reset": ("最初から", "Reset"),
    "undo": ("一手戻す", "Undo"),
    "play": ("出す", "Play"),
    "pass": ("パス", "Pass"),
    "field": ("場", "Field"),
    "empty_field": ("（場は空）", "(empty)"),
    "discard": ("捨札", "Discard pile"),
    "hand": ("手札", "Hand"),
    "turn": ("手番", "To act"),
    "revolution": ("革命中", "Revolution"),
    "reversed": ("Jバック中", "J-back"),
    "lock": ("縛り", "Lock"),
    "laws": ("法律", "Laws"),
    "house_rules": ("家訓", "House rules"),
    "king": ("王", "King"),
    "points": ("勝利点", "Points"),
    "finished": ("あがり", "Out"),
    "question": ("質問", "Question"),
    "answer": ("回答", "Answer"),
    "step": ("手順", "Step"),
    "start": ("開始局面", "Start"),
    "events": ("起きたこと", "What happened"),
    "refused": ("出せない", "Refused"),
    "legal": ("出せる", "Legal"),
    "illegal": ("出せない", "Not legal"),
    "why_not": ("理由", "Why not"),
    "step_refused": ("この手はできない（{why}）", "Refused — {why}"),
    "law_text": ("法律として", "As a law"),
    "house_text": ("家訓として", "As a house rule"),
    "scope": ("家訓の範囲", "House-rule scope"),
    "scenarios": ("シナリオ", "Scenarios"),
    "no_scenarios": ("このカードのシナリオはまだない", "No scenario covers this card yet"),
    "source": ("出典", "Source"),
    "done": ("終わり", "End"),
    "pending": ("待っている決定", "Waiting for"),
    "error": ("エラー", "Error"),
    # -- guided lessons, rule catalogue, interactions and landing pages (learn.py, rules_page.py,
    #    interactions_page.py); keys prefixed so the other pages' keys cannot collide
    "learn_intro": ("まず基本ルール、次にルールカード01〜25を法律・家訓の順に学びます。"
                    "レッスンを選び、「次へ」で一手ずつ進めると、何が起きたか、どのルールがそう決めたかが表示されます。",
                    "First the base rules, then rule cards 01–25, each as a law and then as a house rule. "
                    "Pick a lesson and press Next to play it one step at a time: you see what happened and which rule "
                    "made it happen."),
    "learn_lesson": ("レッスン", "Lesson"),
    "learn_prev": ("前のレッスン", "Previous lesson"),
    "learn_next": ("次のレッスン", "Next lesson"),
    "learn_basics": ("基本ルール", "Base rules"),
    "learn_card": ("カード", "Card"),
    "learn_other": ("その他", "Other"),
    "learn_no_lessons": ("レッスンが見つからない", "No lessons found in"),
    "learn_broken": ("このシナリオファイルは読み込めない", "This scenario file cannot be loaded"),
    "learn_rule": ("このレッスンのルール", "The rule of this lesson"),
    "learn_may_play": ("{name}が出せるカード：", "{name} may play:"),
    "learn_fuses": ("場のカードに合わせて出す：", "or join the field's cards:"),
    "learn_nothing": ("なし", "nothing"),
    "learn_is_refused": ("は出せない：", "is refused:"),
    "learn_check": ("確認", "Check"),
    "learn_answer_shown": ("この手順が質問の答え", "This step answers the question"),
    "learn_progress": ("{done}/{total}レッスン完了", "{done} of {total} lessons done"),
    "learn_predict": ("予想してから見る", "Predict, then see"),
    "learn_predict_help": ("オンにすると、「次へ」の前に次に何が起きるかを予想する。",
                           "When on, you guess what happens before Next shows it."),
    "learn_q_allowed": ("次の手：{action}。これはできる？", "Next: {action}. Is it allowed?"),
    "learn_a_allowed_yes": ("できる", "Allowed"),
    "learn_a_allowed_no": ("できない", "Refused"),
    "learn_q_place": ("次の手：{action}。{name}は何位になる？", "Next: {action}. What place does {name} take?"),
    "learn_a_place": ("{n}位", "{n}{th}"),
    "learn_q_revolution": ("次の手：{action}。このあと、革命中になっている？",
                           "Next: {action}. Is a revolution in force after it?"),
    "learn_a_revolution_yes": ("革命中", "Yes, a revolution"),
    "learn_a_revolution_no": ("革命中ではない", "No revolution"),
    "learn_q_rule": ("次の手：{action}。どのルールが発動する？", "Next: {action}. Which rule acts?"),
    "learn_a_rule_none": ("どれも発動しない", "None of them"),
    "learn_q_lock": ("次の手：{action}。このあと、場の縛りは？", "Next: {action}. What lock is on the field after it?"),
    "learn_a_lock_none": ("縛りなし", "No lock"),
    "learn_a_lock_suit": ("スート縛り", "Suit lock"),
    "learn_a_lock_number": ("数縛り", "Number lock"),
    "learn_a_lock_both": ("激縛（スートと数の両方）", "Both: suit and number"),
    "learn_q_clears": ("次の手：{action}。場は流れる？", "Next: {action}. Does the field clear?"),
    "learn_a_clears_yes": ("流れる", "It clears"),
    "learn_a_clears_no": ("流れない", "It stays"),
    "learn_q_king": ("次の手：{action}。このあと、王は誰？", "Next: {action}. Who is the king after it?"),
    "learn_q_pending": ("次の手：{action}。このあと、誰の決定を待つ？",
                        "Next: {action}. Whose decision does the game wait for after it?"),
    "learn_q_turn": ("次の手：{action}。このあと、誰の手番？", "Next: {action}. Whose turn is it after it?"),
    "learn_q_now": ("今は誰の手番？", "Whose turn is it now?"),
    "learn_q_forced": ("{name}は、ほかの人がどう動いても必ず1位であがれる？",
                       "Can {name} be sure to go out first, whatever the others do?"),
    "learn_a_forced_yes": ("必ずあがれる", "Yes, surely"),
    "learn_a_forced_no": ("あがれるとは限らない", "No"),
    "learn_your_guess": ("あなたの予想：{guess}", "Your guess: {guess}"),
    "learn_the_answer": ("予想と違った。正解：{answer}", "Not what you guessed. The answer: {answer}"),
    "learn_score": ("予想の正解：{right}/{total}", "Right guesses: {right} of {total}"),
    "learn_predict_moves": ("{name}はどれを出せる？（出せると思うものを選ぶ）", "Which of these may {name} play? (pick the ones you think)"),
    "learn_predict_first": ("まず予想を選ぶ", "Make your guess first"),
    "learn_right": ("予想どおり", "You were right"),
    "learn_wrong": ("予想と違った", "Not what you guessed"),
    "learn_ch_start": ("はじめに：カードの強さとラウンドの流れ", "Start here: card strength and how a round goes"),
    "learn_ch_tricks": ("カードの出し方と場の流れ", "Playing and clearing the field"),
    "learn_ch_joker": ("ジョーカー", "The joker"),
    "learn_ch_revolution": ("革命", "Revolution"),
    "learn_ch_forbidden": ("禁止上がり", "Forbidden finish"),
    "learn_ch_round": ("ラウンドの終わり：都落ち・交換フェイズ・勝利点", "End of a round: the fall of the capital, the exchange, points"),
    "learn_ch_cards": ("ルールカード{first}〜{last}", "Rule cards {first}–{last}"),
    "learn_done": ("このレッスンは終わり", "Lesson complete"),
    "learn_all_done": ("これで全レッスンが終わり", "That was the last lesson"),
    "learn_keys_intro": ("キーボードの ← / → キーでも進んだり戻ったりできます。", "The ← / → keys step back and forth too."),
    "learn_how_title": ("ラウンドの流れ", "How a round works"),
    "learn_how": ("カードの強さは、弱い順に［3］［4］［5］［6］［7］［8］［9］［10］［J］［Q］［K］［1］［2］。"
                  "ジョーカーを1枚だけ出すと、どのカードよりも強い。"
                  "手番のプレイヤーは、場のカードより強いカードを同じ枚数だけ出すか、パスする。"
                  "全員がパスすると場が流れ、最後にカードを出した人が次のターンを始める。"
                  "手札を最初になくした人がラウンドの勝利者。ルールカードは法律（全員に効き、ラウンドごとに増える）"
                  "か家訓（持ち主だけのもの）として使う。",
                  "Cards rank, weakest first: 3 4 5 6 7 8 9 10 J Q K A 2; a joker played on its own beats them all. "
                  "On your turn you play cards stronger than the field's, as many as it holds, or you pass. When "
                  "everyone else has passed, the field clears and whoever played last leads the next trick. The "
                  "first to empty their hand wins the round. Each rule card is used either as a law (everyone's, "
                  "and laws pile up round by round) or as a house rule (its holder's own)."),
    "learn_glossary_title": ("用語", "Glossary"),
    "glossary": ("カード｜場に出すもの：1枚（単体）、または同じ数字の2〜4枚（同時出し）\n"
                 "ターン｜場が空の状態から、場が流れるまで\n"
                 "縛り｜同じスートが2回続けて出ると、場が流れるまでそのスートしか出せない（スート縛り）。連続する数字が2回続くと、次の数字しか出せない（数縛り）\n"
                 "手札厳選フェイズ｜ラウンドの前に、手札を7枚まで捨ててよい\n"
                 "法律｜全員に効くルール。ラウンドを重ねるごとに増えていく\n"
                 "家訓｜1人のプレイヤーが持つルール\n"
                 "家訓の範囲｜家訓が誰に効くか（持ち主だけ、持ち主以外など）",
                 "meld｜the cards you put on the field: one card (a single) or 2–4 of one rank (a group)\n"
                 "trick｜from an empty field until the field clears\n"
                 "lock｜after two plays in a row of the same suit, only that suit may follow until the field clears "
                 "(suit lock); after two plays of consecutive ranks, only the next rank up (number lock)\n"
                 "trim｜before a round, you may discard down to 7 cards\n"
                 "law｜a rule for everyone; laws pile up round by round\n"
                 "house rule｜a rule one player holds\n"
                 "scope｜whom a house rule works for (only its holder, everyone but the holder …)"),
    "rules_cthulhu_intro": ("25枚のルールカードと5つの基本ルール。カードを選ぶと、法律・家訓としての本文、家訓の範囲、"
                            "勝利点、そのルールを扱うシナリオが表示され、シナリオはその場で再生できます。",
                            "The 25 rule cards and the 5 base rules. Pick one to see its text as a law and as a house "
                            "rule, its house-rule scope, its victory points and every scenario that covers it; play any "
                            "of them right here."),
    "rules_classic_intro": ("多くの卓で遊ばれている定番のローカルルール。ルールを選ぶと、法律・家訓としての本文、家訓の範囲、"
                            "そのルールを扱うシナリオが表示され、シナリオはその場で再生できます。",
                            "Local rules many tables play. Pick one to see its text as a law and as a house rule, its "
                            "house-rule scope and every scenario that covers it; play any of them right here."),
    "rules_arcasino_intro": ("アルカジノのカジノカード。ルールを選ぶと、法律・家訓としての本文、家訓の範囲、"
                             "そのルールを扱うシナリオが表示され、シナリオはその場で再生できます。"
                             "効果が公開されていないカードは、そう示すだけで効果を作りません。",
                             "Arcasino's casino cards. Pick one to see its text as a law and as a house rule, its "
                             "house-rule scope and every scenario that covers it; play any of them right here. A card "
                             "whose effect has not been published is shown as such: no effect is made up for it."),
    "rules_deck_intro": ("ルールを選ぶと、法律・家訓としての本文、家訓の範囲、そのルールを扱うシナリオが表示され、"
                         "シナリオはその場で再生できます。",
                         "Pick one to see its text as a law and as a house rule, its house-rule scope and every "
                         "scenario that covers it; play any of them right here."),
    "rules_options": ("卓で選べること", "Choices for the table"),
    "rules_status": ("状態", "Status"),
    "rules_option_classic.five_skip.per_play": ("5飛ばしは［5］の枚数によらず1回だけ飛ばす（決めなければ［5］1枚ごとに1人）",
                                                "Five skip skips once per play, however many 5s (unless chosen: one "
                                                "player per 5)"),
    "rules_option_classic.nine_reverse.per_play": ("9リバースは［9］の枚数によらず1回だけ逆回りにする（決めなければ［9］1枚ごとに1回）",
                                                   "Nine reverse turns the order once per play, however many 9s "
                                                   "(unless chosen: once per 9)"),
    "rules_option_classic.seven_pass.recipient": ("7渡しで渡す相手：次の人（決めなければこちら）か、出した人が選ぶ人か",
                                                  "Who gets the seven pass's card: the next player (unless chosen), or "
                                                  "one the player picks"),
    "rules_option_arcasino.forbidden_finish": ("禁止上がり：基本ルールのもの（決めなければこちら）か、アルカジノ公式Q&Aのもの"
                                               "（2かジョーカーを含むカードであがったときだけ。革命中も同じ。3や効果のカードは対象外）",
                                               "Forbidden finish: the base rule's (unless chosen), or the one in "
                                               "Arcasino's official Q&A (only a finish with a play holding a 2 or a joker, in a "
                                               "revolution too; never a 3 or an effect card)"),
    "rules_option_classic.rank_exchange.simultaneous": (
        "カード交換は同時に行う（決めなければこちら）：上の順位の人は、もらったばかりのカードを返せない。同時でなければ返してもよい",
        "The card exchange is made at once (unless chosen): the higher player cannot give back a card just received; "
        "made in turn, they may"),
    "rules_option_classic.sequence_revolution.length": (
        "階段革命になる枚数：4枚（決めなければこちら）か5枚。1回に出せるのは4枚までなので、5枚にすると階段では革命が起きない",
        "How many cards make a sequence revolution: 4 (unless chosen) or 5. A play holds at most 4 cards, so with 5 a "
        "sequence never starts a revolution"),
    "rules_option_classic.in_sequence": (
        "5飛ばしや7渡しなどの数字の効果が、階段出しの中のカードでも起きるか（決めなければ起きる）",
        "Whether number effects such as five skip and seven pass happen for cards inside a sequence (unless chosen: "
        "they do)"),
    "rules_option_classic.forbidden_order": (
        "禁止上がりで最下位になる人が複数いるとき：先にあがった人ほど上の順位（決めなければこちら）か、下の順位か",
        "When several players end in last place by a forbidden finish: whoever finished earlier ranks higher (unless "
        "chosen), or lower"),
    "rules_option_arcasino.in_sequence": (
        "カジノカードの数字の効果が、階段出しの中のカードでも起きるか（決めなければ起きる）",
        "Whether the casino cards' number effects happen for cards inside a sequence (unless chosen: they do)"),
    "rules_not_published": ("効果未公開", "effect not published"),
    "deck_table": ("自分たちのルール", "Your table's rules"),
    "rules_not_published_why": ("このカードの効果を示す資料がないため、効果は載せていない（作りもしない）。",
                                "No source gives this card's effect, so none is shown (and none is made up)."),
    "rules_not_playable": ("まだ遊べない", "not playable yet"),
    "rules_not_playable_why": ("ルールの説明はあるが、このアプリではまだ遊べない。",
                               "The rule is described, but it cannot be played in this app yet."),
    "folder_classic": ("定番ローカルルール", "Classic local rules"),
    "folder_arcasino": ("アルカジノ", "Arcasino"),
    "rules_card": ("カード", "Card"),
    "rules_base": ("基本ルール", "Base rule"),
    "rules_base_scope": ("基本ルール（常に有効・持ち主なし）", "Base rule (always in force, no holder)"),
    "rules_name_ja": ("日本語名", "Japanese name"),
    "rules_name_en": ("英語名", "English name"),
    "rules_rule_text": ("ルール", "Rule"),
    "rules_vp": ("勝利点（発狂モード）", "Victory points (mad mode)"),
    "rules_vp_unknown": ("説明書に記載なし", "not given in the rulebook text"),
    "rules_covering": ("このルールを扱うシナリオ", "Scenarios that cover this rule"),
    "rules_loading": ("読み込み中…", "Loading…"),
    "rules_pick": ("シナリオを選ぶと、ここで一手ずつ再生できる", "Pick a scenario to play it here, one step at a time"),
    "scope_only": ("持ち主だけが使える", "only the holder may use it"),
    "scope_on-play": ("持ち主が出したときだけ発動する。始まった効果は場が流れるまで全員に効く",
                      "fires only when the holder plays (a field-long effect it starts binds everyone)"),
    "scope_holder-exempt": ("持ち主だけが免除される", "the holder alone is exempt"),
    "scope_others": ("持ち主以外の全員に効く", "applies to everyone but the holder"),
    "scope_holder": ("効果は持ち主に働く", "its effect goes to the holder"),
    "folder_basics": ("基本ルールのレッスン", "Basics"),
    "folder_cards": ("カードのレッスン", "Card"),
    "folder_rulebook": ("説明書のQ&A", "Rulebook Q&A"),
    "folder_rulebook_arcasino": ("アルカジノ公式Q&A", "Arcasino's official Q&A"),
    "folder_interactions": ("相互作用", "Interaction"),
    "folder_witnesses": ("相互作用の実例", "Interaction example"),
    "folder_analysis": ("1位の確定", "Forced first place"),
    "folder_tables": ("わが家のルール", "A table's own rules"),
    "ix_intro": ("どのルールがどのルールに影響するかを示します。どの相互作用も、アプリが実際に局面を探して見つけたもので、"
                 "それを確かめられる実例のシナリオがあります。ルールを選ぶと関わりのあるルールと相互作用が、相互作用を選ぶとその実例の局面が表示されます。",
                 "Which rules touch which. Every edge was found by the engine searching positions and has a "
                 "witness scenario. Pick a rule to see its neighbours and edges; pick an edge to step through "
                 "its witness."),
    "ix_rule": ("ルール", "Rule"),
    "ix_all_rules": ("（すべてのルール）", "(all rules)"),
    "ix_type": ("種類", "Type"),
    "ix_all_types": ("（すべての種類）", "(all types)"),
    "ix_edges": ("相互作用", "Edges (interactions)"),
    "ix_neighbours": ("関わりのあるルール", "Rules it interacts with"),
    "ix_arrows": ("→は{rule}がそのルールに作用し、←はそのルールが{rule}に作用する",
                  "→: {rule} acts on that rule; ←: that rule acts on {rule}"),
    "ix_no_edges": ("相互作用はない", "No edges"),
    "ix_no_graph": ("ルールグラフのキャッシュがない（python -m explorer graph --rules --regenerate で作成する）",
                    "The rule graph cache is missing (make it with python -m explorer graph --rules --regenerate)"),
    "ix_pick_edge": ("相互作用を選ぶと、その実例のシナリオを一手ずつ再生する",
                     "Pick an edge to step through its witness scenario"),
    "ix_witness": ("実例のシナリオ", "Witness scenario"),
    "ix_move": ("手", "Move"),
    "ix_legend": ("相互作用の種類", "Edge types"),
    "ix_notes": ("探索のメモ（英語のみ）", "Search notes"),
    "ix_rules_count": ("相互作用のあるルール", "Rules that interact"),
    "ix_direction": ("表の読み方：行のルールが、列のルールに作用する（左の名前の行を右へ読む）。",
                     "How to read the table: the rule in the row acts on the rule in the column (read a row "
                     "from its name on the left)."),
    "ix_click_hint": ("色と記号のついたマスを押すと、その相互作用の実例が表の下に出る。ルールの名前を押すと、"
                      "そのルールと関係するルールの一覧が出る（キーボードでは、タブキーで移ってエンターキー）。",
                      "Click a coloured, marked cell to see its witness below the table; click a rule's name to "
                      "see the rules it interacts with (or move to either with Tab and press Enter)."),
    "ix_rule_head": ("{rule}と関係するルールの一覧を出す", "Show the rules {rule} interacts with"),
    "ix_decisive": ("決め手", "What decides it"),
    "ix_corner": ("行 → 列", "row → column"),
    "ix_cell": ("{u}が{v}に作用する：{types}", "{u} acts on {v}: {types}"),
    "ix_open_sandbox": ("この実例の局面をサンドボックスで開く", "Open this witness position in the Sandbox"),
    "ix_sentence": ("この実例が示すこと", "What this witness shows"),
    "ix_more_rules": ("この実例で効いているルールのグラフ", "The rules in force in this witness, as a graph"),
    **{f"edge_{kind}": (ja[0], kind) for kind, ja in EDGE_JA.items()},
    **{f"edge_help_{kind}": (EDGE_JA[kind][1], en) for kind, en in (
        ("enables", "with both in force a play is legal, or something happens, that neither gives alone"),
        ("blocks", "one takes away what the other alone makes possible"),
        ("overrides", "one lifts a restriction or a penalty of the other"),
        ("compounds", "both change the same play and their changes add up"),
        ("conflicts", "each alone allows a play that the two together refuse"))},
    "home_intro": ("クトゥルフ神話をモチーフにした大富豪と、その25枚のルールカード（法律と家訓）を探るツールです。"
                   "局面ごとに「何が出せて、どのルールがそう決めるのか」まで確かめられます。",
                   "An explorer for the Cthulhu-themed Daifugō and its 25 rule cards (laws and house rules): "
                   "for any position, see what may be played and which rule says so."),
    "home_pages": ("ページ", "Pages"),
    # -- the landing page's ways in, its example and every page's description (home.py)
    "home_title_desc": ("大富豪とクトゥルフ神話のルールカード25枚を、局面ごとに確かめながら学び、遊ぶ",
                        "Learn, check and play the Cthulhu-themed Daifugō and its 25 rule cards, position by position"),
    "home_ways": ("どこから始める？", "Where to start"),
    "home_way_go": ("開く", "Open"),
    "home_way_learn": ("ルールを学ぶ", "Learn the rules"),
    "home_way_learn_text": ("はじめてならここから。基本ルールから25枚のカードまで、局面を一手ずつ進めて、"
                            "何が起きてどのルールがそう決めたかを見る",
                            "New to the game? Start here: from the base rules to the 25 cards, one step at a time, "
                            "seeing what happens and which rule makes it happen"),
    "home_way_settle": ("疑問を確かめる", "Settle a question"),
    "home_way_settle_text": ("「このカードは出せる？」と迷ったら、その局面を作る。出せる手と出せない手が、"
                             "決め手のルールと一緒に出る",
                             "Can this card be played here? Set up the position: every play, legal or not, "
                             "with the rule that decides it"),
    "home_way_play": ("遊ぶ", "Play"),
    "home_way_play_text": ("ルールを選んで、ボット相手に1ゲーム遊ぶ。出せるカードは浮き上がって見える",
                           "Choose the rules and play a game against bots; the cards you can play stand out"),
    "home_example_heading": ("たとえば、こんな疑問", "A question players argue about"),
    "home_example_title": ("8切りとジョーカー", "Eight cut and the joker"),
    "home_example_question": ("法律に【8切り】がある。Cが単体のジョーカーを出した。Aは♣8で場を流せる？",
                              "Eight cut is a law. C played a lone joker. May A cut it with ♣8?"),
    "home_example_see": ("答えを見る", "See the answer"),
    "home_example_refused": ("{play}は出せない", "No: {play} may not be played"),
    "home_example_allowed": ("{play}は出せる", "Yes: {play} may be played"),
    "home_example_may": ("{name}にできること：", "What {name} may do:"),
    "home_example_open": ("この局面をサンドボックスで開く", "Open this position in the Sandbox"),
    "home_more": ("ほかのページ", "More pages"),
    "rules_lessons": ("「ルールを学ぶ」のレッスン", "Its lessons in Learn"),
    "rules_lesson": ("レッスン{n}「{title}」", "Lesson {n}: {title}"),
    "rules_show_witnesses": ("ほかのルールとの組み合わせの実例を見る（{n}件）", "See its interaction examples ({n})"),
    "rules_open_sandbox": ("この局面をサンドボックスで開く", "Open this position in the Sandbox"),
    "home_learn": ("ルールを学ぶ", "Learn"),
    "home_learn_desc": ("基本ルールから25枚のカードまで、シナリオを一手ずつ進めて学ぶ",
                        "From the base rules to the 25 cards, one scenario step at a time"),
    "home_rules": ("ルールカード一覧", "Rule cards"),
    "home_rules_desc": ("カードの本文・家訓の範囲・勝利点と、それを扱うシナリオ",
                        "Each card's texts, house-rule scope, victory points and the scenarios that cover it"),
    "home_interactions": ("ルールの相互作用", "Interactions"),
    "home_interactions_desc": ("ルールの組み合わせで何ができるようになり、何が発動しなくなり、どちらが優先されるか（実例つき）",
                               "Which rule enables, blocks or overrides which, each with a witness"),
    "home_sandbox": ("サンドボックス", "Sandbox"),
    "home_sandbox_desc": ("手札と場を自由に作り、何が出せて、なぜ出せないかを確かめる",
                          "Set up hands and a field: what is legal, and why not"),
    "home_play": ("対戦", "Play"),
    "home_play_desc": ("ルールを選んで1ゲーム遊ぶ", "Choose the rules and play a game"),
    "home_lab": ("シミュレーション", "Simulation lab"),
    "home_lab_desc": ("ボット同士で何千局も遊ばせ、ルールの影響を数字で見る",
                      "Bots play thousands of games: see each rule's effect in numbers"),
    # -- the Sandbox page (sandbox.py); keys prefixed "sb_"
    "sb_title": ("サンドボックス：局面を作って確かめる", "Sandbox: set up a position and explore it"),
    "sb_intro": ("カードを配ってルールを選ぶと、手番のプレイヤーの出せる手と出せない手が、決め手になったルールと一緒に表示されます。"
                 "出せる手を押すと出します。「分析する」を押すと、そのプレイヤーが必ず1位になれるかを調べます。",
                 "Deal cards and choose the rules: every play of the player to act is listed, legal or not, with the rule "
                 "that decides. Click a legal play to make it; Analyse tells whether a player can force first place."),
    "sb_players": ("プレイヤー（3〜6人、空白区切り）", "Players (3 to 6, separated by spaces)"),
    "sb_apply": ("反映", "Apply"),
    "sb_cards": ("カード", "Cards"),
    "sb_target": ("配る先", "Deal to"),
    "sb_picker_hint": ("カードを押すと配る先に入る／外れる。押せないカードは別の場所にある。",
                       "Click a card to put it in or take it out; a card that cannot be clicked is elsewhere."),
    "sb_notation": ("記法でも入力できる（例：「♠3 ♥10 ジョーカー」や'S3 H10 JK'）", "Or type notation (e.g. ♠3 ♥10 JK, S3 H10 JK)"),
    "sb_field_hint": ("例：B: ♦7（出した人とカード）", "e.g. B: ♦7 (who played it, and the cards)"),
    "sb_field_by_filled": ("場の{cards}を誰が出したか指定がないので、{name}が出したことにした。「出した人」で選ぶか、場の欄に「B: ♦7」のように名前ごと書く。",
                           "Nobody said who played {cards} on the field, so the page made it {name}'s play: choose "
                           "under “Played by”, or type the name with the cards in the Field box (“B: ♦7”)."),
    "sb_to_act_note": ("手番は{who}。", "{who} is to act."),
    "sb_turn_after_field": ("自動：場を出した人の次", "Automatic: the player after the field's"),
    "sb_turn_first": ("自動：手札のある最初の人", "Automatic: the first player holding cards"),
    "sb_hand_of": ("{name}の手札", "{name}'s hand"),
    "sb_field_by": ("出した人", "Played by"),
    "sb_history": ("この場で先に出たもの", "Earlier plays"),
    "sb_history_hint": ("例：D: ♦4; A: ♦5", "e.g. D: ♦4; A: ♦5"),
    "sb_flags": ("局面の状態", "State of play"),
    "sb_auto": ("自動", "auto"),
    "sb_none": ("なし", "none"),
    "sb_lock_suit": ("縛りのスート", "Locked suits"),
    "sb_lock_rank": ("数縛り（次の数字）", "Number lock (next rank)"),
    "sb_rules": ("ルール", "Rules"),
    "sb_laws_hint": ("法律（全員に適用）：押して切り替える", "Laws (for everyone): click to switch on or off"),
    "sb_house_of": ("{name}の家訓", "{name}'s house rules"),
    "sb_house_hint": ("家訓：プレイヤーを選び、そのプレイヤーの家訓にするルールを押す（いくつでも）。1枚のカードは法律か、1人の家訓のどちらか。",
                      "House rules: choose a player, then press the rules that are their house rules (as many as you "
                      "like). A card is either a law or one player's house rule."),
    "sb_position": ("現在の局面", "Current position"),
    "sb_editor": ("局面とルールを作る", "Set up the position and the rules"),
    "sb_edit_open": ("局面とルールを編集する", "Edit the position and the rules"),
    "sb_edit_close": ("編集欄を閉じる", "Close the editor"),
    "sb_pick_tip": ("{card}：押すと配る先に入れる。もう一度押すと外す", "{card}: click to put it in the chosen place, again to take it out"),
    "sb_autofill": ("ほかの人の手札を自動で配る（配った手札と同じ枚数）",
                    "Deal the other hands for me (as many cards as the hand you dealt)"),
    "sb_filled_note": ("{names}の手札はページが自動で配った（自由に変えてよい）。",
                       "Hands the page dealt: {names} (change them freely)."),
    "sb_passed_note": ("{by}が出したあと、{names}はパスした。手番は{who}。", "After {by}'s play, {names} passed: {who} is to act."),
    "sb_copy_link": ("リンクをコピー", "Copy link"),
    "sb_link_copied": ("コピーした", "Copied"),
    "sb_link_note": ("この局面はページのアドレスに入っている。リンクを送れば、同じ局面が開く。",
                     "This position is kept in the page's address: send the link and it opens the same position."),
    "sb_fires_words": ("{play}（{rules}が発動）", "{play} — sets off {rules}"),
    "sb_forbidden_last": ("{play}（禁止上がり：このラウンドは最下位になる）", "{play} — a forbidden finish: last place this round"),
    "an_title": ("分析：必ず1位になれるか", "Analyse: can a player force first place?"),
    "an_help": ("全員の手札が見えているものとして、選んだプレイヤーが、ほかの人がどう出しても（パスや効果の選択も含めて）"
                "このラウンドで1位になれるかを最後まで読む。禁止上がりは1位に数えない。",
                "With every hand open, the search reads the round to its end: can the chosen player be first in this "
                "round whatever the others do (their plays, passes and the choices effects ask of them)? "
                "A forbidden finish is not first place."),
    "an_for": ("{name}について", "For {name}"),
    "an_button": ("分析する", "Analyse"),
    "an_yes": ("{name}は必ず1位になれる。ほかの人がどう出しても、{name}が最初にあがれる。",
               "{name} can force first place: whatever the others do, {name} goes out first."),
    "an_no": ("{name}は必ず1位になれるとは限らない。ほかの人の出し方しだいで、{name}の1位を止められる。",
              "{name} cannot force first place: the others can play so that {name} is not first."),
    "an_unknown": ("わからない。調べる量の上限に達したので、答えを出さずに打ち切った。",
                   "Unknown: the search reached its limit and stopped without an answer."),
    "an_short_yes": ("{name}は必ず1位になれる", "{name} can force first place"),
    "an_short_no": ("{name}は必ず1位になれるとは限らない", "{name} cannot force first place"),
    "an_short_unknown": ("わからない（上限で打ち切り）", "unknown (the search stopped at its limit)"),
    "an_stopped_positions": ("{n}局面を調べたところで打ち切った（{where}）。決着していないので、手札を減らした終盤で試すとよい。",
                             "Stopped after {n} positions ({where}): not settled — try a smaller endgame (fewer cards in the hands)."),
    "an_stopped_seconds": ("{s}秒で{n}局面を調べたところで時間切れになり、打ち切った（{where}）。決着していないので、手札を減らした終盤で試すとよい。",
                           "Stopped when the time allowed ran out ({s} s, {n} positions; {where}): not settled — try a smaller endgame (fewer cards in the hands)."),
    "an_stopped_depth": ("{n}局面を調べたところで打ち切った。手札にカードが戻り続けて、読み筋が長くなりすぎた。決着していない。",
                         "Stopped after {n} positions: a line grew too long (cards keep coming back to the hands). Not settled."),
    "an_where_browser": ("ブラウザ用の小さな上限", "the browser's smaller limit"),
    "an_where_here": ("この環境の上限", "the limit here"),
    "an_winning": ("★印の手を出せば、1位が確実なまま。ほかの手では止められるおそれがある。",
                   "The plays marked ★ keep first place certain; any other play lets the others stop it."),
    "an_not_to_act": ("今は{who}の手番。{name}の1位は、このあとの{name}の手で決まる。",
                      "{who} is to act now; {name} makes first place certain with the plays that follow."),
    "an_undecided": ("上限で打ち切ったため、{n}通りの手は調べきれなかった（1位が確実になるかは決着していない）。",
                     "Stopped at the limit; plays not checked: {n}. Whether they keep first place is not settled."),
    "an_changes": ("このルールがなければ答えが変わる：", "Switch off one of these rules and the answer changes:"),
    "an_without": ("{rule}がなければ、{answer}。", "Without {rule}: {answer}."),
    "an_no_change": ("適用中のルールをどれか1つ外しても、答えは変わらない。",
                     "Switching off any one rule in force leaves the answer as it is."),
    "an_unsettled": ("{n}個のルールは、外したときの答えが上限までに出なかった。",
                     "Rules whose answer without them was not found within the limit: {n}."),
    "an_house_rule": ("{name}の家訓【{rule}】", "{name}'s house rule {rule}"),
    "an_line_start": ("読み筋（双方が最善を尽くした場合の進み方、{n}手）：「次へ」で1手ずつ進める。",
                      "The line (how play goes when everybody plays their best, {n} actions): Next steps through it."),
    "an_line_step": ("読み筋の{k}/{n}手目：{action}", "Line, action {k} of {n}: {action}"),
    "an_stale": ("局面が変わった。もう一度「分析する」を押す。", "The position changed: press Analyse again."),
    "an_no_round": ("このラウンドは終わっているので、分析するものがない。", "The round is over: there is nothing to analyse."),
    "sb_group_count": ("（{n}通り）", "({n} in this group)"),
    "sb_moves_of": ("{name}の手", "What {name} can do"),
    "sb_legal_moves": ("出せる手（押すと出す）", "Legal (click to play)"),
    "sb_illegal_moves": ("出せない手と理由", "Not legal, and why"),
    "sb_no_moves": ("手番のプレイヤーがいない。2人以上に手札を配ると始まる。", "Nobody is to act: give cards to at least two players."),
    "sb_round_over": ("このラウンドは終わった（「一手戻す」で戻れる）。", "The round is over (Undo goes back)."),
    "sb_choice": ("{name}が選ぶ：{what}", "{name} chooses: {what}"),
    "sb_decision": ("{name}の決定：{kind}", "{name} decides: {kind}"),
    "sb_window": ("手番外の行動", "Out-of-turn actions"),
    "sb_more": ("ほか{n}件", "and {n} more"),
    "deck": ("デッキ", "Deck"),
    "deck_options": ("デッキのテーブルオプション", "The decks' table options"),
    "deck_value_false": ("いいえ", "No"),
    "deck_value_true": ("はい", "Yes"),
    "deck_value_next": ("次の人", "the next player"),
    "deck_value_choose": ("出した人が選ぶ人", "a player the player chooses"),
    "deck_value_base": ("基本ルール", "the base rule"),
    "deck_value_two_or_joker": ("アルカジノ公式Q&Aの禁止上がり", "Arcasino's official Q&A's forbidden finish"),
    "sb_deck_hint": ("デッキを選ぶと、そのデッキのルールが並ぶ。どのデッキのルールも同時に使える。",
                     "Choose a deck to list its rules; rules of any decks can be in force together."),
    "play_law_deck": ("法律を引くデッキ", "Laws drawn from"),
    "play_start_laws": ("最初から有効な法律", "Laws from the start"),
    "play_start_laws_hint": ("押したルールが最初から法律になる（いくつでも選べる。上でデッキを切り替えると、そのデッキのルールが並ぶ）。次のゲームから有効。",
                             "The rules you press are laws from the start (press as many as you like; switch the deck "
                             "above to list its rules). They apply from the next game."),
    "play_type_fold": ("行動を文字で入力する", "Type an action"),
    "table_own_hand": ("{n}枚（手札は下）", "{n} cards — your hand, below"),
    "table_own_hand_1": ("1枚（手札は下）", "1 card — your hand, below"),
    "table_own_hand_0": ("0枚（あがり）", "no cards — you are out"),
    "joker_as_range": ("（{low}〜{high}のどのカードとしても）", "as any card from {low} to {high}"),
    "joker_as_any_of": ("（{ranks}のどれとしても）", "as any of {ranks}"),
    "sb_fires": ("発動", "fires"),
    "sb_edit_here": ("この局面から作り直す", "Edit from here"),
    "sb_show_graph": ("局面のグラフを表示", "Show the position graph"),
    "sb_no_graph": ("手番のプレイヤーがいないので、グラフはない。", "Nobody is to act, so there is no graph."),
    "sb_save_load": ("保存と読み込み（シナリオ形式）", "Save and load (scenario format)"),
    "sb_save": ("シナリオとして保存", "Save as scenario"),
    "sb_load": ("読み込む", "Load"),
    "sb_upload": ("ファイルを開く", "Open a file"),
    "sb_about": ("保存するシナリオの題名・質問・回答（空欄は省く）", "Title, question and answer of the saved scenario (blank ones are left out)"),
    "sb_title_ja": ("題名（日本語）", "Title (Japanese)"),
    "sb_title_en": ("題名（英語）", "Title (English)"),
    "sb_question_ja": ("質問（日本語）", "Question (Japanese)"),
    "sb_question_en": ("質問（英語）", "Question (English)"),
    "sb_answer_ja": ("回答（日本語）", "Answer (Japanese)"),
    "sb_answer_en": ("回答（英語）", "Answer (English)"),
    "sb_download": ("YAMLをダウンロード", "Download the YAML"),
    "sb_yaml_hint": ("シナリオファイルの中身を貼り付けて「読み込む」を押す", "Paste a scenario's YAML and press Load"),
    "sb_saved": ("保存した（{n}手を含む）。下のリンクからダウンロードできる。", "Saved (moves: {n}). Download it with the link below."),
    "sb_saved_last_good": ("今の設定は無効なので、最後の有効な局面を保存した。", "The set-up shown is not valid, so the last valid position was saved."),
    "sb_loaded": ("読み込んだ：{title}（{n}手）", "Loaded: {title} (moves: {n})"),
    "sb_load_failed": ("読み込めない（今の局面はそのまま）", "Cannot load it (the current position is kept)"),
    "sb_bad_notation": ("記法が読めない（前のカードのまま）", "Cannot read the notation (the previous cards are kept)"),
    "sb_bad_position": ("この局面は作れない（表は最後の有効な局面のまま）", "This position cannot exist (the table keeps the last valid position)"),
    "sb_bad_players": ("プレイヤーは3〜6人、重複しない1語の名前にする（前のまま）", "Players: 3 to 6 different one-word names (unchanged)"),
    "sb_card_taken": ("{card}はすでに{where}にある", "{card} is already in {where}"),
    "sb_law_conflict": ("{rule}は{name}の家訓になっている。1枚のカードは法律か、1人の家訓のどちらか。",
                        "{rule} is {name}'s house rule; a card is either a law or one player's house rule."),
    "sb_house_is_law": ("{rule}は法律になっている。1枚のカードは法律か、1人の家訓のどちらか。",
                        "{rule} is a law; a card is either a law or one player's house rule."),
    "sb_undone": ("一手戻した：{action}", "Undone: {action}"),
    "sb_refused": ("出せない", "Refused"),
    "sb_replayed": ("設定を変えて、{n}手を再生した。", "Set-up changed; moves replayed: {n}."),
    "sb_replay_dropped": ("設定を変えたので{kept}手まで再生し、残りは取り消した", "Set-up changed: moves replayed up to move {kept}, the rest dropped"),
    "sb_edited": ("今の局面を新しい開始局面にした。", "The current position is now the start."),
    "sb_cannot_edit": ("選択待ちの局面や、ラウンドが終わった局面からは作り直せない。",
                       "Cannot edit from here while a choice is waiting or after the round is over."),
    "sb_extra": ("この画面では編集しない設定も含む：{keys}", "Also holds settings this page does not edit: {keys}"),
    "sb_bad_file": ("ファイルがUTF-8のテキストではない", "The file is not UTF-8 text"),
    "sb_clear": ("カードを全部外す（ルールはそのまま）", "Clear all cards (keep the rules)"),
    "sb_reset": ("カードもルールも全部外す", "Clear cards and rules"),
    "sb_waiting": ("配っている途中：{names}の手札がまだない。2人以上に配ると出せる手が、全員に配ると結果が表示される。",
                   "Still dealing — no cards yet for {names}. The plays appear once two players have cards, the results once everyone has."),
    "sb_bad_link": ("リンクの局面が読めない（最初の局面を表示している）", "The link's position cannot be read (showing the start position)"),
    # -- the Play page (play.py); keys prefixed "play_"
    "play_intro": ("ボットを相手に1ラウンド、または1ゲームを遊びます。あなたは席順で最初のプレイヤーで、CPU1、CPU2…が続きます。ボットは自動で手を進め、"
                   "その手はログに表示されます。ログの各行には、それを起こしたルールが付いています。",
                   "Play a round or a whole game against bots. You come first in the seating order, then CPU1, CPU2 and so on. The bots act by themselves and "
                   "their moves appear in the log; each line of the log names the rule that caused it."),
    "play_players": ("人数", "Players"),
    "play_mode": ("モード", "Mode"),
    "play_mode_normal": ("ノーマル", "Normal"),
    "play_mode_mad": ("発狂", "Mad"),
    "play_seed": ("シード", "Seed"),
    "play_bots": ("相手の強さ", "Opponents"),
    "play_bot_random": ("やさしい", "Easy"),
    "play_bot_greedy": ("ふつう", "Normal"),
    "play_bot_strong": ("強い", "Strong"),
    "play_hint": ("ヒント", "Hint"),
    "play_hint_tip": ("強いプレイヤーならここで何を出すか、その理由", "What a strong player would do here, and why"),
    "play_hint_thinking": ("考え中…", "Thinking…"),
    "play_hint_play": ("強いプレイヤーなら{action}。", "A strong player would {action}."),
    "play_hint_pass_only": ("強いプレイヤーでもパスしかない（出せるカードがない）。", "A strong player would pass too: nothing here can be played."),
    "play_hint_only": ("ここでできるのはこの一手だけ。", "It is the only play you have here."),
    "play_hint_why": ("見えない手札を{n}通りに配って最後まで打ってみると、この手では1位が{p}%、平均順位は{place}位。",
                      "Played out to the end in {n} deals of the cards you cannot see, this play came first in {p}% (average place {place})."),
    "play_hint_why_next": ("見えない手札を{n}通りに配って最後まで打ってみると、この手では1位が{p}%、平均順位は{place}位。次に良い手（{alt}）は1位が{q}%、平均{place2}位。",
                           "Played out to the end in {n} deals of the cards you cannot see, this play came first in {p}% (average place {place}); the next best, {alt}, in {q}% (average place {place2})."),
    "play_hint_stopped": ("ただし時間の上限で打ち切った（時間内に配ってみたのは{n}通りだけ）。ここまでで一番良かった手で、数字はおおよその目安。",
                          "It stopped early: it searched {deals} in the time allowed, so this is the best play found so far and the figures are rough."),
    "play_hint_stopped_some": ("ただし時間の上限で打ち切った（出し方{m}通りのうち{k}通りを、{n}通りの配り方で試しただけ）。ここまでで一番良かった手で、数字はおおよその目安。",
                               "It stopped early: in the time allowed it tried {k} of your {m} possible plays in {deals}, so this is the best play found so far and the figures are rough."),
    "play_hint_act_play": ("{cards}を出す", "play {cards}"),
    "play_hint_act_pass": ("パスする", "pass"),
    "play_rounds": ("ラウンド数", "Rounds"),
    "play_rounds_default": ("モードの既定（ノーマル5・発狂3）", "Mode default (normal 5, mad 3)"),
    "play_rounds_one": ("1ラウンドだけ", "One round only"),
    "play_new_game": ("新しいゲーム", "New game"),
    "play_peek": ("ボットの手札を見せる", "Show the bots' hands"),
    "play_you": ("あなた", "You"),
    "play_your_hand": ("あなたの手札", "Your hand"),
    "play_your_actions": ("あなたの行動", "Your actions"),
    "play_out_of_turn": ("手番外の行動", "Out of turn"),
    "play_continue": ("ボットに続けさせる", "Let the bots go on"),
    "play_type": ("行動を入力", "Type an action"),
    "play_type_help": ("シナリオファイルと同じ行動記法でも入力できる（例：「plays ♠6」「passes」「gives ♠3 to CPU1」）。主語は省略できる。",
                       "Type in the action language (e.g. plays ♠6, passes, gives ♠3 to CPU1); the subject may be "
                       "left out."),
    "play_try": ("実行", "Do it"),
    "play_turn_play": ("あなたの手番：出すカードを選ぶか、パスする", "Your turn: play a meld, or pass"),
    "play_turn_lead": ("あなたからターンを始める：カードを出す（場が空なのでパスはできない）", "You lead: play a meld (the field is empty, so you cannot pass)"),
    "play_turn_choice_rule": ("あなたが選ぶ（{rule}）：下の行動から1つ選ぶ。", "Your choice ({rule}): pick one of the actions below."),
    "play_turn_choice_any": ("あなたが選ぶ：下の行動から1つ選ぶ。", "Your choice: pick one of the actions below."),
    "choice_of_rule": ("{name}が選ぶ（{rule}）：下の行動から1つ選ぶ。", "{name}'s choice ({rule}): pick one of the actions below."),
    "choice_of_any": ("{name}が選ぶ：下の行動から1つ選ぶ。", "{name}'s choice: pick one of the actions below."),
    "play_turn_draft": ("家訓フェイズ：家訓を1枚選ぶ", "Pick a house rule"),
    "play_turn_exchange": ("交換フェイズ：{to}に渡すカードを選ぶ", "Exchange: choose the card you give to {to}"),
    "play_turn_trim": ("手札厳選フェイズ：手札を7枚になるまで捨ててよい（捨てなくてもよい）", "You may discard down to 7 cards (or keep them all)"),
    "play_turn_start": ("スタートプレイヤーを指定する", "Name the start player"),
    "play_window": ("{who}の手番。あなたは今、手番外の行動ができる", "{who} is to act. You may act out of turn now"),
    "play_waiting": ("{who}の手番", "{who} is to act"),
    "play_round_of": ("第{r}ラウンド（全{total}ラウンド）", "Round {r} of {total}"),
    "play_round": ("ラウンド", "Round"),
    "play_game_over": ("ゲーム終了", "Game over"),
    "play_final": ("最終順位", "Final standings"),
    "play_again": ("もう一度遊ぶ", "Play again"),
    "play_round_points": ("このラウンドの勝利点", "Points this round"),
    "play_points_n": ("{n}点", "{n} points"),
    "play_points_1": ("1点", "1 point"),
    "play_total": ("合計", "Total"),
    "play_log": ("ログ", "Log"),
    "play_log_new": ("（色付きの行は、あなたの前回の行動から後に起きたこと）", "(highlighted: what happened since your last action)"),
    "play_rules_in_force": ("適用中のルール（ラウンドごとに増える）", "Rules in force (they accumulate round by round)"),
    "play_law_round": ("第{r}ラウンドから", "from round {r}"),
    "play_no_laws": ("法律はまだない", "No law yet"),
    "play_no_house": ("家訓なし", "no house rules"),
    "play_why_not": ("出せないカードとその理由", "Melds you cannot play now, and why"),
    "play_cannot_pass": ("パスはできない", "You cannot pass"),
    "play_notation_error": ("入力を読めない", "Cannot read that"),
    "play_refused": ("その行動はできない", "Not allowed"),
    "play_bot_error": ("ボットが進められなかった", "The bots could not go on"),
    "play_cards_left": ("{n}枚", "{n} cards"),
    "play_points_after": ("ラウンド後の勝利点", "Points after each round"),
    "play_act_play": ("{cards}を出す", "Play {cards}"),
    "play_act_pass": ("パス", "Pass"),
    "play_act_pick": ("家訓{rule}を選ぶ", "Take {rule} as your house rule"),
    "play_act_give": ("{to}に{card}を渡す", "Give {card} to {to}"),
    "play_act_trim": ("{cards}を捨てる", "Discard {cards}"),
    "play_act_trim_none": ("何も捨てない", "Discard nothing"),
    "play_act_name": ("{who}をスタートプレイヤーに指定する", "Name {who} as the start player"),
    "play_act_order": ("効果の処理順：{order}", "Resolve in this order: {order}"),
    "play_act_discard": ("{cards}を捨てる", "Discard {cards}"),
    "play_act_take": ("{cards}を取る", "Take {cards}"),
    "play_act_take_none": ("取らない", "Take nothing"),
    "play_act_recycle": ("【再利用】：捨札から{cards}を手札に加える", "Recycle: take {cards} from the discard pile"),
    "play_act_loophole": ("【抜け道】：手札を公開して捨札から1枚引く", "Loophole: show your hand and draw a card from the discard pile"),
    "play_act_dobon": ("【祓詞（ドボン）】：「クトゥルフ」とコールして{cards}を出す", "Dobon: call \"Cthulhu\" and play {cards}"),
    "play_flow": ("進行", "Flow"),
    "play_tap_hint": ("明るいカードが出せる。押すと出す（出し方が何通りもあるカードは選ばれ、そのカードを含む出し方が並ぶ）",
                      "The bright cards can be played: tap one to play it (a card that can be played in several ways "
                      "is selected, and the plays that contain it are offered)"),
    "play_card_closed": ("今は出せない", "cannot be played now"),
    "play_card_not_pickable": ("今は捨てられない", "cannot be discarded now"),
    "play_cannot_discard": ("{card}も捨てることはできない：", "You cannot discard {card} as well:"),
    "said_selected": ("{card}を選択", "{card} selected"),
    "said_unselected": ("{card}の選択を解除", "{card} unselected"),
    "said_selection": ("選択中：{cards}", "selected: {cards}"),
    "said_put": ("{card}を{place}に置いた", "{card} put in {place}"),
    "said_taken": ("{card}を{place}から外した", "{card} taken out of {place}"),
    "play_these": ("{cards}を出す", "Play {cards}"),
    "play_fuse_these": ("{cards}を場のカードに合わせて出す", "Join the field with {cards}"),
    "play_cannot_these": ("{cards}は出せない：", "You cannot play {cards}:"),
    "play_undo": ("一手戻す", "Undo"),
    "play_undone": ("あなたの前の行動の前まで戻した", "Back to before your last action"),
    # one plain sentence for each set-up phase, shown where the human is asked (play_explain_<decision kind>;
    # play_explain_exchange@<rule id>: the exchange as that rule makes it)
    "play_explain_trim": ("ラウンドを始める前に、全員が好きなカードを捨てて手札を7枚まで減らせるので、"
                          "捨てるカードを押して選び、下のボタンで捨てる（捨てなくてもよい）。",
                          "Before the round starts everyone may discard down to 7 cards: touch the cards you want "
                          "to drop, then press the button below (or keep them all)."),
    "play_explain_start": ("このラウンドで最初にカードを出すスタートプレイヤーは、前のラウンドで最下位だった人が指定する"
                           "（第1ラウンドは最初の席のあなたが自由に指定する）。",
                           "The last-placed player of the previous round names the start player, who plays the first "
                           "cards of this round (in round 1 you, in the first seat, choose freely)."),
    "play_explain_exchange": ("第2ラウンドからは、ラウンドを始める前に、民（王以外のプレイヤー）は王に一番強いカードを渡し、"
                              "王は民それぞれに好きなカードを1枚ずつ渡す。",
                              "From round 2, before the round starts, every commoner (each player but the king) gives "
                              "the king their strongest card, and the king gives each commoner one card of their "
                              "choice."),
    "play_explain_exchange@classic.rank_exchange": (
        "【カード交換】では第2ラウンドから、大富豪は大貧民に好きなカードを2枚、大貧民は大富豪に一番強いカードを2枚渡す"
        "（富豪と貧民は1枚ずつ）。",
        "With Rank exchange, from round 2 the previous round's first gives the last 2 cards of their choice and the "
        "last gives the first their 2 strongest (the second and the second-last: 1 card each)."),
    "play_explain_draft": ("発狂モードでは毎ラウンド、家訓選択場に並んだルールカードから1人1枚ずつ選び、"
                           "選んだカードはゲームの終わりまで自分の家訓になる（第1ラウンドは席順、その後は前のラウンドの順位が低い人から選ぶ）。",
                           "In mad mode, each round everyone picks one of the rule cards laid out for the draft, and "
                           "the card stays their own house rule until the game ends (round 1 in seating order, then "
                           "the lowest place of the previous round picks first)."),
    "play_setup": ("ゲームの設定（人数・モード・ボット・法律）", "Game settings (players, mode, bots, laws)"),
    "play_seed_hint": ("「新しいゲーム」を押すたびに新しいシードで配り直す。シードを書き換えてから押すと、そのシードで配る"
                       "（同じシードなら同じ配札）。",
                       "Each New game deals afresh with a new seed; type a seed first to deal that one (the same "
                       "seed, the same deal)."),
    # -- the simulation lab (lab_page.py); keys prefixed "lab_"
    "lab_title": ("シミュレーション・ラボ", "Simulation lab"),
    "lab_intro": ("ボットに何ゲームも遊ばせて、ルールが「どのくらいの頻度で」効くかを数えます。法律は第1ラウンドから固定"
                  "（途中で増えない）、選んだ家訓は最初の席のプレイヤー（席順で1人目）が持ちます。数値は1ラウンドあたりの平均で、［ ］は95%信頼区間"
                  "（ゲームごとの値から計算）。",
                  "Bots play many games and the lab counts how often the rules matter. The laws are fixed from round 1 "
                  "(none is added later); the house rule you pick belongs to the first player (the first in the seating order). Figures are means per round; "
                  "[ ] is the 95% confidence interval (computed over games)."),
    "lab_laws": ("法律", "Laws"),
    "lab_laws_help": ("押したルールが法律になる。もう一度押すと外れる。",
                      "A rule you press is in force as a law; press it again to take it out."),
    "lab_house": ("最初の席のプレイヤーの家訓", "The first player's house rule"),
    "lab_house_none": ("なし", "None"),
    "lab_players": ("人数", "Players"),
    "lab_mode": ("モード", "Mode"),
    "lab_mode_normal": ("ノーマル（5ラウンド）", "Normal (5 rounds)"),
    "lab_mode_mad": ("発狂（3ラウンド）", "Mad (3 rounds)"),
    "lab_games": ("ゲーム数", "Games"),
    "lab_bots": ("ボット", "Bots"),
    **{f"lab_bot_{k}": names for k, names in BOT_NAMES.items()},
    "lab_seed": ("シード", "Seed"),
    "lab_run": ("実行", "Run"),
    "lab_compare": ("比較する", "Compare"),
    "lab_compare_help": ("比較：基本ルールだけ・選んだ法律それぞれ・法律2つの組・選んだ家訓を最初の席のプレイヤーが持つ場合を同じ配札で遊ばせて、差を測る。",
                         "Compare: the same deals are played under the base rules, each chosen law alone, each pair "
                         "of them, and the chosen house rule held by the first player; the lab measures the differences."),
    "lab_hint": ("法律・家訓などを選んで「実行」を押す。", "Choose laws, a house rule and the rest, then press Run."),
    "lab_running": ("実行中：{done}/{total}ゲーム", "Running: {done}/{total} games"),
    "lab_done": ("{games}ゲーム（{rounds}ラウンド）を{seconds:.1f}秒で実行（{rate:.1f}ゲーム/秒）",
                 "{games} games ({rounds} rounds) in {seconds:.1f} s ({rate:.1f} games/s)"),
    "lab_conflict": ("{rule}は法律になっている。1枚のカードは法律か、1人の家訓のどちらか。",
                     "{rule} is a law; a card is either a law or one player's house rule."),
    "lab_too_many": ("比較できる法律は{n}つまで", "Compare at most {n} laws at a time"),
    "lab_too_many_games": ("このページでは{n}ゲームまで（多いときはコマンドライン：python -m explorer simulate）",
                           "This page runs at most {n} games (for more, use python -m explorer simulate)"),
    "lab_summary": ("結果", "Results"),
    "lab_arm": ("ルール", "Rules"),
    "lab_base": ("基本ルールのみ", "Base rules only"),
    "lab_metric": ("指標", "Metric"),
    "lab_mean_ci": ("平均［95%信頼区間］", "Mean [95% CI]"),
    "lab_m_round_length": ("ラウンドの長さ（決定の数）", "Round length (decisions)"),
    "lab_m_play_turns": ("1ラウンドの出し・パスの数", "Plays and passes per round"),
    "lab_m_revolutions": ("1ラウンドの革命の数", "Revolutions per round"),
    "lab_m_revolution_share": ("革命が起きたラウンドの割合", "Rounds with a revolution"),
    "lab_m_clears": ("1ラウンドの場が流れた数", "Field clears per round"),
    "lab_m_forbidden": ("1ラウンドの禁止上がりの数", "Forbidden finishes per round"),
    "lab_m_forbidden_share": ("禁止上がりが起きたラウンドの割合", "Rounds with a forbidden finish"),
    "lab_m_seat0_advantage": ("最初の席のプレイヤーの有利さ（その得点 − 他の平均）", "The first player's edge (their points minus the others' mean)"),
    "lab_holder": ("家訓「{rule}」の持ち主の有利さ（持ち主の得点 − 他の平均）",
                   "Holder advantage of {rule} (holder's points minus the others' mean)"),
    "lab_fires": ("1ラウンドあたりの発動回数", "Firings per round"),
    "lab_no_fires": ("どのルールも発動しなかった", "No rule fired"),
    "lab_effects": ("各法律の効果（法律あり − 基本ルールのみ、同じ配札）",
                    "Effect of each law (with the law − base rules only, same deals)"),
    "lab_no_laws": ("法律を選ぶと、その効果と組み合わせを比較する", "Choose laws to compare their effects and pairings"),
    "lab_house_adv": ("家訓の持ち主の有利さ（1ラウンドあたりの得点差）", "House-rule holder advantage (points per round)"),
    "lab_house_raw": ("有利さ", "Advantage"),
    "lab_house_net": ("最初の席そのものの有利さを除く", "Minus the first seat's own edge"),
    "lab_interactions": ("法律の組み合わせ（相互作用）", "Law interactions"),
    "lab_heat_help": ("マスの値：（両方の法律を入れた値）−（片方だけの値）−（もう片方だけの値）＋（基本ルールだけの値）。0なら効果は単に足し算。対角線は法律単独の効果。"
                      "太字＊は95%信頼区間が0を含まない。赤は増える、青は減る。",
                      "Each cell: m(A+B) − m(A) − m(B) + m(base); 0 means the effects simply add up. The diagonal is "
                      "the law's own effect. Bold * : the 95% CI excludes 0. Red: more, blue: less."),
    "lab_heat_metric": ("指標", "Metric"),
    "lab_paired": ("{games}ゲームずつ、同じ配札・同じボットで比較", "{games} games per set of rules, same deals and bots"),
    "lab_error": ("エラー", "Error"),
    "lab_cancel": ("中止", "Cancel"),
    "lab_cancelling": ("中止する。いま遊んでいるゲームが終わったところで止まる。",
                       "Stopping after the game being played…"),
    "lab_cancelled": ("中止：{total}ゲームのうち{done}ゲームで止めた。下の数値はその{done}ゲームのもの。",
                      "Cancelled: stopped after {done} of {total} games; the figures below are of those {done} games."),
    "lab_effect_from_base": ("基本ルールのみ → 法律あり（差、95%信頼区間）",
                             "Base rules only → with the law (change, 95% CI)"),
    "lab_deck_effect_from_base": ("基本ルールのみ → デッキのルールあり（差、95%信頼区間）",
                                  "Base rules only → with the deck's rules (change, 95% CI)"),
    "lab_effect_line": ("{base} → {after}（{diff}、95%信頼区間 {lo}〜{hi}）",
                        "{base} → {after} ({diff}, 95% CI {lo} to {hi})"),
    "lab_effect_line_noci": ("{base} → {after}（{diff}）", "{base} → {after} ({diff})"),
    # Learn's real games (explorer/widgets/learn_games.py): a UECda match record stepped through
    "games_chapter": ("実戦を見る：コンピュータ大富豪大会の対戦記録", "Real games: UECda match records"),
    "games_intro": ("コンピュータ大富豪大会の審判サーバーが書いた対戦記録を、このアプリのエンジンで1手ずつたどります。"
                    "配られた手札からカード交換、出したカードとパスまで、すべて記録のとおりに進めます。"
                    "手順ごとに、その人が出せなかったカードと、それを決めたルールをエンジンが示します。"
                    "大会のルールは5人・ジョーカー1枚で、スート縛り、8切り、4枚の同時出しか5枚以上の階段出しで革命。"
                    "禁止上がりと都落ちはありません。",
                    "Step through a game recorded by the referee server of the UEC Computer Daihinmin contest (UECda), "
                    "one decision at a time, on this explorer's engine: the deal, the exchange, every play and pass as "
                    "the record has them. After each step the engine shows what the player could not play and the "
                    "rule that decided it. The contest's rules: five players, one joker, suit lock, eight cut, a "
                    "revolution by four of a rank or a sequence of five or more; no forbidden finish, no fall of the "
                    "capital."),
    "games_shipped": ("大会の優勝プログラム同士の対戦・{n}ゲーム（アプリに収録）",
                      "FujiGokoro, a contest champion, against itself: {n} games (included)"),
    "games_own": ("自分の対戦記録を開く", "Open your own match record"),
    "games_own_help": ("審判サーバーが書き出す対戦記録のファイル（1ゲームが /* … */ のまとまり）を選ぶか、中身を貼り付ける。",
                       "Choose a file the referee server wrote with -l (one block /* … */ a game), or paste its text."),
    "games_upload": ("ファイルを選ぶ", "Upload a file"),
    "games_paste_placeholder": ("ここに対戦記録を貼り付ける", "Paste a match record here"),
    "games_open": ("貼り付けた記録を開く", "Open the pasted record"),
    "games_pasted": ("貼り付けた記録", "pasted record"),
    "games_bad_record": ("この対戦記録は読めない", "This match record cannot be read"),
    "games_where": ("{name}の{line}行目", "{name}, line {line}"),
    "games_token": ("「{token}」", "'{token}'"),
    "games_game_label": ("第{n}ゲーム（1位 {first}、手順{steps}）", "Game {n} (1st: {first}, {steps} steps)"),
    "games_seats": ("席順（手番の順）：{order}", "Seats, in turn order: {order}"),
    "games_classes": ("このゲームの前の身分：{classes}", "Classes before this game: {classes}"),
    "games_no_classes": ("このゲームには身分がまだなく、カード交換もない。", "No classes yet in this game, so no exchange."),
    "games_leads": ("どのゲームも♦3を持つ人がターンを始める。", "In every game the ♦3's holder leads."),
    "games_exchange": ("カード交換：大貧民は大富豪に一番強いカードを2枚、貧民は富豪に1枚渡す。"
                       "大富豪と富豪は、好きなカードを同じ枚数返す。",
                       "The exchange: the daihinmin gives the daifugō its two strongest cards, the hinmin gives the "
                       "fugō its strongest; the daifugō and the fugō give back as many cards of their choice."),
    "games_could_give": ("ここで{giver}が{to}に渡せたカード：", "What {giver} could give {to} here:"),
    "games_no_play": ("{name}には出せるカードがなかった。", "{name} had nothing it could play."),
    "games_passed_by_choice": ("{name}は出せるカードがあったが、パスした。出せたカード：",
                               "{name} could have played, and passed. It could play:"),
    "games_all_allowed": ("ここでは{name}の手札のどの出し方も出せた（{n}通り）。",
                          "Here every play of {name}'s hand was allowed ({n} of them)."),
    "games_refused_head": ("{name}が出せなかったカードと、その理由：", "What {name} could not play, and why:"),
    "games_open_sandbox": ("この局面をサンドボックスで開く", "Open this position in the Sandbox"),
    "games_go_to": ("手順へ移動", "Go to step"),
    "games_result": ("結果：{order}", "Result: {order}"),
    "games_result_agrees": ("記録の結果と同じ", "the same as the record's result"),
    "games_result_differs": ("記録の結果は{order}で、エンジンと違う", "the record's result is {order}: the engine's differs"),
    "games_disagrees": ("エンジンと記録が食い違う。食い違う手の前までたどれる",
                        "The engine and the record disagree; the game steps up to that point"),
}


def paren(text: str, lang: str) -> str:
    """``text`` in brackets: full-width （） in Japanese.

    >>> paren("2", "ja"), paren("2", "en")
    ('（2）', '(2)')
    """
    return f"（{text}）" if lang == "ja" else f"({text})"


def labelled(label: str, value: str, lang: str) -> str:
    """A label and its value: 「出した人：A」 with a full-width colon in Japanese, "Played by: A" in English.

    >>> labelled("出した人", "A", "ja"), labelled("Played by", "A", "en")
    ('出した人：A', 'Played by: A')
    """
    return f"{label}：{value}" if lang == "ja" else f"{label}: {value}"


def listed(items: Iterable[str], lang: str) -> str:
    """Items one after another: 「a、b」 in Japanese, "a, b" in English."""
    return ("、" if lang == "ja" else ", ").join(items)


def place(n: int, lang: str) -> str:
    """A place in a round or a game: 「2位」, "2nd".

    >>> [place(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)], place(2, "ja")
    (['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd'], '2位')
    """
    if lang == "ja":
        return f"{n}位"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def count(n: int, lang: str) -> str:
    """A count after a heading: ``（12）`` in Japanese, `` (12)`` in English."""
    return f"（{n}）" if lang == "ja" else f" ({n})"


LANGUAGES = ("ja", "en")
"""The languages every text exists in."""


def t(key: str, lang: str) -> str:
    """The text for ``key`` in ``lang`` (``"ja"`` or ``"en"``)."""
    ja, en = TEXTS[key]
    return ja if lang == "ja" else en


class Language(traitlets.HasTraits):
    """The page's language; every component observes it."""

    lang = traitlets.Unicode("ja")

    def switch(self) -> widgets.ToggleButtons:
        """A 日本語 / English switch bound to this language."""
        toggle = widgets.ToggleButtons(options=[("日本語", "ja"), ("English", "en")], value=self.lang,
                                       description="", style={"button_width": "80px"})
        widgets.link((toggle, "value"), (self, "lang"))
        toggle.add_class("lang-switch")
        return toggle
