"""Presets for the 敗北条件 page: each is a scenario plus its title in both languages."""

from __future__ import annotations

from typing import Any

PRESETS: dict[str, dict[str, Any]] = {
    "loss-platinum-angel": {
        "titles": {
            "ja": "白金の天使がある間は敗北しないが、離れると次の状況起因処理で敗北する",
            "en": "Platinum Angel keeps you in; when it leaves, the next check applies",
        },
        "scenario": {
            "title": "Platinum Angel at 0 life with an empty library",
            "players": [
                {"name": "Alice", "life": 3, "library": 0, "battlefield": ["Platinum Angel"]},
                {"name": "Bob"},
            ],
            "events": [
                {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
                {"type": "draw", "player": "Alice", "count": 1},
                {"type": "lose", "player": "Alice", "source": "Door to Nothingness"},
                {"type": "leave", "player": "Alice", "card": "Platinum Angel"},
            ],
        },
    },
    "loss-lichs-mirror": {
        "titles": {
            "ja": "死者の鏡は敗北を置換するが、毒カウンターが残れば次のチェックで敗北する",
            "en": "Lich's Mirror replaces the loss, but ten poison counters persist",
        },
        "scenario": {
            "title": "Lich's Mirror and ten poison counters",
            "players": [
                {
                    "name": "Alice",
                    "life": 4,
                    "poison": 9,
                    "library": 30,
                    "hand": 3,
                    "graveyard": 5,
                    "battlefield": ["Lich's Mirror", 2],
                },
                {"name": "Bob"},
            ],
            "events": [
                {"type": "poison", "player": "Alice", "amount": 1},
            ],
        },
    },
    "loss-commander-damage": {
        "titles": {
            "ja": "統率者ダメージは統率者ごとに数え、異なる統率者のダメージは合計しない",
            "en": "Commander damage counts per commander; two commanders don't add up",
        },
        "scenario": {
            "title": "Two partner commanders",
            "variant": "commander",
            "players": [
                {"name": "Alice", "life": 60},
                {
                    "name": "Bob",
                    "commander": ["Sengir, the Dark Baron", "Thrasios, Triton Hero"],
                    "battlefield": ["Sengir, the Dark Baron", "Thrasios, Triton Hero"],
                },
            ],
            "events": [
                {
                    "type": "damage",
                    "to": "Alice",
                    "amount": 20,
                    "by": "Bob",
                    "commander": True,
                    "source": "Sengir, the Dark Baron",
                },
                {
                    "type": "damage",
                    "to": "Alice",
                    "amount": 20,
                    "by": "Bob",
                    "commander": True,
                    "source": "Thrasios, Triton Hero",
                },
                {
                    "type": "damage",
                    "to": "Alice",
                    "amount": 1,
                    "by": "Bob",
                    "commander": True,
                    "source": "Sengir, the Dark Baron",
                },
            ],
        },
    },
    "loss-draw-game": {
        "titles": {
            "ja": "全員が同時に敗北するとゲームは引き分けになる",
            "en": "Everyone loses at once: the game is a draw",
        },
        "scenario": {
            "title": "Both players at 1 life",
            "players": [{"name": "Alice", "life": 1}, {"name": "Bob", "life": 1}],
            "events": [
                {"type": "damage", "to": ["Alice", "Bob"], "amount": 1, "source": "Pestilence"},
            ],
        },
    },
    "loss-win-and-lose": {
        "titles": {
            "ja": "勝利と敗北を同時に満たしたプレイヤーは敗北する",
            "en": "A player who would win and lose at once loses",
        },
        "scenario": {
            "title": "Winning and losing at the same time",
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "events": [
                {"type": "win", "player": "Alice", "source": "Laboratory Maniac"},
                {
                    "type": "lose",
                    "player": "Alice",
                    "source": "Demonic Pact",
                    "with_previous": True,
                },
            ],
        },
    },
    "loss-angels-grace": {
        "titles": {
            "ja": "天使の嗜み：このターンは敗北せず、ターン終了時に効果が切れる",
            "en": "Angel's Grace: no loss this turn; the effect ends at end of turn",
        },
        "scenario": {
            "title": "Angel's Grace",
            "players": [
                {"name": "Alice", "life": 5, "hand": ["Angel's Grace"], "library": 0},
                {"name": "Bob"},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Angel's Grace"},
                {"type": "resolve"},
                {"type": "damage", "to": "Alice", "amount": 10, "by": "Bob"},
                {"type": "life", "player": "Alice", "amount": -3},
                {"type": "end_turn"},
            ],
        },
    },
    "loss-abyssal-persecutor": {
        "titles": {
            "ja": "深淵の迫害者：コントローラーは勝利できず、対戦相手は敗北しない",
            "en": "Abyssal Persecutor: its controller can't win, opponents can't lose",
        },
        "scenario": {
            "title": "Abyssal Persecutor",
            "players": [
                {"name": "Alice", "battlefield": ["Abyssal Persecutor"]},
                {"name": "Bob", "life": 2},
            ],
            "events": [
                {
                    "type": "damage",
                    "to": "Bob",
                    "amount": 6,
                    "by": "Alice",
                    "source": "Abyssal Persecutor",
                },
                {"type": "leave", "player": "Alice", "card": "Abyssal Persecutor"},
            ],
        },
    },
    "loss-life-exempt": {
        "titles": {
            "ja": "ファイレクシアの非生：ライフ0点以下では敗北しないが、毒カウンターでは敗北する",
            "en": "Phyrexian Unlife: no loss for 0 life, but poison still counts",
        },
        "scenario": {
            "title": "Phyrexian Unlife",
            "players": [
                {"name": "Alice", "life": 3, "battlefield": ["Phyrexian Unlife"]},
                {"name": "Bob"},
            ],
            "events": [
                {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
                {"type": "damage", "to": "Alice", "amount": 7, "by": "Bob"},
                {"type": "damage", "to": "Alice", "amount": 3, "by": "Bob"},
            ],
        },
    },
    "loss-laboratory-maniac": {
        "titles": {
            "ja": "研究室の偏執狂：空のライブラリーから引く代わりに勝利する",
            "en": "Laboratory Maniac: drawing from an empty library wins instead",
        },
        "scenario": {
            "title": "Laboratory Maniac",
            "players": [
                {"name": "Alice", "library": 1, "battlefield": ["Laboratory Maniac"]},
                {"name": "Bob"},
            ],
            "events": [{"type": "draw", "player": "Alice", "count": 2}],
        },
    },
    "loss-multiplayer-triggers": {
        "titles": {
            "ja": "多人数戦：敗北で誘発する能力（血の暴君、闇の男爵、センギア）",
            "en": "Multiplayer: abilities that trigger when a player loses",
        },
        "scenario": {
            "title": "Loss triggers in a three-player game",
            "players": [
                {"name": "Alice", "battlefield": ["Blood Tyrant", "Sengir, the Dark Baron"]},
                {"name": "Bob", "library": 10, "battlefield": ["Share the Spoils"]},
                {"name": "Carol", "life": 4, "library": 10},
            ],
            "events": [
                {"type": "damage", "to": "Carol", "amount": 4, "by": "Alice"},
                {"type": "resolve"},
                {"type": "resolve"},
                {"type": "resolve"},
            ],
        },
    },
    "loss-replacement-order": {
        "titles": {
            "ja": "敗北を置換する効果が2つ：影響を受けるプレイヤーが適用する方を選ぶ（死者の鏡）",
            "en": "Two effects replace a loss: the affected player chooses which applies "
            "(Lich's Mirror)",
        },
        "scenario": {
            "title": "Alice chooses Lich's Mirror over Exquisite Archangel",
            "players": [
                {
                    "name": "Alice",
                    "life": 1,
                    "library": 20,
                    "battlefield": ["Exquisite Archangel", "Lich's Mirror"],
                },
                {"name": "Bob", "library": 20},
            ],
            "events": [
                {
                    "type": "damage",
                    "to": "Alice",
                    "amount": 3,
                    "by": "Bob",
                    "choose": {"replacement": ["Lich's Mirror"]},
                }
            ],
        },
    },
    "loss-commander-choice": {
        "titles": {
            "ja": "統率者を統率領域に移すかはその都度選ぶ：1回目は墓地に残し、2回目は移す",
            "en": "A commander's move to the command zone is chosen each time: left in the "
            "graveyard once, moved the next time",
        },
        "scenario": {
            "title": "Sengir, the Dark Baron dies twice",
            "variant": "commander",
            "players": [
                {
                    "name": "Alice",
                    "library": 10,
                    "commander": "Sengir, the Dark Baron",
                    "battlefield": ["Sengir, the Dark Baron"],
                },
                {"name": "Bob", "library": 10},
            ],
            "events": [
                {
                    "type": "leave",
                    "player": "Alice",
                    "card": "Sengir, the Dark Baron",
                    "choose": {"commander_to_command": False},
                },
                {
                    "type": "enter",
                    "player": "Alice",
                    "card": "Sengir, the Dark Baron",
                    "from": "graveyard",
                },
                {"type": "leave", "player": "Alice", "card": "Sengir, the Dark Baron"},
            ],
        },
    },
}
