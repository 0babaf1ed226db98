"""Half a player's life lost, told as an event ("I lose half my life, rounded up", "it makes
them lose half their life", 「ライフを半分（端数切り上げ）失いました」): the engine reckons the
half from the life the story has reached at that point (engine_runs.halved, 107.1a), where the
words were read as the asker's own arithmetic before (matching._RECKONING) or refused ("'half'
with no subgame card").

The phrase is rewritten to one token before the patterns read the text ("lose ½↑ life"), so that
the reckoning words no longer mark its sentence, and read by the rows below as a `life_halved`
clause whose option is the rounding told. Only in a told sentence (one that does not ask: "Do
I lose half my life?" asks what an effect does) and in a story with no card whose own effect
halves a life (Shahrazad's subgame, Death Wish): there "half" is the card's, which the engine
plays itself, and a half told beside it is the asker's reckoning of it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.model import Lang, LifeHalved
from bot.application.situations.pattern_kit import Clause, Pattern, clause, table
from engine.cards.spell_tools import WISHES_LOSING_HALF_LIFE

KIND = "life_halved"
_HALVING_CARDS = SUBGAME_CARDS | WISHES_LOSING_HALF_LIFE
_TOKENS = {"up": "½↑", "down": "½↓", "": "½"}
_ROUNDED = {token: rounded for rounded, token in _TOKENS.items()}

_EN_ROUND = r"(?:,? \(?(?:rounded|round|rounding) (?P<r>up|down)\)?)?"
_HALF = {
    "en": re.compile(
        r"(?:(?<=\blose )|(?<=\bloses )|(?<=\blost ))half (?:of )?"
        rf"(?:⟨[a-z0-9]+⟩'s |their |his |her |the )?life(?: total)?{_EN_ROUND}(?![a-z])"
    ),
    "ja": re.compile(r"ライフ(?:の|を)半分(?:\((?:端数)?切り(?P<r>上げ|捨て)\))?(?:を)?(?=失)"),
}
_JA_ROUNDING = {"上げ": "up", "捨て": "down"}
_SENTENCE_END = re.compile(r"[.!?。]")  # (the text is NFKC: no full-width ！？)


def mark_halves(text: str, lang: Lang, cards: Sequence[str]) -> str:
    """The text with each half of a life lost in a told sentence written as one token."""
    if set(cards) & _HALVING_CARDS:
        return text

    def token(found: re.Match[str]) -> str:
        end = _SENTENCE_END.search(text, found.end())
        if end is not None and end.group() == "?":
            return found.group()  # asked, not told
        rounded = found.group("r") or ""
        rounded = _JA_ROUNDING.get(rounded, rounded)
        return f"ライフを{_TOKENS[rounded]}" if lang == "ja" else f"{_TOKENS[rounded]} life"

    return _HALF[lang].sub(token, text)


# An amount told doubled together with the doubled amount ("4 damage, doubled, so 8",
# "4 damage doubled to 8", 「4点のダメージが2倍になって8点」): the amount dealt is the second,
# where it is twice the first. Not beside a card (The Countdown Is at One doubles it itself).
_DOUBLED = {
    "en": re.compile(
        r"\b(?P<a>\d+) (?P<u>damage|dmg),? (?:is |gets |got |was )?doubled,?"
        r" (?:to|so|so it's|so that's|for|into|making it|=)? ?(?P<b>\d+)(?: total)?(?: damage)?\b"
    ),
    "ja": re.compile(
        r"(?P<a>\d+)点(?:の)?ダメージ(?:が|は)?2倍(?:になって|になり|で|の)、?(?P<b>\d+)点"
    ),
}


def with_doubles(text: str, lang: Lang) -> str:
    """The text with each doubled amount told with its double written as the double alone."""
    if "⟦" in text:
        return text

    def double(found: re.Match[str]) -> str:
        if int(found.group("b")) != 2 * int(found.group("a")):
            return found.group()
        return f"{found.group('b')}点" if lang == "ja" else f"{found.group('b')} damage"

    return _DOUBLED[lang].sub(double, text)


def halved(player: str, item: Clause) -> LifeHalved:
    """The event of a `life_halved` clause, with the rounding it was told with."""
    return LifeHalved(player, _ROUNDED.get(item.option, ""))


EN: list[Pattern] = table(
    [
        (
            r"(?:{P} )?(?:lose|loses|lost) (?P<o>½[↑↓]?) life",
            clause(KIND),
        ),
    ],
    words=True,
)
JA: list[Pattern] = table(
    [
        # 「ライフを半分失った」, and the causative's object: 「相手のライフを半分失わせる」
        (
            r"(?:{P}(?P<t>は)?(?:の|が|も)?)?ライフを(?P<o>½[↑↓]?)失(?:う|い|った|って|います"
            r"|いました|わせ)",
            clause(KIND),
        ),
    ]
)
