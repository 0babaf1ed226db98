"""The rules the engine applies to the situation a question tells, found by what happens in the
story, not by the question's words matching rule text: a candidate source of its own for the
search (rulesdb.search.stages.lent).

The reading is loose on purpose: the situation reader (bot.application.situations) refuses most
stories, and a verdict must be right, but a candidate only has to be likely. A question that
tells a player (I, my opponent, a player; a Japanese question need not name one) and an event
the engine plays (a concession, a player leaving, a loss told, life at 0, a draw from an empty
library, poison, infect, commander damage, two losses at once, a win and a loss at once) gets
the rules the engine's handlers cite for that event, in the game the question names (two
players, multiplayer, Two-Headed Giant). A question that tells no player or asks what a word
means ("what is poison?", 「毒カウンターとは」) gets none.

The rules are those of the engine's citation tables (engine.rules.losing.reasons.LOSS_RULES,
the leaving, Two-Headed Giant and game-end handlers), in its numbering (20231117 and the
2023-10-13 file that prints it), written out here so that a search does not import the engine
(its import would cost every `judgebot search` more than its start-up target);
tests/bot/test_situation_rules.py holds them to the engine's tables.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from bot.application.reading.rule_notes import ENGINE_NUMBERING
from rulesdb.search.stages.lent import LentRules
from rulesdb.text.normalize import fold, fold_keeping_kana, has_japanese
from rulesdb.text.regex_literals import ScreenedPattern
from rulesdb.text.variants import (
    ARCHENEMY,
    EMPEROR,
    MULTIPLAYER,
    RANGE_OF_INFLUENCE,
    TWO_HEADED_GIANT,
    named_variants,
)

# Folded text: casefolded, katakana as hiragana, NFKC digits, every dash as ー.
_PLAYER = re.compile(
    r"\b(?:i|i'm|im|i've|me|my|we|us|our|opponents?|opp|opps|he|she|they|him|her|them|his"
    r"|their|players?|teams?|teammates?|partner)\b|相手|自分|私|僕|俺|わたし|ぼく|おれ|ぷれいやー|味方"
)
# A question asking what a word means is no story, whoever it names (over the question folded
# with its katakana kept).
# Each expression below is compiled when a text first holds one of the strings written after it,
# those one of which its every match holds (rulesdb.text.regex_literals.ScreenedPattern): most
# questions tell none of most events, and compiling every expression cost each search's process
# more than trying them.
_DEFINITION = ScreenedPattern(
    r"^(?:what(?:'s| is| are) (?:an? |the )?[\w' -]+\?*$|define\b)|\bmean(?:s|ing)?\b"
    r"|とは|って何|ってなに|意味|定義",
    ("define", "mean", "what", "ってなに", "って何", "とは", "定義", "意味"),
)

CONCEDE = "concede"
LEAVE = "leave"
LOST = "lost"
LIFE = "life"
EMPTY_LIBRARY = "empty library"
POISON = "poison"
INFECT = "infect"
COMMANDER_DAMAGE = "commander damage"
TWO_AT_ONCE = "two at once"
WIN_AND_LOSE = "win and lose"

_EVENTS: dict[str, ScreenedPattern] = {
    CONCEDE: ScreenedPattern(
        r"\bconced|\bconcession|\bscoop|\bforfeit|投了|降参|ぎぶあっぷ",
        ("conced", "concession", "forfeit", "scoop", "ぎぶあっぷ", "投了", "降参"),
    ),
    LEAVE: ScreenedPattern(
        r"\bdisconnect|\bdropp?(?:ed|s)? (?:out|from)|\b(?:left|leaves?|leaving) the game"
        r"|\brage ?quit|回線|退出|離脱|げーむから(?:抜け|離れ|いなく)|抜けた(?:人|ぷれいやー|相手)",
        (" the game", "disconnect", "drop", "rage", "げーむから", "回線", "抜けた", "退出", "離脱"),
    ),
    LOST: ScreenedPattern(
        r"\b(?:lost|loses|die|died|dies|dead|eliminated|killed|knocked out)\b"
        r"|負け|敗北|脱落"
        # A death whose clause names a creature before it is the creature's, no player's.
        r"|(?:^|[、。,？?！!\s「」])(?:(?!くりーちゃー|とーくん|ぶろっかー|あたっかー|ぱーまねんと"
        r"|統率者(?!戦)|\d+/\d+)[^、。,？?！!\s「」]){0,200}?死[んぬ]",
        (
            "dead",
            "die",
            "died",
            "dies",
            "eliminated",
            "killed",
            "knocked out",
            "loses",
            "lost",
            "敗北",
            "死",
            "脱落",
            "負け",
        ),
    ),
    LIFE: ScreenedPattern(
        r"\b(?:0|zero|ー\d+|negative) life\b|\blife (?:total )?(?:is |was |at |of |to |goes to "
        r"|went to |hits |reaches |reached )?(?:0|zero|ー\d+)\b|\blethal\b"
        # (A player told as hitting 0 has hit 0 life: "both teams hit 0".)
        r"|\b(?:hit|hits|reach|reaches|reached|(?:go|goes|went|drop|drops|dropped|fell|falls)"
        r" to) (?:0|zero|ー\d+)\b(?! (?:cards?|poison|loyalty|toughness|power|counters?|mana))"
        r"|らいふ(?:が|は|を)?(?:0|ぜろ|ー\d|まいなす)|致死",
        (
            " life",
            " to",
            "hit",
            "hits",
            "lethal",
            "life ",
            "reach",
            "reached",
            "reaches",
            "らいふ",
            "致死",
        ),
    ),
    EMPTY_LIBRARY: ScreenedPattern(
        r"empty (?:library|deck)|(?:library|deck) (?:is |was )?empty|\bdeck(?:ed|s|ing)? out"
        r"|\bdecked\b|\bmill(?:ed|s)? out|(?:library|deck) (?:of |at |has |with )?(?:0|zero|no)"
        r" cards|no cards? (?:left )?in (?:my|his|her|their|your|the) (?:library|deck)"
        r"|(?:らいぶらりー|山札|でっき)(?:が|は|の)?(?:0|ぜろ|空|切れ|無|残り0)"
        r"|らいぶらりーあうと|でっきあうと",
        (
            " cards",
            "deck",
            "decked",
            "empty",
            "empty ",
            "mill",
            "no card",
            "でっき",
            "でっきあうと",
            "らいぶらりー",
            "らいぶらりーあうと",
            "山札",
        ),
    ),
    POISON: ScreenedPattern(r"\bpoison|毒", ("poison", "毒")),
    INFECT: ScreenedPattern(r"\binfect|\btoxic\b|感染|有毒", ("infect", "toxic", "感染", "有毒")),
    COMMANDER_DAMAGE: ScreenedPattern(
        r"commander damage|(?:commander|general)\b.{0,30}\b21\b"
        r"|\b21\b.{0,30}\b(?:commander|general)|統率者.{0,15}だめーじ",
        ("commander", "commander damage", "general", "だめーじ"),
    ),
    WIN_AND_LOSE: ScreenedPattern(
        r"\bwins?\b.{0,20}\bloses?\b.{0,30}(?:same time|simultaneous)"
        r"|(?:勝利|勝ち).{0,6}(?:敗北|負け).{0,10}同時",
        ("ame time", "imultaneous", "同時"),
    ),
}
_LOSSES = frozenset({LOST, LIFE, EMPTY_LIBRARY, POISON, COMMANDER_DAMAGE})
# Events after which a player is out of a multiplayer game.
_LEFT = _LOSSES | {CONCEDE, LEAVE}
# Two players (teams) losing at once: a draw (the game-end handler's).
_TWO = ScreenedPattern(
    r"\bboth\b|\bsame time\b|\bsimultaneous|\bat once\b|\beach (?:player|of us)\b"
    r"|\beveryone\b|同時|両者|お互い|両方|(?:二|2)人(?:とも|同時)|全員",
    (
        "at once",
        "both",
        "each ",
        "everyone",
        "same time",
        "simultaneous",
        "お互い",
        "とも",
        "両方",
        "両者",
        "全員",
        "同時",
    ),
)

TWO_PLAYER = "two-player"
# Variants whose games the engine does not play: their rules decide who wins and loses (an
# emperor's team, a range of influence), not the ones lent for a game of every player for
# themselves.
_UNPLAYED_VARIANTS = frozenset({EMPEROR, RANGE_OF_INFLUENCE, ARCHENEMY})


@dataclass(frozen=True)
class Told:
    """What a question tells: the events the engine plays and the game they happen in."""

    events: frozenset[str]
    game: str  # TWO_PLAYER, MULTIPLAYER or TWO_HEADED_GIANT


# The rules each event's handler cites, by the game (engine numbering); the first weighs most.
_LEAVING = {MULTIPLAYER: ("800.4a",), TWO_HEADED_GIANT: ("810.8a",)}
EVENT_RULES: dict[str, dict[str, tuple[str, ...]]] = {
    # LossReason.CONCEDE; a multiplayer game's player leaves it (800.4a); a Two-Headed Giant
    # team concedes together (810.8b) and wins and loses together (810.8a).
    CONCEDE: {
        TWO_PLAYER: ("104.3a",),
        MULTIPLAYER: ("800.4a", "104.3a"),
        TWO_HEADED_GIANT: ("810.8b", "810.8a", "104.3a"),
    },
    LEAVE: {TWO_PLAYER: ("104.3a",), **_LEAVING},
    LOST: {TWO_PLAYER: (), **_LEAVING},
    # LossReason.LIFE, TEAM_LIFE; POISON, TEAM_POISON (and the team's shared count, 810.10);
    # EMPTY_LIBRARY (and the draw from an empty library, 121.4); COMMANDER_DAMAGE (903.10a).
    LIFE: {
        TWO_PLAYER: ("704.5a", "104.3b"),
        MULTIPLAYER: ("704.5a", "104.3b", "800.4a"),
        TWO_HEADED_GIANT: ("704.6a", "104.3b", "810.8a"),
    },
    POISON: {
        TWO_PLAYER: ("704.5c", "104.3d"),
        MULTIPLAYER: ("704.5c", "104.3d", "800.4a"),
        TWO_HEADED_GIANT: ("704.6b", "104.3d", "810.10", "810.8a"),
    },
    EMPTY_LIBRARY: {
        TWO_PLAYER: ("704.5b", "104.3c", "121.4"),
        MULTIPLAYER: ("704.5b", "104.3c", "800.4a"),
        TWO_HEADED_GIANT: ("704.5b", "104.3c", "810.8a"),
    },
    COMMANDER_DAMAGE: {
        TWO_PLAYER: ("704.6c", "104.3j", "903.10a"),
        MULTIPLAYER: ("704.6c", "104.3j", "903.10a", "800.4a"),
        TWO_HEADED_GIANT: ("704.6c", "104.3j", "903.10a", "810.8a"),
    },
    # Infect damage to a player: poison counters (120.3b), the poison action's (704.5c) when it
    # comes to ten is told as poison.
    INFECT: {TWO_PLAYER: ("120.3b",), MULTIPLAYER: ("120.3b",), TWO_HEADED_GIANT: ("120.3b",)},
    # A player who would win and lose at once loses (104.3f, the loss gate's).
    WIN_AND_LOSE: {
        TWO_PLAYER: ("104.3f",),
        MULTIPLAYER: ("104.3f",),
        TWO_HEADED_GIANT: ("104.3f",),
    },
    # The game-end handler: every player (team) left loses at once, a draw (104.4a, 104.4d).
    TWO_AT_ONCE: {
        TWO_PLAYER: ("104.4a",),
        MULTIPLAYER: ("104.4a", "800.4a"),
        TWO_HEADED_GIANT: ("104.4d", "810.8a"),
    },
}
# A question that asks what becomes of a player's things (their permanents, tokens, spells, what
# they took) asks the rule of what leaves with a player who leaves a multiplayer game (800.4a),
# not the one that made them lose.
_THINGS_ASKED = ScreenedPattern(
    r"\bwhat (?:happens|happened|will happen) (?:to|with) (?:all )?(?:their|his|her|the|that"
    r" player's|those|my|our)\b.{0,40}?\b(?:permanents?|creatures?|tokens?|cards?|spells?|stuff"
    r"|things|lands?|artifacts?|enchantments?|emblems?|effects?|abilit(?:y|ies))\b"
    r"|\b(?:get|gets|getting|got) (?:my|his|her|their|our) (?:\w+ )?(?:creatures?|permanents?"
    r"|cards?|stuff|things|lands?|artifacts?|tokens?) back\b"
    r"|(?:ぱーまねんと|とーくん|くりーちゃー|呪文|かーど|土地|あーてぃふぁくと|えんちゃんと|紋章|能力|効果)"
    r"(?:とか|など|も|は|が)?.{0,20}?(?:どうな|どこに|どこへ|消え|残る|残り|戻|除外|追放|(?:は|って)[?？])",
    (
        " back",
        "happened",
        "happens",
        "will happen",
        "あーてぃふぁくと",
        "えんちゃんと",
        "かーど",
        "くりーちゃー",
        "とーくん",
        "ぱーまねんと",
        "効果",
        "呪文",
        "土地",
        "紋章",
        "能力",
    ),
)
# The order the events' rules are lent in: a draw and a player leaving decide more than the
# state-based action that made the player lose, and that action more than a loss told alone.
_ORDER = (
    WIN_AND_LOSE,
    TWO_AT_ONCE,
    CONCEDE,
    LEAVE,
    COMMANDER_DAMAGE,
    POISON,
    INFECT,
    EMPTY_LIBRARY,
    LIFE,
    LOST,
)


def told(question: str) -> Told | None:
    """The events the question tells and its game, or None when it tells no player or no
    event the engine plays."""
    return _told(question, fold(question))


# The answer's composition reads the story again (bot.application.reading.card_addresses) right
# after the search's candidates did: the last few readings are kept.
@functools.lru_cache(maxsize=16)
def _told(question: str, folded: str) -> Told | None:
    # (With its katakana kept: 「パーマネントは」 folded is 「ぱーまねんとは」, no 「…とは」.)
    if _DEFINITION.search(fold_keeping_kana(question)) or not (
        _PLAYER.search(folded) or has_japanese(folded)
    ):
        return None
    events = {event for event, cue in _EVENTS.items() if cue.search(folded)}
    if WIN_AND_LOSE not in events and events & _LOSSES and _TWO.search(folded):
        events.add(TWO_AT_ONCE)
    if not events:
        return None
    variants = named_variants(folded)
    if variants & _UNPLAYED_VARIANTS:
        return None
    game = (
        TWO_HEADED_GIANT
        if TWO_HEADED_GIANT in variants
        else MULTIPLAYER
        if MULTIPLAYER in variants
        else TWO_PLAYER
    )
    return Told(frozenset(events), game)


def left_one_that_goes_on(story: Told) -> bool:
    """Whether a player is told as leaving a game that goes on: one who lost or left a
    multiplayer game, one who left a two-player one."""
    return bool(story.game == MULTIPLAYER and story.events & _LEFT) or (
        story.game == TWO_PLAYER and LEAVE in story.events
    )


def leaves_things_asked(story: Told, folded: str) -> bool:
    """Whether a player told as leaving a game that goes on is asked about what becomes of
    their things (800.4a); `folded`: the question folded."""
    return left_one_that_goes_on(story) and bool(_THINGS_ASKED.search(folded))


def situation_rules(question: str) -> tuple[str, ...]:
    """The rules the engine would apply to the situation the question tells, the deciding
    first (engine numbering); none for a question that tells no situation."""
    folded = fold(question)
    story = _told(question, folded)
    if story is None:
        return ()
    rules: dict[str, None] = {}
    if leaves_things_asked(story, folded):
        rules["800.4a"] = None
    for event in _ORDER:
        if event in story.events:
            rules.update(dict.fromkeys(EVENT_RULES[event][story.game]))
    return tuple(rules)


def lent_rules(question: str) -> LentRules | None:
    """The situation's rules as the search's candidates (None for no situation)."""
    rules = situation_rules(question)
    return LentRules(rules, ENGINE_NUMBERING) if rules else None
