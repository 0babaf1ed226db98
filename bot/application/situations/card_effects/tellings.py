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

from bot.application.situations.card_effects.oracle import (
    CardEffect,
    OracleCard,
    PlainCreature,
    SpellEffect,
    plain_effect,
)
from bot.application.situations.card_effects.told_words import TELLINGS, Unnamed
from bot.application.situations.card_effects.wording import Told, parts, worded
from bot.application.situations.model import Lang
from engine.cards import REGISTRY

MARKS = re.compile(r"⟦\+\d+⟧")


@dataclass(frozen=True)
class Known:
    card: OracleCard
    effect: CardEffect | None  # None: the text has more than a plain effect


def known_cards(cards: Sequence[OracleCard]) -> tuple[Known, ...]:
    """The recognised cards the engine does not model, with what their text does."""
    return tuple(Known(card, _effect(card)) for card in cards if card.name not in REGISTRY)


# A card's text reads the same in every question that names it (players ask of the same few).
@functools.lru_cache(maxsize=1024)
def _effect(card: OracleCard) -> CardEffect | None:
    return plain_effect(card)


def mark(text: str, known: Sequence[Known]) -> str:
    """Each known card's English or Japanese name (in 《》 or not) in the lower-cased text
    becomes `⟦+i⟧`, longest name first."""
    names = [
        (unicodedata.normalize("NFKC", name).lower(), index)
        for index, item in enumerate(known)
        for name in (item.card.name, item.card.ja_name)
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


def tell(
    text: str, lang: Lang, known: Sequence[Known]
) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """(the text with each telling of a known card rewritten, the cards so told, the cards left
    in the text whose Oracle text does more than a plain effect the reader can tell)."""
    if not known:
        return text, (), ()  # most questions: no regular expression to run
    told: list[str] = []
    contradicted: list[str] = []
    for pattern, unnamed in TELLINGS[lang]:
        text = pattern.sub(_rewriter(lang, known, (told, contradicted), unnamed), text)
    left = {int(index) for index in re.findall(r"⟦\+(\d+)⟧", text)}
    unsettled = [known[index].card.name for index in sorted(left) if _told_only(known[index])]
    return text, tuple(dict.fromkeys(told)), tuple(dict.fromkeys(unsettled + contradicted))


def _told_only(item: Known) -> bool:
    """Whether the card, left untold, must not stand for what the story states beside it: its
    text does more than that (a lifelink, infect, toxic or double strike blow, a drain, or
    anything not plain)."""
    effect = item.effect
    if isinstance(effect, PlainCreature):
        return effect != PlainCreature()
    return effect is None or effect.drain


def _rewriter(
    lang: Lang, known: Sequence[Known], found: tuple[list[str], list[str]], unnamed: Unnamed
) -> Callable[[re.Match[str]], str]:
    """Rewrites a telling; `found` gathers the cards told, and those told with a number that
    is not their text's ("they Bolt me for 5", "I gained 4 off Angel's Mercy")."""
    told, contradicted = found

    def rewrite(match: re.Match[str]) -> str:
        groups = match.groupdict()
        item = known[int(groups["e"])]
        fixed = item.effect.amount if isinstance(item.effect, SpellEffect) else None
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
        effect = parts(item.effect, words, item.card.power)
        if effect is None or _stated(match, lang, effect[0].kind, effect[0].amount):
            return match.group()
        told.append(item.card.name)
        tail = "て" if (groups.get("tail") or "").endswith(("て", "で")) else "た"
        times = int(groups.get("c") or 1)
        told_as = "、".join(
            worded(effect, lang, caster, tail if i == times else "て") for i in range(1, times + 1)
        )
        if not groups.get("r"):
            return told_as
        return (
            f"⟨{caster}⟩が{groups['r']}、{told_as}"
            if lang == "ja"
            else f"⟨{caster}⟩ {groups['r']}, {told_as}"
        )

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


# The effect told in the story's own words beside the card ("they Bolt me and I take 3"): told
# twice, it would be played twice; the words are read as they are written. So is a sentence
# about a commander, whose damage is commander damage.
_STATED = {
    "en": {
        "damage": r"\b(?:take|takes|took|taking|deal|deals|dealt|dealing|for) \d+|\bdamage\b",
        "life_loss": r"\blos(?:e|es|t|ing) \d+|\d+[- ]point life loss",
        "draw": r"\b(?:draw|draws|drew|drawing|drawn)\b",
        "life_gain": r"\bgain(?:s|ed|ing)? \d+|\bdrain",
        "poison": r"\b(?:for|get|gets|got|give|gives|gave) \d+ (?:more )?poison"
        r"|\bpoison counters? from",
    },
    "ja": {
        "damage": r"\d+点(?:の)?(?:戦闘)?(?:ダメージ|を?(?:受け|食ら|くら|喰ら))|ダメージ",
        "life_loss": r"失",
        "draw": r"引(?:い|く|き|け)|ドロー(?!ステップ)",
        "life_gain": r"得|回復|ゲイン|ドレイン",
        "poison": r"毒(?:カウンター)?を\d+|\d+個(?:の)?毒",
    },
}
_COMMANDER = re.compile(r"commander|統率者|コマンダー")
_SENTENCE = {"en": re.compile(r"[.!?;\n]"), "ja": re.compile(r"[。!?！？\n]")}
_THEN = {
    "en": re.compile(r",? (?:and )?then\b"),
    "ja": re.compile(r"そのあと|その後|それから|次に"),
}


def _stated(match: re.Match[str], lang: Lang, kind: str, amount: int) -> bool:
    text = match.string
    ends = [m.end() for m in _SENTENCE[lang].finditer(text, 0, match.start())]
    end = _SENTENCE[lang].search(text, match.end())
    before = text[ends[-1] if ends else 0 : match.start()]
    after = text[match.end() : end.start() if end else len(text)]
    # A commander's damage is another event (commander damage): the patterns read it as told.
    if _COMMANDER.search(before + " " + after):
        return True
    stated = _STATED[lang][{"damage_taken": "damage", "lifelink": "damage"}.get(kind, kind)]
    # What follows "then" is the next event, unless it tells the card's own number again
    # ("they Bolt me, then I take 3").
    then = _THEN[lang].search(after)
    near, later = (after[: then.start()], after[then.end() :]) if then else (after, "")
    return bool(re.search(stated, before + " " + near)) or (
        bool(re.search(stated, later)) and str(amount) in re.findall(r"\d+", later)
    )
