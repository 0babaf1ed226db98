"""Which multiplayer options and casual variants a question names, and which a rule belongs to.

Chapters 8 and 9 of the Comprehensive Rules (and rules that open "In a Two-Headed Giant game")
hold for one variant only, and rules of the limited range of influence option (801, and rules
that open "In a multiplayer game using the limited range of influence option") for games using
that option only; a general question (poison, life, commander damage aside) wants the
general rule. A variant's rules lead only when the question names the variant. The section
numbers of chapters 8 and 9 have not moved between the editions the project reads (2023-2026).
"""

from __future__ import annotations

import functools
import re

from rulesdb.text.regex_literals import ScreenedPattern

MULTIPLAYER = "multiplayer"
# An option of multiplayer games (801), always used in Emperor (801.1): a four-player game
# does not use it unless the question says so.
RANGE_OF_INFLUENCE = "limited range of influence"
TWO_HEADED_GIANT = "two-headed giant"
EMPEROR = "emperor"
COMMANDER = "commander"
ARCHENEMY = "archenemy"
PLANECHASE = "planechase"
VANGUARD = "vanguard"
CONSPIRACY = "conspiracy"
CASUAL = "casual variant"
# Planar, scheme and other decks of nontraditional cards (Planechase, Archenemy, …).
SUPPLEMENTARY_DECKS = "supplementary decks"

# Folded text (casefolded, katakana as hiragana, every dash as ー) that names each variant.
# `\b` in a cue is an edge of an ASCII word only: Python's `\b` sees no edge between "2hg" and
# the Japanese that follows it (「2HGで」), where a player writes the word as often as alone.
_CUES: dict[str, str] = {
    MULTIPLAYER: (
        r"multi[-ー]?player|free[-ー ]for[-ー ]all|\bffa\b|grand melee"
        r"|\bteams?\b|\b[3-9][-ー]? ?players?\b|\b(?:three|four|five|six)[-ー ]players?\b|\bpod\b"
        r"|\b(?:[3-9]|three|four|five|six)[-ー ]?way (?:game|match|free|ffa|pod|commander|edh)"
        r"|\bplayers? (?:to|on) (?:my|his|her|their|your|the) (?:left|right)\b"
        r"|多人数|無差別|大乱闘|ちーむ|[3-9３-９三四五六]人|[左右]隣"
        # A player who has left a game that goes on: only a multiplayer game goes on (800.4).
        r"|\b(?:has|have|had|already|who|who's) (?:already )?left the game\b"
        # …or leaves it during their turn, which goes on to its end (800.4j).
        r"|\bleaves? the game during (?:their|his|her) (?:own )?turn\b"
        r"|(?:既に|すでに)げーむから離れた|げーむから(?:既に|すでに)?離れた(?:ぷれいやー|後|あと)"
    ),
    RANGE_OF_INFLUENCE: r"range of influence|影響範囲",
    TWO_HEADED_GIANT: r"(?:two|\b2)[-ー]? ?headed giant|\b2hg\b|双頭巨人",
    EMPEROR: r"\bemperors?\b|皇帝",
    COMMANDER: r"\bcommanders?\b|\bedh\b|\bbrawl\b|統率者|ぶろーる",
    ARCHENEMY: r"archenemy|\bschemes?\b|あーちえねみー|計略",
    PLANECHASE: r"planechase|planar die|ぷれいんちぇいす|次元だいす",
    VANGUARD: r"vanguard|ゔぁんがーど",
    CONSPIRACY: r"conspiracy|こんすぴらしー",
    SUPPLEMENTARY_DECKS: r"supplementary decks?|nontraditional|planar decks?|scheme decks?"
    r"|補助でっき|定形外",
}
_ASCII_WORD_EDGE = r"(?:(?<![a-z0-9])(?=[a-z0-9])|(?<=[a-z0-9])(?![a-z0-9]))"
# Strings one of which every match of each cue holds (rulesdb.text.regex_literals.ScreenedPattern:
# a text holding none of a cue's is passed over without compiling it; compiling every cue cost a
# search's process 8 ms, reading these out of them as much again).
_CUE_HELD: dict[str, tuple[str, ...]] = {
    MULTIPLAYER: (
        " the game during ",
        "ffa",
        "free",
        "grand melee",
        "left the game",
        "player",
        "pod",
        "team",
        "way ",
        "げーむから",
        "げーむから離れた",
        "ちーむ",
        "人",
        "多人数",
        "大乱闘",
        "無差別",
        "隣",
    ),
    RANGE_OF_INFLUENCE: ("range of influence", "影響範囲"),
    TWO_HEADED_GIANT: ("2hg", "headed giant", "双頭巨人"),
    EMPEROR: ("emperor", "皇帝"),
    COMMANDER: ("brawl", "commander", "edh", "ぶろーる", "統率者"),
    ARCHENEMY: ("archenemy", "scheme", "あーちえねみー", "計略"),
    PLANECHASE: ("planar die", "planechase", "ぷれいんちぇいす", "次元だいす"),
    VANGUARD: ("vanguard", "ゔぁんがーど"),
    CONSPIRACY: ("conspiracy", "こんすぴらしー"),
    SUPPLEMENTARY_DECKS: (
        "nontraditional",
        "planar deck",
        "scheme deck",
        "supplementary deck",
        "定形外",
        "補助でっき",
    ),
}
_CUE_PATTERNS = {
    variant: ScreenedPattern(cue.replace(r"\b", _ASCII_WORD_EDGE), _CUE_HELD[variant])
    for variant, cue in _CUES.items()
}

# Variants that are played by three or more players: naming one names multiplayer too.
_MULTIPLAYER_VARIANTS = frozenset(
    {RANGE_OF_INFLUENCE, TWO_HEADED_GIANT, EMPEROR, COMMANDER, ARCHENEMY}
)
# Options of multiplayer games, not casual variants (chapter 9).
_OPTIONS = frozenset({MULTIPLAYER, RANGE_OF_INFLUENCE})

# The section (three-digit rule) of chapters 8 and 9 -> the variant it belongs to.
_SECTION_VARIANT: dict[str, str] = {
    **{str(section): MULTIPLAYER for section in range(800, 809)},
    "801": RANGE_OF_INFLUENCE,
    "809": EMPEROR,
    "810": TWO_HEADED_GIANT,
    "811": MULTIPLAYER,
    "900": CASUAL,
    "901": PLANECHASE,
    "902": VANGUARD,
    "903": COMMANDER,
    "904": ARCHENEMY,
    "905": CONSPIRACY,
}
# A general rule that speaks for one variant says so first ("In a Two-Headed Giant game, …",
# "双頭巨人戦では、…"); further in, a variant named is an aside.
OPENING_CHARS = 40
# Supplementary decks come up in a rule's first clause a little later ("As a subgame begins, if
# one or more supplementary decks …").
SUPPLEMENTARY_OPENING_CHARS = 80
# A general rule that holds only with the option says so in its first clause, within the same
# reach; 104.4b, "not using" (用いない) it, is the general rule the option's 104.4f varies.
_USING_RANGE_OF_INFLUENCE = re.compile(
    r"(?<!not )using the limited range of influence option|影響範囲限定」?\s?選択るーる"
    r"(?:\(rule 801 参照\))?を(?:用いた|使った)"
)


# A question's variants are asked three times (by its analysis, rulesdb.search.query; by the
# rules lent to its story, bot.application.situation_rules; by the walkthroughs related to it,
# bot.application.search_answer), each a story of hundreds of characters tried against every
# variant's expression: those of the last VARIANTS_REMEMBERED texts are remembered. A text's
# variants depend on it alone, so nothing remembered goes stale; memory: that many texts (the
# folds of which rulesdb.text.normalize remembers too) and a small set each.
VARIANTS_REMEMBERED = 16


@functools.lru_cache(maxsize=VARIANTS_REMEMBERED)
def named_variants(folded: str) -> frozenset[str]:
    """The variants a folded text names, with multiplayer and the casual chapter implied."""
    named = {variant for variant in _CUES if _cued(variant, folded)}
    if EMPEROR in named:
        named.add(RANGE_OF_INFLUENCE)
    if named & _MULTIPLAYER_VARIANTS:
        named.add(MULTIPLAYER)
    if named - _OPTIONS:
        named.add(CASUAL)
    return frozenset(named)


def _cued(variant: str, folded: str) -> bool:
    """Whether the text says the variant's cue: tried only on a text holding one of the strings
    its every match holds (rulesdb.text.regex_literals; a story holds none of most variants'
    words, and each expression tried it at every position: a sixth of the time)."""
    return _CUE_PATTERNS[variant].search(folded)


def rule_variant(number: str, folded_text: str) -> str | None:
    """The variant a rule holds for, or None for a general rule."""
    return _SECTION_VARIANT.get(number[:3]) or opening_variant(folded_text)


def opening_variant(folded_text: str) -> str | None:
    """The variant a text says it holds for in its first words ("In a Commander game, …"), or
    None: a general rule's, or a card ruling's."""
    opening = named_variants(folded_text[:OPENING_CHARS]) - _OPTIONS - {CASUAL}
    if _USING_RANGE_OF_INFLUENCE.search(folded_text[:SUPPLEMENTARY_OPENING_CHARS]):
        return RANGE_OF_INFLUENCE
    if len(opening) == 1:
        return min(opening)
    if not opening and _cued(SUPPLEMENTARY_DECKS, folded_text[:SUPPLEMENTARY_OPENING_CHARS]):
        return SUPPLEMENTARY_DECKS
    return None


def heading_variant(folded_heading: str) -> str | None:
    """The variant a wiki heading or glossary term names ("統率者戦の追加ルールによる敗北")."""
    named = named_variants(folded_heading) - {CASUAL}
    specific = named - {MULTIPLAYER}
    if specific:
        return min(specific)
    return MULTIPLAYER if named else None
