"""Whether a named card's sentence and ruling address what the question turns on, or the card is
only in the story and a rule decides (bot.application.composed_answer then places it after the
governing rules).

A story of a player out of a multiplayer game (who lost, conceded or left it) that asks what
becomes of their things, or of the named card as a thing ("Do I get my Angel back?",
「天使は戻ってくる？」), is settled by the rules (800.4a: what they own leaves with them, the
control they were given ends), as the engine reads the story (bot.application.situation_rules).
A card whose text is about who loses or wins the game (Platinum Angel's "You can't lose the game
and your opponents can't win the game", Lich's Mirror's "If you would lose the game, instead …")
addresses such a story only when its text or one of its matching rulings speaks of conceding or
leaving the game (Platinum Angel's "A concession causes you to leave the game…"), and that
ruling is the one shown; quoted first otherwise, it pushed 800.4a to the third place or lower.
Everything else is left as it was: a story that tells only losses is such a card's own; a
concession told alone may be asked of the card ("Can I concede with Platinum Angel out?"); a
card that moves or controls things (Karn Liberated, Confiscation Coup) may be what decides what
becomes of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application import situation_rules as situation
from rulesdb.text.normalize import fold

# A concession told as not made ("he still won't concede", 「まだ投了しないで」) is none.
_NO_CONCESSION = re.compile(
    r"\b(?:not|never|didn't|did not|doesn't|does not|don't|won't|wouldn't|hasn't|haven't"
    r"|refuses? to|refused to|instead of|without)\b(?: \w+){0,2} (?:conced|scoop|forfeit)"
    r"|(?:投了|降参)(?:は|を)?(?:し|せ)(?:ない|ず|なかった|ません)"
)
# A card whose text is about who loses or wins the game (Platinum Angel, Lich's Mirror, Phage):
# what becomes of a leaving player's things is none of its words. A card that moves or controls
# things (Karn Liberated, Confiscation Coup) may be what decides them.
_OUTCOME = re.compile(
    r"\b(?:lose|loses|win|wins) (?:the|this) game\b|ゲームに(?:敗北|勝利)", re.IGNORECASE
)
# Whose a thing asked about is, and what becomes of it in Japanese (folded).
_WHOSE = r"(?:my|his|her|their|our|the|that|this)"
_WHERE_JA = r"(?:どうな|どこに|どこへ|消え|残る|残り|戻|除外|追放)"
# A player's things asked as staying or going ("do his permanents stay on the battlefield?").
_THINGS_STAY = re.compile(
    rf"\b(?:does|do|will|would) {_WHOSE} (?:\w+ )?(?:permanents?|creatures?|tokens?|cards?|stuff"
    r"|things|lands?|artifacts?|enchantments?) (?:stay|go|come|return|leave|remain|disappear)"
)
# Words of a card's name that say nothing of which card ("the", "of" are under 4 letters).
_NOT_NAME_WORDS = frozenset(("from", "with", "into"))
# A text or ruling that speaks of a player conceding or leaving the game (English, Japanese).
_SPEAKS_OF_LEAVING = re.compile(
    r"\bconce(?:de|des|ded|ding|ssion)\b|\b(?:leaves?|left|leaving) (?:the|a|this) game\b"
    r"|投了|ゲームから離れ",
    re.IGNORECASE,
)


def leaving_asked(question: str, names: Sequence[str] = ()) -> bool:
    """Whether the story tells a player out of a multiplayer game (who lost, conceded or left
    it; a concession told as not made is none) and asks what becomes of their things, or of
    the card named `names` (its names, "日本語名/English name") as a thing ("do I get my Angel
    back?", 「天使は戻ってくる？」), which 800.4a settles (as bot.application.situation_rules
    reads it). A concession or a leaving told alone is not: the question may ask what a card
    makes of it ("Can I concede with Platinum Angel out?"), which the card's ruling answers."""
    folded = fold(question)
    story = situation.told(question)
    if story is None:
        return False
    if situation.CONCEDE in story.events and _NO_CONCESSION.search(folded):
        story = situation.Told(story.events - {situation.CONCEDE}, story.game)
    if situation.leaves_things_asked(story, folded) or (
        situation.left_one_that_goes_on(story) and _THINGS_STAY.search(folded)
    ):
        return True
    return situation.left_one_that_goes_on(story) and _asked_as_a_thing(folded, names)


def _japanese_parts(name: str) -> list[str]:
    """What a Japanese name is called by, folded: itself, its parts between の、・ of two
    characters or more and its last part (白金の天使: 天使; 死者の鏡: 鏡), and its katakana runs
    (触れられざる者フェイジ: フェイジ)."""
    folded = fold(name)
    if folded.isascii():
        return []
    pieces = re.split(r"[の、・ ]", folded)
    parts = {folded, pieces[-1]} | {piece for piece in pieces if len(piece) >= 2}
    parts.update(fold(run) for run in re.findall(r"[ァ-ヺー]{3,}", name))
    return [part for part in parts if part]


def _asked_as_a_thing(folded: str, names: Sequence[str]) -> bool:
    """Whether the question asks where the named card goes or whose it is: "get my Angel back",
    "what happens to his Angel", "does the Angel stay", 「天使は戻ってくる？」."""
    words = [
        re.escape(word)
        for name in names
        for word in re.findall(r"[a-z]{4,}", fold(name))
        if word not in _NOT_NAME_WORDS
    ]
    parts = [re.escape(part) for name in names for part in _japanese_parts(name)]
    if words:
        word = "(?:" + "|".join(words) + ")"
        english = (
            rf"\b(?:get|gets|getting|got) {_WHOSE} (?:\w+ )?{word}s? back\b"
            rf"|\bwhat (?:happens|happened|will happen) (?:to|with) {_WHOSE} (?:\w+ )?{word}\b"
            rf"|\b(?:does|do|will|would) {_WHOSE} (?:\w+ )?{word}s? (?:stay|go|come|return|leave"
            rf"|remain)"
            rf"|\bwho (?:gets|controls|owns|keeps) {_WHOSE} (?:\w+ )?{word}\b"
        )
        if re.search(english, folded):
            return True
    if parts:
        part = "(?:" + "|".join(parts) + ")"
        return bool(re.search(rf"{part}(?:は|って|も|が)?.{{0,8}}?{_WHERE_JA}", folded))
    return False


def card_addresses(
    question: str, said: Sequence[str], rulings: Sequence[str] = (), names: Sequence[str] = ()
) -> tuple[bool, int]:
    """Whether the card whose text is `said` (its printings), whose matching rulings are
    `rulings` (best first) and whose names are `names` addresses the question, and which of
    those rulings to show (an index of `rulings`): not a card about who loses or wins in a
    story of a player leaving a multiplayer game whose things, or the card, are asked about
    (leaving_asked), when neither its text nor any of the rulings speaks of conceding or
    leaving; of the rulings, the first that speaks of it is shown, else the best."""
    if not any(_OUTCOME.search(text) for text in said if text) or not leaving_asked(
        question, names
    ):
        return True, 0
    for index, ruling in enumerate(rulings):
        if _SPEAKS_OF_LEAVING.search(ruling):
            return True, index
    return any(_SPEAKS_OF_LEAVING.search(text) for text in said if text), 0
