"""uecda.trick 場の流れ（UECda） / The trick as UECda's server runs it: a pass holds until the field clears, and a
refused play counts as a pass.

Read from the server's source (tndhms 0.29, ``src/server/server.cc``): a player who passes is marked and not
asked again until the field clears; the field clears when every player still holding cards is marked, the one
who played last included (asked again, they may beat their own play); the last one to play then leads, or, out
of cards, the next seat holding cards.  A submission without cards is a pass, on an empty field too (the next
player then leads), and a submission the server refuses is answered as a pass and marked so.
"""

from __future__ import annotations

from explorer.engine.contract import Rule


class Trick(Rule):
    id = "uecda.trick"
    ja = "パスと場の流れ（コンピュータ大富豪大会）"
    en = "Passes and the trick (UECda)"
    law_ja = ("パスした人は場が流れるまでカードを出せない。カードを持っている全員が、最後に出した人も含めてパスすると"
              "場が流れ、最後に出した人から再開する（あがっていれば次の席の人から）。出せないカードを出そうとすると、"
              "パスとして扱われる。場が空のときもパスできる（次の人が出す）。")
    law_en = ("A player who passes may not play again until the field clears. The field clears once every player "
              "still holding cards has passed, the one who played last too (who may instead beat their own play); "
              "the last to play then leads (the next seat, if they are out of cards). A play the rules refuse "
              "counts as a pass. The leader may pass too (the next player then leads).")
    passes_hold = True
    lead_may_pass = True
    refused_passes = True
