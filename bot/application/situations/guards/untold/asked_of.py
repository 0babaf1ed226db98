"""An outcome word the asking sentence puts to something other than a player's game: a turn, a
race, a trade, a creature, life ("Do I lose my turn?", "Who wins the race?", "Who won the
trade?", "Do I lose life or does my creature take it?", 「天使は死ぬ？」「ターン終わり？」
「戦闘終わり？」 were 'keeps_playing' or 'loses'): who loses the game is no answer to it.
"""

from __future__ import annotations

import re

from bot.application.situations.guards.untold.asking import asking_sentences, unread
from bot.application.situations.matching import Reading
from bot.application.situations.model import Lang
from bot.application.situations.text_normal import Normalised

_ASKED_OF: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(
        r"\b(?:lose|loses|lost|losing|win|wins|won|winning)"
        # (the game lost "this turn", "next turn": when, not what)
        r"(?! (?:this|that|next|the next|the same) turn\b)"
        r" (?:(?:the|my|⟨[a-z0-9]+⟩'s|this|that|a|an|any|some) )?(?:\d+ )?"
        r"(?!game\b|games\b|match\b|it all\b|here\b|now\b|then\b|or\b|if\b|on\b|to\b|by\b|from\b"
        r"|with\b|because\b|since\b|this turn\b|right\b|still\b|anyway\b|immediately\b|too\b)"
        r"(?:turn|race|trade|combat|fight|battle|priority|life|creature|card|commander|angel"
        r"|permanent|token|land|board|hand|counter|damage|initiative|monarch|coin|flip|roll|toss"
        r"|argument|bet|debate)s?\b"
    ),
    "ja": re.compile(
        # the turn or combat over, asked ("ターン終わり？"), not a time told ("ターンが終わったら")
        r"(?:ターン|戦闘|コンバット|フェイズ|フェーズ|ステップ|メイン)(?:は|が|って|も)?"
        r"(?:終わり|終わる|終わった|終了)(?:ですか|でしょうか|なの|か)?(?=[?？])"
        r"|(?<![⟩\w])(?:⟦\d+⟧|クリーチャー|天使|それ|これ|あれ|トークン|統率者)(?:は|が|って|も)?死"
        r"|ライフレース|殴り合い|相打ち"
    ),
}


def asked_of_another_thing(norm: Normalised, reading: Reading) -> str | None:
    """The outcome word an asking sentence puts to something else than the game, and no
    reading took ("If I lose 3 life, do I die?" supposes a loss of life), or None."""
    # (「ターン終わり？」 is read as the turn's end: asked all the same.)
    read = [(c.start, c.end) for c in reading.every if c.kind not in {"query", "end_turn"}]
    for first, last in asking_sentences(norm):
        for found in _ASKED_OF[norm.lang].finditer(norm.text, first, last):
            if unread(found, read):
                return f"not a situation's outcome: {found.group()!r} is asked"
    return None
