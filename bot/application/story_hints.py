"""The rules' phrases a player's story tells, read by the situation reader
(`bot.application.situations`) where it reads the story only in part, and asked of the search
beside the question's own words (`Searcher.answer`'s `phrases`; the search does not know the
reader).

A free-for-all game told as one ("4-player game", "in a multiplayer game"): what happens to the
others when a player is gone is what the rules about a player who has left the game say (800.4a
to 800.4m; the engine cites 800.4a for the step where a player who lost leaves the game). The
story's words for the player's going ("she died to a trigger", "got knocked out") vary more than
any table of casual words holds, and the reader's reading of the game is stricter than the
search's own (which reads "the player to my left" as a multiplayer game too).

English stories only: the Japanese rules' phrase, asked for Japanese stories, crowded out the
rules they were answered by (800.4a itself for 「多人数戦で負けたプレイヤーのパーマネント」).
"""

from __future__ import annotations

from rulesdb.text.normalize import fold, has_japanese
from rulesdb.text.variants import MULTIPLAYER, named_variants

# The rules' own phrase (800.4b–800.4m) for a player who is gone from a multiplayer game.
LEFT_THE_GAME = "a player who has left the game"


def story_phrases(question: str) -> tuple[str, ...]:
    """The rules' phrases the question's story tells; none for most questions, which the
    search's own variant words tell apart first (the reader reads only a question naming a
    multiplayer game and no variant of one: Commander, Two-Headed Giant)."""
    if has_japanese(question) or named_variants(fold(question)) != {MULTIPLAYER}:
        return ()
    # The reader (and, through its package, the engine) is imported by the first story that
    # names a multiplayer game, not by every search's process.
    from bot.application.situations.matching import read_clauses
    from bot.application.situations.text_normal import normalise

    reading = read_clauses(normalise(question, ()))
    free_for_all = any(c.kind == "variant" and c.option == "multiplayer" for c in reading.every)
    return (LEFT_THE_GAME,) if free_for_all else ()
