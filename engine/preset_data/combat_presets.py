"""Presets for the 敗北条件カード一覧 cards that make a player lose through damage and combat."""

from __future__ import annotations

from typing import Any

from engine.preset_data.preset_parts import BEARS, combat, duel

PRESETS: dict[str, dict[str, Any]] = {
    "loss-phage": {
        "titles": {
            "ja": "触れられざる者フェイジ：戦闘ダメージを与えられたプレイヤーは敗北する",
            "en": "Phage the Untouchable: a player it deals combat damage to loses",
        },
        "scenario": duel(
            "Phage's combat damage",
            {"battlefield": ["Phage the Untouchable"]},
            {},
            [
                {
                    "type": "damage",
                    "to": "Bob",
                    "amount": 4,
                    "by": "Alice",
                    "source": "Phage the Untouchable",
                },
                combat("Phage the Untouchable", 4),
                {"type": "resolve"},
            ],
        ),
    },
    "loss-etrata": {
        "titles": {
            "ja": "静める者、エトラータ：殺害カウンターの置かれた追放カードが3枚になると敗北する",
            "en": "Etrata, the Silencer: three exiled cards with hit counters lose",
        },
        "scenario": duel(
            "Etrata's third hit counter",
            {"battlefield": ["Etrata, the Silencer"]},
            {
                "battlefield": [BEARS],
                "exile": [
                    {"name": "Llanowar Elves", "counters": {"hit": 1}},
                    {"name": "Savannah Lions", "counters": {"hit": 1}},
                ],
            },
            [combat("Etrata, the Silencer", 3), {"type": "resolve"}],
        ),
    },
    "loss-vraska-emblem": {
        "titles": {
            "ja": "ゴルガリの女王、ヴラスカ：紋章を得た後、クリーチャーの戦闘ダメージで敗北させる",
            "en": "Vraska, Golgari Queen: after the emblem, combat damage makes a player lose",
        },
        "scenario": duel(
            "Vraska, Golgari Queen's emblem",
            {"battlefield": ["Vraska, Golgari Queen", BEARS]},
            {},
            [
                {
                    "type": "activate",
                    "player": "Alice",
                    "card": "Vraska, Golgari Queen",
                    "ability": 2,
                },
                {"type": "resolve"},
                combat("Grizzly Bears", 2),
                {"type": "resolve"},
            ],
        ),
    },
    "loss-vorpal-sword": {
        "titles": {
            "ja": "ヴォーパル・ソード："
            "能力を起動したターン、装備しているクリーチャーの戦闘ダメージで敗北させる",
            "en": "Vorpal Sword: after its ability, the equipped creature's combat damage loses",
        },
        "scenario": duel(
            "Vorpal Sword on Grizzly Bears",
            {"battlefield": [BEARS, {"name": "Vorpal Sword", "attached_to": "Grizzly Bears"}]},
            {},
            [
                combat("Grizzly Bears", 2),
                {"type": "activate", "player": "Alice", "card": "Vorpal Sword"},
                {"type": "resolve"},
                combat("Grizzly Bears", 2),
                {"type": "resolve"},
            ],
        ),
    },
    "loss-strixhaven-stadium": {
        "titles": {
            "ja": "ストリクスヘイヴンの競技場：得点カウンターが10個になると対戦相手が敗北する",
            "en": "Strixhaven Stadium: at ten point counters, the opponent loses",
        },
        "scenario": duel(
            "Strixhaven Stadium",
            {"battlefield": [{"name": "Strixhaven Stadium", "counters": {"point": 8}}, BEARS]},
            {},
            [
                {"type": "activate", "player": "Alice", "card": "Strixhaven Stadium"},
                {"type": "resolve"},
                combat("Grizzly Bears", 2),
                {"type": "resolve"},
            ],
        ),
    },
    "loss-vraska-scheming-gorgon": {
        "titles": {
            "ja": "ゴルゴンの陰謀家、ヴラスカ："
            "−10の後、クリーチャーがダメージを与えた対戦相手は敗北する",
            "en": "Vraska, Scheming Gorgon: after −10, an opponent a creature damages loses",
        },
        "scenario": duel(
            "Vraska, Scheming Gorgon's −10",
            {"battlefield": ["Vraska, Scheming Gorgon", BEARS]},
            {},
            [
                {
                    "type": "activate",
                    "player": "Alice",
                    "card": "Vraska, Scheming Gorgon",
                    "ability": 2,
                },
                {"type": "resolve"},
                {
                    "type": "damage",
                    "to": "Bob",
                    "amount": 1,
                    "by": "Alice",
                    "source": "Grizzly Bears",
                },
                {"type": "resolve"},
            ],
        ),
    },
    "loss-angel-of-destiny": {
        "titles": {
            "ja": "運命の天使："
            "初期ライフより15点以上多ければ、終了ステップに攻撃されたプレイヤーが敗北する",
            "en": "Angel of Destiny: 15 life over the start, and at the end step the attacked "
            "player loses",
        },
        "scenario": duel(
            "Angel of Destiny",
            {"life": 33, "battlefield": ["Angel of Destiny"]},
            {},
            [combat("Angel of Destiny", 2), {"type": "resolve"}, {"type": "end_turn"}],
        ),
    },
    "loss-atemsis": {
        "titles": {
            "ja": "全てを見通す者、アテムシス："
            "公開した手札のマナ総量が6種類あれば、ダメージを与えた対戦相手が敗北する",
            "en": "Atemsis, All-Seeing: six mana values in the revealed hand, and the damaged "
            "opponent loses",
        },
        "scenario": duel(
            "Atemsis, All-Seeing",
            {
                "battlefield": ["Atemsis, All-Seeing"],
                "hand": [{"name": f"Card {value}", "mana_value": value} for value in range(6)],
            },
            {},
            [combat("Atemsis, All-Seeing", 4), {"type": "resolve"}],
        ),
    },
    "loss-stolen-commander": {
        "titles": {
            "ja": "奪われた統率者：コントロールが変わっても統率者ダメージは"
            "その統率者のものとして数え、持ち主自身も21点で敗北する",
            "en": "A stolen commander: its damage still counts as that commander's, and 21 of it "
            "makes even its owner lose",
        },
        "scenario": {
            "title": "Bob controls Alice's commander",
            "variant": "commander",
            "players": [
                {"name": "Alice", "library": 10, "commander": "Sengir, the Dark Baron"},
                {
                    "name": "Bob",
                    "library": 10,
                    "battlefield": [{"name": "Sengir, the Dark Baron", "owner": "Alice"}],
                },
            ],
            "events": [
                {
                    "type": "damage",
                    "to": "Alice",
                    "amount": 21,
                    "by": "Bob",
                    "commander": True,
                    "source": "Sengir, the Dark Baron",
                },
            ],
        },
    },
}
