"""What a read story does not settle, whatever was read: the checks that refuse a verdict
because the question asks a procedure or a rule in general, names a permanent no modelled card
is, states an event under a condition, asks about an amount the story never tells, or tells
damage beside a commander without reading it as commander damage.
"""

from __future__ import annotations

import re

from bot.application.situations.card_names import TURN_SPELLS
from bot.application.situations.matching import EVENT_KINDS, Reading, reckoning
from bot.application.situations.pattern_kit import (
    SENTENCE_END,
    Clause,
    sentence_around,
    sentence_start,
)
from bot.application.situations.structure.gap_words import asked
from bot.application.situations.structure.timing.asked_totals import reckoned_without_start
from bot.application.situations.structure.timing.past_totals import unplaceable
from bot.application.situations.structure.timing.steps import STEP_CARDS
from bot.application.situations.structure.timing.subgame_start import libraries_first
from bot.application.situations.text_normal import Normalised

# What a player may do is a procedure, not a situation ("Can I respond to Shahrazad?",
# 「《稲妻》って撃てますか？」); whether they can lose or win is the verdict's question.
_MAY_I = {
    "en": re.compile(
        r"\b(?:can|may|could) (?:⟨[a-z0-9]+⟩|one|anyone|someone) (?:still |even |just )?"
        r"(?:cast|respond|activate|attack|block|concede|scoop|play|use|pay|sacrifice|target|counter|choose|put"
        r"|move|flash|do)\b|\b(?:am|is|are) (?:⟨[a-z0-9]+⟩ )?allowed to\b"
    ),
    "ja": re.compile(
        r"(?:唱えられ|撃て|打て|起動でき|対応でき|攻撃でき|ブロックでき|投了でき|使え|出せ|払え)"
        r"(?:ます|る)(?:か|の)|してもいい|して(?:も)?(?:いい|大丈夫)(?:です)?か"
    ),
}
# The asker tells their story with I and me; "you" is anyone ("do you lose at 10 poison?").
_GENERIC_YOU = re.compile(r"(?<!⟨)\b(?:you|your|you're|you've|yourself)\b(?!⟩| guys)")


def procedure_or_general(norm: Normalised) -> str | None:
    if _MAY_I[norm.lang].search(norm.text):
        return "not a situation: what a player may do"
    if norm.lang == "en" and _GENERIC_YOU.search(norm.text):
        return "not a situation: a rule asked of 'you' in general"
    return None


def unsettled(norm: Normalised, reading: Reading) -> str | None:
    """Why the story, read, still does not settle the question, or None."""
    return (
        _conditional_told(norm, reading)
        or _asked_event(norm, reading)
        or _commander_as_plain_damage(norm, reading)
        or _infect_as_plain_damage(norm, reading)
        or _unknown_permanent(norm)
        or _elsewhere(norm)
        or _told_after_the_total(norm, reading)
        or _effect_without_card(norm, reading)
        or reckoned_without_start(norm, reading)
        or _turn_of_a_spell(norm, reading)
        or _draw_from_a_library(norm, reading)
    )


# 「ライブラリーから引いた」 is read as a draw from an empty library (the table's 「空の」 is
# optional): only when the story says the library is empty somewhere is it one.
_EMPTY = re.compile(r"空|0枚|アウト|切れ|ない|無い|残っていな")


def _draw_from_a_library(norm: Normalised, reading: Reading) -> str | None:
    if norm.lang != "ja":
        return None
    if any(c.kind == "library_is" and c.numbers in {(), (0,)} for c in reading.clauses):
        return None
    for item in reading.clauses:
        if item.kind == "decked" and not _EMPTY.search(norm.text[item.start : item.end]):
            return "not understood: a draw from a library not said to be empty"
    return None


# A turn the story moves to or from in words no reading took ("Last turn I cast Angel's Grace",
# 「前のターンに《天使の嗜み》を撃ちました」, "then on my turn"): the engine plays the whole story
# in one turn unless a turn's end is read, and a spell of "this turn" would still apply. Whose
# turn it is ("on my opponent's turn", 「相手のターンに」) and "this turn" leave it in one.
_TURN_WORD = {
    "en": re.compile(r"\bturns?\b"),
    "ja": re.compile(r"ターン"),
}
_SAME_TURN = {
    "en": re.compile(
        r"(?:\b(?:this|that|the same|same|(?:on|during|in|it's|it is|it was)"
        r" (?:(?:⟨you⟩'s )?(?P<w>⟨[a-z0-9]+⟩|opps?|opponents?)'?s?|the|their|his|her))"
        r"(?: own)? turn\b)(?! (?:after|before))"
        # how long an effect lasts (Angel's Grace's "until end of turn"), read as no turn's end
        r"|\b(?:until|till) (?:the )?end of (?:the |this )?turn\b"
        # the turn the question asks to live through: the one the story is in
        r"|\b(?:survive|survives|make it through|live through|last) the turn\b"
    ),
    "ja": re.compile(
        r"(?:この|その|同じ)ターン|(?P<w>⟨[a-z0-9]+⟩|自)の?ターン(?:に|中|の間|内|は|で|です|でした|だ)"
        r"|ターン(?:終了時?|の終わり)まで"
    ),
}
_OWNERS = {"opp": "⟨opponent⟩", "opps": "⟨opponent⟩", "opponent": "⟨opponent⟩"}
_OWNERS |= {"opponents": "⟨opponent⟩", "自": "⟨you⟩"}


# A turn told by its number (its number blanked as incidental, amounts/incidental.py): one such
# names the turn the story is in; two may be two turns.
_TURN_NUMBER = {
    "en": re.compile(r"\bturn ⟪⟫|⟪⟫ turn\b(?! (?:ago|earlier|before|back|later|after))"),
    "ja": re.compile(r"⟪⟫ターン目"),
}


# ... and a permanent whose ability triggers at a step of its controller's turn (timing/steps.py)
_TIMED = TURN_SPELLS | STEP_CARDS


def _turn_of_a_spell(norm: Normalised, reading: Reading) -> str | None:
    cast = [
        c
        for c in reading.clauses
        if c.kind in {"cast", "controls"} and any(norm.cards[i] in _TIMED for i in c.cards)
    ]
    if not cast:
        return None
    read = [(c.start, c.end) for c in reading.every if c.kind == "end_turn"]
    same = list(_SAME_TURN[norm.lang].finditer(norm.text))
    # "On my opponent's turn I cast Slaughter Pact. Then on my turn ...": two turns, told as
    # whose they are.
    owners = {_OWNERS.get(found.group("w"), found.group("w")) for found in same}
    if len(owners - {None}) > 1:
        return "not understood: which turn is which, beside a spell of a turn"
    settled = [m.span() for m in same]
    numbered = list(_TURN_NUMBER[norm.lang].finditer(norm.text))
    if len(numbered) == 1:
        settled += [m.span() for m in numbered]  # "on turn 5": the one turn the story is in
    for word in _TURN_WORD[norm.lang].finditer(norm.text):
        if not any(a <= word.start() < b for a, b in [*read, *settled]):
            return f"not understood: which turn {word.group()!r} is, beside a spell of a turn"
    return None


# "I have an emblem that says I can't lose": a can't-lose or can't-win effect told, not by a
# card the reading knows (a modelled card in its sentence), is an effect the engine cannot play.
_EFFECT_TOLD = {
    "en": re.compile(
        r"\bemblem|\b(?:effect|ability|says?|saying|reads?|text)\b[^.?!]{0,30}?"
        r"\b(?:can't|cannot|can not|don't|doesn't|do not|does not) (?:lose|win)\b"
    ),
    "ja": re.compile(
        r"紋章|(?:負けない|敗北しない|敗北できない|勝てない|勝利できない)(?:という)?(?:効果|能力)"
    ),
}


def _effect_without_card(norm: Normalised, reading: Reading) -> str | None:
    for found in _EFFECT_TOLD[norm.lang].finditer(norm.text):
        sentence = _sentence_of(norm, found.start(), found.end())
        # (an emblem read as a player's, settling/emblems.py, is one the engine knows)
        if any(c.kind == "emblem" and c.start <= found.start() < c.end for c in reading.every):
            continue
        if "⟦" not in sentence and not asked(norm, found.start()):
            return f"the engine cannot settle this: {found.group()!r} with no card it knows"
    return None


def _told_after_the_total(norm: Normalised, reading: Reading) -> str | None:
    # as the reader places them: the libraries a subgame begins with first
    return unplaceable(norm, libraries_first(norm, reading.clauses))


# A card told in a zone the reading has no place for ("Laboratory Maniac in my graveyard",
# 「墓地に《白金の天使》」) would be read as held on the battlefield; and a story of another game
# ("last game I took 5") is no part of this one.
_ZONE = r"(?:graveyard|yard|library|deck|exile)"
_ELSEWHERE = {
    "en": re.compile(
        rf"⟦\d+⟧(?:'s)? (?:is |was |sits |sat )?(?:still |now |already )?"
        rf"(?:in|on top of) (?:⟨[a-z0-9]+⟩'s |the |their |his |her )?(?:own )?{_ZONE}\b"
        # moved there, by words no pattern reads as the card leaving
        rf"|⟦\d+⟧ (?:went|goes|go|was put|is put|gets put|got put|ended up|ends up) (?:in|into|to)"
        rf" (?:⟨[a-z0-9]+⟩'s |the |their |his |her )?(?:own )?{_ZONE}\b"
        rf"|\b{_ZONE} (?:has|had|holds|held|with|contains) (?:only |just )?⟦\d+⟧"
        r"|\b(?:last|previous|earlier|another|other|first|second) game\b|\bgame (?:1|2|one|two)\b"
    ),
    "ja": re.compile(
        # 「墓地に置かれ」「墓地へ行っ」 are the card moving there, an event the patterns read.
        r"⟦\d+⟧(?:が|は|も|を)?(?:墓地|ライブラリー|ライブラリ|山札|デッキ|追放領域)(?:に|へ|の)"
        r"(?!置|行|落|送|戻|入)"
        r"|(?:墓地|ライブラリー|ライブラリ|山札|追放領域)(?:に|には|の)⟦\d+⟧"
        r"|前の(?:ゲーム|試合|対戦)|(?:1|2)本目|(?:1|2)戦目"
    ),
}


def _elsewhere(norm: Normalised) -> str | None:
    found = _ELSEWHERE[norm.lang].search(norm.text)
    if found is None:
        return None
    return f"not understood: {found.group()!r} is no place or game the story is played in"


# A permanent told by a name that is no modelled card's, written without capitals or 《》
# ("opp has worship out", 「相手の場に崇拝がある」): a card the engine cannot know. Creatures,
# lands and tokens as such do nothing the story does not tell.
_IN_PLAY = {
    "en": re.compile(
        r"\b(?:has|have|had|control|controls|controlled|got|with|running|runs|playing)"
        r" (?:an? |the |their |his |her |⟨[a-z0-9]+⟩'s )?"
        r"(?!(?:milled|decked|knocked|burned|burnt|wiped)\b)"
        r"(?P<x>[a-z][a-z'\-]*(?: [a-z][a-z'\-]*){0,3})"
        r" (?:out|in play|on the battlefield|on board|on the board|on the field)\b"
        # ... and as the subject ("my angel is still on the battlefield")
        # "0 life w/ angel, can I still lose?": a card told by "w/" alone, as players write
        # ... or by what it does for a player ("does the angel save me?")
        r"|(?:\bthe |⟨[a-z0-9]+⟩'s )(?P<v>[a-z][a-z'\-]*) (?:save|saves|saved|protect|protects"
        r"|protected|keep|keeps|kept) ⟨"
        r"|\bw/ (?:an? |the )?(?P<w>[a-z][a-z'\-]*(?: [a-z][a-z'\-]*){0,2})(?=[,.;!?]| ⟨|$)"
        r"|(?:\ban? |\bthe |⟨[a-z0-9]+⟩'s )(?P<s>[a-z][a-z'\-]*(?: [a-z][a-z'\-]*){0,2})"
        r" (?:is|was|are|were) (?:still )?(?:out|in play|on the battlefield|on board|on the board"
        r"|on the field)\b"
    ),
    "ja": re.compile(
        r"(?:(?:場|戦場)に(?:は)?(?P<x>[ァ-ヶー一-龠a-z][ぁ-んァ-ヶー一-龠a-z]{1,11})(?:が|も)(?:いる|ある|いて|あって|出て))"
        r"|(?:(?<![⟧ァ-ヶー一-龠a-z])(?P<y>[ァ-ヶー一-龠a-z][ぁ-んァ-ヶー一-龠a-z]{1,11})(?:が|も|を)(?:場|戦場)に"
        r"(?:いる|ある|いて|あって|出て|出して|置いて))"
        # a name no search recognised, with no 《》 (「相手の黙示録、シェオルドレッドがいる」
        # 「シェオルドレッドを出してる」「場にシェオルドレッド。」)
        r"|(?<![⟧ァ-ヶー一-龠a-z])(?P<z>[一-龠]{0,6}[ァ-ヶー・]{3,20})(?:[、,][ぁ-んァ-ヶー一-龠]{1,8})?"
        r"(?:が|も|を|は)?(?:(?:場|戦場|盤面)に)?(?:いる|いて|いた|居る|居て|居た|出て|出して|出した"
        r"|出してる|コントロール|置いて|並べて)"
        r"|(?:場|戦場|盤面)に(?:は)?(?P<w>[ァ-ヶー・]{3,20})(?=[、。,]|$)"
        # the particle dropped, as players write (「天使いるから」「プラチナ天使出てるので」)
        r"|(?<![⟧ァ-ヶー一-龠a-z\d])(?P<v>[一-龠ァ-ヶー]{2,12})(?:様|さん)?(?:が|も|を)? ?"
        r"(?:(?:いる|居る|出て(?:る|ます)|出して(?:る|ます)|(?:置い|貼っ|張っ)て(?:る|ます)?)"
        r"(?=から|けど|ので|のに|状態|し|[、。, ]|$)|(?:出て|出して|置いて|貼って|張って)い?[てた])"
    ),
}
_GENERIC = re.compile(
    r"^(?:(?:(?:a |some |a bunch of |bunch of |a few |few |lots of |a lot of )?"
    r"(?:(?:big|small|random|vanilla|plain|untapped|tapped|huge|wide|scary|decent|small|other"
    r"|more) ){0,2}(?:creatures?|lands?|tokens?|dudes?|guys|blockers?|attackers?|board"
    r"|army|stuff|permanents?))|nothing(?: else)?|anything(?: else)?|everything|lethal"
    r"|no (?:\w+ )?(?:creatures?|blockers?|permanents?|cards?)|library|deck|hand|graveyard|life"
    r"|mana|turn"
    r"|クリーチャー|土地|トークン|何も|パーマネント|統率者|ブロッカー|カード|プレイヤー|コマンダー"
    r"|戦場|盤面|墓地|手札)$"
)
# 「飛行クリーチャー」: a creature still, whatever is said of it before its katakana.
_SAID_OF_IT = re.compile(r"^[一-龠]+(?=[ァ-ヶ])")


def _unknown_permanent(norm: Normalised) -> str | None:
    for found in _IN_PLAY[norm.lang].finditer(norm.text):
        name = next((n for n in found.groupdict().values() if n), "")
        if name and not _GENERIC.match(_SAID_OF_IT.sub("", name)):
            return f"the engine does not know {name!r}, which the story has in play"
    return None


_CONDITION = {"en": re.compile(r"\b(?:if|unless)\b"), "ja": re.compile(r"(?!)")}


def _conditional_told(norm: Normalised, reading: Reading) -> str | None:
    """An event under "if" in a sentence that does not ask ("my friend says I lose if I draw
    from an empty library. Right?"): a rule stated, not a story told."""
    for item in reading.clauses:
        if item.kind not in EVENT_KINDS:
            continue
        first = sentence_start(norm.text, item.start)
        end = SENTENCE_END.search(norm.text, item.end)
        if end is not None and end.group() == "?":
            continue  # "If I take 3 damage, do I lose?": a supposition asked about
        if _CONDITION[norm.lang].search(norm.text, first, item.start):
            return f"not understood: a {item.kind} under a condition the story does not settle"
    return None


_SAME_EVENT = {"decked": {"decked", "draw"}, "draw": {"decked", "draw"}}


def _asked_event(norm: Normalised, reading: Reading) -> str | None:
    """An amount only the question names ("I'm at 3. Will I lose 5 life?"), told nowhere in the
    story: what it asks about was not played."""
    told = reading.clauses
    for item in reading.every:
        if item.kind not in EVENT_KINDS or not item.numbers or item in told:
            continue  # an event with no amount asked about ("draw for everyone?") is a result
        if reckoning(norm, item.start, item.end):
            continue
        same = _SAME_EVENT.get(item.kind, {item.kind})
        if not any(c.kind in same and c.start < item.start for c in told):
            return f"not understood: the question asks about a {item.kind} the story does not tell"
    return None


_COMMANDER = re.compile(r"統率者|commander")
_INFECT = re.compile(r"\binfect\w*|感染|インフェクト")


def _infect_as_plain_damage(norm: Normalised, reading: Reading) -> str | None:
    """Damage read as plain in a sentence that says infect: it gives poison counters instead
    ("opponent deals 1 infect damage to me")."""
    for item in reading.clauses:
        if item.kind == "damage" and _INFECT.search(_sentence_of(norm, item.start, item.end)):
            return "not understood: infect damage read as plain damage"
    return None


def _sentence_of(norm: Normalised, start: int, end: int) -> str:
    first, last = sentence_around(norm.text, start, end)
    return norm.text[first:last]


_COMMANDER_DAMAGE = re.compile(r"統率者ダメージ|commander damage")


def _commander_as_plain_damage(norm: Normalised, reading: Reading) -> str | None:
    """Damage read as plain in a sentence that speaks of a commander, with no commander damage
    read there: the commander's damage was missed (「統率者から戦闘ダメージを累計15点受けて」);
    or anywhere when the question speaks of commander damage and none is read
    (「統率者戦で、《X》に21点殴られました。統率者ダメージで負け？」: X may be the commander)."""
    plain = any(c.kind == "damage" for c in reading.clauses)
    read = any(c.kind.startswith("commander") for c in reading.every)
    if plain and not read and _COMMANDER_DAMAGE.search(norm.text):
        return "not understood: damage told with a commander, not read as commander damage"
    for item in reading.clauses:
        if item.kind != "damage":
            continue
        first = sentence_start(norm.text, item.start)
        end = SENTENCE_END.search(norm.text, item.end)
        last = end.start() if end else len(norm.text)
        told = [c for c in reading.every if first <= c.start < last]
        # The game's name (「統率者戦で」, "a Commander game") speaks of no commander.
        said = "".join(
            " " * (c.end - c.start) if _game_name(norm, c) else norm.text[c.start : c.end]
            for c in _covering(told, first, last)
        )
        if _COMMANDER.search(said) and not any(c.kind.startswith("commander") for c in told):
            return "not understood: damage told with a commander, not read as commander damage"
    return None


def _covering(told: list[Clause], first: int, last: int) -> list[Clause]:
    """[first, last) as the clauses read in it and the words between them ("gap")."""
    out: list[Clause] = []
    at = first
    for item in sorted((c for c in told if c.end <= last), key=lambda c: c.start):
        if item.start < at:
            continue
        if item.start > at:
            out.append(Clause("gap", at, item.start))
        out.append(item)
        at = item.end
    if at < last:
        out.append(Clause("gap", at, last))
    return out


def _game_name(norm: Normalised, item: Clause) -> bool:
    """A variant read from more than the bare word ("commander" alone may be a card's)."""
    said = norm.text[item.start : item.end].strip()
    return item.kind == "variant" and not _COMMANDER.fullmatch(said)
