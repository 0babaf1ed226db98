"""The verdict a search answer carries: the situation the question tells, read and played on the
engine (`bot.application.situations`), in the shape of `search --json`'s `verdict`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application.answer_types import RecognisedCard, VerdictAnswer
from bot.application.situations.card_effects.oracle import oracle_cards
from bot.application.situations.matching import screen_patterns
from bot.application.situations.verdict import verdict_for
from engine.rule_citations import EDITION
from rulesdb.text.normalize import has_japanese

SCENARIO_TITLE = {"ja": "質問の状況", "en": "The situation in the question"}


# Still able to play on, as a chat asks it (「まだいける？」「まだやれる？」「まだ戦える？」):
# 「このデッキいける？」, with no まだ, asks whether a deck is good.
_STILL_ON = r"まだ(?:いけ|行け|やれ|戦え|残って|残れ)"

# The outcomes the engine decides, as players ask for them: who loses or wins, whether one is
# alive or out, what happens, whether a card covers them. A question asking anything else of a
# story (how much mana, where the cards go) is not answered by who loses.
_OUTCOME_ASKED = {
    "en": re.compile(
        r"\b(?:lose|loses|losing|lost|win|wins|winning|won|die|dies|died|dead|alive|live|survive"
        r"|survives|survived|surviving|out|over|done|finished|lethal|fine|ok|okay|safe|screwed"
        r"|result|outcome|verdict|happen|happens|draw|tie|continue|continues|keep playing"
        r"|keep going|still in"
        # "right?" confirms an outcome; "right away", "right now" ask when.
        r"|in it|leave me|leave us|thoughts|right(?! away| now| after| then)|correct|true|cover"
        r"|covers|protect|protects"
        r"|save|saves|stop|stops|is that it"
        # as a chat asks it: "gg?", "ded?", "am I cooked?", "rip?"
        r"|gg|ded|cooked|toast|rip"
        # a player still in shape, as a chat asks it ("we good?", "am I still standing?"); "good
        # to attack", "going to" ask something else
        r"|(?:i|we|i'm|im|we're|am i|are we|is (?:he|she)|are they|they're)(?: still)?"
        r" (?:good|standing|kicking|breathing|going|around)(?! to| for| with)"
        r"|(?:kill|kills|killed|finish|finishes) (?:me|us|him|her|them))\b",
        re.IGNORECASE,
    ),
    "ja": re.compile(
        r"負け|敗北|勝ち|勝て|勝利|引き分け|生き|死|どうな|続|終わ|ダメ|だめ|助か|耐え|セーフ"
        r"|アウト|大丈夫|問題|平気|無事|合って|正し|本当|よね|でいい|扱い|結果"
        # as a chat asks it: 「詰んだ？」「オワタ？」 (am I done for)
        r"|詰ん|詰み|オワタ|おわた"
        rf"|{_STILL_ON}"
    ),
}


# The things of a game a question may ask the fate of, as the English "what happens to my X".
_THING = (
    r"(?:ダメージ|パーマネント|土地|カード|クリーチャー|トークン|手札|墓地|ライブラリー|デッキ"
    r"|記録|カウンター|紋章|呪文|能力|統率者|アーティファクト|エンチャント|プレインズウォーカー"
    r"|ターン|効果)"
)


# What a question asks of a story besides its outcome, in the sentence that asks: when ("when
# do I lose?", not "do I lose when I draw?") or why, by which rule, how much, who has priority,
# what becomes of the cards ("What happens to my permanents?"), who wins the match, and what
# might have been.
_OTHER_ASKED = {
    "en": re.compile(
        r"\b(?:when (?:exactly|do|does|did|would|will|is|am|are|can)|why|how come|at what point"
        r"|which rule|what rule|(?:which|what) (?:step|phase)|how (?:much|many)|priority"
        r"|what happens to (?:my|his|her|their|the|all) (?!life)\w+"
        # what becomes of a turn ("does the turn just end?")
        r"|(?:does|will|would) (?:the|his|her|their|my|that) turn (?:just )?(?:end|continue|go on)"
        # A match is won by games: the engine decides this game, not the match ("I'm up 1-0
        # ... did I lose the match?"); a mirror match or a matchup is no match asked.
        r"|(?<!mirror )match(?!-? ?ups?\b)|the round"
        # what might have been ("would I have survived with 4 life?", "what could I have done?")
        r"|what (?:could|should|can|would|might) (?:i|we|he|she|they|you)"
        r"|(?:would|could|should)(?:n't)? (?:i|we|he|she|they|you) have(?! to\b)"
        r"|(?:would|could|should)(?:'ve| of)(?! to\b)"
        # how one might yet win, not who wins ("I'm at 3, opp at 10, how can I win?" was
        # 'keeps_playing')
        r"|how (?:can|do|could|would|should|might|to) (?:i |we )?(?:still )?win"
        r"|any (?:chance|way|hope|outs?)\b|(?:can|could) (?:i|we) still win"
        # what some play might yet do ("Can he still kill me somehow?" was 'keeps_playing'; "do
        # I somehow survive?" asks the outcome)
        r"|(?:can|could)\b[^.?!]*\bsomehow|is there (?:a|any) way)\b",
        re.IGNORECASE,
    ),
    "ja": re.compile(
        r"いつ|なぜ|何故|(?:なんで|何で)(?!す|し)|どうして|どのルール|何のルール|何点|何個|いくつ|どこ"
        # what becomes of a thing (「回線落ちした人の統率者ダメージってどうなるの？」)
        rf"|{_THING}(?:の記録)?(?:って|は|とか)(?:どう(?:な|扱|す)|消え|残)"
        # how one might yet win (「どうやったら勝てる？」「勝てる可能性ある？」)
        r"|どう(?:やったら|やって|すれば|したら)勝|勝つ(?:方法|には)|勝ち筋|勝ちの目"
        r"|勝てる(?:方法|可能性|見込み|手|ルート)"
    ),
}
_ASKING = re.compile(r"[^.!?。！？]*[?？]")
# Whether a figure is right, or the total a game starts at (「残りライフ2ってことでいいですよね？」
# 「双頭巨人戦のライフって30で合ってますか？」「統率者戦はライフ40で始めるのが正しいですよね？」),
# asked with no loss, win or survival asked beside it: the outcome is not what is asked.
_FIGURE_ASKED = re.compile(
    r"[0-9０-９](?:点|個|枚)?(?:に(?:なる|なった|なって))?(?:の|ってこと|ということ|扱い)?"
    r"(?:で|が|は|って)?(?:合って|正し|いい|OK|ok)"
    r"|[0-9０-９](?:点)?(?:で|から)?(?:始め|始ま|スタート|開始)"
)
_SURVIVAL_ASKED = re.compile(
    r"負け|敗北|勝ち|勝て|勝利|引き分け|生き|死|続|終わ|助か|耐え|セーフ|アウト|大丈夫|無事"
    rf"|{_STILL_ON}"
)


def refusal(question: str) -> str | None:
    """Why a verdict the engine gave does not answer `question`, or None when it does."""
    lang = "ja" if has_japanese(question) else "en"
    if not _OUTCOME_ASKED[lang].search(question):
        return "the question asks for no outcome the engine decides"
    asked = [asking.group() for asking in _ASKING.finditer(question)]
    for asking in asked:
        other = _OTHER_ASKED[lang].search(asking)
        if other:
            return f"the question asks {other.group()!r}, not only who loses or wins"
    if lang != "ja" or any(_SURVIVAL_ASKED.search(asking) for asking in asked):
        return None
    figure = next(filter(None, map(_FIGURE_ASKED.search, asked)), None)
    return (
        f"the question asks whether {figure.group()!r} is right, not who loses" if figure else None
    )


def ready_reader() -> None:
    """What the reader reads once a process, read now (the bot's start): a player's first story
    waited for it, 30-75 ms on a slow machine."""
    screen_patterns()


class VerdictBeside:
    """The verdict of one question, read from the cards its search names while the database
    ranks their words among the search's candidates (`Searcher.answer`'s `beside`: the thread
    that reads it is idle then), and given for the cards the search names (read now if it was
    read for others, or not at all: no card named)."""

    def __init__(self, question: str) -> None:
        self.question = question
        self._read: tuple[list[RecognisedCard], VerdictAnswer | None] | None = None

    def read(self, cards: list[RecognisedCard]) -> None:
        self._read = (list(cards), situation_verdict(self.question, cards))

    def verdict(self, cards: list[RecognisedCard]) -> VerdictAnswer | None:
        if self._read is None or self._read[0] != cards:
            return situation_verdict(self.question, cards)
        return self._read[1]


def situation_verdict(question: str, cards: Sequence[RecognisedCard]) -> VerdictAnswer | None:
    """The engine's verdict for the asker, or None when the question is not a situation the
    engine models in full, or asks for something other than the outcome (a wrong verdict is
    worse than none)."""
    if refusal(question):
        return None  # asked first: reading and playing the story cost more than the asking
    names = [card["ref"].removeprefix("card:") for card in cards]
    verdict = verdict_for(question, names, oracle_cards(cards))
    if verdict is None:
        return None
    japanese = has_japanese(question)
    # The walkthrough of the scenario is titled in the question's language, like the reply.
    scenario = {**verdict.scenario, "title": SCENARIO_TITLE["ja" if japanese else "en"]}
    return {
        "asker": verdict.asker,
        "summary": verdict.summary_ja if japanese else verdict.summary_en,
        "summary_i18n": {"ja": verdict.summary_ja, "en": verdict.summary_en},
        "scenario": scenario,
        "rules_cited": list(verdict.rules_cited),
        "rules_edition": EDITION,
        # (Renumbered into the current edition by the search, which has the editions' table.)
        "rules_shown": [{"number": rule, "edition": EDITION} for rule in verdict.rules_cited],
        "assumed": [*verdict.defaults, *verdict.assumptions],
    }
