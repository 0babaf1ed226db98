"""An English clause read by its structure: the verb's class, the player before it (who), the
player after it or after "by"/"from" (whom, or who did it), its numbers with the unit that
follows each, and its cards.

Every number, card and event word of the clause must be taken by one reading; a clause with
anything left over, or with a negation, is not understood (None) and stays unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from bot.application.situations.pattern_kit import Clause, clause_at
from bot.application.situations.structure import lexicon_en as lex
from bot.application.situations.structure.settling.pronouns import NO_PLAYER, attacker

# A rough number (⟪~5⟫, text_normal.py) is a token of its own, and no number.
_TOKEN = re.compile(r"⟨[a-z0-9]+⟩(?:'s)?|⟦(?:\d+|\*)⟧(?:'s)?|⟪~?\d*⟫|-?\d+|[a-z][a-z'\-]*")


@dataclass(frozen=True)
class _Token:
    text: str
    start: int
    end: int

    @property
    def role(self) -> str | None:
        match = re.match(r"⟨([a-z0-9]+)⟩", self.text)
        return match.group(1) if match else None

    @property
    def card(self) -> int | None:
        match = re.match(r"⟦(\d+)⟧", self.text)
        return int(match.group(1)) if match else None

    @property
    def number(self) -> int | None:
        return int(self.text) if re.fullmatch(r"-?\d+", self.text) else None


_OWNERS = frozenset({"their", "his", "her", "my", "its"})
Token = _Token


def verb_class(word: str) -> str | None:
    """The lexicon's class of a word ("smacks" -> "deal"), or None."""
    return lex.VERBS.get(word)


def tokens(text: str, start: int, end: int) -> list[_Token]:
    """The clause's tokens, less the words that only frame another: "own" after an owner
    ("their own Persecutor") and a spell cast as the means of what it does."""
    found: list[_Token] = []
    means = [m.span() for m in lex.MEANS.finditer(text, start, end)]
    means += [m.span() for m in lex.WHEN.finditer(text, start, end)]
    means += [
        m.span()
        for m in lex.CAUSE.finditer(text, start, end)
        if lex.LOST.search(text, start, m.start())
    ]
    # "with" before a size is no verb of having: "hit him with two 3/3s for 6".
    sizes = {
        m.start("with") if m.group("with") else m.start("size"): m.end("size")
        for m in lex.SOURCE_SIZE.finditer(text, start, end)
    }
    for match in _TOKEN.finditer(text, start, end):
        token = _Token(match.group(), match.start(), match.end())
        if token.start in sizes:  # the size, one word; its numbers are skipped
            token = _Token(
                text[token.start : sizes[token.start]], token.start, sizes.pop(token.start)
            )
        elif found and found[-1].start <= token.start < found[-1].end:
            continue
        if token.text == "own" and found and (found[-1].text in _OWNERS or found[-1].role):
            continue
        if token.text in lex.COUNT_NOUNS and found and found[-1].text in lex.ZONES:
            continue  # "library size 0": the zone's count
        if token.text == "turn" and found and found[-1].text in lex.NOW:
            continue  # "this turn I took 5": when, which the order told already says
        if any(first <= token.start < last for first, last in means):
            continue
        found.append(token)
    return found


def read(text: str, span: tuple[int, int]) -> list[Clause] | None:
    """The clause's readings ([] when it holds nothing salient), or None when it is not read."""
    told = tokens(text, *span)
    toks, times = _repeated(told)
    salient = [t for t in toks if _salient(t)]
    if not salient:
        return []
    words = {t.text for t in toks}
    if words & (lex.NEGATIONS | lex.OUT_OF_REACH):
        return None
    verbs = [(i, cls) for i, t in enumerate(toks) if (cls := _verb(toks, i))]
    own = verbs and {t.text for t in toks[: verbs[0][0]]} & NO_PLAYER  # "so it hits": whose?
    hint = attacker(text, span[0]) if own else sentence_subject(text, span[0])
    numbered = any(t.number is not None for t in toks)
    reading = _numbered(toks, verbs, hint) if numbered else None
    if reading is None:
        reading = _unnumbered(toks, verbs, hint)
    if reading is None:
        return None
    clauses, used = reading
    if any(t.start not in used for t in salient):
        return None
    # The count and the time are the clause's too ("drain them for 2 twice", "… on my turn").
    when = [m.end() for m in lex.WHEN.finditer(text, *span)]
    return [replace(c, end=max(c.end, told[-1].end, *when)) for c in clauses] * times


_TIMES = {"twice": 2, "thrice": 3}


def _repeated(toks: list[_Token]) -> tuple[list[_Token], int]:
    """The clause without its count of repetitions ("hit them for 2 twice", "3 times"), and
    the count: what it tells happened that many times."""
    for index, token in enumerate(toks):
        if token.text in _TIMES:
            return toks[:index] + toks[index + 1 :], _TIMES[token.text]
        after = toks[index + 1].text if index + 1 < len(toks) else ""
        if token.number is not None and after == "times" and 1 < token.number <= 10:
            return toks[:index] + toks[index + 2 :], token.number
    return toks, 1


_PASSIVE_BLOWS = frozenset(
    "hit smacked punched zapped pinged shocked bolted burned burnt fireballed".split()
)


def _verb(toks: list[_Token], index: int) -> str | None:
    """The token's verb class; a card the engine does not know between two players is a spell
    used as the verb ("they Shock me for 2")."""
    token = toks[index]
    if token.text == "draw" and index + 1 < len(toks) and toks[index + 1].text in {"step", "phase"}:
        return None  # "at my draw step": a step, no draw
    if token.text in _PASSIVE_BLOWS and (index and toks[index - 1].text in lex.PASSIVE):
        return "take"  # "I get hit for 6", "I was bolted for 3"
    if token.text == "⟦*⟧" and 0 < index < len(toks) - 1:
        before, after = toks[index - 1], toks[index + 1]
        if before.role and after.role and not before.text.endswith("'s"):
            return "deal"
    return lex.VERBS.get(token.text)


def _salient(token: _Token) -> bool:
    cls = lex.VERBS.get(token.text)
    return (
        token.number is not None
        or token.card is not None
        or cls
        in {"lose", "gain", "deal", "draw", "concede", "remove", "dies", "cast", "take", "drain"}
    )


def _subject(toks: list[_Token], before: int) -> str | None:
    for token in reversed(toks[:before]):
        if token.role and not token.text.endswith("'s"):
            return token.role
    return None


def _after(toks: list[_Token], index: int, *, stop: int | None = None) -> str | None:
    for token in toks[index + 1 : stop]:
        if token.role and not token.text.endswith("'s"):
            return token.role
    return None


def _agent(toks: list[_Token]) -> str | None:
    """Who did it: the player after "by"/"from", or the possessor of a source ("opp's dragon")."""
    for index, token in enumerate(toks):
        if token.text in {"by", "from"} and index + 1 < len(toks):
            role = toks[index + 1].role
            if role:
                return role
    owners = [t.role for t in toks if t.role and t.text.endswith("'s")]
    return owners[0] if len(owners) == 1 else None


def _unit(toks: list[_Token], index: int) -> str | None:
    for token in toks[index + 1 : index + 4]:
        if token.text in lex.UNITS:
            return lex.UNITS[token.text]
        if token.text not in lex.SKIP_TO_UNIT:
            return None
    return None


def _verb_before(verbs: list[tuple[int, str]], index: int) -> tuple[int, str] | None:
    before = [(i, cls) for i, cls in verbs if i < index]
    return before[-1] if before else None


_PREPOSITIONS = frozenset({"to", "from", "by", "with", "for", "at", "against", "on", "of", "than"})
_SENTENCE = re.compile(r"[.!?]")


def sentence_subject(text: str, start: int) -> str | None:
    """The subject a coordinated verb shares ("I don't block and take 3"): the last player
    before the clause in its sentence who is no preposition's object and no possessor. A
    relative clause's ("…to my opponent who is at 3") is the player right before it, if any."""
    begins = max((m.end() for m in _SENTENCE.finditer(text, 0, start)), default=0)
    before = tokens(text, begins, start)
    if _RELATIVE.match(text, start):
        last = before[-1] if before else None
        return last.role if last and last.role and not last.text.endswith("'s") else None
    subject = None
    previous = ""
    for token in before:
        if token.role and not token.text.endswith("'s") and previous not in _PREPOSITIONS:
            subject = token.role
        previous = token.text
    return subject


_RELATIVE = re.compile(r"(?:who|which|that|whose)\b")


def _numbered(
    toks: list[_Token], verbs: list[tuple[int, str]], hint: str | None
) -> tuple[list[Clause], set[int]] | None:
    """One number: what it counts decides the reading with the verb before it."""
    numbered = [i for i, t in enumerate(toks) if t.number is not None]
    if len(numbered) != 1 or any(t.card is not None for t in toks):
        return None
    index = numbered[0]
    value = toks[index].number
    assert value is not None
    unit = _unit(toks, index)
    verb = _verb_before(verbs, index)
    cls = verb[1] if verb else None
    kind, sign = _number_kind(toks, index, unit, cls)
    if kind is None or (kind == "damage" and unit is None and not _bare(toks, index)):
        return None  # "hit by 2 creatures": the number counts something else
    if verb is not None and any(t.text in lex.PRONOUNS for t in toks[: verb[0]]):
        return None  # "it hits her creature": who "her" is, the reader does not know
    made = _made_to(toks, verb[0]) if verb is not None else None
    if made == "":
        return None  # "I make my friend draw 3": the one made to is no player named
    subject = made or _subject(toks, verb[0] if verb else index) or hint
    player, other = subject, None
    if cls == "drain" and verb is not None:
        # "opp drains me for 3": the life is the object's, lost to the subject.
        player, other = _after(toks, verb[0]), _subject(toks, verb[0]) or hint
        if player is None:
            return None
    if kind == "damage":
        player, other = _damage_roles(toks, verb, subject)
        if player is None and verb is not None and verb[1] == "deal":
            return None  # "opponent deals 4 damage": to whom is not said
    used = {toks[index].start} | ({toks[verb[0]].start} if verb else set())
    # From the first word the reading takes or the player it names to the clause's end.
    span_start = min(t.start for t in toks if t.start in used or t.role)
    span_end = toks[-1].end
    clause = Clause(
        kind, span_start, span_end, player, other, (sign * value,), carries=subject is not None
    )
    return [clause], used


def _number_kind(
    toks: list[_Token], index: int, unit: str | None, cls: str | None
) -> tuple[str | None, int]:
    before = toks[index - 1].text if index else ""
    if unit == "poison":
        if cls in {"take", "gain"} or before == "more":
            return "poison_gain", 1
        return ("poison_is", 1) if cls in {None, "have", "become"} else (None, 1)
    if unit == "cards":
        if cls == "draw":
            return "draw", 1
        zone = next((lex.ZONES[t.text] for t in toks[index:] if t.text in lex.ZONES), None)
        return (zone, 1) if cls in {None, "have"} else (None, 1)
    if unit == "life" and cls in {"lose", "gain"}:
        return "life_change", -1 if cls == "lose" else 1
    if cls == "drain" and unit in {None, "life"}:
        return "life_change", -1
    if cls in {"lose", "gain"} and unit is None and toks[-1].text in {toks[index].text, "more"}:
        return "life_change", -1 if cls == "lose" else 1  # "and gain 3", "I lose 2 more"
    if cls in {"deal", "take"} and before in {"to", "at"}:
        return None, 1  # "swings, taking me to 0": where it left the player, not what it dealt
    if unit == "damage" or cls in {"deal", "take"} or before == "for":
        return ("damage", 1) if cls in {"deal", "take"} and unit in {None, "damage"} else (None, 1)
    if cls == "draw" and unit is None:
        return "draw", 1
    if cls is None and unit is None and before in lex.ZONES:
        return lex.ZONES[before], 1  # "library 0, hand 0"
    if cls is None and unit is None and before in {"is", "was"} and index > 1:
        return lex.ZONES.get(toks[index - 2].text), 1  # "library size is 0"
    if unit is None and cls in {None, "have", "become"} and before in {"at", "on", "to"}:
        # "my library is at 0": the total of the zone the clause names, never a life.
        zone = next((lex.ZONES[t.text] for t in toks[:index] if t.text in lex.ZONES), None)
        return zone or "life_is", 1
    if unit == "life" and cls in {None, "have", "become"} and before in {"at", "on", "to"}:
        return "life_is", 1
    if unit == "life" and cls in {None, "have"}:
        return "life_is", 1
    return None, 1


def _bare(toks: list[_Token], index: int) -> bool:
    """Whether the number stands alone, no noun after it that it could count."""
    after = toks[index + 1] if index + 1 < len(toks) else None
    if after is None or after.role or after.card is not None:
        return True
    return after.text in lex.AFTER_AMOUNT


def _made_to(toks: list[_Token], verb: int) -> str | None:
    """The player a causative before the verb makes do it ("I make them draw 3": them), ""
    when that is no player, None when there is no causative."""
    for index in range(verb - 1, -1, -1):
        if toks[index].text in lex.CAUSATIVES:
            between = [t for t in toks[index + 1 : verb] if t.role and not t.text.endswith("'s")]
            return (between[0].role or "") if len(between) == 1 else ""
    return None


def _damage_roles(
    toks: list[_Token], verb: tuple[int, str] | None, subject: str | None
) -> tuple[str | None, str | None]:
    """(to, by): "I take 3 from opp" is to the subject; "opp bolts me for 3" to the object."""
    if verb is None:
        return None, None
    if verb[1] == "take":
        return subject, _agent(toks)
    target = _after(toks, verb[0])
    after = toks[verb[0] + 1 :]
    owned = [
        (t, n) for t, n in zip(after, [*after[1:], None], strict=True) if t.role and "'" in t.text
    ]
    if target is None and owned:
        # "hits my face for 3" is the player; "hits my creature for 3" a permanent of theirs.
        face = len(owned) == 1 and owned[0][1] is not None and owned[0][1].text in {"face", "dome"}
        target = owned[0][0].role if face else None
        if target is None:
            return None, None
    # "opp's creature deals 5 to me": the source's possessor before the sentence's subject.
    by = _subject(toks, verb[0]) or _agent(toks) or subject
    if target is None and toks[verb[0]].text in lex.SWINGS and by not in {None, "you"}:
        # "Opp's creature connects for 4": another player's attack with no one named hits
        # the asker, as "opponent swings for 5" does.
        return "you", by
    swung_for = verb[0] + 1 < len(toks) and toks[verb[0] + 1].text == "for"
    if target is None and toks[verb[0]].text in lex.SWINGS and by == "you" and swung_for:
        return "they", by  # "I swing for 4": the other player, in a two-player game only
    if target is None:
        return None, None
    return target, by


def _unnumbered(
    toks: list[_Token], verbs: list[tuple[int, str]], hint: str | None
) -> tuple[list[Clause], set[int]] | None:
    """A clause with no number: a card held, cast or leaving, a draw, a concession."""
    if len(verbs) != 1:
        return None
    index, cls = verbs[0]
    cards = [t for t in toks if t.card is not None]
    subject = _subject(toks, index) or hint
    used = {toks[index].start, *(t.start for t in cards)}
    span = (toks[0].start, toks[-1].end)
    listed = tuple(t.card for t in cards if t.card is not None)
    if cls == "draw" and not cards:
        empty = {"empty", "library"} <= {t.text for t in toks}
        kind = "decked" if empty else "draw"
        return [clause_at(kind, span, player=subject, carries=subject is not None)], used
    if cls == "concede" and not cards:
        return [clause_at("concede", span, player=subject)], used
    if not cards or any(t.text == "⟦*⟧" for t in toks):
        return None
    first = listed[0]
    if cls == "have" and index < toks.index(cards[0]):
        if lex.held_elsewhere({t.text for t in toks}, toks[index].text):
            return None  # "has Platinum Angel in hand": held elsewhere than in play
        return [clause_at("controls", span, player=subject, card=first, cards=listed)], used
    if cls == "cast" and len(cards) == 1 and subject:
        return [clause_at("cast", span, player=subject, card=first, cards=listed)], used
    if cls in {"remove", "dies"}:
        # Only a possessive on the card itself is its owner ("my buddy destroys the Angel": the
        # buddy is mine, the Angel is not said to be).
        at = toks.index(cards[0])
        before = toks[at - 1] if at else None
        owner = before.role if before and before.role and before.text.endswith("'s") else None
        if owner is None and any(t.role and t.text.endswith("'s") for t in toks):
            return None
        if owner is None and any(t.text in {"their", "his", "her"} for t in toks[index:]):
            # "opponent sacrifices their Persecutor": the doer's own; "I exile his Angel": the
            # other player's, who is "they" (the opponent only in a two-player game).
            owner = "they" if subject == "you" else subject
        option = lex.LEAVE_TO.get(toks[index].text, "destroyed")
        return [
            clause_at("leaves", span, player=owner, card=first, cards=listed, option=option)
        ], used
    return None
