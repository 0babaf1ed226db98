"""Numbers a story says that no fact of the game the engine plays depends on: the turn's number
("on turn 3", 「3ターン目」), a match's round or game, a time ("20 minutes in", 「5分」), a year
or an edition, the size of a deck as built ("my 60-card deck"), mana paid or open ("paid 8
mana", "{X}", 「8マナで」). Each becomes `⟪⟫` (its words with it where they would read as an
event or a cost: "paid 8 mana"), so that the reader neither reads it as an amount nor refuses
the question for a number it could not place. A one-on-one game is said as the two-player game
it is ("1v1" -> "2-player game", 「タイマン」 -> 「2人戦」).

What stays is every number that could matter: life, damage, poison, cards in a zone, counts of
creatures or of turns to come ("for 3 turns"), a creature's power and toughness.
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

INCIDENTAL = "⟪⟫"
# Words that describe a creature in a parenthesis, and no blow it dealt.
_DESCRIBED = (
    r"(?: (?!(?:hit|hits|deal|deals|dealt|attack\w*|swing\w*|swung|connect\w*|me|him|her|them"
    r"|us|you)\b)[a-z]+){0,3}"
)
_UNIT_AFTER = r"(?! ?(?:life|damage|dmg|poison|counters?|cards?|points?|点|枚|個))"
# (pattern, replacement); a replacement with \1 keeps the words around the number.
_EN: tuple[tuple[str, str], ...] = (
    (r"\b(?:1 ?(?:v|vs\.?|versus|on|-on-) ?1|heads[- ]up)\b(?: game| match)?", "2-player game"),
    (r"\b(turn|round|game)[ -]?#?\d+\b(?! (?:life|damage|poison|cards?|turns?))", r"\1 ⟪⟫"),
    (r"\bt\d+\b", "turn ⟪⟫"),
    (r"\b\d+(?:st|nd|rd|th) (turn|round|game)\b", r"⟪⟫ \1"),
    # An ordinal that counts no point, counter or card ("the 2nd time", "my 3rd land drop");
    # one card or draw of a player's is one ("I draw my 2nd card this turn": a draw of one).
    (r"\b(my|his|her|the) \d+(?:st|nd|rd|th) (?=(?:card|draw)\b(?! (?:of|from) \d))", r"\1 ⟪⟫ "),
    (
        r"\b\d+(?:st|nd|rd|th)\b(?! (?:\w+ )?(?:points?|poison|counters?|cards?|damage|life"
        r"|commander|draw))",
        INCIDENTAL,
    ),
    (r"\b\d+ (turns?|rounds?) (ago|earlier|before|back)\b", r"⟪⟫ \1 \2"),
    # Over how many turns it came ("25 damage over 3 turns"): the amount is what was told.
    # ("over 3" is a rough number by then, ⟪~3⟫: text_normal.py).
    (
        r"\b(over|across|in|during) (the (?:last|past) )?(?:\d+|⟪~\d+⟫) turns\b",
        r"\1 \2⟪⟫ turns",
    ),
    (r"\b(in|within|during|with) 1 (?:turn|combat|go|hit|shot|swing|attack|blow)\b", r"\1 ⟪⟫"),
    (r"\b(best of|bo) ?\d+\b", r"\1 ⟪⟫"),
    # A match's score and the games played ("up 2-1", "1-0 in games", "3 games today"); a pair
    # of numbers with no word of a match beside it ("we're at 20-3") may be two life totals.
    (
        r"\b(up|down|won|lost|winning|losing|leading|trailing|behind|ahead) \d+-\d+\b"
        r"|\b\d+-\d+ (?=(?:in games|in the match|in game wins|up|down)\b)",
        r"\1 ⟪⟫",
    ),
    (r"\b\d+ (games|matches)\b", r"⟪⟫ \1"),
    (
        r"\b\d+ (minutes?|mins?|seconds?|secs?|hours?|hrs?|days?|weeks?|months?|years?)\b",
        r"⟪⟫ \1",
    ),
    (rf"\b(?:19|20)\d\d\b{_UNIT_AFTER}", INCIDENTAL),
    (r"\b\d+(?:st|nd|rd|th) (edition|ed)\b", r"⟪⟫ \1"),
    (r"\b\d+[- ]card (deck|decks|list|singleton|highlander|sealed|draft)\b", r"⟪⟫ \1"),
    (r"\bdeck of \d+\b", "deck of ⟪⟫"),
    # Commander damage counted from one commander (903.10a), as the rule says it.
    (r"\b(from|by) (?:1|one|a single) (commander|general)\b", r"\1 the same \2"),
    # A card by its cost ("his 2-drop", "a 3-mana spell", "5 cmc"), a die by its sides ("a d20"),
    # a tournament's cut ("top 8", not "the top 3 cards"), a time of day ("10 pm", "9:30").
    (r"\b\d+[- ]?(?:drops?|cmc|mv)\b|\b\d+-mana\b", INCIDENTAL),
    (r"\bd(?:4|6|8|10|12|20|100)\b|\b\d+-sided\b", INCIDENTAL),
    (r"\btop (?:4|8|16|32|64)\b(?! (?:cards?|of)\b)", "top ⟪⟫"),
    (r"\b\d{1,2}(?::\d\d)? ?pm\b|\b\d{1,2}:\d\d\b", INCIDENTAL),
    # A creature's size in a parenthesis after its name ("Hill Giant (3/3) connects for 3"),
    # left out: what it dealt is told, or the blow is refused as for a creature told by name.
    (r" ?\((?:an? )?\d+/\d+\)", ""),
    # A named card's size ("Platinum Angel (a 4/4 flier)", "my 4/4 Platinum Angel",
    # "Platinum Angel is a 4/4"): the engine has the card, and no combat to size it for.
    (rf"(⟦\d+⟧),? \((?:an? )?\d+/\d+{_DESCRIBED}(?: for \d+)?\)", r"\1"),
    (r"\b(my|his|her|their|the|a|an|opp's|opponent's) \d+/\d+ (⟦\d+⟧)", r"\1 \2"),
    (r"(⟦\d+⟧) (is|was) an? \d+/\d+\b", r"\1 \2 a creature"),
    # The players left, as the asker reckons them ("so 3 of us are left"): the engine seats
    # them (as 「残り3人」, patterns_ja.py).
    (r"\b\d+ of us (?:are |were )?(?:left|remaining)\b", INCIDENTAL),
    (
        r"\b(?:(?:pay|pays|paid|paying|spend|spends|spent|spending) )?(?:\d+|x) mana\b"
        r"|\{(?:\d+|x|[wubrgc])\}",
        INCIDENTAL,
    ),
)
_JA: tuple[tuple[str, str], ...] = (
    (r"1対1|1vs1|1v1|タイマン", "2人戦"),
    (r"(\d+)人(?:卓|テーブル|ポッド)", r"\1人戦"),
    (r"(?:第)?\d+(ターン目|回戦|本目|ゲーム目|戦目)", r"⟪⟫\1"),
    (r"\d+(分|秒|時間|日|週間|ヶ月|か月|カ月|歳)(?!\d)", r"⟪⟫\1"),
    (r"\d+年", "⟪⟫年"),
    (r"\d+枚(デッキ|の(?:デッキ|構築|リミテッド))", r"⟪⟫\1"),
    (r"(?:\d+|x)マナ(?:を)?(?:支払って|支払い|払って|払い|使って|出して|で)?", INCIDENTAL),
)
_TABLES = {
    "en": tuple((re.compile(p), r) for p, r in _EN),
    "ja": tuple((re.compile(p), r) for p, r in _JA),
}


def mask(text: str, lang: Lang) -> str:
    """The text with its incidental numbers as `⟪⟫` (see above)."""
    for pattern, replacement in _TABLES[lang]:
        text = pattern.sub(replacement, text)
    return text
