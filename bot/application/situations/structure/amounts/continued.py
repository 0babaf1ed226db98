"""An amount told as more of what was just told: "then for 4 more", "and another 3", "I get 1
more", 「さらに6点殴られました」「追加で2個乗りました」. The clause names no unit or no event of
its own; it is the event before it again, with the new amount, to the same player from the same
one.

A clause of only another player and an amount after a blow ("hit me for 6 and my teammate for
4") is the same blow's dealer hitting that player.

Only a clause made of the amount, a word that says "more" and words that fit the event before
(its verb's class, its unit, its players in their places) is read so; anything else leaves it
to the structure reader and the vetoes. A total told before ("I have 9 poison counters and get
1 more", 「毒が8個で、追加で2個乗りました」) makes its increase the event.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.pattern_kit import Clause
from bot.application.situations.structure.english import Token, tokens, verb_class
from bot.application.situations.structure.phrases import INFECT

# What each kind told before goes on as, and the words that may say it again.
_GOES_ON = {
    "damage": "damage",
    "life_change": "life_change",
    "poison_gain": "poison_gain",
    "poison_is": "poison_gain",
    "commander_damage": "commander_damage",
    "draw": "draw",
}
_EN_VERBS = {
    "damage": {"deal", "take"},
    "commander_damage": {"deal", "take"},
    "life_change": {"lose", "gain"},
    "poison_gain": {"take", "gain", "have", "deal"},
    "draw": {"draw"},
}
_EN_UNITS = {
    "damage": {"damage", "dmg", "combat"},
    "commander_damage": {"damage", "dmg", "combat", "commander"},
    "life_change": {"life"},
    "poison_gain": {"poison", "counter", "counters"},
    "draw": {"card", "cards"},
}
_EN_MORE = frozenset({"more", "another", "additional", "extra", "further", "again"})
# (with the words of when it came: "this turn it connects for 6 more")
_EN_FILLER = frozenset(
    "for and then a an of points point it get gets got also just".split()
    + "this turn now later next time".split()
)
# The asker's team is the asker in Two-Headed Giant; "him" after the opponent's total is the
# opponent ("opp has 9 poison, I give him 1 more").
_SAME_PLAYER = ({"you", "team"}, {"they", "opponent"})
_BREAK = re.compile(r"[,.;:!?、。]|\b(?:and|then|but|so)\b|て|で")
_ALSO = re.compile(r"⟨([a-z0-9]+)⟩ for (\d+)(?: damage| dmg)?")
_THEN_FOR = re.compile(
    r"(?:then |again |also )*for (\d+)(?: damage| dmg)?(?: again| this turn| (?:on )?their turn)?"
)
# The words that start a source after the amount, and a source whose damage is no damage.
_SOURCE = frozenset({"from", "by", "with"})
_SOURCE_TAKES_POISON = frozenset({"infect", "toxic", "poisonous", "wither", "poison"})
_GIVE = frozenset({"give", "gives", "gave", "put", "puts"})
_JA_MORE = re.compile(r"さらに|更に|追加で|もう|続けて|また")
_JA_COUNTER = {
    "damage": "点",
    "commander_damage": "点",
    "life_change": "点",
    "poison_gain": "(?:個|つ)",
    "draw": "枚",
}
_JA_VERBS = {
    "damage": r"(?:受け|(?:食|く|喰|も)ら[っいうわ]|殴られ|撃たれ|攻撃され|叩き込まれ"
    r"|入(?:っ|り|る))",
    "life_change": r"(?:失(?:う|っ|い|わ)|得|回復)",
    "poison_gain": r"(?:もら[っいうわ]|乗(?:っ|り|る|せられ)|置かれ|受け|得|入(?:っ|り|る)"
    r"|追加され)",
    "draw": r"(?:引(?:く|い|き|か)|ドロー)",
}
_SENTENCE_ENDS = re.compile(r"[。!?]|$")
_JA_UNSAID = r"(?:の(?:戦闘)?ダメージ)?"
_JA_TAIL = r"(?:ダメージ)?(?:を|が|の)?{verb}[^、。,.!?？]{0,8}$"


def previous_event(before: list[Clause], start: int) -> Clause | None:
    """The last clause told before `start` whose kind can go on."""
    told = [c for c in before if c.end <= start and c.kind in _GOES_ON]
    return max(told, key=lambda c: c.start) if told else None


def read(text: str, span: tuple[int, int], lang: str, before: list[Clause]) -> list[Clause] | None:
    """The clause as more of the event before it, or None when it is not one."""
    previous = previous_event(before, span[0])
    if previous is None or not _BREAK.search(text, previous.end, span[0]):
        return None  # "I draw 2 more cards" read as "I draw" and "2 more": one clause
    if previous.kind == "damage" and INFECT.search(text, previous.start, previous.end):
        previous = replace(previous, kind="poison_gain")  # as phrases.infect_blows reads it
    kind = _GOES_ON[previous.kind]
    also = _ALSO.fullmatch(text, *span) if lang == "en" and kind == "damage" else None
    if also is not None:
        # "hit me for 6 and my teammate for 4": the same blow's dealer, another player hit.
        target = also.group(1)
        if target == previous.other:
            return None
        dealt = replace(previous, start=span[0], end=span[1], player=target)
        return [replace(dealt, numbers=(int(also.group(2)),), carries=False)]
    # (not a commander's: "and then for 11" may be damage it dealt outside combat, 903.10a)
    then_for = _THEN_FOR.fullmatch(text, *span) if lang == "en" and kind == "damage" else None
    if then_for is not None and " for " in text[previous.start : previous.end]:
        # "hits me for 4 and then for 3": the same blow again, for the new amount.
        again = replace(previous, start=span[0], end=span[1], numbers=(int(then_for.group(1)),))
        return [replace(again, carries=False)]
    if lang == "ja":
        amount = _japanese(text, span, kind, previous, before)
        other = previous.other
    else:
        amount, other = _english(text, span, kind, previous) or (None, None)
    if amount is None:
        return None
    again = replace(previous, kind=kind, start=span[0], end=span[1], numbers=(amount,), option="")
    return [replace(again, other=other, carries=False)]


def _english(
    text: str, span: tuple[int, int], kind: str, previous: Clause
) -> tuple[int, str | None] | None:
    """(amount, who did it) of a clause such as "then for 4 more", "opp gives me another 1"."""
    toks = tokens(text, *span)
    words = {t.text for t in toks}
    numbers = [t.number for t in toks if t.number is not None]
    if len(numbers) != 1 or numbers[0] < 0:
        return None
    if not _EN_MORE & words:
        return _listed(text, span, toks, kind, previous)
    verbs: list[tuple[int, str]] = []
    named = any(t.role and not t.text.endswith("'s") for t in toks)
    source = False  # after "from"/"by"/"with": the words that name the source
    for index, token in enumerate(toks):
        if token.text in _SOURCE_TAKES_POISON and (kind != "poison_gain" or named):
            # "3 more from an infect guy": poison, which the event before is not (or is, and
            # goes on it, where the clause names no one else: "my teammate took 5 more …" is
            # the teammate's, the structure's to read)
            return None
        source = source or token.text in _SOURCE
        if token.number is not None or token.text in _EN_MORE | _EN_FILLER | _EN_UNITS[kind]:
            continue
        if source and token.role is None and token.card is None:
            continue  # "then 13 more from a burn spell": what dealt it, as the event before
        cls = "deal" if token.text in _GIVE else verb_class(token.text)
        if cls in _EN_VERBS[kind]:
            verbs.append((index, cls))
        elif token.role is None:
            return None
    if len(verbs) > 1 or (kind == "poison_gain" and source and not words & _SOURCE_TAKES_POISON):
        return None  # "1 more from his other guy": poison or damage, a source with no infect
    fit = _players_fit(toks, verbs[0] if verbs else None, previous)
    if fit is None:
        return None
    amount = numbers[0]
    lost = kind == "life_change" and (previous.numbers or (0,))[0] < 0
    return (-amount if lost else amount), fit[0]


# A bare amount after the event before, in a list ("I take 7, 7 and 6", "4, then 2"): joined
# by "and" or "then", or by a comma with another amount after it. A bare number after a comma
# alone ("I take 4, 6.") may be the total it left, and is not read.
_JOINED = re.compile(r"\s*,?\s*(?:and then|and|then)\s*")
_LISTS_ON = re.compile(r"\s*(?:,|,? and|,? then)\s*\d")


def _listed(
    text: str, span: tuple[int, int], toks: list[Token], kind: str, previous: Clause
) -> tuple[int, str | None] | None:
    """(amount, who did it) of an amount alone ("then 3 damage", "and 6", "then 6 from a
    giant") that goes on the event before, or None."""
    source = _source(toks, previous, kind)
    if source is None:
        return None
    toks, other = source
    units = [t for t in toks if t.number is None]
    if (
        previous.kind == "poison_is"
        or len(toks) > 3
        or any(t.text not in _EN_UNITS[kind] | {"points", "of"} for t in units)
    ):
        return None
    between = text[previous.end : span[0]]
    joined = _JOINED.fullmatch(between) or (
        between.strip() == "," and _LISTS_ON.match(text, span[1])
    )
    if not (units or joined):
        return None
    amount = next(t.number for t in toks if t.number is not None)
    lost = kind == "life_change" and (previous.numbers or (0,))[0] < 0
    return (-amount if lost else amount), other


def _source(
    toks: list[Token], previous: Clause, kind: str
) -> tuple[list[Token], str | None] | None:
    """The clause's tokens before the source its amount came from ("then 6 from a giant",
    "and 4 from his Hill Giant"), and who did it: the source's player where it names one
    (none but the one who did the event before), else the event before's. None where the
    source says more than what dealt it: a number, a card, a verb, another player, or a
    word that makes the damage poison ("from an infect guy")."""
    at = next((i for i, t in enumerate(toks) if t.text in _SOURCE), len(toks))
    other = previous.other
    for token in toks[at + 1 :]:
        if token.number is not None or token.card is not None or "/" in token.text:
            return None
        if verb_class(token.text) is not None:
            return None
        if token.text in _SOURCE_TAKES_POISON and kind != "poison_gain":
            return None
        role = token.role
        if role is not None and (role == previous.player or other not in {None, role}):
            return None
        other = role or other
    if at < len(toks) and (at + 1 == len(toks) or at == 0):
        return None  # "from" with nothing after it, or no amount before it
    return toks[:at], other


def _players_fit(
    toks: list[Token], verb: tuple[int, str] | None, previous: Clause
) -> tuple[str | None] | None:
    """(who did it,) when the players the clause names stand where the event before had them:
    the one it befell as the subject of receiving or the object of dealing, the one who did
    it as the subject of dealing or after "from"/"by"; None when one stands elsewhere."""
    verb_at, cls = verb if verb else (len(toks), "")
    other = previous.other
    for index, token in enumerate(toks):
        role = token.role
        if role is None:
            continue
        after_from = index > 0 and toks[index - 1].text in {"from", "by"}
        if token.text.endswith("'s") and not after_from:
            return None  # "from his infect guy": the source's possessor did it
        agent = (cls == "deal" and index < verb_at) or after_from
        if not agent and role != previous.player and not _same_count(role, previous):
            return None
        if agent and role == previous.player:
            return None
        if agent and other not in {None, role}:
            return None
        if agent:
            other = role
    return (other,)


# Two-Headed Giant's heads share one poison count (810.10, 704.6b): "my teammate took 5 more,
# then I take 1 more" goes on the team's count (a library or a draw is a head's own).
_TEAM = frozenset({"you", "team", "teammate"})


def _same_count(role: str, previous: Clause) -> bool:
    together = {role, previous.player}
    return together in _SAME_PLAYER or (previous.kind in _POISON and together <= _TEAM)


_POISON = frozenset({"poison_gain", "poison_is"})


def _next_to(previous: Clause, span: tuple[int, int], before: list[Clause]) -> bool:
    """Whether nothing was read between the event before and the clause: an amount with no
    verb goes on from that event only (「3点受けた。相手はライフ10。さらに2点。」 does not)."""
    return not any(previous.end <= c.start < span[0] for c in before)


def _japanese(
    text: str, span: tuple[int, int], kind: str, previous: Clause, before: list[Clause]
) -> int | None:
    part = text[span[0] : span[1]]
    if not _JA_MORE.search(part) or kind not in _JA_COUNTER:
        return None
    verb = _JA_VERBS["damage" if kind == "commander_damage" else kind]
    # 「…19点食らって、さらに1点。」: the sentence ends on the amount, the verb the one before.
    tails = [_JA_TAIL.replace("{verb}", verb)]
    if _SENTENCE_ENDS.match(text, span[1]) and _next_to(previous, span, before):
        tails.append(_JA_UNSAID)
    lead = (
        rf"(?:⟨(?P<p>[a-z0-9]+)⟩(?:は|が|も))?[^\d⟦⟨、。]{{0,4}}?(?:{_JA_MORE.pattern})"
        rf"(?P<n>\d+){_JA_COUNTER[kind]}"
    )
    found = next((m for tail in tails if (m := re.fullmatch(lead + tail, part))), None)
    said = found.group("p") if found else None
    if found is None or not (said in {None, previous.player} or _same_count(said, previous)):
        return None
    if re.search(r"な(?:い|かっ|く)|ず|ません", part[found.end("n") :]):
        return None
    amount = int(found.group("n"))
    lost = "失" in part or (
        found.re.pattern.endswith(_JA_UNSAID) and bool(previous.numbers) and previous.numbers[0] < 0
    )
    return -amount if kind == "life_change" and lost else amount
