"""Where a modelled card is, told the ways the phrase tables do not read: a spell cast in the
passive or resolved under its caster's possessive ("Shahrazad was cast by my opponent", "my
opponent's Glorious End resolved", 「《天使の嗜み》を使いました」); a spell in effect by what it
did ("thanks to my Angel's Grace"); a permanent told before its controller ("Platinum Angel is
out on my side", "Lich under my control"); a subgame told by its card and "sub-game"; a draw
from an empty library told in the polite past; a main game's total under its owner
(「相手のメインのライフは3」).

Instants and sorceries are cast and resolve, never held (story.py places them); a reading here
is longer than the table's shorter one over the same words, so it wins where both read.
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

_SIDE = r"(?:side|battlefield|board|field|control)"
_SUBGAME = r"(?:sub-?game|sub game)"

EN: list[Pattern] = table(
    [
        (
            r"{C} (?:got|gets|was|is|has been|had been) (?:cast|played|resolved) by {P}",
            clause("cast"),
        ),
        (
            r"{P}'s {C} (?:resolves|resolved|has resolved|had resolved|went off|goes off)",
            clause("cast"),
        ),
        # "used" casts an instant or a sorcery only (vetoes.py refuses it of a permanent, whose
        # abilities are activated, not cast).
        (r"{P} (?:used|uses|fired off|fires off) {C}", clause("cast")),
        (r"(?:thanks to|because of|due to|with the help of) {P}'s {C}", clause("controls")),
        (
            rf"{{C}} (?:is |was |sits |sat )?(?:out |in play |on the battlefield )?"
            rf"(?:on|in|under) {{P}}'s {_SIDE}",
            clause("controls"),
        ),
        (
            rf"(?:in|during|inside) (?:the |a |that )?(?:⟦\d+⟧ )?{_SUBGAME}(?: \(⟦\d+⟧\))?",
            clause("in_subgame"),
        ),
        # "Lost the Countdown Is at One subgame.": the asker's, with "I" dropped (attribution).
        (
            rf"(?:{{P}} )?(?:lose|loses|lost) (?:the |a |that )?(?:⟦\d+⟧ )?{_SUBGAME}",
            clause("loses_subgame"),
        ),
        (
            rf"{{P}} (?:win|wins|won) (?:the |a |that )?(?:⟦\d+⟧ )?{_SUBGAME}",
            clause("wins_subgame"),
        ),
        # "The Countdown Is at One subgame: I lost it."
        (
            rf"⟦\d+⟧ {_SUBGAME}[:,;]? (?:and )?{{P}} (?:lost|lose|loses)(?: it\b|(?=[.,;!?]))",
            clause("loses_subgame"),
        ),
        (
            rf"⟦\d+⟧ {_SUBGAME}[:,;]? (?:and )?{{P}} (?:won|win|wins)(?: it\b|(?=[.,;!?]))",
            clause("wins_subgame"),
        ),
    ],
    words=True,
)
_LIBRARY = r"(?:ライブラリー|ライブラリ|デッキ|山札)"

JA: list[Pattern] = table(
    [
        # 「空のライブラリーからドローしました」: the polite past the table leaves out, which the
        # structure reader would read as a plain draw from a full library.
        (
            rf"(?:{{P}}(?:は|が|も)?)?(?:空の|0枚の){_LIBRARY}(?:0枚)?から(?:カードを)?(?:1枚)?"
            r"(?:引(?:きました|いちゃった|いてしまった)|ドロー(?:しました|しちゃった|してしまった))",
            clause("decked", carries=True),
        ),
        # 「撃ちました」「使いました」: the masu-stem forms the table's te-forms leave out.
        (
            r"(?:{P}(?:が|は))?{C}を(?:唱え|撃ち|打ち|使い|キャストし)(?:ました|まして)",
            clause("cast"),
        ),
        (
            r"{P}の{C}(?:が|は)?解決(?:して|した|しました|し)",
            clause("cast"),
        ),
        # 「相手のメインのライフは3」「相手はメインのライフが1で」: the player before メイン is
        # whose total it is (the table reads its owner after メイン only, and took this for the
        # asker's).
        (
            r"{P}(?:の|は|が)メイン(?:ゲーム)?(?:の|で(?:の)?|では)?ライフ(?:は|が)?{N}(?:点)?",
            clause("main_life_is", carries=True),
        ),
    ]
)
