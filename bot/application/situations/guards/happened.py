"""Whether the story's events happened as told: an event only tried, nearly, maybe or
reportedly done, told before what follows it, or of a thing (a verb before a noun), a turn told
without its draw, and a card told as held that lies in a hand or a graveyard, get no verdict. A
wrong verdict is worse than none: each of these was played as told before.
"""

from __future__ import annotations

import re

from bot.application.situations.guards.asker import not_the_askers
from bot.application.situations.matching import EVENT_KINDS, Reading, asking_parts
from bot.application.situations.pattern_kit import sentence_start
from bot.application.situations.text_normal import Normalised

_FACT_KINDS = {"query", "variant"}


# A player's other commander ("their other commander", 「相手の別の統率者」): commander damage
# counts by commander, and which dealt what the reading does not follow.
_OTHER_COMMANDER = {
    # (and 「Aさんの統率者に10点、Bさんの統率者に11点」: two commanders whose players are unsaid)
    "ja": re.compile(
        r"(?:別|もう1体|もう一体|もう片方|2体目|二体目|他|ほか|⟨someone⟩)の統率者"
        # the commander changed on the way (「でも統率者が途中で変わってた」)
        r"|統率者(?:が|は|も|を)?[^。、.!?]{0,6}?(?:変わ|変え|替わ|替え|入れ替|交代|交換)"
    ),
    "en": re.compile(
        r"\b(?:other|second|2nd|different|partner|another)(?: [a-z'\-]+)? commanders?\b"
        r"|\b(?:swapp|switch|chang|replac)\w* "
        r"(?:his |her |their |the |⟨[a-z0-9]+⟩'s )?commanders?\b"
    ),
}


# Another player's game (「友達の試合の話なんですが」, "in my buddy's game"): the story's "I"
# is not the asker.
_ANOTHERS_GAME = {
    "en": re.compile(
        r"(?:(?:⟨you⟩'s|\ba|\bsome) (?:friend|buddy|brother|sister|son|daughter|kid|mate)|⟨friend⟩)"
        r"'s (?:game|match|turn)\b|\bwatching (?:a|⟨you⟩'s) (?:game|match)\b"
    ),
    "ja": re.compile(
        r"(?:友達|友人|⟨friend⟩|知り合い|他の人|ほかの人|弟|兄|姉|妹|息子|娘|子供)"
        r"の(?:試合|ゲーム|対戦|デュエル)"
        r"|(?:試合|ゲーム|対戦)を(?:横で|隣で|後ろで)?(?:見て|観戦)"
        # the asker judging or watching (「ジャッジ中の質問です」「観戦してたら」): no seat theirs
        r"|ジャッジ(?:を)?(?:して|中|やって)|観戦(?:して|中)"
    ),
}


def undone(norm: Normalised, reading: Reading) -> str | None:
    """Why the story's events may not be what the reading plays, or None."""
    if found := _ANOTHERS_GAME[norm.lang].search(norm.text):
        return f"not understood: another player's game ({found.group()!r})"
    if elsewhere := not_the_askers(norm):
        return elsewhere
    if any(c.kind == "concede" and c.player == "all" for c in reading.clauses):
        # "everyone conceded", 「全員投了した」: everyone else, or every player?
        return "who conceded is not said: every player, or every other?"
    if any(c.kind.startswith("commander") for c in reading.clauses) and (
        found := _OTHER_COMMANDER[norm.lang].search(norm.text)
    ):
        return f"not understood: which commander dealt it ({found.group()!r})"
    judge = _undone_ja if norm.lang == "ja" else _undone_en
    return (
        judge(norm, reading)
        or _elsewhere_en(norm, reading)
        or _turn_unplayed(norm, reading)
        or _next_draw_asked(norm, reading)
    )


# A draw to come asked about (「次のターンのドローで負け？」, "will I lose on my next draw?"):
# the question turns on an event the story does not tell.
_NEXT_DRAW = {
    "ja": re.compile(r"次の(?:(?:自分の)?ターンの)?ドロー|ドロー(?:で|したら|すると|する時)"),
    "en": re.compile(r"\bnext (?:turn's )?draw\b|\bwhen ⟨you⟩ (?:next )?draw\b"),
}


def _next_draw_asked(norm: Normalised, reading: Reading) -> str | None:
    for start, end in asking_parts(norm):
        found = _NEXT_DRAW[norm.lang].search(norm.text, start, end)
        # (a draw read there but left out as not told, matching.py, is the one asked about)
        drawn = any(
            c.kind in {"draw", "decked"} and start <= c.start < end for c in reading.clauses
        )
        if found and not drawn:
            return f"not understood: a draw to come asked about ({found.group()!r})"
    return None


# What is told as only nearly, maybe, planned, tried, believed or said to have happened
# (「受けそう」「受けるところだった」「かもしれない」「予定」「はず」「もらいかけた」「投了しようと
# した」「受けたと思ったけど」「受けたって相手は言ってる」「したことにされた」), or as happening
# before what is told after it (「受ける前に相手が投了した」), or that tells of a thing
# (「ドローしたら3点失うカードを引いた」): the story's order is not the events' order, or the
# event may not have happened at all.
_NOT_SURE = (
    r"(?:そう|かも|予定|はず|かけ|つもり|気が(?:する|します|して)|(?:よう|[こそとのもろごぼ]う)と"
    # (seemed, suggested, or only thought of: 「投了っぽい」「投了を勧めた」「投了するか迷ってる」)
    r"|っぽ|みたい|勧め|すすめ|促|提案|迷|悩|考え"
    r"|(?:って|と)(?:⟨[a-z0-9]+⟩(?:は|が|も))?(?:言|思|聞)|ことにされ)"
)
_NOT_SURE_RE = re.compile(_NOT_SURE)
_UNDONE_AFTER = re.compile(rf"[ぁ-ん]{{0,3}}?(?:(?<=[るうくすつぬむぶぐ])ところ|前|{_NOT_SURE})")
# After an event, past the rest of its verb (「生け贄に捧げようとして」); and a verb that
# tells of a thing, right after it (「3点失うカード」「引くのを防いだ」; an effect, an ability or a
# spell that does it is the event itself: 「3点失う効果が解決した」).
_UNDONE_EVENT = re.compile(
    rf"[^、。,.!?⟨⟦]{{0,6}}?{_NOT_SURE}"
    r"|[るうくすつぬむぶぐ]?(?:カード|クリーチャー|パーマネント|トークン"
    r"|アーティファクト|エンチャント|やつ|もの|のを)"
)
# 「その前に」, and an event verb denied anywhere (「実は受けてなかった」).
_UNDONE_ANYWHERE = re.compile(
    # (a story told as the asker's guess: 「たぶん」「だっけ」)
    r"(?<![ぁ-ん])たぶん|多分|おそらく|恐らく|だっけ|うろ覚え|覚えてな|(?<![ぁ-ん])たしか|確か(?!に|め|認|で|だ)"
    r"|その前に|それより前|それ以前|(?:受け|引い|投了し|殴られ|食らっ|くらっ|失っ|破壊され|除去され)"
    r"て(?:い)?な(?:い|かっ)"
    # a correction of what was told (「いや、プレインズウォーカーが受けたんだった」「…と思ったら
    # 俺のクリーチャーだった」「ダメージは俺のクリーチャーにだった」)
    r"|(?<![ぁ-んー])いや[、,]|と思ったら|んだった|にだった|訂正|正しくは|間違えた|まちがえた"
)


# 「《白金の天使》いるけど相手のだから」: whose a card is, said apart from it, which no pattern
# reads; and 「相手に《稲妻》で3点」: the player before the points is whom they were dealt to, or
# who dealt them, which the clause left unread.
_WHOSE_APART = re.compile(
    r"⟨[a-z0-9]+⟩の(?:だ|です|でした|やつ|もの)(?:から|けど|よ|ね|し|[、。!?]|$)"
)
_AIMED = re.compile(r"⟨[a-z0-9]+⟩に$")


# A card supposed away (「もし天使がいなかったら負けてた？」「鏡がなかったら」), as "if it weren't
# there": the story was played with the card, the question asks of it without ('keeps_playing').
# (「いる」 is said of creatures and cards in play, 「ある」 of the others, named as cards.)
_UNDOING_JA = re.compile(
    r"(?:いな|存在しな)(?:かったら|ければ|きゃ|いなら)|⟦\d+⟧(?:が|は|も)?(?:な|無)(?:かったら|ければ|きゃ)"
)


# Damage told as taken so far (「統率者から20点もらってる」「3点受けている」), after a total:
# whether the total counts it is not said (「俺のライフ21、…20点もらってる。今…1点殴られた」
# took the 20 again from the 21: 'loses'). A tally said so (「累計18点受けています」) is read so.
_SO_FAR = re.compile(r"(?:って|いて|けて|して|れて|んで)(?:い)?(?:る|ます|た)(?![ぁ-ゖ])")
_TALLY = re.compile(r"累計|合計|トータル")
_BLOWS = {"damage", "commander_damage"}


def _taken_so_far(norm: Normalised, reading: Reading) -> str | None:
    totals = [c.start for c in reading.clauses if c.kind == "life_is"]
    for item in reading.clauses:
        if item.kind not in _BLOWS or not any(t < item.start for t in totals):
            continue
        near = re.split(r"[。、,.!?]|けど|ので", norm.text[item.end - 3 : item.end + 6])[0]
        told = norm.text[item.start : item.end]
        if (found := _SO_FAR.search(near)) and found.start() <= 6 and not _TALLY.search(told):
            return f"not understood: damage taken so far, after a total ({told!r})"
    return None


_DONE_BY_ANOTHER = {"concede", "draw", "decked"}
_PASSIVE = re.compile(r"(?:投了|ドロー)され|引かれ")


def _undone_ja(norm: Normalised, reading: Reading) -> str | None:
    if apart := _whose_apart(_WHOSE_APART, norm, reading):
        return f"not understood: whose card {apart!r} says"
    if found := _UNDOING_JA.search(norm.text):
        return f"not understood: a supposition that undoes the story ({found.group()!r})"
    if so_far := _taken_so_far(norm, reading):
        return so_far
    for item in reading.clauses:
        # 「投了された」「相手に投了された」「ドローされた」: done by another, not the asker
        near = norm.text[item.start : item.end + 3]
        if item.kind in _DONE_BY_ANOTHER and _PASSIVE.search(near):
            return f"not understood: a {item.kind} told in the passive"
    for item in reading.clauses:
        if (
            item.kind == "damage"
            and item.player is None
            and _AIMED.search(norm.text, 0, item.start)
        ):
            return f"whose is {norm.text[item.start : item.end]!r}?"
        if item.kind in _FACT_KINDS:
            continue
        if _UNDONE_AFTER.match(norm.text, item.end) or (
            item.kind in EVENT_KINDS
            and (
                _UNDONE_EVENT.match(norm.text, item.end)
                # (a clause read past its verb: 「さらに6点殴られそうです」)
                or _NOT_SURE_RE.search(norm.text, item.start, item.end)
            )
        ):
            return f"not understood: a {item.kind} that may not have happened as told"
    if _UNDONE_ANYWHERE.search(norm.text):
        return "not understood: an event told out of order, or denied"
    events = [c for c in reading.clauses if c.kind in EVENT_KINDS]
    for item in events[1:]:
        if _PERFECT_JA.match(norm.text, item.end) and norm.text[item.end - 1] in "てで":
            return f"not understood: whether {norm.text[item.start : item.end]!r} came first"
    for found in _FIRST_JA.finditer(norm.text) if len(events) > 1 else ():
        # (「《天使の嗜み》が先に解決」 where it agrees with the stack's order: structure/stack/)
        if not any(a <= found.start() < b for a, b in reading.settled):
            return f"not understood: events told out of order ({found.group()!r})"
    return None


# 「先に3点回復してた」「受けるより先に」: what happened first, told after.
_FIRST_JA = re.compile(r"先に|より前に|前もって|あらかじめ")
# An event told after another in the perfect (「5点受けた。でも《天使の嗜み》を唱えてた」: had
# cast; 「10点得てからだった」: it was after gaining 10): it may have come first ('loses' was
# played in the order told).
_PERFECT_JA = re.compile(r"(?:い)?(?:た|ました)(?![ぁ-ゖ])|から(?:だっ|でし)た")


# The asker's turn that comes (「自分のターンが来ました」, "it's my turn now"), or anyone's draw
# step however told: the turn's draw (504.1) is what the question turns on, and the engine plays
# no turn that is not told by its draw.
_TURN_COMES = {
    "en": re.compile(
        r"\b(?:it's|it is|now) ⟨you⟩'s turn\b|\bdraw (?:step|phase)\b"
        r"|⟨you⟩'s turn (?:is |was )?(?:start|begin|come|came|rolls? around)"
    ),
    "ja": re.compile(
        r"(?<!⟨opponent⟩の)(?<!相手の)ターン(?:が|に|を)?"
        r"(?:来|き|なっ|なり|入っ|入り|迎え|始ま|回っ|回ってき)|ドロー・?(?:ステップ|フェイズ|フェーズ)"
    ),
}


def _turn_unplayed(norm: Normalised, reading: Reading) -> str | None:
    if any(c.kind in {"draw", "decked"} for c in reading.every):
        return None
    found = _TURN_COMES[norm.lang].search(norm.text)
    return f"the engine cannot settle this: {found.group()!r} is not played" if found else None


# The asker's guess ("I think", "probably"), of an event or a total.
_GUESSED = r"think|guess|probably|maybe|perhaps|not sure|believe|pretty sure|iirc"
# Said before an English event in its sentence: tried, about to, nearly, threatened, planned,
# would ("they'd take 2"), or only said ("they say they take 2").
_NOT_DONE_EN = re.compile(
    r"\b(?:(?:going|about|tried|tries|try|trying|wants?|wanted|threatens?|threatened|plans?"
    r"|planning|attempts?|attempted) to|gonna|almost|nearly|would have|could have|would've"
    rf"|could've|countered|claims?|claimed|{_GUESSED})\b|\bfizzle|⟩'d\b"
    r"|\b(?:says?|said) (?:that )?⟨"
)
_SENTENCE = re.compile(r"[.!?;]")
# A total told as what the asker believed ("I thought I was at 4"), or a card as what they
# used to have: which may not be so.
_BELIEVED_EN = re.compile(rf"\b(?:thought|assumed|believed|was sure|used to|{_GUESSED})\b")


# Another creature told as the one that dealt "more" after commander damage ("another creature
# swings and deals 7 more"): not the commander's blow.
_ANOTHER_SOURCE_EN = re.compile(
    r"\b(?:another|other|different|second|some|an?)(?: [a-z\-]+)? (?:creature|guy|dude|attacker"
    r"|token|beater|one)s?\b"
)


# "The Angel is his": whose a thing is, said apart from it, which no pattern reads.
_WHOSE_APART_EN = re.compile(
    r"\b(?:is|was|are|were) ⟨[a-z0-9]+⟩'s(?=[.,!?;]|$| and\b| but\b| too\b| now\b)"
)


def _whose_apart(apart: re.Pattern[str], norm: Normalised, reading: Reading) -> str | None:
    """A possessive said apart from its thing that no reading took ("Lich is mine" and
    「《リッチ》は相手のです」 are read by structure/owners/told.py; "the creature was his" not)."""
    for found in apart.finditer(norm.text):
        if not any(c.start <= found.start() < c.end for c in reading.every):
            return found.group()
    return None


# A supposition that undoes the story ("if it weren't there", "unless he hits me"): what it
# asks is not what the story, played as told, answers.
_UNDOING_EN = re.compile(
    r"\bunless\b|\bif\b[^.?!]*?\b(?:weren't|wasn't|hadn't|didn't|were not|was not|had not"
    r"|did not|not there|gone|without)\b|\bwithout (?:it|that|the|⟦)"
)


# "both take 1" where no group was named ("we both", "both of us" are ⟨all⟩): the verb's
# clause reads one player of the two.
_BOTH_EN = re.compile(
    r"\bboth (?:take|took|takes|lose|lost|get|got|draw|drew|go|went|are|were|at|concede|conceded)\b"
)


# Events told out of the order they happened in ("take 3, but first I gain 3", "gain 3
# after taking 3"): the reading plays them in the order told.
_OUT_OF_ORDER_EN = re.compile(
    r"\b(?:after|afterwards|but first|first of all|beforehand|prior to)\b"
)


def _undone_en(norm: Normalised, reading: Reading) -> str | None:
    events = [c for c in reading.clauses if c.kind in EVENT_KINDS]
    if len(events) > 1 and (found := _OUT_OF_ORDER_EN.search(norm.text)):
        return f"not understood: events told out of order ({found.group()!r})"
    if found := _BOTH_EN.search(norm.text):
        return f"not understood: who {found.group()!r} are"
    if apart := _whose_apart(_WHOSE_APART_EN, norm, reading):
        return f"not understood: whose thing {apart!r} says"
    if found := _UNDOING_EN.search(norm.text):
        return f"not understood: a supposition that undoes the story ({found.group()!r})"
    for item in reading.clauses:
        first = sentence_start(norm.text, item.start)
        if (
            item.kind == "commander_damage"
            and "commander" not in norm.text[first : item.end]
            and _ANOTHER_SOURCE_EN.search(norm.text, first, item.start)
        ):
            return "not understood: whose blow 'more' commander damage is"
        doubt = _NOT_DONE_EN if item.kind in EVENT_KINDS else _BELIEVED_EN
        if item.kind in _FACT_KINDS:
            continue
        end = _SENTENCE.search(norm.text, item.end)
        found = doubt.search(
            norm.text, sentence_start(norm.text, item.start), end.start() if end else len(norm.text)
        )
        if found:
            return f"not understood: a {item.kind} told as {found.group()!r}"
    return None


# "with Platinum Angel in my hand": a card read as held that the words put in a hand, a
# graveyard or a library.
_IN_A_ZONE_EN = re.compile(
    r" (?:is |was |still |sitting |stuck )*(?:in|on top of|at the bottom of) "
    r"(?:⟨[a-z0-9]+⟩'s |the |his |her |their )?(?:hand|graveyard|library|deck|yard|exile|grip)\b"
)


def _elsewhere_en(norm: Normalised, reading: Reading) -> str | None:
    if norm.lang != "en":
        return None
    for item in reading.clauses:
        if item.kind == "controls" and _IN_A_ZONE_EN.match(norm.text, item.end):
            return f"not understood: where {norm.text[item.start : item.end]!r} is"
    return None
