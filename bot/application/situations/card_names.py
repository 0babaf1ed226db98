"""How a question names the cards the engine models: full names in both languages and the short
names players use. A short name counts only for a card the search recognised in the question, and
only when no other recognised card shares it (two Angels make "the Angel" ambiguous)."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

from bot.application.situations.card_effects.oracle import OracleCard
from engine.cards import REGISTRY
from engine.cards.base import SpellEffect
from engine.i18n.names import JA_CARD_NAMES

# The katakana spellings of cards printed in English only, and players' nicknames for others:
# full names, looked for always.
_KATAKANA_NAMES: dict[str, tuple[str, ...]] = {
    "Shahrazad": ("シャハラザード", "シェヘラザード"),
    "Enter the Dungeon": ("エンター・ザ・ダンジョン", "エンターザダンジョン"),
    # The cards whose katakana holds 「リッチ」 (LOOSE_KATAKANA), read as themselves.
    "Lich's Mirror": ("リッチズ・ミラー", "リッチズミラー", "リッチの鏡"),
    "Lich's Mastery": ("リッチズ・マスタリー", "リッチズマスタリー"),
    "Lich's Tomb": ("リッチズ・トゥーム", "リッチズトゥーム"),
    "Nefarious Lich": ("ネファリアス・リッチ", "ネファリアスリッチ"),
    # Players' katakana nicknames, which no other card shares (「ラボマン出てて」); a nickname
    # half in kanji (「プラチナ天使」) still wants the search to know the card (_SHORT_NAMES)
    "Laboratory Maniac": ("ラボマン", "ラボ・マン", "ラボマニアック"),
    "Angel's Grace": ("エンジェルズ・グレイス", "エンジェルズグレイス"),
}
# Short and katakana names, lower-case; each belongs to the card named on its left.
_SHORT_NAMES: dict[str, tuple[str, ...]] = {
    "Platinum Angel": ("angel", "天使", "プラチナエンジェル", "プラチナ・エンジェル"),
    "Laboratory Maniac": ("lab man", "lab maniac", "labman", "maniac", "ラボマニ", "偏執狂"),
    "Abyssal Persecutor": (
        "persecutor",
        "迫害者",
        "アビサル・パーセキューター",
        "アビサルパーセキューター",
        "パーセキューター",
    ),
    "Lich's Mirror": ("mirror", "鏡", "リッチズ・ミラー", "リッチズミラー"),
    "Phyrexian Unlife": ("unlife", "非生", "ファイレクシアン・アンライフ", "アンライフ"),
    "Transcendence": ("トランセンデンス",),
    "Lich's Mastery": ("mastery", "熟達"),
    "Exquisite Archangel": ("archangel", "angel", "大天使", "天使"),
    "Soul Echo": ("echo", "残響"),
    "Lich's Tomb": ("tomb", "墳墓"),
    "Gideon of the Trials": ("gideon", "ギデオン"),
    "Immortal Coil": ("coil", "コイル"),
    "Phage the Untouchable": ("phage", "フェイジ"),
    "Door to Nothingness": ("door", "扉"),
    "Nicol Bolas, Dragon-God": ("nicol bolas", "bolas", "ニコル・ボーラス", "ボーラス"),
    "Sengir, the Dark Baron": ("sengir", "センギア"),
    "The Book of Exalted Deeds": ("book",),
    "Etrata, the Silencer": ("etrata", "silencer", "エトラータ"),
    "Baron Von Count": ("baron", "von count", "男爵"),
    "The Countdown Is at One": ("countdown", "カウントダウン"),
    "Enter the Dungeon": ("dungeon", "ダンジョン"),
    # Katakana inside longer katakana words (「リッチズ・ミラー」): only for a recognised card.
    "Lich": ("リッチ",),
    "Fork": ("フォーク",),
}


# Katakana of English-only cards that may stand inside a longer word (「リッチズ・ミラー」), so
# only a short name: left in a question unread, a card may be there that nothing placed.
LOOSE_KATAKANA: dict[str, str] = {"リッチ": "Lich", "フォーク": "Fork"}
# ... standing alone, as players write the card (「自分のリッチが場にあって」: the search does not
# know the word, and the story was refused as "where Lich is"): not inside another katakana word
# nor a card's longer name (「リッチの熟達」「ネファリアス・リッチ」「リッチズ・ミラー」).
_ALONE_KATAKANA = re.compile(
    r"(?<![ァ-ヶー・])(?P<w>リッチ|フォーク)(?![ァ-ヶー・]|の(?:熟達|鏡|墓|墳墓|王))"
)


def loose_named(question: str, named_cards: Sequence[str]) -> list[str]:
    """`named_cards` with each English-only card a story names by its katakana alone."""
    found = [LOOSE_KATAKANA[m["w"]] for m in _ALONE_KATAKANA.finditer(question)]
    related = [n for n in named_cards for card in found if card in n and card != n]
    extra = [card for card in dict.fromkeys(found) if card not in named_cards and not related]
    return [*named_cards, *extra]


# The modelled cards that play a subgame (Shahrazad, The Countdown Is at One, …): a story may
# tell one by its subgame alone.
SUBGAME_CARDS = frozenset(name for name, card in REGISTRY.items() if card.subgame is not None)


# The spells whose effect lasts "this turn" or waits for a later step (Angel's Grace, Glorious
# End's next end step, a Pact's next upkeep, an extra turn): what they do rests on the turn.
TURN_SPELLS = frozenset(
    name
    for name, card in REGISTRY.items()
    if card.subgame is None
    and (
        card.spell
        in {
            SpellEffect.ANGELS_GRACE,
            SpellEffect.END_THE_TURN,
            SpellEffect.EXTRA_TURN,
            SpellEffect.PACT,
        }
        or card.delayed is not None
    )
)


def unmodelled(named_cards: Sequence[str]) -> list[str]:
    """The recognised cards the engine has no model of (a verdict about them would be a guess)."""
    return [name for name in named_cards if name not in REGISTRY]


def aliases(named_cards: Sequence[str]) -> list[tuple[str, str]]:
    """(spelling, English name) pairs to look for in the question, longest spelling first.

    Full names of every modelled card are always looked for; short names only for the cards the
    caller recognised, and a short name two recognised cards share is left out, so that it stays
    unread and the question gets no verdict. Remembered per list of recognised cards: most
    questions recognise none or the same few.
    """
    return list(_aliases(tuple(sorted(set(named_cards)))))


# The same for every question naming the same cards: worked out once for each such list.
@functools.lru_cache(maxsize=1024)
def _aliases(named_cards: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    found: dict[str, set[str]] = {}
    for name in REGISTRY:
        found.setdefault(name.lower(), set()).add(name)
        if name in JA_CARD_NAMES:
            # The question is NFKC-normalised (「残り１」 becomes 「残り1」), so is its name.
            found.setdefault(unicodedata.normalize("NFKC", JA_CARD_NAMES[name]).lower(), set()).add(
                name
            )
        for spelling in _KATAKANA_NAMES.get(name, ()):
            found.setdefault(spelling, set()).add(name)
    for name in named_cards:
        for short in _SHORT_NAMES.get(name, ()):
            found.setdefault(short, set()).add(name)
    pairs = [(spelling, next(iter(names))) for spelling, names in found.items() if len(names) == 1]
    return tuple(sorted(pairs, key=lambda pair: -len(pair[0])))


# The game's own words: a card the search recognised by one of them alone ("commander" of
# Benalish Commander, in "my opponent's commander hits me") is no card the story names.
_GAME_WORDS = frozenset(
    "commander player opponent creature token spell land life damage counter counters poison"
    " library graveyard hand turn combat attack attacker block blocker emblem game".split()
)


def named_by_the_story(
    question: str, named_cards: Sequence[str], texts: Sequence[OracleCard]
) -> tuple[list[str], list[OracleCard]]:
    """The cards the search recognised that the story names (`loose_named`'s too), and their
    texts: not those recognised by the game's words alone."""
    ja_names = {text.name: text.ja_name for text in texts}
    dropped = {n for n in named_cards if by_game_words(question, n, ja_names.get(n, ""))}
    named = loose_named(question, [n for n in named_cards if n not in dropped])
    return named, [text for text in texts if text.name not in dropped]


def by_game_words(question: str, name: str, ja_name: str = "") -> bool:
    """Whether a card the engine does not model is recognised in `question` by the game's
    words alone: none of its name's other words there, nor its name in either language."""
    if name in REGISTRY:
        return False
    lowered = unicodedata.normalize("NFKC", question).lower()
    if name.lower() in lowered or (ja_name and ja_name in question):
        return False
    present = {w for w in re.findall(r"[a-z']+", name.lower()) if re.search(rf"\b{w}\b", lowered)}
    return bool(present) and present <= _GAME_WORDS
