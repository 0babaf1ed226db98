"""A number no fact took, or the word of an event no pattern read, between a story's readings:
either would be lost unread, so the question gets no verdict (`vetoes.veto` asks it last but
one)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.application.situations.matching import Reading, reckoning
from bot.application.situations.structure.amounts import amountless_ja, described_ja, summed_ja
from bot.application.situations.structure.amounts.restated import (
    asked_anew,
    echoed,
    reckoned_left,
    restatements,
)
from bot.application.situations.structure.events.control import taken_for_good
from bot.application.situations.structure.events.headings import heading
from bot.application.situations.structure.gap_words import (
    ATTACK_WORDS,
    amountless,
    asked,
    asked_alternatives,
    blow_told,
    damage_told,
    described,
    did_not_happen,
    names_cause,
    names_poison,
    reckoned_total,
    summed,
)
from bot.application.situations.structure.settling.spells import (
    cast_with_its_effect,
    resolution_told,
)
from bot.application.situations.text_normal import Normalised

_EVENT_WORDS = {
    "en": re.compile(
        # "a draw" and "the draw" name a result or a draw already told, not a new one.
        r"\b(?<!a )(?<!the )(?<!that )(?<!library )(?:draws?(?! for|\?| step| phase)|drew|drawn)\b"
        r"|\b(?:conced\w*|scoop\w*|forfeit\w*|destroy\w*|exile\w*|sacrific\w*"
        r"|dies|died|kill\w*|murder\w*|bounce\w*|mill\w*|phas\w*|cast|casts|resolves?|resolved"
        # A loss told with nothing read of it ("he was at 5 and lost"): a claim left unchecked.
        r"|lost"
        # A player gone by words naming no player ("the other two are dead", "B got
        # eliminated"): the game played with them still in (structure/events/leaving.py).
        r"|(?:is|are|was|were|'s|'re|been|got|gets) (?:already |now |all |both )?"
        r"(?:dead|eliminated|knocked out)"
        # A count of repetitions no reading took ("twice"): an event told more than once.
        r"|twice|thrice"
        # Events the engine has no word for here: what they do would be lost unread.
        r"|pay|pays|paid|paying|discard\w*|swap\w*|exchang\w*|fight\w*|fought|redirect\w*"
        r"|transform\w*|flicker\w*|blink\w*"
        # A permanent that leaves or changes hands by a pronoun ("it leaves", "I control it").
        r"|leaves|left the battlefield|left play|comes back|came back|control|controls|controlled"
        # A spell told by what it is, not by its name ("plays a board wipe", "wraths").
        r"|play|plays|played|wipe\w*|wrath\w*|sweep\w*|nuke\w*|edict\w*|no longer"
        # Damage told by a spell's or a blow's verb with no amount read ("I bolt them").
        r"|bolt|bolts|bolted|burn|burns|burned|shock(?!land)\w*|ping|pings|pinged|zap\w*"
        r"|(?<!the )hit|hits|smack\w*|punch\w*|fireball\w*|drain|drains|drained"
        # Poison given with no count read ("gives me a poison counter" unread).
        r"|poison\w*"
        # A finishing blow told by its verb ("I finished them off", "took them out", "I got
        # them"; the players' marks are blanked here): the totals alone were played,
        # 'keeps_playing'.
        r"|finish\w*|(?:took|take|takes|taking) +out)\b|\bgot +(?=[.,!?])"
    ),
    "ja": re.compile(
        r"投了|降参|引い|引く|引き|引か|ドロー(?!ステップ)|破壊|追放|生け贄|死亡|除去|失っ|失い|失う"
        r"|回復|切削|(?<!呪文を)唱え|フェイズアウト|バウンス|\d回"
        r"|払っ|払い|払う|払わ|捨て|入れ替え|交換|格闘|変身|移し替え"
        # A spell cast or a permanent gone by words no pattern reads (「ラスを撃ちました」,
        # 「天使が手札に戻りました」「いなくなりました」「相手のコントロールになりました」).
        r"|撃っ|撃ち|撃つ|撃た|打っ|打ち|打つ|打た|リセット|手札に戻(?:り|っ|る)|いなくな|消え"
        r"|コントロール(?:に|が)(?:な|移|変)"
        # Poison, or a total's decrease or increase, no reading took (「毒」「3減った」).
        r"|毒|(?<!まで)(?<!に)減(?:っ|り|ら)|増え|増や"
        # A finishing blow told by its verb (「ライフ2を削りきった」「トドメを刺した」「倒された」
        # 「焼き切られた」「バーンで詰められた」): the totals alone were played, 'keeps_playing'.
        r"|削(?:っ|り|ら|れ)|とどめ|トドメ|止めを|刺(?:し|さ|す|せ)|焼(?:い|き|か|く|け)"
        r"|仕留め|倒(?:し|さ|す|せ|れ)|詰め|押し切"
        # ... and a further blow so told beside one read (「さらにもう一発もらった」「追撃された」
        # 「2発目が飛んできた」「ドレインされた」「ライフを吸われた」「ライフロスを食らった」).
        r"|燃や|追撃|ドレイン|滅殺|吸(?:わ|い|っ|う)|飛んで(?:き|来)|発目|(?:[一二三\d]|もう一)発"
        r"|ライフロス(?=を|が)"
        # A permanent gone by a board wipe's or a kill's word (「天使を流された」「殺された」).
        r"|流(?:さ|し)|殺(?:さ|し|す)"
    ),
}


_MARKS = re.compile(r"⟦\*⟧を(?:唱え|撃ち|撃っ|撃た|打ち|打っ|打た)|⟦[^⟧]*⟧|⟨[^⟩]*⟩")


@dataclass(frozen=True)
class OpenNumber:
    """A number of the story no fact took: where it stands in the normalised text, and what."""

    start: int
    end: int
    value: int


def _gaps(norm: Normalised, reading: Reading) -> Iterator[tuple[int, str]]:
    """Each stretch of text between the readings, where it starts, with the marks of cards and
    players blanked to the same length (a word's place in the gap is its place in the text)."""
    titled = [span] if (span := heading(norm)) else []
    read = sorted(
        [*((c.start, c.end) for c in reading.every), *restatements(norm, reading), *titled]
    )
    edges = [0, *(x for span in read for x in span), len(norm.text)]
    for start, end in zip(edges[::2], edges[1::2], strict=True):
        # An unmodelled card's own casting is the card veto's to judge.
        yield start, _MARKS.sub(lambda mark: " " * len(mark.group()), norm.text[start:end])


def _numbers_unread(norm: Normalised, reading: Reading, start: int, gap: str) -> list[OpenNumber]:
    found = []
    for number in re.finditer(r"\d+", gap):
        first, last = start + number.start(), start + number.end()
        # The asker's own arithmetic of a rule (「半分切り上げで0点」) is the engine's to do,
        # and so is a total the question itself reckons ("so I'm at 29, am I out?").
        if not (
            described_ja.incidental(norm, reading, first, last)
            or reckoning(norm, first, last)
            or reckoned_total(norm, first, last)
            or asked_alternatives(norm, first, last)
            or described(norm, reading, first, last)
            or echoed(norm, reading, first, last)
            or (summed(norm, first) and reckoned_left(norm, reading, first, last))
        ):
            found.append(OpenNumber(first, last, int(number.group())))
    return found


def open_numbers(norm: Normalised, reading: Reading) -> list[OpenNumber]:
    """Every number between the readings that no fact took, in the order told."""
    return [
        number
        for start, gap in _gaps(norm, reading)
        for number in _numbers_unread(norm, reading, start, gap)
    ]


def unread_number(
    norm: Normalised, reading: Reading, spared: frozenset[int] = frozenset()
) -> str | None:
    """A number no fact took, or the word of an event no pattern read, between the clauses;
    `spared`: where numbers stand that the verdict plays in every role instead
    (unread_numbers/), every other word still read as it is here."""
    for start, gap in _gaps(norm, reading):
        if "⟪~⟫" in gap:
            return "a count said by no number"
        for number in _numbers_unread(norm, reading, start, gap):
            if number.start not in spared:
                return f"a number no fact took: {number.value}"
        # (in the text itself, which the words before the gap may qualify: "dies in combat")
        for blow in ATTACK_WORDS[norm.lang].finditer(norm.text, start, start + len(gap)):
            if not damage_told(norm, reading, blow.start()):
                return f"not understood: an attack with no damage told ({blow.group()!r})"
        if norm.lang == "en" and (unsaid := amountless(norm, start, gap, reading)):
            return f"not understood: an event told as {unsaid!r}"
        if untold := amountless_ja.untold(norm, reading, start, gap):
            return f"not understood: damage told with no amount ({untold!r})"
        for event in _EVENT_WORDS[norm.lang].finditer(gap):
            first, last = start + event.start(), start + event.end()
            # What the question asks about ("do I have to exile Mastery?") or says did not
            # happen (「次のドローはしてない」) is no event of the story.
            if not (
                asked(norm, first)
                or did_not_happen(norm, first, last)
                or blow_told(norm, reading, first)
                or names_cause(norm, reading, first, last)
                or _CARD_GONE[norm.lang].match(norm.text, first)  # "lost my Angel": below
                or names_poison(norm, reading, last)
                or cast_with_its_effect(norm, reading, first)
                or resolution_told(norm, reading, first)
            ):
                return f"not understood: an event told as {event.group()!r}"
    if norm.lang == "en" and (anew := asked_anew(norm, reading)) is not None:
        return f"a number no fact took: {anew}"
    taken = taken_for_good(norm, reading.clauses)
    for card in _CARD_GONE[norm.lang].finditer(norm.text):
        # A card gone or taken by words no pattern reads ("The Angel is gone now", "I lost
        # my Angel to a removal spell", "my opponent took my Angel"); "stole my Angel" is
        # read where its control passes (structure/events/control.py).
        if not (asked(norm, card.start()) or any(s <= card.start() < e for s, e in taken)):
            return f"not understood: what befell a card ({card.group()!r})"
    unsummed = [c for c in reading.every if c.kind == summed_ja.UNSUMMED]
    if unsummed:  # a sum that is not the sum of the amounts told (summed_ja.py)
        return f"a number no fact took: {unsummed[0].numbers[0]}"
    return None


_CARD_GONE = {
    "en": re.compile(
        r"\b(?:took|takes|take|taken|stole|steals|steal|lost|lose|loses|losing)"
        r" (?:⟨[a-z0-9]+⟩'s |the |his |her |their )?⟦\d+⟧(?! (?:sub)?game)"
        r"|⟦\d+⟧(?: is| was|'s| has)? (?:been )?(?:gone|no longer|missing)"
    ),
    # 「《白金の天使》がいたけど、もういない」: it was there, and is gone by words no pattern reads
    # (so is anything told as no more: 「ライブラリーがもうない」).
    "ja": re.compile(
        r"⟦\d+⟧(?:が|は|も)?(?:場に|戦場に)?(?:いた|あった)(?:けど|けれど|が|のに)"
        r"|(?:もう|今は)(?:場に|戦場に)?(?:いない|いません|いなく|ない|ありません|なく)"
    ),
}


# The words of events, for the guard of an event told in a question (doubts/readings.py).
EVENT_WORDS = _EVENT_WORDS
