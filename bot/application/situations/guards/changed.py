"""A card the story names, changed in words no reading plays: its control passed to another
player, its abilities lost, or gone and back again. Each was played as the card told plainly
(「白金の天使のコントロールが相手に移った。ライフ0」 'keeps_playing', 「研究室の偏執狂がいるけど、
能力は消されてる」 'wins', 「白金の天使が追放されたけど、ターン終了時に戻ってきた」 'loses').
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.structure.events.control import taken_for_good
from bot.application.situations.structure.lexicon_en import VERBS
from bot.application.situations.text_normal import Normalised

# (English stories: "gain control", "steal", "control magic" are refused by vetoes.py; the
# words of the cards and chat that take a permanent for a while, "Threaten", "Act of Treason",
# "borrowed", "control of", are here: "opponent Threatens my Lich, I'm at 0" was
# 'keeps_playing', the Lich played as the asker's.)
_CONTROL_CHANGED_EN = re.compile(
    r"\b(?:threaten\w*|treason|borrow\w*|mind ?control\w*|switcheroo|donat\w*|control of"
    r"|(?:swap\w*|exchang\w*|switch\w*|chang\w*) control)\b"
    # A card the engine does not model done to a modelled one ("opp Threatens my Lich": the
    # capitalised verb is an unknown card, marked ⟦*⟧): what it did to it is not read.
    r"|(?:⟨[a-z0-9]+⟩ ⟦\*⟧|⟦\*⟧ (?:on|at|onto|targeting|against)) (?:⟨[a-z0-9]+⟩'s |the |their"
    r" |her )?⟦\d+⟧"
)
# (「相手の白金の天使を一時的にコントロールしてる」: the owner said, the controller another.)
_CONTROL_CHANGED = re.compile(
    r"コントロール(?:を|が|は|も)?[^。、.!?]{0,12}?(?:得|移|奪|変わ|渡)|寝返|(?:の|な)ものにな"
    r"|⟨[a-z0-9]+⟩の⟦\d+⟧を[^。、.!?]{0,10}?コントロール"
)
_ABILITIES_LOST = re.compile(
    r"能力(?:を|が|は|も)?(?:全て|すべて|全部)?(?:失|消さ|消え|消し|無効|なくな|無くな|使えな|なし)"
    r"|バニラ"
)
# Back from where it went (not the main game a subgame returns to, 「メインに戻ってきた」).
_BACK = re.compile(
    r"(?<!メインに)(?<!ゲームに)(?:戻ってき|帰ってき)|(?:戦場|場)に(?:戻|帰)|出し直|明滅|ブリンク"
    r"|再び(?:戦場|場)"
)


def changed(norm: Normalised, reading: Reading) -> str | None:
    """Why a card the story names may not be as the reading plays it, or None."""
    if not norm.cards:
        return None
    read = taken_for_good(norm, reading.clauses)
    if norm.lang == "en":
        return next(
            (
                f"not understood: a card changed as {f.group()!r}"
                for f in _CONTROL_CHANGED_EN.finditer(norm.text)
                if not _within(f.start(), read)
            ),
            None,
        ) or _done_unread(norm, reading)
    found = next(
        (f for f in _CONTROL_CHANGED.finditer(norm.text) if not _within(f.start(), read)), None
    ) or _ABILITIES_LOST.search(norm.text)
    if found is None and any(c.kind == "leaves" for c in reading.every):
        found = _BACK.search(norm.text)
    return f"not understood: a card changed as {found.group()!r}" if found else None


def _within(at: int, spans: list[tuple[int, int]]) -> bool:
    """Whether text[at] is inside a control change read (structure/events/control.py)."""
    return any(start <= at < end for start, end in spans)


# A player's verb done to a modelled card in words no reading takes ("Opponent disenchants my
# Lich" was 'keeps_playing': the Lich never left, and its leaving loses).
# (A verb the lexicon knows, "has", "swings", "destroys", is read or refused by its own readings.)
_DONE_TO_CARD = re.compile(
    r"⟨[a-z0-9]+⟩ (?P<verb>[a-z]+) (?:⟨[a-z0-9]+⟩'s |the |their |her )?⟦\d+⟧"
)


_BEING = frozenset("am is are was were be been being do does did".split())


def _done_unread(norm: Normalised, reading: Reading) -> str | None:
    spans = [(c.start, c.end) for c in reading.every]
    for found in _DONE_TO_CARD.finditer(norm.text):
        if found["verb"] in VERBS or found["verb"] in _BEING:
            continue
        if not any(start <= found.start() < end for start, end in spans):
            return f"not understood: what a player did to a card ({found.group()!r})"
    return None
