"""Situation questions written as players write them, each with the verdict the engine gives and
the rule that decides it. The scenario of every verdict must be valid engine input."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for
from engine import simulate

ANGEL = ["Platinum Angel"]
MIRROR = ["Lich's Mirror"]
SHAHRAZAD = ["Shahrazad"]
MANIAC = ["Laboratory Maniac"]
PERSECUTOR = ["Abyssal Persecutor"]
UNLIFE = ["Phyrexian Unlife"]
TRANSCENDENCE = ["Transcendence"]

# (question, recognised cards, the asker's verdict, a rule the verdict must cite)
CASES: list[tuple[str, list[str], str, str]] = [
    # life, poison, library on their own
    ("I'm at 0 life. Do I lose?", [], "loses", "704.5a"),
    ("ライフ0", [], "loses", "704.5a"),
    ("ライフが-3になった", [], "loses", "704.5a"),
    ("I'm at -3", [], "loses", "704.5a"),
    ("I'm at 1 life and take 3 damage, do I lose?", [], "loses", "704.5a"),
    ("私のライフは5点で、3点のダメージを受けました。負けますか", [], "keeps_playing", "103.4"),
    ("毒10個", [], "loses", "704.5c"),
    ("10 poison", [], "loses", "704.5c"),
    ("I have 9 poison counters. Do I lose?", [], "keeps_playing", "103.4"),
    ("デッキ切れ", [], "loses", "704.5b"),
    ("decked", [], "loses", "704.5b"),
    ("I draw from an empty library", [], "loses", "704.5b"),
    ("ライブラリーが0枚で引く", [], "loses", "704.5b"),
    ("My library is empty. Do I lose?", [], "keeps_playing", "103.4"),
    ("My opponent is at 0 life. Do I win?", [], "wins", "704.5a"),
    # Platinum Angel, and the Angel leaving
    ("can I lose with Platinum Angel at 0 life", ANGEL, "keeps_playing", "704.5a"),
    (
        "quick question: I'm at 0 life with Platinum Angel, do I lose?",
        ANGEL,
        "keeps_playing",
        "704.5a",
    ),
    (
        "すみません、質問です。ライフ0で白金の天使がいる場合、負けますか？",
        ANGEL,
        "keeps_playing",
        "704.5a",
    ),
    (
        "I'm at 0 life with Platinum Angel. Then my Angel gets destroyed. Do I lose?",
        ANGEL,
        "loses",
        "704.5a",
    ),
    (
        "白金の天使をコントロールしていてライフが0です。白金の天使が破壊されたら負けますか？",
        ANGEL,
        "loses",
        "704.5a",
    ),
    ("I'm at 0 life with Platinum Angel and my opponent exiles my Angel", ANGEL, "loses", "704.5a"),
    # "his", "their" after the asker's verb: the other player's Angel, not a second one of mine
    ("Opponent at -5 with Platinum Angel. I exile his Angel. Do I win?", ANGEL, "wins", "704.5a"),
    (
        "My opponent is at -2 with Platinum Angel. I destroy their Angel. Did I win?",
        ANGEL,
        "wins",
        "704.5a",
    ),
    # a card put into the graveyard by a pattern the reader reads: it left the battlefield
    ("《白金の天使》が墓地に置かれました。ライフ0です。負け？", ANGEL, "loses", "704.5a"),
    # the main game's life told after its subgame is the life before it
    (
        "相手がシャハラザードを唱えて、私はサブゲームに負けました。メインゲームのライフは1でした。負け？",
        SHAHRAZAD,
        "loses",
        "704.5a",
    ),
    # another player's win ends the asker's game: lost, though no rule marks the asker
    (
        "相手はライブラリーが0枚で、《研究室の偏執狂》を出しています。相手がドローしました。負け？",
        MANIAC,
        "loses",
        "104.2b",
    ),
    (
        "My opponent controls Laboratory Maniac and draws from an empty library. Do I lose?",
        MANIAC,
        "loses",
        "104.2b",
    ),
    # a zone's total told with "at" is the zone's, not a life ("my library is at 0")
    (
        "My library is at 0 but I have not drawn a card yet. Do I lose?",
        [],
        "keeps_playing",
        "103.4",
    ),
    # a word negated after a player's mark in the same gap ("I didn't cast anything")
    (
        "My library has 1 card and I draw 2 cards. I didn't cast anything. Do I lose?",
        [],
        "loses",
        "704.5b",
    ),
    (
        "My opponent has Platinum Angel and is at 0 life. Do I win?",
        ANGEL,
        "keeps_playing",
        "704.5a",
    ),
    ("I have 10 poison counters and Platinum Angel", ANGEL, "keeps_playing", "704.5c"),
    # Lich's Mirror with poison
    (
        "I have Lich's Mirror and 9 poison counters, then I get 1 poison counter. What happens?",
        MIRROR,
        "loses",
        "704.5c",
    ),
    (
        "死者の鏡をコントロールしていて毒カウンターが9個。毒カウンターを1個得たらどうなりますか",
        MIRROR,
        "loses",
        "614.1a",
    ),
    (
        "I control Lich's Mirror and I'm at 2 life. I take 5 damage.",
        MIRROR,
        "keeps_playing",
        "614.1a",
    ),
    # Shahrazad
    (
        "My opponent casts Shahrazad. I'm at 1 life in the main game. "
        "I lose the subgame. What happens?",
        SHAHRAZAD,
        "loses",
        "724.5",
    ),
    (
        "相手がシャハラザードを唱えてサブゲームが始まりました。サブゲームの途中で私のライフが0になって負けたんですが、メインゲームの方はどうなるんですか？",
        SHAHRAZAD,
        "keeps_playing",
        "724.5",
    ),
    (
        "I'm at 20 life and my opponent casts Shahrazad. "
        "In the subgame I concede. What happens in the main game?",
        SHAHRAZAD,
        "keeps_playing",
        "104.3a",
    ),
    (
        "メインゲームでライフ2で、相手がシャハラザードを唱えた。私はサブゲームに負けた。どうなる？",
        SHAHRAZAD,
        "keeps_playing",
        "724.5",
    ),
    # Laboratory Maniac
    (
        "I control Laboratory Maniac and my library is empty. I draw a card. Do I win?",
        MANIAC,
        "wins",
        "121.6",
    ),
    ("研究室の偏執狂が場にいて、ライブラリーが0枚で引く。勝ちですか？", MANIAC, "wins", "121.6"),
    ("I have Lab Man out and draw from an empty library", MANIAC, "wins", "104.2b"),
    # Abyssal Persecutor
    # Its controller can't win; the controller's opponents can't lose.
    (
        "My opponent controls Abyssal Persecutor and is at 0 life. Do I win?",
        PERSECUTOR,
        "wins",
        "704.5a",
    ),
    (
        "相手は深淵の迫害者をコントロールしていて、ライフが-3。勝てますか",
        PERSECUTOR,
        "wins",
        "704.5a",
    ),
    (
        "My opponent's at 0 life and I have Abyssal Persecutor. Who wins?",
        PERSECUTOR,
        "keeps_playing",
        "704.5a",
    ),
    (
        "My opponent is at 0 life and I control Abyssal Persecutor. "
        "Then my Persecutor is destroyed.",
        PERSECUTOR,
        "wins",
        "704.5a",
    ),
    # Phyrexian Unlife with poison
    (
        "I have Phyrexian Unlife, I'm at 0 life and I take 10 damage. Do I lose?",
        UNLIFE,
        "loses",
        "704.5c",
    ),
    ("I have Phyrexian Unlife and I'm at -5 life. Do I lose?", UNLIFE, "keeps_playing", "704.5a"),
    (
        "ファイレクシアの非生をコントロールしていて、ライフ0で毒カウンター9個。1点のダメージを受けた",
        UNLIFE,
        "loses",
        "120.3b",
    ),
    # Two-Headed Giant
    (
        "We're playing 2HG and I control Transcendence. Our team is at 30 life. Do we lose?",
        TRANSCENDENCE,
        "loses",
        "810.8a",
    ),
    ("2HG: my teammate concedes. Do we lose?", [], "loses", "810.8b"),
    ("双頭巨人戦で相方が投了した", [], "loses", "810.8b"),
    ("In 2HG our team is at 0 life. Do we lose?", [], "loses", "704.6a"),
    (
        "双頭巨人戦で自分たちの毒カウンターが10個で、相方が毒カウンターを4個得た。負けますか",
        [],
        "keeps_playing",
        "810.10",
    ),
    (
        "2HG: we have 14 poison counters and my teammate gets 1 more poison counter",
        [],
        "loses",
        "704.6b",
    ),
    # Commander damage: 21 from one commander, and two commanders that do not add up
    ("In EDH I took 21 commander damage. Do I lose?", [], "loses", "704.6c"),
    ("統率者戦で統率者ダメージ21点を受けた。負けますか", [], "loses", "704.6c"),
    (
        "In commander I took 10 damage from one of my opponent's commanders "
        "and 10 from the other. Do I lose?",
        [],
        "keeps_playing",
        "903.10a",
    ),
    (
        "EDH: I have taken 20 commander damage split between my opponent's two commanders",
        [],
        "keeps_playing",
        "903.10a",
    ),
    ("統率者戦で相手のパートナーの統率者から11点と10点", [], "keeps_playing", "903.10a"),
    (
        "in a 4 player commander game opponent took 21 commander damage from me. do I win?",
        [],
        "keeps_playing",
        "800.4a",
    ),
    # Concession and leaving a multiplayer game
    ("I concede. Do I lose?", [], "loses", "104.3a"),
    ("投了したら負けますか", [], "loses", "104.3a"),
    ("My opponent scoops", [], "wins", "104.3a"),
    ("I'm at 0 life with Platinum Angel and I concede", ANGEL, "loses", "104.3a"),
    ("In a 4-player game my opponent concedes. Do I win?", [], "keeps_playing", "800.4a"),
    ("4人戦で相手が投了して、もう一人の相手がゲームから抜けた", [], "keeps_playing", "800.4a"),
]


@pytest.mark.parametrize(
    ("question", "cards", "asker", "rule"), CASES, ids=[c[0][:40] for c in CASES]
)
def test_the_verdict_and_its_deciding_rule(
    question: str, cards: list[str], asker: str, rule: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None
    assert verdict.asker == asker
    assert rule in verdict.rules_cited
    # The scenario shown with the verdict is valid engine input and plays to the same end.
    result = simulate(verdict.scenario, lang="ja")
    final = result["final"]
    you = next(p for p in final["players"] if p["name"] == "you")
    # Lost, or out of a game another player won (an opponent's Laboratory Maniac).
    beaten = final["game_over"] and bool(final["winners"]) and not you["won"]
    assert (you["lost"] or beaten) == (asker in {"loses", "draw"})
    assert verdict.summary_ja.startswith(("あなた", "ゲーム"))
    assert verdict.summary_en


def test_both_languages_are_covered() -> None:
    japanese = [c for c in CASES if any("\u3040" <= ch <= "\u9fff" for ch in c[0])]
    assert len(japanese) >= 15 and len(CASES) - len(japanese) >= 15
