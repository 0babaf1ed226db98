"""English names of cards the search did not recognise (the engine models none of them):

- a name written with capitals inside a sentence that no modelled card's words begin ("Opponent
  has Sheoldred out");
- a run of capitals holding a modelled card's words that the reading left unresolved in the
  text: "the Angel" where the search recognised no Angel, or two, "Platinum Angle"; or a
  modelled card's spelling inside a longer name ("Lich Lord", "Angel of Serenity");
- words a story uses as a card, capitalised or not: what is activated or triggers ("Pestilence
  is activated once", "activate Pestilence"), what is cast ("cast Fireball"), what is on the
  board or in play ("angel on board"), and a modelled card's word in what a player has or is
  out ("i have platnum angel", "but unlife is out"). What a story names so with a word for any
  card of a kind ("a spell", "my creature", "the ability", "a burn spell") is no name, nor is a
  word of a recognised card's name ("Grace resolves first" beside Angel's Grace). What a player
  has out or in play is structure/unsettled.py's too (_unknown_permanent).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.cards import REGISTRY

# Capitalised words that are not card names: the asker, formats, seats.
_NOT_NAMES = frozenset(
    "i i'm i've i'd i'll edh cedh ffa mtg ok a b c d commander two-headed headed giant magic "
    "oracle fnm lgs prerelease eli5 plains island islands swamp swamps mountain mountains "
    "forest forests monday tuesday wednesday thursday friday saturday sunday "
    # Card names players use as verbs for what the patterns read ("opponent Murders my Angel").
    "murder murders murdered bolt bolts bolted".split()
)
_MODELLED_WORDS = frozenset(
    word for name in REGISTRY for word in re.findall(r"[a-z']+", name.lower()) if len(word) > 3
)
_JOINERS = frozenset({"of", "the", "in", "at", "to"})
_JOINED = r"(,? | of the | of | the | in | at | to )"
_CAPITALISED = re.compile(
    # (a paragraph's first word begins its sentence: "...\n\nCheers.", "\n\nIt was late")
    r"(?<![.!?:;(\"] )(?<!^)(?<![.!?:;(\"])(?<!\n)\b[A-Z][a-z'\-]*[a-z]"
    # "I" is never part of a name ("a Hill Giant, I don't block").
    r"(?:(?:,? | of | the |, the | of the | in | at | to |-)(?!I\b)[A-Z][\w'\-]*)*"
)


def english_names(written: str, text: str, named_cards: Sequence[str]) -> list[str]:
    """The names in `written` (as written) of cards no modelled card's spelling in `text` (the
    question lower-cased, the recognised cards marked) took; a word of a recognised card's
    name ("Grace resolves first" beside Angel's Grace) is that card's, read or not."""
    runs = [run.group().lower() for run in _CAPITALISED.finditer(_PARAGRAPHS.sub("\n", written))]
    found = [*_capitalised(runs, text), *_used_as_cards(text), *_longer(runs, text)]
    if not found:
        return found
    recognised = {w for name in named_cards for w in re.findall(r"[a-z']+", name.lower())}
    return [name for name in found if set(re.findall(r"[a-z']+", name)) - _JOINERS - recognised]


_PARAGRAPHS = re.compile(r"[ \t]*\n\s*")


def _capitalised(runs: list[str], text: str) -> list[str]:
    names = []
    for run in runs:
        name, rest = "", ""
        for word in re.split(_JOINED, run):
            if rest or word.strip(" ,") in _MODELLED_WORDS:
                rest += word  # a modelled card's name begins: the unknown name ends before it
            else:
                name += word
        name, rest = _trimmed(name), _trimmed(rest)
        # What begins with a modelled card's word is that card where its spelling took it
        # (gone from `text`), and a name no card's spelling took where it is still there.
        unresolved = re.search(rf"(?<![\w']){re.escape(rest)}(?![\w])", text) if rest else None
        names += [n for n in (name, rest if unresolved else "") if _named(n)]
    return names


def _longer(runs: list[str], text: str) -> list[str]:
    """A modelled card's spelling inside a longer name written with capitals: "Lich Lord" is
    no Lich, "Angel of Serenity" no Platinum Angel ("the Angel" beside it)."""
    if "⟦" not in text:
        return []
    words = [word for run in runs for word in re.findall(r"[a-z'\-]+", run)]
    capitals = {word for word in words if word not in _NO_LONGER_NAME}
    if not capitals:
        return []
    word = "(?:" + "|".join(map(re.escape, sorted(capitals, key=len, reverse=True))) + ")"
    joined = r"(?: of the | of | the | )"
    longer = re.compile(rf"⟦\d+⟧(?:{joined}{word}(?![\w']))+|(?<![\w']){word}(?: {word})* ⟦\d+⟧")
    return [found.group() for found in longer.finditer(text)]


def _trimmed(name: str) -> str:
    return re.sub(f"{_JOINED}$", "", name)


def _named(name: str) -> bool:
    words = re.findall(r"[a-z'\-]+", name)
    return bool(words) and not all(w in _NOT_NAMES or w in _JOINERS for w in words)


# Where only a card stands: before words of what a card does or where a permanent is, after the
# words of activating and casting.
# (Each led by its own letters, so that most places of a story fail at once; the words between
# a name and its cue, "is", "still", are passed over walking back from it.)
_AFTER_A_CARD = re.compile(
    r" (?:activated|triggers|triggered|activates|resolves|resolved)\b"
    r"|(?:'s|') (?:ability|abilities|trigger)\b"
    r"| (?:on (?:the |my |his |her |their |your |our )?(?:(?:opp|opponent|other player)'s )?"
    r"(?:board|battlefield|field|table|bf|side)|in play"
    r"|under (?:my|his|her|their|your|(?:the )?(?:opp|opponent)'s) control)\b"
)
_BETWEEN = frozenset(
    "is was are were 's gets got being been has had still sitting sits already now also just"
    " both".split()
)
_BEFORE_A_CARD = re.compile(
    r"\b(?:activat(?:e|es|ed|ing)|cast(?:s|ed|ing)?|flash(?:es|ed|ing)? in) "
)
# ... and after the words of holding, a name holding a modelled card's word ("i have platnum
# angel"): the card's name misspelt, where a word for a thing held may be anything.
_HELD = re.compile(r"\b(?:have|has|had|got|control|controls|controlled) ")
_HELD_OUT = re.compile(r"(?: is| was|'s)(?: still)? out\b")  # "but unlife is out"
# Words that end a name, walking from its cue: what a sentence says around a card.
_AROUND = frozenset(
    "a an the my his her their our your its this that these those opp opp's opponent opponent's"
    " opponents i i'm im me we he she they him them it's is was are were be been has have had"
    " got with and but or so then while also still just already now at to in on of for from by"
    " no not any some there here both all each every too when if once after before again"
    " else which what what's who that's there's here's it's he's she's they're we're you're"
    " myself himself herself itself themselves activated triggered static lol gg"
    # what a player or a board is ("is dead on board", "no longer on the battlefield")
    " dead alive tapped untapped empty lethal longer never even ever yet only really actually"
    " currently back left out play entered enters came comes"
    # how many were cast ("casts two Lightning Bolts")
    " two three four five 2 3 4 5".split()
)
# The words for any card of a kind (a spell, my creature, the ability): no name.
_ANY_CARD = frozenset(
    "it one ones something anything nothing everything stuff thing things spell spells creature"
    " creatures card cards land lands token tokens permanent permanents artifact artifacts"
    " enchantment enchantments planeswalker planeswalkers walker instant instants sorcery"
    " sorceries ability abilities trigger triggers commander commanders general deck hand"
    " graveyard library board mana life turn game match effect effects combo wincon aura auras"
    " equipment vehicle emblem copy guy guys dude dudes blocker blockers attacker attackers"
    " removal burn counterspell lifegain draw damage combat stack army team side field"
    " total power toughness counter counters clock win".split()
)
# What a name after its cue may begin with, not part of it.
# The capitalised words that make no modelled card's name longer ("Opponent's Platinum Angel").
_NO_LONGER_NAME = _NOT_NAMES | _JOINERS | _ANY_CARD | _AROUND
_DETERMINERS = frozenset(
    "my his her their your our its opp's opponent's the a an another some any this that".split()
)
# A name's word: letters, the accented ones too (Dandân, Séance), an apostrophe or a hyphen.
_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['\-])*$")
_MOST_WORDS = 4


def _used_as_cards(text: str) -> list[str]:
    names = []
    for cue in _AFTER_A_CARD.finditer(text):
        names.append(_words_before(text, cue.start()))
    for cue in _BEFORE_A_CARD.finditer(text):
        names.append(_words_after(text, cue.end()))
    held = [_words_after(text, cue.end()) for cue in _HELD.finditer(text)]
    held += [_words_before(text, cue.start()) for cue in _HELD_OUT.finditer(text)]
    names += [name for name in held if set(name.split()) & _MODELLED_WORDS]
    return [name for name in names if name and name.split()[-1] not in _ANY_CARD]


def _words_before(text: str, end: int) -> str:
    """The name ending at `end`: at most _MOST_WORDS words, back to a word of _AROUND or a
    mark."""
    words = text[:end].split(" ")
    while words and words[-1] in _BETWEEN:
        words.pop()
    taken: list[str] = []
    while words and len(taken) < _MOST_WORDS:
        word = words.pop()
        if not _WORD.match(word) or word in _AROUND:
            break
        taken.append(word)
    return " ".join(reversed(taken))


def _words_after(text: str, start: int) -> str:
    """The name starting at `start`, past a determiner: at most _MOST_WORDS words, to a word
    of _AROUND, a mark, a word for any card (its head) or a verb's -ing after its first word
    ("a spell dealing 2", "Fireball dealing 5")."""
    taken: list[str] = []
    for word in text[start:].split(" "):
        bare = word.rstrip(".,;:!?")
        if not taken and bare in _DETERMINERS:
            continue
        if not _WORD.match(bare) or bare in _AROUND:
            break
        if taken and bare.endswith("ing"):
            break
        taken.append(bare)
        if bare != word or bare in _ANY_CARD or len(taken) == _MOST_WORDS:
            break
    return " ".join(taken)
