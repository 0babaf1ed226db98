"""Whether a named card's sentence and ruling address what the question turns on, or the card is
only in the story and a rule decides (bot.application.composed_answer then places it after the
governing rules).

A story of a player out of a multiplayer game (who lost, conceded or left it) that asks what
becomes of their things is settled by the rules (800.4a: what they own leaves with them, the
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
# A text or ruling that speaks of a player conceding or leaving the game (English, Japanese).
_SPEAKS_OF_LEAVING = re.compile(
    r"\bconce(?:de|des|ded|ding|ssion)\b|\b(?:leaves?|left|leaving) (?:the|a|this) game\b"
    r"|投了|ゲームから離れ",
    re.IGNORECASE,
)


def leaving_asked(question: str) -> bool:
    """Whether the story tells a player out of a multiplayer game (who lost, conceded or left
    it; a concession told as not made is none) and asks what becomes of their things, which
    800.4a settles (as bot.application.situation_rules reads it). A concession or a leaving
    told alone is not: the question may ask what a card makes of it ("Can I concede with
    Platinum Angel out?"), which the card's ruling answers."""
    folded = fold(question)
    story = situation.told(question)
    if story is None:
        return False
    if situation.CONCEDE in story.events and _NO_CONCESSION.search(folded):
        story = situation.Told(story.events - {situation.CONCEDE}, story.game)
    return situation.leaves_things_asked(story, folded)


def card_addresses(
    question: str, said: Sequence[str], rulings: Sequence[str] = ()
) -> tuple[bool, int]:
    """Whether the card whose text is `said` (its printings) and whose matching rulings are
    `rulings` (best first) addresses the question, and which of those rulings to show (an
    index of `rulings`): not a card about who loses or wins in a story of a player leaving a
    multiplayer game whose things are asked about (leaving_asked) when neither its text nor
    any of the rulings speaks of conceding or leaving; of the rulings, the first that speaks
    of it is shown, else the best."""
    if not any(_OUTCOME.search(text) for text in said if text) or not leaving_asked(question):
        return True, 0
    for index, ruling in enumerate(rulings):
        if _SPEAKS_OF_LEAVING.search(ruling):
            return True, index
    return any(_SPEAKS_OF_LEAVING.search(text) for text in said if text), 0
