"""The story's words for a card the engine does not model, rewritten as the plain effect its
Oracle text gives it ("⟨they⟩ ⟦+0⟧ ⟨you⟩" -> "⟨they⟩ deal 3 damage to ⟨you⟩"), so that the
phrase patterns read it as they read any damage, life loss or draw.

The known cards are marked `⟦+i⟧` (i indexes `known`) before the players are; once they are,
each way of telling a spell cast at a player, or a plain creature's blow, is rewritten when the
card's effect settles it: the target is the player the words name (a passive 「撃たれた」 or "I
get hit by" names the asker), X is the story's number, and a number the story gives for a fixed
amount must be that amount; a creature hits for the number the story gives, else for its power
(when the card data has it), a lifelink one gaining its named controller as much.
What is left of a mark is the caller's to turn into the unmodelled card's marker; a card whose
text is not plain, left there, is returned so that the reader refuses the story.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.application.situations.card_effects.oracle import (
    CardEffect,
    OracleCard,
    PlainCreature,
    SpellEffect,
    plain_effect,
)
from bot.application.situations.model import Lang
from engine.cards import REGISTRY

MARKS = re.compile(r"⟦\+\d+⟧")


@dataclass(frozen=True)
class _Unnamed:
    """Who a telling means when its words name nobody: the passive 「撃たれた」 and "I get hit
    by" are at the asker; a Japanese sentence with no subject is the asker's own doing."""

    target: str | None = None
    caster: str | None = None
    blow: bool = False  # words for a creature's hit as well as a spell's


_NAMED = _Unnamed()
_AT_ASKER = _Unnamed(target="you")
_BY_ASKER = _Unnamed(caster="you")
_BLOW = _Unnamed(blow=True)
_BLOW_AT_ASKER = _Unnamed(target="you", blow=True)


@dataclass(frozen=True)
class Known:
    card: OracleCard
    effect: CardEffect | None  # None: the text has more than a plain effect


def known_cards(cards: Sequence[OracleCard]) -> tuple[Known, ...]:
    """The recognised cards the engine does not model, with what their text does."""
    return tuple(Known(card, _effect(card)) for card in cards if card.name not in REGISTRY)


# A card's text reads the same in every question that names it (players ask of the same few).
@functools.lru_cache(maxsize=1024)
def _effect(card: OracleCard) -> CardEffect | None:
    return plain_effect(card)


def mark(text: str, known: Sequence[Known]) -> str:
    """Each known card's English or Japanese name (in 《》 or not) in the lower-cased text
    becomes `⟦+i⟧`, longest name first."""
    names = [
        (unicodedata.normalize("NFKC", name).lower(), index)
        for index, item in enumerate(known)
        for name in (item.card.name, item.card.ja_name)
        if name
    ]
    for name, index in sorted(names, key=lambda pair: -len(pair[0])):
        if name not in text:
            continue
        # A name used as a verb keeps its ending outside the mark ("Lava Spikes me").
        bounded = (
            rf"(?<![\w'])(?:the )?{re.escape(name)}(?=(?:s|ed|'d)?(?![\w]))"
            if name.isascii()
            else None
        )
        text = text.replace(f"《{name}》", f"⟦+{index}⟧")
        text = (
            re.sub(bounded, f"⟦+{index}⟧", text) if bounded else text.replace(name, f"⟦+{index}⟧")
        )
    return text


def tell(
    text: str, lang: Lang, known: Sequence[Known]
) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """(the text with each telling of a known card rewritten, the cards so told, the cards left
    in the text whose Oracle text does more than a plain effect the reader can tell)."""
    if not known:
        return text, (), ()  # most questions: no regular expression to run
    told: list[str] = []
    contradicted: list[str] = []
    for pattern, unnamed in _TELLINGS[lang]:
        text = pattern.sub(_rewriter(lang, known, (told, contradicted), unnamed), text)
    left = {int(index) for index in re.findall(r"⟦\+(\d+)⟧", text)}
    unsettled = [
        known[index].card.name
        for index in sorted(left)
        if known[index].effect is None or known[index].effect == PlainCreature(lifelink=True)
    ]
    return text, tuple(dict.fromkeys(told)), tuple(dict.fromkeys(unsettled + contradicted))


def _rewriter(
    lang: Lang, known: Sequence[Known], found: tuple[list[str], list[str]], unnamed: _Unnamed
) -> Callable[[re.Match[str]], str]:
    """Rewrites a telling; `found` gathers the cards told, and those told with a number that
    is not their text's ("they Bolt me for 5")."""
    told, contradicted = found

    def rewrite(match: re.Match[str]) -> str:
        parts = match.groupdict()
        item = known[int(parts["e"])]
        fixed = item.effect.amount if isinstance(item.effect, SpellEffect) else None
        if fixed is not None and parts.get("n") and int(parts["n"]) != fixed:
            contradicted.append(item.card.name)
            return match.group()
        target = parts.get("p") or unnamed.target
        caster = parts.get("q") or unnamed.caster
        if parts.get("p") is None and target == caster:
            return match.group()  # "I Bolt to the face": the face is not the asker's own
        if parts.get("q") is None and unnamed.caster and _someone_else(match, target):
            return match.group()
        if isinstance(item.effect, PlainCreature) and not unnamed.blow:
            return match.group()  # "they cast Grizzly Bears": no blow is told
        number = parts.get("n")
        if number is None and isinstance(item.effect, PlainCreature) and item.card.power:
            number = str(item.card.power)  # a creature's blow with no number: its power
        plain = _plain(item.effect, caster, target, number)
        if plain is None or _stated(match, lang, plain[0]):
            return match.group()
        told.append(item.card.name)
        tail = "て" if (parts.get("tail") or "").endswith(("て", "で")) else "た"
        worded = _WORDED[lang][plain[0]]
        times = int(parts.get("c") or 1)
        told_as = "、".join(
            worded.format(q=caster, p=plain[1], n=plain[2], tail=tail if i == times else "て")
            for i in range(1, times + 1)
        )
        if not parts.get("r"):
            return told_as
        return (
            f"⟨{caster}⟩が{parts['r']}、{told_as}"
            if lang == "ja"
            else f"⟨{caster}⟩ {parts['r']}, {told_as}"
        )

    return rewrite


_US = frozenset({"you", "team", "teammate"})
_SENTENCE_END = re.compile(r"[。!?！？]")
_SUBJECT = re.compile(r"⟨(?!you⟩)[a-z0-9]+⟩(?:は|が|も)")


def _someone_else(match: re.Match[str], target: str | None) -> bool:
    """Whether a Japanese sentence that names no caster may be another's doing: its subject
    said earlier in the sentence, or the spell cast at the asker (「《…》を自分に撃った」)."""
    start = max(
        (m.end() for m in _SENTENCE_END.finditer(match.string, 0, match.start())), default=0
    )
    return target == "you" or bool(_SUBJECT.search(match.string, start, match.start()))


def _plain(
    effect: CardEffect | None, caster: str | None, target: str | None, number: str | None
) -> tuple[str, str, int] | None:
    """(how to word it, whom, how much), or None when the words do not settle the effect."""
    if isinstance(effect, PlainCreature):
        # The damage the story tells (its power is not known here); with lifelink, its
        # controller's gaining as much, so the controller must be named.
        if target is None or number is None or (effect.lifelink and caster is None):
            return None
        kind = "lifelink" if effect.lifelink else "damage" if caster else "damage_taken"
        return kind, target, int(number)
    if not isinstance(effect, SpellEffect):
        return None
    amount = effect.amount if effect.amount is not None else int(number) if number else None
    if amount is None:
        return None
    if effect.reach == "opponents":
        # Each of the asker's opponents, or of a caster's in a story of two players ("they").
        reached = {"you": "opponents", "they": "you"}.get(caster or "")
        if reached is None or target not in (None, reached):
            return None
        target = reached
    elif effect.reach == "all":
        target = "all" if target is None else None
    elif effect.reach == "caster":
        target = caster if target in (None, caster) else None
    elif effect.reach == "opponent" and (caster is None or (caster in _US) == (target in _US)):
        return None
    if target is None:
        return None
    kind = effect.kind if caster or effect.kind != "damage" else "damage_taken"
    return kind, target, amount


# The effect told in the story's own words beside the card ("they Bolt me and I take 3"): told
# twice, it would be played twice; the words are read as they are written. So is a sentence
# about a commander, whose damage is commander damage.
_STATED = {
    "en": {
        "damage": r"\b(?:take|takes|took|taking|deal|deals|dealt|dealing|for) \d+|\bdamage\b",
        "life_loss": r"\blos(?:e|es|t|ing) \d+|\d+[- ]point life loss",
        "draw": r"\b(?:draw|draws|drew|drawing|drawn)\b",
    },
    "ja": {
        "damage": r"\d+点(?:の)?(?:戦闘)?(?:ダメージ|を?(?:受け|食ら|くら|喰ら))|ダメージ",
        "life_loss": r"失",
        "draw": r"引(?:い|く|き|け)|ドロー(?!ステップ)",
    },
}
_COMMANDER = re.compile(r"commander|統率者|コマンダー")
_SENTENCE = {"en": re.compile(r"[.!?;\n]"), "ja": re.compile(r"[。!?！？\n]")}


def _stated(match: re.Match[str], lang: Lang, kind: str) -> bool:
    text = match.string
    ends = [m.end() for m in _SENTENCE[lang].finditer(text, 0, match.start())]
    after = _SENTENCE[lang].search(text, match.end())
    around = (
        text[ends[-1] if ends else 0 : match.start()]
        + " "
        + text[match.end() : after.start() if after else len(text)]
    )
    stated = _STATED[lang][{"damage_taken": "damage", "lifelink": "damage"}.get(kind, kind)]
    # A commander's damage is another event (commander damage): the patterns read it as told.
    return bool(re.search(stated, around) or _COMMANDER.search(around))


_WORDED = {
    "en": {
        "damage": "⟨{q}⟩ deal {n} damage to ⟨{p}⟩",
        "damage_taken": "⟨{p}⟩ take {n} damage",
        "life_loss": "⟨{p}⟩ lose {n} life",
        "draw": "⟨{p}⟩ draw {n} cards",
        "lifelink": "⟨{q}⟩ hit ⟨{p}⟩ for {n} and ⟨{q}⟩ gain {n} life",
    },
    "ja": {
        "damage": "⟨{q}⟩から⟨{p}⟩が{n}点のダメージを受け{tail}",
        "damage_taken": "⟨{p}⟩が{n}点のダメージを受け{tail}",
        "life_loss": "⟨{p}⟩がライフを{n}点失っ{tail}",
        "draw": "⟨{p}⟩がカードを{n}枚引い{tail}",
        "lifelink": "⟨{q}⟩から⟨{p}⟩が{n}点のダメージを受けて、⟨{q}⟩がライフを{n}点得{tail}",
    },
}

_P = r"⟨(?P<p>[a-z0-9]+)⟩"
_Q = r"⟨(?P<q>[a-z0-9]+)⟩"
_CARD = r"⟦\+(?P<e>\d+)⟧"
_N = r"(?P<n>\d+)"
# English: the card after a verb of casting, or the card's name as the verb ("they Bolt me").
_ARTICLE = r"(?:(?:a|an|the|another|their|his|her) )?"
_CAST = (
    r"(?:cast|casts|casted|resolve|resolves|resolved|fire|fires|fired|throw|throws|threw|point"
    r"|points|pointed|aim|aims|aimed|play|plays|played|use|uses|used|send|sends|sent|sling"
    r"|slings|slung)(?: off)?"
)
_AT = r"(?:at|on|to|into|against|targeting|toward|towards)"
_FOR = rf"(?: (?:for|for x ?=|with x ?=) ?{_N}(?: damage)?)?"
# The player reached is not a possessive ("at my creature"), but may be a face.
_FACE = r"(?:'s face|'s dome| in the face| to the face| to the dome)?(?!['\w⟨⟦])"
_THEN = r"(?:(?:just|then|also|now|finally|immediately) )?"
_HIT = r"(?:hit|shot|burned|burnt|blasted|zapped|pinged|bolted|targeted)"
_HIT_BY = rf"(?:(?:get|gets|got|was|were|am|is|are|'m) )?{_HIT} (?:by|with)"
_HIT_WITH = (
    r"(?:hit|hits|shot|shoots|burn|burns|burned|blast|blasts|blasted|zap|zaps|zapped|bolt|bolts"
    r"|bolted|ping|pings|pinged|shock|shocks|shocked|target|targets|targeted|smack|smacks"
    r"|smacked)"
)
_TAKE = r"(?:take|takes|took|eat|eats|ate)"
_ALONE = r"(?!['\w⟨⟦])"
# A spell cast in response: the words of the stack are kept before the effect (structure/stack/).
_RESPOND = r"(?P<r>respond(?:s|ed)?(?: to [^,.;:!?⟦]{1,30}?)?) (?:with|by casting) "
_EN = [
    (
        rf"{_Q} {_THEN}(?:{_CAST} {_ARTICLE}|{_RESPOND})?{_CARD}(?:s|ed|'d|'ed)?(?:,? {_AT})? {_P}"
        rf"{_FACE}{_FOR}",
        _NAMED,
    ),
    # "to their face": the other player's, when the asker casts it.
    (
        rf"{_Q} {_THEN}(?:{_CAST} {_ARTICLE}|{_RESPOND})?{_CARD}(?:s|ed|'d|'ed)? (?:to|at|into)"
        rf" their (?:face|dome){_FOR}{_ALONE}",
        _Unnamed(target="they"),
    ),
    # "to the face" with no player: the asker's, when another casts it.
    (
        rf"{_Q} {_THEN}(?:{_CAST} {_ARTICLE})?{_CARD}(?:s|ed|'d|'ed)? (?:to|at|into)"
        rf" (?:the|⟨you⟩'s) (?:face|dome){_FOR}{_ALONE}",
        _AT_ASKER,
    ),
    (rf"{_Q} {_THEN}{_CAST} {_ARTICLE}{_CARD}{_FOR}(?! {_AT} ){_ALONE}", _NAMED),
    (rf"{_P} {_TAKE} {_N} (?:damage )?from {_ARTICLE}{_CARD}{_ALONE}", _AT_ASKER),
    (rf"{_P} {_HIT_BY} {_ARTICLE}{_CARD}{_FOR}{_ALONE}", _BLOW_AT_ASKER),
    (rf"{_P} {_HIT_BY} {_Q}'s {_CARD}{_FOR}{_ALONE}", _BLOW_AT_ASKER),
    (rf"{_P} (?:get|gets|got|was|were|am|is|are|'m) {_CARD}(?:ed|'d|'ed){_FOR}{_ALONE}", _AT_ASKER),
    (rf"{_Q} {_HIT_WITH} {_P} with {_ARTICLE}{_CARD}{_FOR}{_ALONE}", _NAMED),
    (
        rf"{_P} {_TAKE} {_ARTICLE}{_CARD}(?: to the face| to the dome| in the face)?{_FOR}{_ALONE}",
        _AT_ASKER,
    ),
    # A creature's blow, with its controller named: what a lifelink creature's hit is told by.
    (rf"{_Q}'s {_CARD} (?:hits|hit|attacks|attacked|connects with) {_P} for {_N}", _BLOW),
    (
        rf"{_Q}'s {_CARD} (?:hits|hit|attacks|attacked|swings|swung|connects) for {_N}",
        _BLOW_AT_ASKER,
    ),
    (rf"{_Q}'s {_CARD} (?:hits|hit|connects with|connected with) {_P}(?! for){_ALONE}", _BLOW),
    (
        rf"(?<!'s ){_ARTICLE}{_CARD} (?:hits|hit|burns|burned|goes to|went to) {_P}{_FACE}{_FOR}",
        _BLOW_AT_ASKER,
    ),
    (
        rf"(?<!'s ){_ARTICLE}{_CARD} (?:deals|dealt|does|did) {_N} (?:damage )?to {_P}{_FACE}",
        _BLOW_AT_ASKER,
    ),
]
# Japanese: the card cast by a named player (at a named player, or needing none), or cast at
# the asker in the passive; a card passive after 「…に」 is cast at that (a creature), unless the
# に tells when.
_JA_CAST = (
    r"(?:撃|打)(?:っ|ち(?!込ま))|(?:撃|打)ち込ん|唱え(?!られ)|使(?:っ|い)|キャストし|飛ばし|放っ"
    r"|投げ"
)
_JA_CAST_AT = (
    r"(?:撃|打)たれ|(?:撃|打)ち込まれ|唱えられ|使われ|キャストされ|飛ばされ|放たれ|投げられ"
    r"|(?:食|く|喰)らっ"
)
_TAIL = r"(?P<tail>てきた|てきて|てきました|てくる|ちゃった|ちゃって|ました|ます|た|て|る|だ|で)"
# Cast by the asker: not 「撃ってきた」, which is cast towards the asker.
_OWN_TAIL = r"(?P<tail>ちゃった|ちゃって|ました|ます|た|て(?![きく])|る|だ|で(?![きく]))"
# The asker's own body, in a passive at the asker (「本体に撃たれた」).
_FACE_JA = r"(?:(?:本体|顔面|顔)に、?)?"
_X = rf"(?:(?:x ?= ?)?{_N}点?で)?"
_TOWARDS = r"に(?:向けて|対して)?、?"
_OPENING = (
    r"(?:^|(?<=[\s、。,.!?！？:でて])|(?<=ターンに)|(?<=ステップに)|(?<=フェイズに)|(?<=時)"
    r"|(?<=時に)|(?<=とき)|(?<=ときに)|(?<=後に)|(?<=あとに)|(?<=のに)|(?<=けど)|(?<=ので)"
    # a telling that follows another (「さらに《稲妻》を撃たれた」「その後…」)
    r"|(?<=さらに)|(?<=また)|(?<=続けて)|(?<=次に)|(?<=その後)|(?<=そのあと)|(?<=今度は))"
)
# How many times the one card was cast (「《稲妻》を2発撃たれた」「2回」): its effect that many
# times over, each told in turn.
_TIMES = r"(?:(?P<c>[2-9])(?:発|回|連発)、?)?"
_COUNTED = r"(?:(?P<c>[2-9])(?:発|回|連発))?"
# 「相手が対応して《稲妻》を撃ってきた」: a spell cast in response, the words kept before it.
_RESPOND_JA = r"(?:(?P<r>(?:それに)?対応して)、?)?"
_JA = [
    (rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_P}{_TOWARDS}{_CARD}を{_X}(?:{_JA_CAST}){_TAIL}", _NAMED),
    (
        rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_CARD}を、?{_P}{_TOWARDS}{_X}(?:{_JA_CAST}){_TAIL}",
        _NAMED,
    ),
    (
        rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_CARD}を{_X}、?{_P}{_TOWARDS}(?:{_JA_CAST}){_TAIL}",
        _NAMED,
    ),
    (rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_CARD}を{_X}(?:{_JA_CAST}){_TAIL}", _NAMED),
    (
        rf"{_OPENING}(?:{_P}(?:は|が|も)、?)?(?:{_Q}(?:に|から|の)、?)?{_FACE_JA}{_CARD}を{_FACE_JA}"
        rf"{_X}(?:{_JA_CAST_AT}){_TAIL}",
        _AT_ASKER,
    ),
    (rf"{_OPENING}{_P}{_TOWARDS}{_CARD}を{_X}(?:{_JA_CAST}){_OWN_TAIL}", _BY_ASKER),
    (rf"{_Q}の{_CARD}に(?:{_N}点(?:分)?)?殴られ{_TAIL}", _BLOW_AT_ASKER),
    (
        rf"{_Q}の{_CARD}(?:に|で|から){_N}点(?:の)?(?:戦闘)?ダメージを(?:受け|食らっ|くらっ){_TAIL}",
        _BLOW_AT_ASKER,
    ),
    (rf"{_OPENING}{_CARD}を(?:、?{_P}{_TOWARDS})?{_X}(?:{_JA_CAST}){_OWN_TAIL}", _BY_ASKER),
    # The card ending the sentence, no verb (「相手が自分に《稲妻》。」「相手から《稲妻》2発。」).
    (rf"{_Q}(?:が|は)、?{_P}{_TOWARDS}{_CARD}{_COUNTED}(?=[。!?！？]|$)", _NAMED),
    (rf"{_OPENING}{_Q}から{_CARD}{_COUNTED}(?=[。!?！？]|$)", _AT_ASKER),
]
_TELLINGS: dict[str, list[tuple[re.Pattern[str], _Unnamed]]] = {
    "en": [(re.compile(pattern), unnamed) for pattern, unnamed in _EN],
    "ja": [
        (re.compile(pattern.replace(f"{_CARD}を", f"{_CARD}を{_TIMES}", 1)), unnamed)
        for pattern, unnamed in _JA
    ],
}
