"""Words a pattern or the structure left unread between the clauses, and whether they still
matter: an event said not to have happened, a total the question reckons where it asks, and an
attack whose damage its sentence or the next tells.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading, asking_parts
from bot.application.situations.pattern_kit import SENTENCE_END, sentence_start
from bot.application.situations.structure.phrases import UNBLOCKED
from bot.application.situations.text_normal import Normalised

# An attack, told with no amount: what it dealt is unread unless its sentence tells it.
ATTACK_WORDS = {
    # (a creature that "dies in combat" is told leaving, no attack on a player)
    "en": re.compile(
        r"\b(?:attack\w*|swing\w*|swung|connect\w*|(?<!dies in )(?<!died in )combat)\b"
    ),
    "ja": re.compile(r"攻撃|殴|叩か|叩い|アタック"),
}
_DAMAGE_KINDS = {"damage", "life_change", "poison_gain"}
_RESULT_KINDS = {"poison_is", "life_is", "life_put"}  # a total told after the attack is what it did


# A word that tells the next event ("took 3, then they attacked", 「3点受けて、さらに殴られた」):
# damage told before it is not the attack's after it.
_FURTHER = {
    "en": re.compile(r"\b(?:then|after that|afterwards|on top of that|another)\b"),
    "ja": re.compile(r"さらに|更に|その後|そのあと|それから|続けて|次に|加えて"),
}


def damage_told(norm: Normalised, reading: Reading, at: int) -> bool:
    """Whether what the attack dealt is told in its sentence or the next."""
    first = sentence_start(norm.text, at)
    end = SENTENCE_END.search(norm.text, at)
    following = SENTENCE_END.search(norm.text, end.end()) if end else None
    last = following.start() if following else len(norm.text)
    return any(
        first <= c.start < last
        and (
            c.kind in _DAMAGE_KINDS
            or c.kind.startswith("commander")
            or (c.kind in _RESULT_KINDS and c.start > at)
        )
        and not (c.end <= at and _FURTHER[norm.lang].search(norm.text, c.end, at))
        for c in reading.clauses
    )


_NOT_HAPPENED = {
    "en": re.compile(r"(?:\bnot|n't|\bnever|\bno)\s+(?:\S+\s+)?$"),
    "ja": re.compile(r"[^、。,.!?]{0,6}?(?:な(?:い|かっ|く)|ず|ません|じゃな|ではな)"),
}


# A negative that says the event must happen (「ドローしないといけない」「引かなきゃ」「引かなければ
# ならない」): an obligation, which the negative's reading took for the event not happening.
_OBLIGED_JA = re.compile(
    r"[^、。,.!?]{0,6}?(?:ないと(?:いけ|だめ|ダメ|駄目|まず)|なきゃ|なけりゃ|なければ(?:いけ|なら|だめ|ダメ)"
    r"|なくては|なくちゃ|ねば|ざるを得)"
)


def did_not_happen(norm: Normalised, start: int, end: int) -> bool:
    if norm.lang == "ja":
        return bool(_NOT_HAPPENED["ja"].match(norm.text, end)) and not _OBLIGED_JA.match(
            norm.text, end
        )
    before = SENTENCE_END.split(norm.text[max(0, start - 20) : start])[-1]
    return bool(_NOT_HAPPENED["en"].search(before))


_SUPPOSING = {
    "en": re.compile(r"\b(?:if|when|once|whenever|suppose|what if|after)\b"),
    "ja": re.compile(r"たら|れば|なら|としたら|ても|場合|と(?=[、,])"),
}


def asked(norm: Normalised, at: int) -> bool:
    """Whether text[at] is in a part of a sentence that asks and supposes nothing: a number
    there is the asker's reckoning, not a fact of the story (a supposed event is read)."""
    return any(
        start <= at < end and not _SUPPOSING[norm.lang].search(norm.text[start:end])
        for start, end in asking_parts(norm)
    )


# A total, not an amount: "at 29", "total is 15", "minus 5"; 「ライフ0」「合計30点で」.
_TOTAL_BEFORE = {
    "en": re.compile(r"(?:\bat|\bto|\bis|\bbe|\bminus|\btotal(?: is| of)?|\bleft with) -?$"),
    "ja": re.compile(r"(?:ライフ(?:は|が)?|合計|計|残り)-?$"),
}
_TOTAL_AFTER = {
    "en": re.compile(r" (?:life|total|left|minus)\b"),
    "ja": re.compile(r"点?(?:に|です|だ|残)"),
}


_AMOUNT_AFTER = {
    "en": re.compile(r" (?:more |points? of |combat )*(?:damage|dmg|poison|cards?|counters?)\b"),
    "ja": re.compile(r"(?:点の?(?:戦闘)?ダメージ|個|枚)"),
}


_SUMMED = re.compile(r"\b(?:so that's|so thats|so that is|which makes|that makes|making it) -?$")


def summed(norm: Normalised, first: int) -> bool:
    """Whether text[first:] is a number the asker works out ("…, so that's 2 left")."""
    return bool(_SUMMED.search(norm.text, max(0, first - 20), first))


def reckoned_total(norm: Normalised, first: int, last: int) -> bool:
    """A total the question itself works out where it asks ("so I'm at 29, am I out?",
    「合計30点でチームのライフ0ですよね？」); an amount there ("do I die to 5 damage?") is not."""
    lang = norm.lang
    if _AMOUNT_AFTER[lang].match(norm.text, last):
        return False
    if lang == "en" and summed(norm, first):
        return False  # the asker's sum, which must come to the story's (restated.py)
    total = _TOTAL_BEFORE[lang].search(norm.text, max(0, first - 12), first) or _TOTAL_AFTER[
        lang
    ].match(norm.text, last)
    return bool(total) and asked(norm, first)


# Totals the question offers as alternatives where it asks ("is it 20 or 40?",
# 「20ですか40ですか」): the asker's guesses, which the engine works out.
_ALTERNATIVES = {
    "en": re.compile(r"\b(-?\d+)(?: life)? or (-?\d+)(?: life)?\b(?! ?(?:damage|poison|cards?))"),
    "ja": re.compile(
        r"(-?\d+)(?:点)?(?:ですか|なのか|か)(?:、|,)?(?:それとも)?(-?\d+)(?:点)?(?:ですか|なのか|か)"
    ),
}


def asked_alternatives(norm: Normalised, first: int, last: int) -> bool:
    """Whether text[first:last] is one of the totals the question offers where it asks."""
    return any(
        found.start() <= first and last <= found.end() and asked(norm, first)
        for found in _ALTERNATIVES[norm.lang].finditer(norm.text)
    )


_BLOWS = re.compile(
    r"(?:hit|hits|smacks?|punch(?:es)?|bolts?|burns?|pings?|zaps?|shocks?) ⟨([a-z0-9]+)⟩(?!'s)"
)
_BLOW_KINDS = {"damage", "poison_gain", "life_change", "commander_damage"}


def blow_told(norm: Normalised, reading: Reading, first: int) -> bool:
    """A blow's verb with no amount ("their infect guy hits me and I get 2 more") whose
    effect on the player it names is told after it in its sentence."""
    blow = _BLOWS.match(norm.text, first)
    if blow is None:
        return False
    end = SENTENCE_END.search(norm.text, blow.end())
    last = end.start() if end else len(norm.text)
    return any(
        blow.end() <= c.start < last and c.kind in _BLOW_KINDS and c.player == blow.group(1)
        for c in reading.clauses
    )


# Damage or life lost or gained with no amount read ("deals damage to me", "I take lethal",
# "lose some life"); damage that is the subject of where it left a player ("the combat damage
# puts me at -1") is that total, and a card's text told ("Countdown says damage to the loser
# is doubled") is no event.
_AMOUNTLESS = re.compile(
    r"\b(?:damage|dmg|lethal|knock\w*|(?:lose|loses|lost|losing|gain|gains|gained) (?:\w+ )?life"
    # A blow told by its gerund ("concedes after bolting me"), and whose a card is said by a
    # pronoun ("Platinum Angel in play but it's my opponent's").
    r"|bolting|burning|pinging|hitting|shocking|zapping|smacking|punching|draining"
    # What did not happen, or was stopped: an intent, a near miss, a chump block or a fog.
    r"|(?:going|about|tried|tries|try|trying|wants?|wanted|threatens?|threatened|plans?|planning"
    r"|attempts?|attempted|able) to|almost|nearly|chump\w*|fog|fogs|fogged|fogging"
    r"|(?:can|could|would|might|may|will|should|'ll|'d)(?= ?$)"
    r"|(?:it's|it is|it was|that's|belongs to|owned by) ⟨[a-z0-9]+⟩"
    r"(?!'s (?:turn|untap|upkeep|draw|main|combat|end|second|first|next|own turn)))"
)
_PUTS = re.compile(
    r" (?:only |just |then |still )?"
    r"(?:puts?|takes?|took|knocks?|knocked|brings?|brought|drops?|dropped) ⟨"
)
_QUOTING = re.compile(r"\b(?:says|said|reads|text|oracle|ruling)\b")


# "Nearly empty", "almost dead": a state described, not a near miss, where the story tells
# that total exactly ("My deck is nearly empty. Library 0"); with no such total, refused.
_DESCRIBED = {
    "library_is": re.compile(r" (?:empty|out of cards)\b"),
    "life_is": re.compile(r" (?:dead|out of life)\b"),
}


def _described(norm: Normalised, reading: Reading, opening: int, last: int) -> bool:
    """Whether the word before text[last] describes a state whose total is told exactly in
    its sentence or the next."""
    end = SENTENCE_END.search(norm.text, last)
    following = SENTENCE_END.search(norm.text, end.end()) if end else None
    stop = following.start() if following else len(norm.text)
    return any(
        state.match(norm.text, last)
        and any(c.kind == kind and opening <= c.start < stop for c in reading.clauses)
        for kind, state in _DESCRIBED.items()
    )


def amountless(norm: Normalised, start: int, gap: str, reading: Reading) -> str | None:
    """The first amountless blow in `gap` (text[start:…]) that the story tells, or None."""
    for found in _AMOUNTLESS.finditer(norm.text, start, start + len(gap)):
        first, last = found.span()
        opening = sentence_start(norm.text, first)
        if _QUOTING.search(norm.text, opening, first) or _PUTS.match(norm.text, last):
            continue
        if found.group() in {"almost", "nearly"} and _described(norm, reading, opening, last):
            continue
        if not (asked(norm, first) or did_not_happen(norm, first, last)):
            return found.group()
    return None


# A creature told by its size or a count of creatures ("a 2/2", "2 creatures", "two 1/1
# tokens", "3 +1/+1 counters on it"): what the story says they dealt is what the engine plays,
# when its sentence tells it after them. Creatures counted by their type ("his 2 goblins") only
# where the sentence says the amount is their total ("hit me for 4 total"), not each one's.
_SIZE = re.compile(
    r"(?:\d+ )?[+-]?\d+/[+-]?\d+s?(?![\w/])"
    r"|\d+ (?:creatures?|attackers?|guys|dudes|tokens|blockers?)\b"
    r"|\d+ (?:goblins|elves|zombies|soldiers|spirits|saprolings|thopters|bears|knights|warriors"
    r"|squirrels|rats|wolves|beasts)\b(?=[^.!?]*\b(?:total|combined|altogether)\b)"
)
_EACH = re.compile(r"\b(?:each|apiece|per|every)\b")
_DEALT_KINDS = {"damage", "commander_damage", "life_put", "poison_gain"}


def described(norm: Normalised, reading: Reading, first: int, last: int) -> bool:
    """Whether text[first:last] sizes or counts creatures whose blow its sentence tells."""
    if norm.lang != "en":
        return False
    begins = sentence_start(norm.text, first)
    size = _SIZE.match(norm.text, norm.text.rfind(" ", begins, first) + 1)
    if size is None or not (size.start() <= first and last <= size.end()):
        return False
    end = SENTENCE_END.search(norm.text, last)
    stop = end.start() if end else len(norm.text)
    # (or the next, where that tells the attack let through: "attacks me with a 4/4. I don't
    # block and take 4.")
    following = SENTENCE_END.search(norm.text, end.end()) if end else None
    if end and following and UNBLOCKED["en"].search(norm.text, end.end(), following.start()):
        stop = following.start()
    if _EACH.search(norm.text, begins, stop):
        return False
    return any(last <= c.start < stop and c.kind in _DEALT_KINDS for c in reading.clauses)


# 「毒9」「毒は9個」: the word names the poison total the clause right after it reads. Not a
# gain (「毒1もらった」: the total before it is not said) nor points (「毒9点」: a total, or nine
# more?), which stay the event word's refusal.
_POISON_NAMED = re.compile(r"(?:カウンター)?(?:は|が|も|を)?")
_POISON_KINDS = {"poison_is"}


def names_poison(norm: Normalised, reading: Reading, last: int) -> bool:
    """Whether the word ending at text[last] is the name of a poison clause right after it."""
    after = [c for c in reading.clauses if c.start >= last]
    following = min(after, key=lambda c: c.start, default=None)
    return (
        following is not None
        and following.kind in _POISON_KINDS
        and not norm.text[following.start : following.end].endswith("点")
        and bool(_POISON_NAMED.fullmatch(norm.text, last, following.start))
    )


# "lost 3 life to a drain", "took 2 from a ping", "dropped to 1 off a burn spell": the noun
# after the preposition names what caused the event read just before it, and is no event of
# its own.
_CAUSE = re.compile(
    r" ?,? ?(?:to|from|by|off|via|with|because of|thanks to) (?:an?|the|his|her|their|my|some"
    r"|that|this|another|⟨[a-z0-9]+⟩'s)(?: [a-z]+)? $"
)


# 「ドレインで2点吸われた」「火力で3点受けた」: the means, told before the event it caused.
_MEANS_JA = re.compile(r"(?:の)?(?:で|によって|により)[、,]?")


def names_cause(norm: Normalised, reading: Reading, first: int, last: int = -1) -> bool:
    """Whether the word at text[first:last] names the cause of the event its clause read
    before it (in Japanese, the means of the event read right after it)."""
    if norm.lang != "en":
        means = _MEANS_JA.match(norm.text, last) if last >= 0 else None
        return means is not None and any(
            c.start == means.end() and c.kind in _BLOW_KINDS for c in reading.clauses
        )
    opening = sentence_start(norm.text, first)
    before = [c for c in reading.clauses if opening <= c.end <= first and c.kind in _BLOW_KINDS]
    read_to = max((c.end for c in before), default=None)
    return read_to is not None and _CAUSE.fullmatch(norm.text, read_to, first) is not None
