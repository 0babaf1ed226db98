"""The story's words for a card the engine does not model, rewritten as the plain effect its
Oracle text gives it ("⟨they⟩ ⟦+0⟧ ⟨you⟩" -> "⟨they⟩ deal 3 damage to ⟨you⟩"), so that the
phrase patterns read it as they read any damage, life loss, gain, poison or draw.

The known cards are marked `⟦+i⟧` (i indexes `known`) before the players are; once they are,
each way of telling a spell cast at a player, or a plain creature's blow, is rewritten when the
card's effect settles it: the target is the player the words name (a passive 「撃たれた」 or "I
get hit by" names the asker), X is the story's number, and a number the story gives for a fixed
amount must be that amount; a creature hits for the number the story gives, else for its power
(when the card data has it), a lifelink one gaining its named controller as much. The words
(told_words.py) and the effect worded (wording.py) have their own modules.
What is left of a mark is the caller's to turn into the unmodelled card's marker; a card whose
text is not plain, left there, is returned so that the reader refuses the story.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.application.situations.card_effects.inert import CHANGED_POWER, inert
from bot.application.situations.card_effects.oracle import (
    REMOVALS,
    CardEffect,
    OracleCard,
    PlainCreature,
    SpellEffect,
    plain_effect,
)
from bot.application.situations.card_effects.stated import stated
from bot.application.situations.card_effects.told_amounts import told_against
from bot.application.situations.card_effects.told_words import (
    REMOVED,
    REMOVED_AT_JA,
    REMOVED_BESIDE,
    TELLINGS,
    Unnamed,
)
from bot.application.situations.card_effects.wording import Told, parts, worded
from bot.application.situations.model import Lang
from engine.cards import REGISTRY


@dataclass(frozen=True)
class Known:
    card: OracleCard
    effect: CardEffect | None  # None: the text has more than a plain effect
    inert: bool = False  # a creature whose text bears on nothing the engine plays (inert.py)


def known_cards(cards: Sequence[OracleCard]) -> tuple[Known, ...]:
    """The recognised cards the engine does not model, with what their text does."""
    return tuple(_known(card) for card in cards if card.name not in REGISTRY)


# A card's text reads the same in every question that names it (players ask of the same few).
@functools.lru_cache(maxsize=1024)
def _known(card: OracleCard) -> Known:
    return Known(card, plain_effect(card), inert(card))


def mark(text: str, known: Sequence[Known], *, short: bool = False) -> str:
    """Each known card's English or Japanese name (in 《》 or not) in the lower-cased text
    becomes `⟦+i⟧`, longest name first; `short`: a legendary card's short name instead, which
    is marked once the modelled cards are (their names may begin with it)."""
    names = [
        (unicodedata.normalize("NFKC", name).lower(), index)
        for index, item in enumerate(known)
        for name in (_short_names(item.card) if short else (item.card.name, item.card.ja_name))
        if name
    ]
    for name, index in sorted(names, key=lambda pair: -len(pair[0])):
        if name not in text:
            continue
        # A name used as a verb keeps its ending outside the mark ("Lava Spikes me").
        bounded = (
            rf"(?<![\w'])(?:the )?{re.escape(name)}(?=(?:s|es|ed|'d)?(?![\w]))"
            if name.isascii()
            else None
        )
        text = text.replace(f"《{name}》", f"⟦+{index}⟧")
        text = (
            re.sub(bounded, f"⟦+{index}⟧", text) if bounded else text.replace(name, f"⟦+{index}⟧")
        )
    return text


# Casual Japanese drops the object's particle (「稲妻撃たれた」「相手に稲妻撃った」): the card cast
# is told as with it (「稲妻を撃たれた」).
_UNMARKED_OBJECT = re.compile(
    r"⟦\+\d+⟧(?=(?:[2-9](?:発|回|連発)、?)?(?:(?:本体|顔面|顔)に、?)?(?:(?:撃|打)(?:た|っ|ち)|唱え"
    r"|使(?:わ|っ)|キャスト|飛ばし|放(?:た|っ)|投げ|(?:食|く|喰)らっ|(?:食|く|喰)らい(?=ま)"
    r"|もらっ|もらい(?=ま)))"
)


def _short_names(card: OracleCard) -> tuple[str, ...]:
    """A legendary card's name as players call it: "Ghalta" of "Ghalta, Primal Hunger",
    「ガルタ」 of 「原初の飢え、ガルタ」."""
    english = card.name.split(", ")[0] if ", " in card.name else ""
    japanese = card.ja_name.split("、")[-1] if "、" in card.ja_name else ""
    return tuple(name for name in (english, japanese) if len(name) >= 3)


def tell(
    text: str, lang: Lang, known: Sequence[Known], cards: Sequence[str] = ()
) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """(the text with each telling of a known card rewritten, the cards so told, the cards left
    in the text whose Oracle text does more than a plain effect the reader can tell); `cards`
    are the modelled cards the text marks `⟦i⟧`, which a removal spell may be told at."""
    if not known:
        return text, (), ()  # most questions: no regular expression to run
    if lang == "ja":
        text = _UNMARKED_OBJECT.sub(r"\g<0>を", text)
    found: _Found = ([], [])
    for pattern, unnamed in TELLINGS[lang]:
        text = pattern.sub(_rewriter(lang, known, found, unnamed), text)
    # A removal told beside a permanent its text cannot reach, in the story's own words.
    for told_at in REMOVED_BESIDE[lang].finditer(text):
        card, permanent = told_at.group("e", "i") if told_at["e"] else told_at.group("f", "j")
        if _misaimed(known[int(card)], cards, int(permanent)):
            found[1].append(known[int(card)].card.name)
    if lang == "en":
        text = REMOVED.sub(_remover(known, cards, found, _as_en), text)
    else:
        for pattern, passive in REMOVED_AT_JA:
            text = pattern.sub(_remover(known, cards, found, _as_ja(passive)), text)
    told, contradicted = found
    contradicted += [known[index].card.name for index in told_against(text, lang, known)]
    left = {int(index) for index in re.findall(r"⟦\+(\d+)⟧", text)}
    unsettled = [known[index].card.name for index in sorted(left) if _told_only(known[index])]
    return text, tuple(dict.fromkeys(told)), tuple(dict.fromkeys(unsettled + contradicted))


def _told_only(item: Known) -> bool:
    """Whether the card, left untold, must not stand for what the story states beside it: its
    text does more than that (a lifelink, infect, toxic or double strike blow, a second part
    such as a drain's gain, or anything not plain)."""
    effect = item.effect
    if item.inert:
        return False  # it does nothing the story does not tell
    if isinstance(effect, PlainCreature):
        return effect != PlainCreature()
    return effect is None or effect.then is not None


# The cards told, and those told with a number that is not their text's.
_Found = tuple[list[str], list[str]]


def _rewriter(
    lang: Lang, known: Sequence[Known], found: _Found, unnamed: Unnamed
) -> Callable[[re.Match[str]], str]:
    """Rewrites a telling; `found` gathers the cards told, and those told with a number that
    is not their text's ("they Bolt me for 5", "I gained 4 off Angel's Mercy")."""
    told, contradicted = found

    def rewrite(match: re.Match[str]) -> str:
        groups = match.groupdict()
        item = known[int(groups["e"])]
        fixed = item.effect.amount if isinstance(item.effect, SpellEffect) else None
        if groups.get("n") and groups.get("c") and lang == "en":
            return match.group()  # "two Bolts at me for 6": each or in all, unsaid
        if fixed is not None and groups.get("n") and int(groups["n"]) != fixed:
            contradicted.append(item.card.name)
            return match.group()
        caster = groups.get("q") or unnamed.caster
        target = groups.get("p") or unnamed.target or (caster if unnamed.gained else None)
        if groups.get("p") is None and target == caster and not unnamed.gained:
            return match.group()  # "I Bolt to the face": the face is not the asker's own
        if groups.get("q") is None and unnamed.caster and _someone_else(match, target):
            return match.group()
        if isinstance(item.effect, PlainCreature) and not unnamed.blow:
            return match.group()  # "they cast Grizzly Bears": no blow is told
        words = Told(caster, target, groups.get("n"), unnamed.gained, unnamed.drained)
        # (its printed power, where nothing in the story may have changed it)
        power = None if CHANGED_POWER.search(match.string) else item.card.power
        effect = parts(item.effect, words, power)
        said = stated(match, lang, effect) if effect is not None else None
        if effect is None or said is None:
            return match.group()
        if said:
            # One part told in words: read as written. Of several, those the words state with
            # the card's numbers are read as written and the rest rewritten; all of them told,
            # the card is left (and refused: "cast ⟦⟧ on me" is read as no event).
            rest = tuple(part for part in effect if part not in said)
            if len(effect) == 1 or not rest or not all(said.values()):
                return match.group()
            effect = rest
        told.append(item.card.name)
        tail = "て" if (groups.get("tail") or "").endswith(("て", "で")) else "た"
        times = int(groups.get("c") or 1)
        # (each cast told in turn: "⟨they⟩ deal 3 damage to ⟨you⟩, then ⟨they⟩ deal …")
        told_as = ("、" if lang == "ja" else ", then ").join(
            worded(effect, lang, caster, tail if i == times else "て") for i in range(1, times + 1)
        )
        told_as = (groups.get("k") or "") + told_as  # the words kept before the telling
        if not groups.get("r"):
            return told_as
        return (
            f"⟨{caster}⟩が{groups['r']}、{told_as}"
            if lang == "ja"
            else f"⟨{caster}⟩ {groups['r']}, {told_as}"
        )

    return rewrite


def _misaimed(item: Known, cards: Sequence[str], index: int) -> bool:
    """Whether a removal's text cannot reach the modelled permanent told: none of its types."""
    effect = item.effect
    if not isinstance(effect, SpellEffect) or not effect.permanents or index >= len(cards):
        return False
    if cards[index] not in REGISTRY or "permanent" in effect.permanents:
        return False
    return not REGISTRY[cards[index]].types.types & effect.permanents


_Worded = Callable[[re.Match[str], str], str | None]


def _as_en(match: re.Match[str], kind: str) -> str | None:
    whose = match.group("w") or ""
    return f"⟨{match.group('q')}⟩ {kind} {whose}⟦{match.group('i')}⟧"


# The leavings the Japanese phrase patterns read (a return to the hand they do not).
_LEFT_JA = {"destroy": "破壊", "exile": "追放"}


def _as_ja(passive: bool) -> _Worded:
    def word(match: re.Match[str], kind: str) -> str | None:
        if kind not in _LEFT_JA:
            return None
        tail = "て" if (match.group("tail") or "").endswith(("て", "で")) else "た"
        if passive:
            return f"⟦{match.group('i')}⟧を{_LEFT_JA[kind]}され{tail}"
        return f"⟨{match.group('q')}⟩が⟦{match.group('i')}⟧を{_LEFT_JA[kind]}し{tail}"

    return word


def _remover(
    known: Sequence[Known], cards: Sequence[str], found: _Found, word: _Worded
) -> Callable[[re.Match[str]], str]:
    """Rewrites a removal spell told at a modelled permanent as the permanent's leaving
    ("⟨they⟩ ⟦+1⟧ ⟨you⟩'s ⟦0⟧" -> "⟨they⟩ destroy ⟨you⟩'s ⟦0⟧"), when the card's text may
    reach a permanent of its types; a text that cannot ("Disenchant my Serra Angel") is told
    doing what it does not do."""
    told, contradicted = found

    def rewrite(match: re.Match[str]) -> str:
        item = known[int(match.group("e"))]
        effect = item.effect
        index = int(match.group("i"))
        if not isinstance(effect, SpellEffect) or effect.kind not in REMOVALS:
            return match.group()
        if index >= len(cards) or cards[index] not in REGISTRY or not effect.permanents:
            return match.group()  # a permanent of unknown types, or a text that narrows them
        if _misaimed(item, cards, index):
            contradicted.append(item.card.name)
            return match.group()
        worded = word(match, effect.kind)
        if worded is None:
            return match.group()
        told.append(item.card.name)
        return worded

    return rewrite


_SENTENCE_END = re.compile(r"[。!?！？]")
_SUBJECT = re.compile(r"⟨(?!you⟩)[a-z0-9]+⟩(?:は|が|も)")


def _someone_else(match: re.Match[str], target: str | None) -> bool:
    """Whether a Japanese sentence that names no caster may be another's doing: its subject
    said earlier in the sentence, or the spell cast at the asker (「《…》を自分に撃った」)."""
    start = max(
        (m.end() for m in _SENTENCE_END.finditer(match.string, 0, match.start())), default=0
    )
    return target == "you" or bool(_SUBJECT.search(match.string, start, match.start()))
