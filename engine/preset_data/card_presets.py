"""Presets for the 敗北条件カード一覧 cards: turns, upkeeps, replacements and effects."""

from __future__ import annotations

from typing import Any

from engine.preset_data.preset_parts import BEARS, duel

PRESETS: dict[str, dict[str, Any]] = {
    "loss-pact": {
        "titles": {
            "ja": "タイタンの契約：次のアップキープにコストを支払わなければ敗北する",
            "en": "Pact of the Titan: unpaid at the next upkeep, you lose",
        },
        "scenario": duel(
            "Pact of the Titan, unpaid",
            {"hand": ["Pact of the Titan"]},
            {},
            [
                {"type": "cast", "player": "Alice", "card": "Pact of the Titan"},
                {"type": "resolve"},
                {"type": "end_turn"},
                {"type": "end_turn"},
                {"type": "resolve", "pay": False},
            ],
        ),
    },
    "loss-final-fortune": {
        "titles": {
            "ja": "最後の賭け：追加ターンを得て、その終了ステップの開始時に敗北する",
            "en": "Final Fortune: an extra turn, lost at the beginning of its end step",
        },
        "scenario": duel(
            "Final Fortune",
            {"hand": ["Final Fortune"]},
            {"life": 3},
            [
                {"type": "cast", "player": "Alice", "card": "Final Fortune"},
                {"type": "resolve"},
                {"type": "end_turn"},
                {"type": "draw", "player": "Alice", "count": 1},
                {"type": "damage", "to": "Bob", "amount": 2, "by": "Alice"},
                {"type": "end_turn"},
            ],
        ),
    },
    "loss-triskaidekaphobia": {
        "titles": {
            "ja": "十三恐怖症：アップキープの開始時にライフがちょうど13点のプレイヤーが敗北する",
            "en": "Triskaidekaphobia: at the upkeep, a player at exactly 13 life loses",
        },
        "scenario": duel(
            "Triskaidekaphobia at 14, then 13",
            {"battlefield": ["Triskaidekaphobia"]},
            {"life": 14},
            [
                {"type": "end_turn"},
                {"type": "end_turn"},
                {"type": "resolve", "mode": 2},
                {"type": "end_turn"},
                {"type": "end_turn"},
                {"type": "resolve", "mode": 1},
            ],
        ),
    },
    "loss-door-to-nothingness": {
        "titles": {
            "ja": "空虚への扉：対象のプレイヤーはゲームに敗北する（敗北しないならその限りでない）",
            "en": "Door to Nothingness: its target player loses, unless they can't lose",
        },
        "scenario": duel(
            "Door to Nothingness against Platinum Angel",
            {"battlefield": ["Door to Nothingness", "Door to Nothingness"]},
            {"battlefield": ["Platinum Angel"]},
            [
                {
                    "type": "activate",
                    "player": "Alice",
                    "card": "Door to Nothingness",
                    "target": "Bob",
                },
                {"type": "resolve"},
                {"type": "leave", "player": "Bob", "card": "Platinum Angel"},
                {
                    "type": "activate",
                    "player": "Alice",
                    "card": "Door to Nothingness",
                    "target": "Bob",
                },
                {"type": "resolve"},
            ],
        ),
    },
    "loss-immortal-coil": {
        "titles": {
            "ja": "不死のコイル：ダメージを軽減して墓地を追放し、墓地が空になると敗北する",
            "en": "Immortal Coil: damage is prevented by exiling the graveyard; empty, you lose",
        },
        "scenario": duel(
            "Immortal Coil",
            {"battlefield": ["Immortal Coil"], "graveyard": 3},
            {},
            [
                {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
                {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
                {"type": "resolve"},
            ],
        ),
    },
    "loss-enduring-angel": {
        "titles": {
            "ja": "不朽の天使：ライフが0点以下になる代わりに変身してライフが3点になる",
            "en": "Enduring Angel: instead of 0 or less life, it transforms and life becomes 3",
        },
        "scenario": duel(
            "Enduring Angel",
            {"life": 5, "battlefield": ["Enduring Angel"]},
            {},
            [
                {"type": "damage", "to": "Alice", "amount": 7, "by": "Bob"},
                {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
            ],
        ),
    },
    "loss-glorious-end": {
        "titles": {
            "ja": "栄光の幕切れ：ターンを終了し、自分の次の終了ステップの開始時に敗北する",
            "en": "Glorious End: the turn ends; at your next end step, you lose",
        },
        "scenario": duel(
            "Glorious End",
            {"hand": ["Glorious End"]},
            {"hand": ["Grizzly Bears"]},
            [
                {"type": "end_turn"},
                {"type": "cast", "player": "Bob", "card": "Grizzly Bears"},
                {"type": "cast", "player": "Alice", "card": "Glorious End"},
                {"type": "resolve"},
                {"type": "end_turn"},
            ],
        ),
    },
    "loss-demonic-pact": {
        "titles": {
            "ja": "悪魔の契約：毎アップキープにまだ選ばれていないモードを選び、4回目で敗北する",
            "en": "Demonic Pact: a mode not yet chosen each upkeep, and the fourth loses",
        },
        "scenario": duel(
            "Demonic Pact, four upkeeps",
            {"battlefield": ["Demonic Pact"]},
            {"hand": 3},
            [
                step
                for mode in (1, 2, 3, 4)
                for step in (
                    {"type": "end_turn"},
                    {"type": "end_turn"},
                    {"type": "resolve", "mode": mode},
                )
            ],
        ),
    },
    "loss-nicol-bolas": {
        "titles": {
            "ja": "龍神、ニコル・ボーラス："
            "伝説のクリーチャーも伝説のプレインズウォーカーもない対戦相手は敗北する",
            "en": "Nicol Bolas, Dragon-God: opponents with no legendary creature or "
            "planeswalker lose",
        },
        "scenario": {
            "title": "Nicol Bolas, Dragon-God's −8",
            "players": [
                {"name": "Alice", "battlefield": ["Nicol Bolas, Dragon-God"]},
                {"name": "Bob", "battlefield": ["Sengir, the Dark Baron"]},
                {"name": "Carol", "battlefield": [BEARS]},
            ],
            "events": [
                {
                    "type": "activate",
                    "player": "Alice",
                    "card": "Nicol Bolas, Dragon-God",
                    "ability": 2,
                },
                {"type": "resolve"},
            ],
        },
    },
    "loss-nefarious-lich": {
        "titles": {
            "ja": "極悪な死：ダメージの代わりに墓地を追放し、追放できなければ敗北する",
            "en": "Nefarious Lich: exile the graveyard instead of damage; if you can't, you lose",
        },
        "scenario": duel(
            "Nefarious Lich",
            {"battlefield": ["Nefarious Lich"], "graveyard": 3},
            {},
            [
                {"type": "life", "player": "Alice", "amount": 2},
                {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
                {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
            ],
        ),
    },
    "loss-nine-lives": {
        "titles": {
            "ja": "九つの命：化身カウンターが9個になると追放され、戦場を離れて敗北する",
            "en": "Nine Lives: the ninth incarnation counter exiles it, and you lose",
        },
        "scenario": duel(
            "Nine Lives",
            {"battlefield": [{"name": "Nine Lives", "counters": {"incarnation": 7}}]},
            {},
            [
                {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
                {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
                {"type": "resolve"},
                {"type": "resolve"},
            ],
        ),
    },
    "loss-sinners-judgment": {
        "titles": {
            "ja": "兇徒の審判：アップキープごとに審判カウンターが増え、"
            "3個でエンチャントされているプレイヤーが敗北する",
            "en": "Sinner's Judgment: a judgment counter each upkeep; at three, the enchanted "
            "player loses",
        },
        "scenario": duel(
            "Sinner's Judgment on Bob",
            {"battlefield": [{"name": "Sinner's Judgment", "attached_to": "Bob"}]},
            {},
            [
                step
                for _ in range(3)
                for step in ({"type": "end_turn"}, {"type": "end_turn"}, {"type": "resolve"})
            ],
        ),
    },
    "loss-forbidden-crypt": {
        "titles": {
            "ja": "禁忌の墓所：引く代わりに墓地のカードを戻し、戻せなければ敗北する",
            "en": "Forbidden Crypt: a graveyard card instead of a draw; without one, you lose",
        },
        "scenario": duel(
            "Forbidden Crypt",
            {"battlefield": ["Forbidden Crypt"], "graveyard": 1},
            {},
            [
                {"type": "draw", "player": "Alice", "count": 1},
                {"type": "mill", "player": "Alice", "count": 2},
                {"type": "draw", "player": "Alice", "count": 1},
            ],
        ),
    },
    "loss-mirrodin-besieged": {
        "titles": {
            "ja": "ミラディン包囲戦：墓地のアーティファクト・カードが15枚以上で対戦相手が敗北する",
            "en": "Mirrodin Besieged: with fifteen artifact cards in your graveyard, a foe loses",
        },
        "scenario": duel(
            "Mirrodin Besieged, Phyrexian",
            {
                "battlefield": ["Mirrodin Besieged"],
                "graveyard": [{"name": "Ornithopter", "type": "Artifact Creature — Thopter"}] * 14,
                "library": [{"name": "Ornithopter", "type": "Artifact Creature — Thopter"}, 5],
            },
            {},
            [{"type": "end_turn"}],
        ),
    },
    "loss-baron-von-count": {
        "titles": {
            "ja": "カウント男爵：数字のある呪文で運命カウンターが左に動き、"
            "「1」から動くと対象のプレイヤーが破壊される",
            "en": "Baron Von Count: spells with the indicated numeral move the doom counter left; "
            "from \u201c1,\u201d target player is destroyed",
        },
        "scenario": duel(
            "Baron Von Count's doom counter on 2",
            {
                "battlefield": [{"name": "Baron Von Count", "counters": {"doom": 2}}],
                "hand": [
                    {"name": "Lightning Bolt", "type": "Instant"},
                    {"name": "Divination", "type": "Sorcery"},
                    {"name": "Sol Ring", "type": "Artifact"},
                ],
            },
            {},
            [
                {"type": "cast", "player": "Alice", "card": "Lightning Bolt", "numerals": [3]},
                {"type": "resolve"},
                {"type": "cast", "player": "Alice", "card": "Divination", "numerals": [2]},
                {"type": "resolve"},
                {"type": "resolve"},
                {"type": "cast", "player": "Alice", "card": "Sol Ring", "numerals": [1]},
                {"type": "resolve"},
                {"type": "resolve"},
            ],
        ),
    },
}
