"""Which game is played and whose each clause is.

Players are the roles the words name. A clause that names nobody takes the subject of the clause
right before it in the same sentence when that subject carries ("I'm at 0 life with Platinum
Angel"); otherwise it is the asker's only when the question names no other player at all. Any
other clause that names nobody is a number or a card that cannot be attributed: no verdict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from bot.application.situations.model import Unreadable, Variant
from bot.application.situations.open_facts.whose import open_slot
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.structure.claims import RELATIVE_PUT, ownerless, unknown_holder
from bot.application.situations.structure.english import sentence_subject
from bot.application.situations.structure.events.toward import came_from, toward_the_asker
from bot.application.situations.structure.informal_en import (
    dropped_alternative,
    dropped_subject,
    unknown_subject,
)
from bot.application.situations.structure.owners.readings import UNOWNED
from bot.application.situations.text_normal import Normalised

_NEEDS_PLAYER = set(
    "life_is main_life_is life_change life_halved poison_is poison_gain library_is decked"
    " draw controls emblem hand damage loses_subgame wins_subgame concede_subgame"
    " concede commander_damage commander_split commander_each commander_total lost cast"
    " hand_is graveyard_is lands_is".split()
)
# What can befall a player so that "and lost" right after it is theirs (not a cast, not a card).
_BEFALLS = {
    "life_is",
    "life_change",
    "life_halved",
    "poison_is",
    "poison_gain",
    "damage",
    "decked",
    "draw",
    "commander_damage",
}
_COMMANDER_KINDS = {"commander_damage", "commander_split", "commander_each", "commander_total"}
_SENTENCE_END = re.compile(r"[.?!。？]")
# Several players at once (「全員」, "both of us", "both opponents"); the builder seats them.
GROUPS = frozenset({"all", "opponents"})
SOMEONE = "someone"  # a player the words leave unsaid (text_normal.py)
FRIEND = "friend"  # "my buddy", "my friend": the other player of a two-player game
_MOST_PLAYERS = 8
# The friend told as whom the asker plays ("playing a game with my buddy", 「友達と家で対戦して
# いて」), not one who watches, advises or asks ("my friend says", 「友達に聞かれた」).
_PLAYED_WITH = {
    "en": re.compile(
        r"\b(?:play(?:ing|ed|s)?|jamming|dueling|testing)(?: (?:a|some) (?:game|match|round)s?)?"
        r"(?: of [a-z]+)? (?:with|against|vs\.?) ⟨friend⟩"
    ),
    "ja": re.compile(
        r"⟨friend⟩と[^⟨⟩、。,.]{0,8}?(?:遊ん|遊び|遊ぶ|対戦|プレイ|ゲームを?し|デュエル)"
    ),
}


@dataclass(frozen=True)
class Setting:
    variant: Variant
    players: int | None  # None: not said (Commander or multiplayer)
    roles: frozenset[str]  # the roles a clause may name
    # Whose a permanent is when the words name no one: Japanese leaves the asker's own
    # things unmarked (「天使がフェイズアウトした」) and marks another's (「相手の天使」).
    unmarked_owner: str | None = None


def read_setting(clauses: list[Clause], norm: Normalised) -> Setting | Unreadable:
    said = {(c.option, c.numbers[0] if c.numbers else None) for c in clauses if c.kind == "variant"}
    variants = {option for option, _ in said}
    counts = {count for _, count in said if count is not None}
    if (len(variants) > 1 and variants != {"commander", "multiplayer"}) or len(counts) > 1:
        return Unreadable("two different games are described")
    variant: Variant = "normal"
    for name in ("two_headed_giant", "commander", "multiplayer"):
        if name in variants:
            variant = name
            break
    if variant == "normal" and any(c.kind in _COMMANDER_KINDS for c in clauses):
        variant = "commander"  # only a Commander game has commander damage
    count = next(iter(counts), None)
    if count is not None and not 2 <= count <= _MOST_PLAYERS:
        return Unreadable(f"a {count}-player game is not modelled")
    if variant == "two_headed_giant":
        return Setting(
            variant, 4, frozenset({"you", "teammate", "opponent", "opponent2"}), _unmarked(norm)
        )
    named = set(re.findall(r"⟨([a-z0-9]+)⟩", norm.text)) - {SOMEONE}
    if variant == "normal":
        count = 2
    elif variant == "multiplayer" and count == 2:
        variant = "normal"  # 「2人対戦」: a two-player game, whatever it is called
    most = count if count is not None else 4
    roles = {"you", "opponent", *(f"opponent{n}" for n in range(2, most))}
    others = named & (roles - {"you"})
    if FRIEND in named and (variant != "normal" or (others and not _played_with(norm, others))):
        return Unreadable("who 'my friend' is is not said")
    if not named <= roles | GROUPS | {"team", "they", FRIEND}:
        told = sorted(named - roles - GROUPS - {"team", "they", FRIEND})
        return Unreadable(f"players not in this game: {told}")
    return Setting(variant, count, frozenset(roles), _unmarked(norm))


def _played_with(norm: Normalised, others: set[str]) -> bool:
    """The friend is the one the asker plays against ("playing with my buddy", 「友達と遊んでいて」)
    and the opponent the only other player named: in a two-player game, the same player."""
    return others == {"opponent"} and bool(_PLAYED_WITH[norm.lang].search(norm.text))


def seats(setting: Setting) -> list[str]:
    """Every player of the game, the asker first: who may control a permanent the words leave
    unowned."""
    return sorted(setting.roles, key=lambda role: (role != "you", role))


def _unmarked(norm: Normalised) -> str | None:
    return "you" if norm.lang == "ja" else None


def attribute(
    clauses: list[Clause], norm: Normalised, setting: Setting
) -> list[Clause] | Unreadable:
    named = set(re.findall(r"⟨([a-z0-9]+)⟩", norm.text)) - {"you", "team", "all", SOMEONE}
    if named & {"they", FRIEND}:
        named = (named - {"they", FRIEND}) | {"opponent"}
    resolved: list[Clause] = []
    switched: set[tuple[int, str]] = set()
    for position, written in enumerate(clauses):
        item = _canonical(written, setting, _antecedent(written, norm))
        if isinstance(item, Unreadable):
            return item
        if refused := _subject_unread(item, norm):
            return refused
        if ownerless(item, norm):
            # "Platinum Angel is out": its own subject; whose it is, the readings try.
            resolved.append(replace(item, option=UNOWNED))
            continue
        if item.player is None and item.kind in _NEEDS_PLAYER:
            previous = resolved[position - 1] if position else None
            owner = _zone_owner(item, norm) or came_from(item, norm)  # (「投了してきた」)
            if owner is not None:
                item = replace(item, player=owner)
            elif (
                previous is not None
                and _inherits(previous, item, norm)
                and _same_sentence(previous, item, norm)
            ):
                item = replace(
                    item, player=previous.player, carries=True, or_player=previous.or_player
                )
            elif ownerless(item, norm, ja=True):
                resolved.append(replace(item, option=UNOWNED))  # whose, the readings try
                continue
            elif norm.lang == "en" and _coordinated(item, norm):
                # "I'm dealt 3 damage by the opponent and then lose 2 life": the sentence's
                # subject is the subject of each verb coordinated with its own.
                item = replace(item, player=sentence_subject(norm.text, item.start))
            elif norm.lang == "en" and (dropped := dropped_subject(item, norm)):
                item = replace(
                    item, player=dropped, carries=True, or_player=dropped_alternative(item, norm)
                )
            elif not named or _the_askers_unsaid(item, norm, resolved):
                # Japanese leaves out 私 as a matter of course, and names 相手 when it is them:
                # a subject-less clause before any other player is named is the asker's.
                item = replace(item, player="you")
            elif norm.lang == "ja" and (other := _switched_subject(item, norm, resolved)):
                # 「相手が…を唱えて、サブゲームで負けました」: the te-form may keep 相手 as the
                # subject or switch back to the unsaid asker; both readings are played.
                item = replace(item, player="you", or_player=other)
                switched.add((_sentence_start(item, norm), other))
            else:
                # Whose it is, no word says: played with each player (open_facts/whose.py).
                item = replace(item, player=open_slot(position))
        resolved.append(item)
    if len(switched) > 1:
        # The clauses of one sentence share its subject; two sentences of two readings each
        # are four stories: too many guesses to agree.
        return Unreadable("whose each of two clauses is is not said")
    return resolved


def other_reading(clauses: list[Clause]) -> list[Clause] | None:
    """The clauses with the other player where the words left two readings, or None."""
    if not any(c.or_player for c in clauses):
        return None
    return [replace(c, player=c.or_player) if c.or_player else c for c in clauses]


_OTHER = re.compile(r"⟨((?!you⟩|team⟩)[a-z0-9]+)⟩")
_ZONE_OWNER = re.compile(r"⟨([a-z0-9]+)⟩'s (?:life|poison|library|deck|hand|graveyard|side|board)")
_COUNTS_OF_A_ZONE = {"life_is", "poison_is", "library_is", "hand_is", "graveyard_is", "lands_is"}
_RECEIVED = {"life_change", "life_halved", "damage", "draw", "decked", "concede", "poison_gain"}
_JOINED = re.compile(r"(?:,|\band|\bthen|\bbut)\s*(?:then\s+|also\s+|just\s+)?$")


def _coordinated(item: Clause, norm: Normalised) -> bool:
    """A verb joined to the one before it with no subject of its own ("… and then lose 2")."""
    return (
        item.kind in _RECEIVED
        and bool(_JOINED.search(norm.text[max(0, item.start - 12) : item.start]))
        and sentence_subject(norm.text, item.start) is not None
    )


def _zone_owner(item: Clause, norm: Normalised) -> str | None:
    """A count told of a zone or total with its owner inside the clause ("2 cards in my
    graveyard"): the owner's."""
    if item.kind not in _COUNTS_OF_A_ZONE:
        return None
    owners = set(_ZONE_OWNER.findall(norm.text[item.start : item.end]))
    return owners.pop() if len(owners) == 1 else None


# Only a topic or subject particle makes a player the subject: 「相手に」「相手から」「相手の」 do
# not (「相手に1枚引かされた」 is the asker's draw), nor a subject inside a relative clause
# before a card (「相手が出した《白金の天使》が場にいて」: the card's, structure/claims.py).
_OTHER_SUBJECT = re.compile(rf"⟨((?!you⟩|team⟩)[a-z0-9]+)⟩(?=は|が|も)(?!が{RELATIVE_PUT}⟦)")


_JOINED_SUBJECT = re.compile(
    r"(?:^|[.!?;:,] ?|\b(?:so|if|when|while|now|both) )⟨(?P<first>[a-z0-9]+)⟩ (?:and|&|or) $"
)
# (「me and my buddy are both at 1」: both of two, whoever they are)
# ("everyone at the table is at 2 life": the group, whatever is said of it before the verb)
_GROUP_SUBJECT = re.compile(
    r"⟨(?:team|all|opponents)⟩ (?:(?:at|in|around) (?:the|this|our) (?:table|game|pod|match) )?"
    r"(?:each |both |all |too |also )?(?:is |are |was |were )?$|\bboth $"
)


def _subject_unread(item: Clause, norm: Normalised) -> Unreadable | None:
    """Why the clause's subject is not read, or None."""
    if _joined_or_group(item, norm):
        return Unreadable(f"whose is {norm.text[item.start : item.end]!r}?")
    if holder := unknown_holder(item, norm):
        return Unreadable(f"who {holder!r} is is not said")
    unread = item.player is None and item.kind in _NEEDS_PLAYER and norm.lang == "en"
    if unread and (who := unknown_subject(item, norm)):
        return Unreadable(f"who {who!r} is is not said")
    return None


def _joined_or_group(item: Clause, norm: Normalised) -> bool:
    """Two players joined as the subject ("My opponent and I are both at 1"), of whom one is
    read, or a group the clause's reading left out."""
    joined = _JOINED_SUBJECT.search(norm.text, 0, item.start)
    if joined and not norm.text.startswith(f"⟨{joined.group('first')}⟩", item.start):
        return True
    return item.player is None and item.kind in _NEEDS_PLAYER and _group_before(item, norm)


def _group_before(item: Clause, norm: Normalised) -> bool:
    """A group stands right before the clause as its subject ("we each take 2"), where the
    clause's own reading left it out: the clause is not the asker's alone."""
    return bool(_GROUP_SUBJECT.search(norm.text, 0, item.start))


def _the_askers_unsaid(item: Clause, norm: Normalised, resolved: list[Clause]) -> bool:
    """A Japanese clause whose subject is left out as the asker's: by omission, or a blow
    after another player's act toward the speaker (structure/events/toward.py)."""
    return norm.lang == "ja" and (
        _asker_by_omission(item, norm, resolved) or toward_the_asker(item, norm)
    )


def _asker_by_omission(item: Clause, norm: Normalised, resolved: list[Clause]) -> bool:
    """No other player is named before the clause in its sentence, and inside it only as the
    one who did it (「相手の統率者から21点」: the damage is the asker's). A possessor
    (「相手のターンに」「相手の《灰色熊》に」) is not a subject, unless a clause is about them
    (「相手のライフが3」)."""
    sentences = _SENTENCE_END.split(norm.text[: item.start])
    if _OTHER_SUBJECT.search(sentences[-1]):
        return False
    begins = item.start - len(sentences[-1])
    if any(
        c.start >= begins and c.player not in {None, "you"} and c.kind != "controls"
        for c in resolved
    ):
        return False
    inside = set(_OTHER.findall(norm.text[item.start : item.end]))
    return inside <= ({item.other} if item.other else set())


def _switched_subject(item: Clause, norm: Normalised, resolved: list[Clause]) -> str | None:
    """The one other player named as a subject before the clause in its sentence, when the
    clause itself names none: the subject the clause may share, or may have dropped for the
    asker's. None when the clause names another player inside it, or when two are named."""
    sentences = _SENTENCE_END.split(norm.text[: item.start])
    subjects: set[str] = set(_OTHER_SUBJECT.findall(sentences[-1]))
    begins = item.start - len(sentences[-1])
    subjects |= {
        c.player
        for c in resolved
        if c.start >= begins and c.player is not None and c.player != "you" and c.kind != "controls"
    }
    if set(_OTHER.findall(norm.text[item.start : item.end])) - {item.other, None}:
        return None
    if len(subjects) != 1 or subjects & GROUPS:
        return None
    return subjects.pop()


def _sentence_start(item: Clause, norm: Normalised) -> int:
    return max((m.end() for m in _SENTENCE_END.finditer(norm.text, 0, item.start)), default=0)


def _inherits(previous: Clause, item: Clause, norm: Normalised) -> bool:
    """A topic carries on; so does any subject to a loss told right after what befell it
    (「私のライフが0になって負けた」: who lost is whose life went to 0), and a possessor to the
    totals listed right after its own (「相手のライフ6、毒カウンター8個」: both the opponent's)."""
    if previous.player is None:
        return False
    befell = previous.kind in _BEFALLS and item.kind in {"lost", "loses_subgame"}
    listed = (
        {previous.kind, item.kind} <= _COUNTS_OF_A_ZONE
        and previous.kind != item.kind
        and norm.text[previous.end : item.start] in _LIST_JOINS
    )
    return previous.carries or befell or listed


_LIST_JOINS = frozenset({"、", ",", ", ", "と"})


_PLAYER = re.compile(r"⟨([a-z0-9]+)⟩")


def _antecedent(item: Clause, norm: Normalised) -> str | None:
    """The one player named before a pronoun ("Opponent B has Platinum Angel. He bolts me"),
    where no group or second player was: whom "they" stands for in a game of more than two."""
    if "they" not in (item.player, item.other):
        return None
    inside = norm.text.find("⟨they⟩", item.start, item.end)
    if inside < 0:
        return None  # "I swing for 4": at the other player, no pronoun said it
    before = set(_PLAYER.findall(norm.text, 0, inside))
    named = before - {"you", "they", FRIEND, SOMEONE}
    return named.pop() if len(named) == 1 and not named & (GROUPS | {"team"}) else None


def _canonical(item: Clause, setting: Setting, antecedent: str | None) -> Clause | Unreadable:
    """`team` is the asker's team, which only Two-Headed Giant has; other roles must play."""
    if item.player == SOMEONE:
        return Unreadable("which player it is is not said ('someone', 'a player', 「誰か」)")
    players = []
    for role in (item.player, item.other):
        if role == FRIEND:
            role = "they"  # read_setting let it only where there is one other player
        if role == "they" and item.kind == "query":
            role = None  # "Do they win?": the verdict is the asker's, whoever is asked of
        if role == "they":
            # "they" is the opponent where there is one other player, and otherwise the one
            # other player the story named before it.
            if setting.variant != "normal" and antecedent is None:
                return Unreadable("who 'they' are is not said")
            role = "opponent" if setting.variant == "normal" else antecedent
        if role == SOMEONE:
            role = None  # "by someone's Pestilence": who did it is not needed
        if role == "team":
            if setting.variant != "two_headed_giant":
                return Unreadable("'we' in a game without teams")
            role = "you"
        if role is not None and role not in setting.roles | GROUPS:
            return Unreadable(f"{role} does not play in this game")
        players.append(role)
    return replace(item, player=players[0], other=players[1])


def _same_sentence(first: Clause, second: Clause, norm: Normalised) -> bool:
    return not _SENTENCE_END.search(norm.text[first.end : second.start])
