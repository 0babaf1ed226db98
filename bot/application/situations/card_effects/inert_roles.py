"""Where an inert creature (inert.py) stands in a story, once the story's tellings of the known
cards are read (tellings.py): what is left of its mark is read as any creature ("creature",
「クリーチャー」), or as the commander the story's words name it ("their commander Ghalta hits me"
is "their commander hits me"), and the verdict says its text was read.

Its card data lets it do no more than deal damage and be on the battlefield (`unaccounted`): a
story that tells something done to it (damage it took, a spell at it, its death) is refused, for
the phrase patterns would read that as done to a player ("⟨you⟩'s creature is dealt 3 damage");
so is one where it is neither held nor the source of a blow read in its sentence, and one with a
modelled card that counts the creatures or permanents.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.application.situations.card_effects.tellings import Known
from bot.application.situations.model import Lang
from engine.cards import REGISTRY
from engine.cards.base import Do, When

if TYPE_CHECKING:  # (text_normal settles the marks with settle_left: no cycle at run time)
    from bot.application.situations.text_normal import Normalised

ANY_CREATURE = {"en": "creature", "ja": "クリーチャー"}
_LEFT = re.compile(r"⟦\+(\d+)⟧")
_NAMED_COMMANDER = {
    "en": re.compile(r"(?P<w>commander)(?:,? | \()⟦\+(?P<i>\d+)⟧(?:,(?= )|\))?"),
    "ja": re.compile(r"(?P<w>統率者)(?:の|、|である|「|（|\()?⟦\+(?P<i>\d+)⟧(?:」|）|\))?"),
}


@dataclass(frozen=True)
class Left:
    text: str
    inert: tuple[str, ...]  # the inert cards the story names
    at: tuple[tuple[int, str], ...]  # where each is read as any creature, and which


def settle_left(text: str, lang: Lang, known: Sequence[Known], unmodelled: str) -> Left:
    """The text with each known card left in it read as any creature when it is inert, else
    marked `unmodelled` (the vetoes then refuse it where it matters)."""
    if "⟦+" not in text:
        return Left(text, (), ())
    names: list[str] = []

    def commander(found: re.Match[str]) -> str:
        item = known[int(found["i"])]
        if not item.inert:
            return found.group()
        names.append(item.card.name)
        return found["w"]

    text = _NAMED_COMMANDER[lang].sub(commander, text)
    parts: list[str] = []
    at: list[tuple[int, str]] = []
    length = last = 0
    for found in _LEFT.finditer(text):
        item = known[int(found[1])]
        word = ANY_CREATURE[lang] if item.inert else unmodelled
        before = text[last : found.start()]
        length += len(before)
        if item.inert:
            names.append(item.card.name)
            at.append((length, item.card.name))
        parts += [before, word]
        length += len(word)
        last = found.end()
    parts.append(text[last:])
    return Left("".join(parts), tuple(dict.fromkeys(names)), tuple(at))


# Something done to the creature: it is the object of a blow, a spell or a removal, or the
# subject of damage taken, a death or a block. (Its own blow, its attack, its being held are
# what the phrase patterns read.)
_OWN = r"(?:(?:⟨[a-z0-9]+⟩'s|their|his|her|my|our|the|a|an|that|this|own|plain|opposing) )*"
_Patterns = tuple[re.Pattern[str], re.Pattern[str]]
_DONE_TO: dict[str, _Patterns] = {
    "en": (
        re.compile(
            r"(?:\bto|\bon|\bat|\binto|\btargeting|\btargeted|\bkill\w*|\bdestroy\w*|\bsac\w*"
            r"|\bexile\w*|\bbounce\w*|\bblock\w*|\bbolt\w*|\bshock\w*|\bchump\w*|\bfight\w*"
            r"|\bfought|\bremove\w*|\bmurder\w*|\bping\w*|\bdamage|\bhit|\bhits|\bburn\w*)"
            rf" {_OWN}$"
        ),
        re.compile(
            r"(?:'s)?,? (?:(?:is|was|were|got|gets|get|has been|had been|just|then|also) )*"
            r"(?:took|takes|take|taking|dealt|hit by|damaged|blocked|blocks|dies|died|dying"
            r"|destroyed|killed|sacrificed|exiled|bounced|returned|countered|tapped|fought"
            r"|receives?|received|got hit|gets hit|shot|burned|bolted|pinged|targeted|chumps?)\b"
        ),
    ),
    "ja": (
        re.compile(r"(?!)"),
        re.compile(
            r"(?:(?:が|は|も)[^、。て]{0,12}(?:受け|食らっ|くらっ|喰らっ|破壊|死|追放|生け贄|戻"
            r"|ブロック|タップ|対象)"
            r"|に[^、。て]{0,12}(?:与え|撃|打|唱え|向け|ブロック)"
            r"|を[^、。て]{0,8}(?:破壊|追放|生け贄|戻|殴|対象|ブロック|焼|除去|殺))"
        ),
    ),
}


# Held: "they have creature", "with creature and creature", "creature + creature on board",
# 「場には《…》」「《…》が場にいる」.
_HELD: dict[str, _Patterns] = {
    "en": (
        re.compile(
            r"(?:\bhave|\bhas|\bhad|\bcontrol|\bcontrols|\bcontrolled|\bwith|\bgot|\brunning)"
            rf" {_OWN}(?:(?:\d+|two|three) )?(?:(?:creature|⟦\d+⟧)(?:,| and| \+| &) {_OWN})*$"
        ),
        re.compile(
            r"(?:(?:,| and| \+| &) (?:a |an |the )?creature)*(?:'s|\))? (?:is |are |was |were )?"
            r"(?:still )?(?:out|in play|on (?:the )?(?:battlefield|board|field)"
            r"|on ⟨[a-z0-9]+⟩'s (?:side|board|battlefield|field))\b"
        ),
    ),
    "ja": (
        re.compile(r"(?:場|戦場|盤面)(?:に|には|では|の)(?:(?:クリーチャー|⟦\d+⟧)(?:と|、))*$"),
        re.compile(
            r"(?:(?:と|、)(?:クリーチャー|⟦\d+⟧))*(?:とか|など)?(?:が|は|も|を)?(?:場に|戦場に)?"
            r"(?:い|あ|出|残|コントロール)"
        ),
    ),
}
_SENTENCE = re.compile(r"[.!?。！？\n]")


# What a modelled card does with the permanents or the creatures of the battlefield: which
# legend its controller holds (Nicol Bolas, Dragon-God), which permanent is lost to life lost
# (Lich's Mastery, Lich's Tomb, Lich), which creature is an Angel or equipped, whose creature
# dealt combat damage (Strixhaven Stadium, Angel of Destiny). An inert creature read as any
# creature is none of the story's permanents: beside such a card, it could decide.
_COUNTING_DOES = frozenset(
    {
        Do.OPPONENTS_WITHOUT_LEGEND_LOSE,
        Do.EXILE_PER_LIFE_LOST,
        Do.SACRIFICE_PER_LIFE_LOST,
        Do.SACRIFICE_NONTOKEN_OR_LOSE,
        Do.ENLIGHTEN_ANGEL,
        Do.VORPAL,
        Do.KARN_EXILE_PERMANENT,
        Do.GORGON_EMBRACE,
        Do.DECK_ROLL,
        Do.RESTART_THE_GAME,
        Do.ATTACKED_PLAYERS_LOSE,
    }
)
_COUNTING_WHENS = frozenset(
    {
        When.A_CREATURE_DEALS_COMBAT_DAMAGE_TO_YOU,
        When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT,
        When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
    }
)


def _counting(name: str) -> bool:
    card = REGISTRY.get(name)
    if card is None:
        return False
    return (
        any(a.does in _COUNTING_DOES for a in card.activated)
        or any(t.does in _COUNTING_DOES for t in card.triggers)
        or any(t.when in _COUNTING_WHENS for t in card.triggers)
    )


# Told as the source of a blow: "attacks with creature", "damage from creature", "creature
# hits", 「クリーチャーに殴られ」「クリーチャーで攻撃」.
_SOURCE: dict[str, _Patterns] = {
    "en": (
        re.compile(
            r"(?:\battack\w*|\bswing\w*|\bswung|\bsen[dt]\w*|\bfrom|\bby|\bwith|\bw/)"
            rf"(?: ⟨[a-z0-9]+⟩)?(?: with)? {_OWN}(?:(?:creature|⟦\d+⟧)(?:,| and| \+| &) {_OWN})*$"
        ),
        re.compile(
            rf"(?:(?:,| and| \+| &) {_OWN}creature)*(?:'s)?(?: \([^)]*\))?"
            r" (?:(?:then|also|just|again|finally|now|each|both|all|only) )*"
            r"(?:hits?|deals?|dealt|did|does|do|attacks?|attacked"
            r"|attacking|swings?|swung|swinging|connects?|connected|goes|went|comes? in|came in"
            r"|gets? (?:in|through)|got (?:in|through)|(?:has|had|have) (?:hit|dealt|attacked|done)"
            r"|(?:is|was|are|were) attacking|punch\w*|smack\w*|bash\w*)\b"
        ),
    ),
    "ja": (
        re.compile(r"(?!)"),
        re.compile(
            r"(?:(?:と|、)クリーチャー)*(?:とか|など)?(?:の攻撃|の一撃)?(?:に|で|が|から|は)[^、。]{0,12}"
            r"(?:殴|攻撃|ダメージ|アタック|点)"
        ),
    ),
}
# The events a blow is read as (a total told is no event: "I'm at 4 and they fling creature
# at me" reads only the total).
_BLOWS = frozenset({"damage", "life_change", "poison_gain", "commander_damage"})


_Clauses = Sequence[tuple[str, int, int, int]]  # each clause's kind, start, end, first number


def unaccounted(norm: Normalised, clauses: _Clauses) -> str | None:
    """Why a story gets no verdict for an inert creature in it: a modelled card beside it
    counts the creatures or permanents (see above), something is done to it (the patterns
    would read that as done to a player: "⟨you⟩'s creature is dealt 3 damage"), or it is
    neither held nor the source of a blow read in its sentence ("they fling creature at me"
    is a blow no pattern reads). `clauses`: the reading's clauses, (kind, start, end, the
    first number or 0)."""
    if norm.inert and (counting := [name for name in norm.cards if _counting(name)]):
        return f"not understood: what {norm.inert[0]} is to {counting[0]}"
    text, lang = norm.text, norm.lang
    if reason := _maybe_commander(norm, clauses):
        return reason
    told = [name for name in norm.told if name in norm.inert]
    if told and _told_of_it(text, lang, 0, clauses):
        # (told by its blow, the telling's place is rewritten: the whole story is looked at)
        return f"not understood: what {told[0]} did"
    word = len(ANY_CREATURE[lang])
    for start, name in norm.inert_at:
        end = start + word
        if _around(text, start, end, _DONE_TO[lang]):
            return f"not understood: what was done to {name}"
        source = _around(text, start, end, _SOURCE[lang]) and blow_told(text, start, clauses)
        if not (source or _around(text, start, end, _HELD[lang])) or _told_of_it(
            text, lang, end, clauses
        ):
            return f"not understood: what {name} did"
    return None


# A held creature told of again ("they have creature and fling it at me", 「それを投げつけられた」)
# in a sentence with no blow read: what it did is not read.
_IT = {
    "en": re.compile(r"\b(?:it(?!'s| is| was)|its|them|the creature|that creature)\b"),
    "ja": re.compile(r"それ|そいつ|そのクリーチャー|こいつ"),
}


def _told_of_it(text: str, lang: Lang, after: int, clauses: _Clauses) -> bool:
    for found in _IT[lang].finditer(text, after):
        end = _sentence(text, found.start())[1]
        if text[end : end + 1] in {"?", "？"}:
            continue  # the question's own words ("does it kill me?")
        # Its clause: "…hits me for 2, then they fling it at me" tells two things.
        first, last = _sentence(text, found.start(), _CLAUSE)
        if not any(c[0] in _BLOWS and c[1] < last and first < c[2] for c in clauses):
            return True
    return False


# A commander game: a creature the story names may be a commander the story does not call so
# ("commander damage check: their Ghalta has hit me three times, 7 each time").
_COMMANDER_GAME = re.compile(r"\b(?:edh|cedh|commander)\b|統率者|コマンダー")
_DAMAGE = frozenset({"damage", "commander_damage"})


def _maybe_commander(norm: Normalised, clauses: _Clauses) -> str | None:
    """Why an inert creature's blows in a commander game get no verdict: read as any
    creature's, they are not its commander damage, and enough of them (21) would be."""
    if not _COMMANDER_GAME.search(norm.text):
        return None
    # (one whose sentence tells commander damage is read as the commander already)
    sources = [
        name
        for start, name in norm.inert_at
        if not _in_sentence(norm.text, start, clauses, {"commander_damage"})
    ] + [name for name in norm.told if name in norm.inert]
    if not sources:
        return None
    dealt = sum(abs(amount) for kind, _, _, amount in clauses if kind in _DAMAGE)
    return f"not understood: whether {sources[0]} is a commander" if dealt >= 21 else None


def _in_sentence(text: str, at: int, clauses: _Clauses, kinds: Collection[str]) -> bool:
    """Whether a clause of these kinds is told in the sentence at `at`."""
    first, last = _sentence(text, at)
    return any(kind in kinds and start < last and first < end for kind, start, end, _ in clauses)


def _around(text: str, start: int, end: int, patterns: _Patterns) -> bool:
    """Whether the words before the creature, or after it, are of the kind (`after` patterns
    are matched from where the creature ends: anchored there)."""
    before, after = patterns
    return bool(before.search(text, max(0, start - 48), start) or after.match(text, end))


_CLAUSE = re.compile(r"[.!?。！？\n,、;]| then ")
# A clause that tells another blow than the one before it: 「…に殴られて、さらに…」, "then",
# "another", another card.
_ANOTHER = re.compile(
    r"さらに|更に|また|追加で|続けて|その後|そのあと|今度|\b(?:then|also|more|another|again|plus)\b"
    r"|⟦|creature|クリーチャー"
)


def blows(clauses: _Clauses) -> bool:
    """Whether the story tells a blow (damage, a life change, poison)."""
    return any(kind in _BLOWS for kind, _, _, _ in clauses)


def blow_told(text: str, at: int, clauses: _Clauses) -> bool:
    """Whether the blow of the source at `at` is read: in its own clause ("attacks with
    creature and I take 2"), or in one of the next two of its sentence when none of them tells
    another ("swings creature at me, no blocks, I take 6"; not 「…に殴られて、さらに⟨you⟩が3点の
    ダメージを受けた」)."""
    first, last = _sentence(text, at, _CLAUSE)
    for step in range(3):
        if step and (text[last : last + 1] not in {",", "、", ";", " "}):
            return False  # the sentence ends there
        if step:
            first, last = _sentence(text, last + 1, _CLAUSE)
            if _ANOTHER.search(text, first, last):
                return False
        if any(kind in _BLOWS and start < last and first < end for kind, start, end, _ in clauses):
            return True
    return False


def _sentence(text: str, at: int, ends_with: re.Pattern[str] = _SENTENCE) -> tuple[int, int]:
    ends = [found.start() for found in ends_with.finditer(text)]
    first = max((end + 1 for end in ends if end < at), default=0)
    return first, min((end for end in ends if end >= at), default=len(text))
