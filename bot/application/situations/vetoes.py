"""The signs that a question is not a situation the engine can settle, looked for over the whole
question once its salient facts are read: each gives the reason there is no verdict.

A story's incidental words are not read at all; these are the words that would make a verdict
a guess: a definition or a procedure asked for, the stack and timing, an alternative asked
("which one"), simultaneity the reading cannot place, an unmodelled card the story makes matter,
a modelled card nobody holds, a number no fact took, and a told fact that is negated.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application.situations.card_effects.inert_roles import blow_told, blows, unaccounted
from bot.application.situations.card_names import LOOSE_KATAKANA, SUBGAME_CARDS
from bot.application.situations.guards.changed import changed
from bot.application.situations.guards.contrary import (
    commander_blows_untold,
    emptiness_unread,
    not_commander_damage,
)
from bot.application.situations.guards.happened import undone
from bot.application.situations.guards.match import match_asked
from bot.application.situations.guards.put_late import put_late
from bot.application.situations.guards.refilled import refilled
from bot.application.situations.guards.replaced import replaced_total
from bot.application.situations.guards.subgame_totals import total_in_no_game
from bot.application.situations.guards.unplayed import unplayed
from bot.application.situations.matching import EVENT_KINDS, Reading, asking_parts
from bot.application.situations.structure.combat import unplayed_combat
from bot.application.situations.structure.doubts.elsewhere import elsewhere
from bot.application.situations.structure.doubts.english import doubted
from bot.application.situations.structure.doubts.readings import in_doubt
from bot.application.situations.structure.events.activations import unread_activation
from bot.application.situations.structure.phrases import FAILED_DRAW
from bot.application.situations.structure.settled import settled_words
from bot.application.situations.structure.settling.blows import NOTHING_BLOCKED
from bot.application.situations.structure.settling.emblems import unread_emblem
from bot.application.situations.structure.settling.spells import unresolved
from bot.application.situations.structure.timing.at_once import simultaneous_unread
from bot.application.situations.structure.unread import unread_number
from bot.application.situations.structure.unsettled import procedure_or_general, unsettled
from bot.application.situations.text_normal import UNMODELLED, Normalised
from engine.cards import REGISTRY

_RESULT = r"the (?:final |end )?(?:result|outcome|verdict)\b"
_NOT_A_SITUATION = {
    "en": re.compile(
        # "What's my life now?", "What's the final result?" ask the verdict's own figure.
        rf"\bwhat (?:is|are|does|do)\b(?! happen)(?! ⟨[a-z0-9]+⟩'s life)(?! {_RESULT})"
        rf"|\bwhat's\b(?! ⟨[a-z0-9]+⟩'s life)(?! {_RESULT})|\bhow (?:do|does|can|should|would) "
        r"(?:⟨[a-z0-9]+⟩|you|one|it)(?![a-z])(?! lose| win| die| survive)"
        r"|\bdefin|\bexplain\b|\bmeaning\b|\beli5\b|\bdifference\b|\bprocedure\b|\bwording\b"
        r"|\bwhere (?:do|does|did) (?:all )?(?:the )?cards?\b|\bhow (?:it|this|that) works\b"
        r"|\bwhat an? '?[a-z]+'? is\b|\brules? (?:for|on|about)\b"
    ),
    "ja": re.compile(
        r"とは|って何|ってなに|ってなん|やり方|方法|どうやって|手順|意味|説明|ルールを|違い|計算"
        r"|何マナ|どこに(?:行|い)|どこへ|そもそも"
    ),
}
_NOT_MODELLED = {
    "en": re.compile(
        r"\b(?:priority|stack|respond\w*|response|trigger|triggers|triggered|target|targets|targeting"
        r"|block|blocks|blocked|blocker|blocking|first strike|double strike|trampl\w*|lifelink"
        r"|wither|toxic|proliferat\w*|flash|instant speed|counterspell|counter it"
        r"|counters? (?:the|that|a) spell"
        r"|before|order|apnap|active player|upkeep|mulligan|sideboard|copy|copies|copied"
        # an event placed before what the story told ahead of it ("I'm at 0 life but my
        # opponent conceded first" was 'loses': the total was played first)
        r"|\w+(?:ed|ew|ost|ent) first"
        r"|regenerat\w*|skip\w*|targeted"
        r"|indestructible|hexproof|shroud|protection|prevent|prevents|prevented|double|doubles"
        r"|doubled|halve|choose|chooses|chose|cost|mana|tap|untap|steal|stole|stolen"
        r"|gains? control|gained control|control magic|equip|equipped"
        # variants whose players and seats the reading does not know (802-809, 901-904)
        r"|brawl|planechase|archenemy|emperor|grand melee|star variant|team vs\.? team)\b"
    ),
    "ja": re.compile(
        r"優先権|スタック|対応し(?!ませ|なかっ|ない|ず)|対応する|チェーン|レスポンス|誘発|対象|ブロック"
        r"|先制攻撃|二段攻撃|トランプル|絆魂|毒性|増殖|スキップ|飛ばさ|飛ばし"
        # a block in players' words, no ブロック written (「殴られたけどチャンプした」 was 1 damage
        # taken: 'loses' at 1 life; 「相打ちになった」 is a block too)
        r"|チャンプ|相打ち|相討ち"
        # (the keywords as written in katakana: 「ダブルストライクの2/2」 was 2 points)
        r"|ダブルストライク|ファーストストライク|ライフリンク"
        r"|瞬速|打ち消|順番|順序|先に|アップキープ|マリガン|サイドボード|コピー|再生|破壊不能|呪禁"
        r"|被覆|プロテクション|軽減|防ぐ|2倍|倍に|選ぶ|選ん|支払|コスト|マナ|タップ"
        r"|コントロールを得|奪|盗|装備|統率者税"
        # a tournament's penalties are the judges', not the game's rules
        r"|ペナルティ|違反|反則|失格|遅刻|イカサマ"
    ),
}
# Words of the stack and combat that change nothing the engine needs: a block that did not
# happen (the damage is told), and the triggered abilities of modelled cards, which the engine
# resolves itself (the verdict notes it) when no unmodelled card is in the story.
_MODELLED_TRIGGER = {
    "en": re.compile(r"\btrigger(?:s|ed)?\b"),
    "ja": re.compile(r"誘発"),
}


def _blank(found: re.Match[str]) -> str:
    return " " * len(found.group())  # a word's place stays its place in the question


def _settled(norm: Normalised, reading: Reading) -> str:
    """The text without what the engine settles by itself (see above and settled.py)."""
    text = NOTHING_BLOCKED[norm.lang].sub(_blank, norm.text)
    if norm.cards and UNMODELLED not in text:
        text = _MODELLED_TRIGGER[norm.lang].sub(_blank, text)
    return settled_words(norm, reading, text)


_ALTERNATIVES = {
    "en": re.compile(
        r"\bwhich (?:one|1|of|player|effect|replacement|applies|comes|happens)\b"
        # "Which is worse for me right now?" weighs two facts: no outcome is asked.
        r"|\b(?:which|what)(?: one)?(?:'s| is| are| would be) (?:worse|better|worst|best)\b"
    ),
    "ja": re.compile(r"どっち(?!も)|どちら(?!も)|どれ(?:が|の方)"),
}
_EITHER_WAY = re.compile(
    r"either way|whichever|どちらにしても|どっちにしても|いずれにしても|どちらでも|どっちでも"
)
# Infect or poison named with no poison read: the count that decides is not told ("Do I lose to
# my opponent's poison creature?" at 5 life was 'keeps_playing').
_INFECT = {
    "en": re.compile(r"\binfect\b|\bpoison"),
    "ja": re.compile(r"感染|インフェクト|毒"),
}

_GROUPS = {"all", "opponents"}
_FACT_KINDS = {"query", "variant"}
# A loss the story claims is checked against the engine, never forced; 「負けてなかった」 is one.
_CLAIMS = {"lost", "loses_subgame"}


def veto(norm: Normalised, reading: Reading, spared: frozenset[int] = frozenset()) -> str | None:
    """Why the question gets no verdict, or None when nothing speaks against it; `spared`:
    where the numbers no fact took stand that the verdict plays in every role instead
    (unread_numbers/): every other veto still speaks, in the same order."""
    lang = norm.lang
    if _NOT_A_SITUATION[lang].search(norm.text):
        return "not a situation: a definition or a procedure"
    found = _NOT_MODELLED[lang].search(_settled(norm, reading))
    if found:
        return f"the engine cannot settle this: {found.group()!r}"
    general = procedure_or_general(norm)
    if general:
        return general
    if _ALTERNATIVES[lang].search(norm.text) and not _EITHER_WAY.search(norm.text):
        return "the engine cannot settle this: the question asks which of several"
    if simultaneous_unread(norm, reading.clauses):
        return "the engine cannot settle this: what happens at the same time is not told"
    if _INFECT[lang].search(norm.text) and not any("poison" in c.kind for c in reading.every):
        return "the engine cannot settle this: infect or poison with no poison count told"
    if activated := unread_activation(norm, reading):
        return f"not understood: what {activated}'s activated ability did"
    return (
        unsettled(norm, reading)
        or doubted(norm)
        or in_doubt(norm, reading)
        or elsewhere(norm, reading)
        or unread_emblem(norm, reading)
        or _unmodelled_card(norm, reading)
        or unaccounted(norm, [(c.kind, c.start, c.end, sum(c.numbers[:1])) for c in reading.every])
        or unread_number(norm, reading, spared)
        or _negated(norm, reading)
        or unresolved(norm)
        or undone(norm, reading)
        or match_asked(norm)
        or refilled(norm, reading)
        or changed(norm, reading)
        or replaced_total(norm, reading)
        or unplayed(norm, reading)
        or total_in_no_game(norm, reading)
        or _spell_held(norm, reading)
        or _unplaced_card(norm, reading)
        or put_late(norm, reading)
        or unplayed_combat(norm, reading)
        or emptiness_unread(norm, reading)
        or not_commander_damage(norm, reading)
        or commander_blows_untold(norm, reading)
    )


def unlocated(norm: Normalised, named_cards: Sequence[str]) -> str | None:
    """A card the search recognised that the reading cannot find in the words: where it is and
    what it does are unknown (an unmodelled one is found as any name in 《》)."""
    lost = [
        name
        for name in named_cards
        if (name in REGISTRY and name not in norm.cards)
        or (
            name not in REGISTRY
            and UNMODELLED not in norm.text
            and name not in (*norm.told, *norm.inert)
        )
    ]
    lost += [name for word, name in LOOSE_KATAKANA.items() if word in norm.text]
    if not lost:
        return None
    if any(name not in REGISTRY for name in lost):
        return f"the engine does not model {', '.join(n for n in lost if n not in REGISTRY)}"
    return f"not understood: where {', '.join(lost)} is"


_HELD = {
    "en": re.compile(
        r"(?:(?:control|controls|controlled|have|has|had|got|running)(?: ⟨[a-z0-9]+⟩'s)?"
        r"|with|and) $"
    ),
    # (「《超越》下で」「《超越》貼ってる」: what a card is under or has put down is held too;
    # 「《…》が自分の場にあって」 was 'loses', the card the search did not know left out)
    "ja": re.compile(
        r"^(?:とか|など)?(?:が|は|も)?(?:(?:⟨[a-z0-9]+⟩(?:の|側の?)?)?(?:場|戦場|盤面)に(?:は)?)?"
        r"(?:い|あ|出|を(?:コントロール|出|置|持)|持ち|の紋章)"
        r"|^(?:の)?(?:下|もと|影響下)(?:で|に)|^(?:を|が|も)?(?:貼|張|置|設置)"
    ),
}
_HELD_AFTER_EN = re.compile(
    r"^(?:'s)? ?(?:is |was )?(?:still )?(?:out|in play|on the battlefield|on board|emblem"
    r"|(?:on|under) ⟨[a-z0-9]+⟩'s (?:side|board|battlefield|field|control))"
)
# A creature a player attacks with ("attacks with X and I take 2") is the attacker, not a card
# held for its text: it is read as a card that only hits (below).
_ATTACKS_WITH = re.compile(
    r"\b(?:attack|attacks|attacked|attacking|swing|swings|swung|swinging) (?:me |⟨you⟩ )?with"
    r" (?:an? |the |his |her |their |⟨[a-z0-9]+⟩'s )?"
    r"(?:(?:plain|vanilla|lone|single|big|little) )?$"
)
# An unmodelled card that only hits (「《…》に殴られ」, "X hits me") tells nothing but damage.
_ONLY_HITS = {
    "en": re.compile(r"^ (?:hits?|attacks?|attacked|deals?|dealt|pings?|swings?|bolts?)\b"),
    "ja": re.compile(r"^(?:とか|など)?(?:に|で)(?:殴ら|攻撃さ|ダメージ)"),
}
_CAST = {
    "en": re.compile(r"(?!)"),  # an English story tells a spell's effect with its casting
    "ja": re.compile(r"^を(?:撃ち|唱え|打ち|使い|キャストし)(?:ました|た)(?=[。])"),
}
_PLAIN_EFFECTS = {
    "damage",
    "life_change",
    "draw",
    "leaves",
    "poison_gain",
    "life_is",
    "commander_damage",
}
_SENTENCE = re.compile(r"[.!?。！？\n]")


def _unmodelled_card(norm: Normalised, reading: Reading) -> str | None:
    """An unmodelled card may be told as the source of a plain effect the story states (a
    spell that makes you lose 2 life, a creature that hits you); held or with anything else
    to it, its text may decide what the engine cannot know."""
    # (an attack only where no card's text read says more than any creature's: lifelink)
    only_inert = norm.lang == "en" and set(norm.texted) <= set(norm.inert)
    for mark in re.finditer(re.escape(UNMODELLED), norm.text):
        before, after = norm.text[: mark.start()], norm.text[mark.end() :]
        attacking = only_inert and _ATTACKS_WITH.search(before[-40:])
        held = (
            _HELD[norm.lang].search(before[-24:]) if norm.lang == "en" else _HELD["ja"].match(after)
        )
        if not attacking and (held or (norm.lang == "en" and _HELD_AFTER_EN.match(after))):
            return "the engine does not model a card the story has in play"
        end = _SENTENCE.search(after)
        limit = mark.end() + (end.start() if end else len(after))
        if attacking or _ONLY_HITS[norm.lang].match(after):
            # What its blow did, when nothing else happens and it left the player alive, is
            # what the question asks, and its text's (「《ファージ》に殴られた。ライフは20。」).
            # A blow the story tells is its own, not another after it (「…に殴られて、さらに
            # 《稲妻》を撃たれた」 played the Bolt alone: 'keeps_playing' at 5).
            told = [(c.kind, c.start, c.end, 0) for c in reading.clauses]
            if (
                blow_told(norm.text, mark.start(), told)
                or (any(c.kind in EVENT_KINDS for c in reading.clauses) and not blows(told))
                or any(c.kind == "life_is" and c.numbers[0] <= 0 for c in reading.clauses)
            ):
                continue
            return "the engine does not model a card the story gives an effect"
        if _CAST[norm.lang].match(after) and end:
            # A spell cast in one sentence and its effects told in the next.
            following = _SENTENCE.search(after, end.end())
            limit = mark.end() + (following.start() if following else len(after))
        if not any(
            c.kind in _PLAIN_EFFECTS and c.end > mark.start() and c.start < limit
            for c in reading.every
        ):
            return "the engine does not model a card the story gives an effect"
    return None


# An instant or a sorcery is cast, never held: told as what kept a player going ("thanks to",
# 「《天使の嗜み》で」), used, or as a player's own ("my Angel's Grace"), it was cast and resolved
# (story.py); "I have Angel's Grace" or "with Angel's Grace" may be a card in hand.
_IN_EFFECT = {
    "en": re.compile(
        r"^(?:(?:thanks to|because of|due to|with the help of) |(?:⟨[a-z0-9]+⟩ (?:am|is|are|was"
        r"|were) )?using |⟨[a-z0-9]+⟩'s ⟦)"
    ),
    "ja": re.compile(r"^(?:⟨[a-z0-9]+⟩の⟦\d+⟧$|⟦\d+⟧(?:の効果)?で$)"),
}
# ... or told as in effect after it ("with Angel's Grace active"; 「《天使の嗜み》が効いてる」
# leaves whose it is to the owners' reading, which wants 「自分の」).
_ACTIVE = re.compile(r"^ (?:is |was |being |still )?(?:active|in effect|resolved|up)\b")
_IN_HAND = {
    "en": re.compile(r"^(?: is| was| still)* in (?:⟨[a-z0-9]+⟩'s |the )?hand"),
    "ja": re.compile(r"^(?:を|が|は|も)?(?:まだ)?手札"),
}


# A permanent "used" had an ability activated (「《空虚への扉》を使いました」), which the reading
# does not play: read as cast, it would only enter the battlefield.
_USED = {"en": re.compile(r"\b(?:use|uses|used|using)\b"), "ja": re.compile(r"使")}


def _is_spell(name: str) -> bool:
    return bool(REGISTRY[name].types.types & {"instant", "sorcery"})


def _spell_held(norm: Normalised, reading: Reading) -> str | None:
    for item in reading.clauses:
        told = norm.text[item.start : item.end]
        if item.kind == "cast" and _USED[norm.lang].search(told):
            used = [norm.cards[i] for i in item.cards if not _is_spell(norm.cards[i])]
            if used:
                return f"not understood: how {', '.join(used)} was used"
        if item.kind not in {"controls", "hand"}:  # a spell in a hand may still be cast
            continue
        spells = [
            norm.cards[i]
            for i in item.cards
            if norm.cards[i] not in SUBGAME_CARDS and _is_spell(norm.cards[i])
        ]
        in_effect = (
            _IN_EFFECT[norm.lang].match(told)
            or (norm.lang == "en" and _ACTIVE.match(norm.text[item.end :]))
        ) and not _IN_HAND[norm.lang].match(norm.text[item.end :])
        if spells and not in_effect:
            return f"not understood: whether {', '.join(spells)} was cast or is held"
    return None


def _unplaced_card(norm: Normalised, reading: Reading) -> str | None:
    """Every modelled card must be somewhere: held, in a hand, cast; a subgame card (Shahrazad)
    by its subgame. An event of the asking sentence that the story does not tell as happened
    places nothing: 「5点ダメージ受けたけど、⟦天使の嗜み⟧を唱えてたから大丈夫？」 was played
    without the Grace (its cast is the question's, not the story's) and lost."""
    parts = asking_parts(norm)
    asked = [
        c
        for c in reading.every
        if c.kind in EVENT_KINDS
        and c not in reading.clauses
        and any(start <= c.start < end for start, end in parts)
    ]
    asked_only = {i for c in asked for i in c.cards} - {
        i for c in reading.every if c not in asked for i in c.cards
    }
    if held := [norm.cards[i] for i in sorted(asked_only) if norm.cards[i] in REGISTRY]:
        return f"not understood: whether {', '.join(held)} did what the question asks"
    placed = {index for c in reading.every for index in c.cards}
    subgame = any("subgame" in c.kind for c in reading.every)
    missing = [
        name
        for index, name in enumerate(norm.cards)
        if index not in placed and not (subgame and name in SUBGAME_CARDS)
    ]
    return f"who controls {', '.join(missing)} is not said" if missing else None


# Words of the events the engine plays: left unread, the story has a turn the reading missed.
_NEGATION = {
    "en": re.compile(r"(?:\bnot|n't|\bnever|\bno longer|\bwithout)\s+(?:\S+\s+)?$"),
    # 「引いて」 read, 「いません」「はいない」 after it: a te-form's negative (not yet drawn).
    # 「ライフは3じゃない」「3ではなく」: a total denied.
    "ja": re.compile(r"^(?:じゃ|では|で)?(?:(?:は|も)?い)?(?:な(?:い|かっ|く|さ)|ず|ません|ぬ)"),
}


def _negated(norm: Normalised, reading: Reading) -> str | None:
    for item in reading.clauses:
        if item.kind in _FACT_KINDS:
            continue
        text = norm.text[item.start : item.end]
        if norm.lang == "ja":
            negated = _NEGATION["ja"].match(norm.text[item.end :])
        else:
            before = norm.text[max(0, item.start - 20) : item.start]
            # Only the clause's own sentence can negate it ("I didn't block. Opp hits me").
            before = _SENTENCE.split(before)[-1]
            negated = _NEGATION["en"].search(before)
            negated = negated or re.search(r"\bnot\b|n't", text)
        if negated and item.kind not in _CLAIMS and item.option != FAILED_DRAW:
            return f"not understood: a negated {item.kind}"
    return None
