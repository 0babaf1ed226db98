"""Presets for the wiki pages' cards the mechanism presets leave out: the other Pacts and
extra-turn spells, the "don't lose for 0 or less life" cards, and the rest of the 敗北に影響する
カード section."""

from __future__ import annotations

from typing import Any

from engine.preset_data.preset_parts import combat, duel

_TEAMS = ("Alice & Bob", "Alice & Bob", "Carol & Dan", "Carol & Dan")


def _cast_and_resolve(player: str, card: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "player": player, "card": card}, {"type": "resolve"}]


PRESETS: dict[str, dict[str, Any]] = {
    "loss-pacts": {
        "titles": {
            "ja": "否定の契約・殺戮の契約・召喚士の契約・仲裁の契約：1つでも支払わなければ敗北する",
            "en": "Four Pacts at one upkeep: three paid, the fourth unpaid loses",
        },
        "scenario": duel(
            "Four Pacts",
            {
                "hand": [
                    "Pact of Negation",
                    "Slaughter Pact",
                    "Summoner's Pact",
                    "Intervention Pact",
                ]
            },
            {},
            [
                *_cast_and_resolve("Alice", "Pact of Negation"),
                *_cast_and_resolve("Alice", "Slaughter Pact"),
                *_cast_and_resolve("Alice", "Summoner's Pact"),
                *_cast_and_resolve("Alice", "Intervention Pact"),
                {"type": "end_turn"},
                {"type": "end_turn"},
                {"type": "resolve", "pay": True},
                {"type": "resolve", "pay": True},
                {"type": "resolve", "pay": True},
                {"type": "resolve", "pay": False},
            ],
        ),
    },
    "loss-extra-turns": {
        "titles": {
            "ja": "最後のチャンス・戦士の誓言・栄光の好機・錬金術師の計略："
            "最後に得た追加ターンから行う",
            "en": "Four extra-turn spells: the last one made is taken first, each ends in a loss",
        },
        "scenario": {
            "title": "Last Chance, Warrior's Oath, Chance for Glory, Alchemist's Gambit",
            "players": [
                {"name": "Alice", "library": 5, "hand": ["Last Chance"]},
                {"name": "Bob", "library": 5, "hand": ["Warrior's Oath"]},
                {"name": "Carol", "library": 5, "hand": ["Chance for Glory"]},
                {"name": "Dan", "library": 5, "hand": ["Alchemist's Gambit"]},
            ],
            "events": [
                *_cast_and_resolve("Alice", "Last Chance"),
                *_cast_and_resolve("Bob", "Warrior's Oath"),
                *_cast_and_resolve("Carol", "Chance for Glory"),
                *_cast_and_resolve("Dan", "Alchemist's Gambit"),
                *[{"type": "end_turn"}] * 6,
            ],
        },
    },
    "loss-two-headed-giant-transcendence": {
        "titles": {
            "ja": "双頭巨人戦：片方の頭の卓絶により、チームのライフが0点以下でも"
            "チームは敗北しない（毒カウンターでは敗北する）",
            "en": "Two-Headed Giant: one head's Transcendence keeps the team in at 0 or less "
            "life (not against poison)",
        },
        "scenario": {
            "title": "Transcendence in Two-Headed Giant (810.8a's example)",
            "variant": "two_headed_giant",
            "players": [
                {**head, "team": team}
                for head, team in zip(
                    [
                        {
                            "name": "Alice",
                            "life": 10,
                            "library": 5,
                            "battlefield": ["Transcendence"],
                        },
                        {"name": "Bob", "library": 5},
                        {"name": "Carol", "library": 5},
                        {"name": "Dan", "library": 5},
                    ],
                    _TEAMS,
                    strict=True,
                )
            ],
            "events": [
                {"type": "damage", "to": "Bob", "amount": 12, "by": "Carol"},
                {"type": "poison", "player": "Bob", "amount": 15},
            ],
        },
    },
    "loss-lich": {
        "titles": {
            "ja": "Lich：戦場に出るとライフを失い、"
            "ダメージのたびにパーマネントを生け贄に捧げ、できなければ敗北する",
            "en": "Lich: entering costs your life; each damage, sacrifice or lose",
        },
        "scenario": duel(
            "Lich",
            {"life": 7, "hand": ["Lich"], "battlefield": [2]},
            {},
            [
                {"type": "enter", "player": "Alice", "card": "Lich", "from": "hand"},
                {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
                {"type": "resolve"},
                {"type": "damage", "to": "Alice", "amount": 1, "by": "Bob"},
                {"type": "resolve"},
            ],
        ),
    },
    "loss-soul-echo-lichs-tomb": {
        "titles": {
            "ja": "魂の残響と死者の墳墓："
            "ライフ0点以下では敗北しないが、失ったライフの分だけ生け贄に捧げる",
            "en": "Soul Echo and Lich's Tomb: no loss at 0 life, but a sacrifice per life lost",
        },
        "scenario": duel(
            "Soul Echo and Lich's Tomb",
            {"life": 1, "battlefield": ["Soul Echo", "Lich's Tomb", 1]},
            {},
            [
                {"type": "life", "player": "Alice", "amount": -2},
                {"type": "resolve"},
                {"type": "poison", "player": "Alice", "amount": 10},
            ],
        ),
    },
    "loss-gideon-emblem": {
        "titles": {
            "ja": "試練に臨むギデオン：紋章があり、ギデオンをコントロールしている間は敗北しない",
            "en": "Gideon of the Trials: with the emblem and a Gideon, you don't lose",
        },
        "scenario": duel(
            "Gideon of the Trials' emblem",
            {"battlefield": ["Gideon of the Trials"]},
            {},
            [
                {"type": "activate", "player": "Alice", "card": "Gideon of the Trials"},
                {"type": "resolve"},
                {"type": "life", "player": "Alice", "amount": -25},
                {"type": "leave", "player": "Alice", "card": "Gideon of the Trials"},
            ],
        ),
    },
    "loss-book-of-exalted-deeds": {
        "titles": {
            "ja": "高貴なる行いの書：天使トークンを得て、啓発された天使がいる間は敗北しない",
            "en": "The Book of Exalted Deeds: an Angel token, enlightened, keeps you in",
        },
        "scenario": duel(
            "The Book of Exalted Deeds",
            {"battlefield": ["The Book of Exalted Deeds"]},
            {},
            [
                {"type": "life", "player": "Alice", "amount": 3},
                {"type": "end_turn"},
                {
                    "type": "activate",
                    "player": "Alice",
                    "card": "The Book of Exalted Deeds",
                    "target": "Angel",
                },
                {"type": "resolve"},
                {"type": "life", "player": "Alice", "amount": -30},
            ],
        ),
    },
    "loss-exquisite-archangel": {
        "titles": {
            "ja": "極上の大天使：敗北する代わりに追放され、ライフが初期ライフになる",
            "en": "Exquisite Archangel: instead of losing, exile it and life becomes the start",
        },
        "scenario": duel(
            "Exquisite Archangel",
            {"life": 3, "battlefield": ["Exquisite Archangel"]},
            {},
            [{"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"}],
        ),
    },
    "loss-vraska-the-unseen": {
        "titles": {
            "ja": "見えざる者、ヴラスカ："
            "暗殺者・トークンの戦闘ダメージを受けたプレイヤーは敗北する",
            "en": "Vraska the Unseen: an Assassin token's combat damage makes the player lose",
        },
        "scenario": duel(
            "Vraska the Unseen's Assassins",
            {"battlefield": ["Vraska the Unseen"]},
            {},
            [
                {"type": "activate", "player": "Alice", "card": "Vraska the Unseen", "ability": 2},
                {"type": "resolve"},
                combat("Assassin", 1),
                {"type": "resolve"},
            ],
        ),
    },
    "subgame-lithoform-engine": {
        "titles": {
            "ja": "石成エンジンでShahrazadをコピーすると、コピーのサブゲームが先に行われる",
            "en": "Lithoform Engine copies Shahrazad: the copy's subgame comes first",
        },
        "scenario": duel(
            "Lithoform Engine on Shahrazad",
            {"library": 20, "hand": ["Shahrazad"], "battlefield": ["Lithoform Engine"]},
            {"library": 20},
            [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "copy", "player": "Alice", "card": "Lithoform Engine"},
                {"type": "resolve"},
                {"type": "concede", "player": "Bob"},
                {"type": "resolve"},
                {"type": "concede", "player": "Bob"},
            ],
        ),
    },
    "loss-deck-of-many-things": {
        "titles": {
            "ja": "デック・オヴ・メニー・シングズ："
            "20が出ると墓地のクリーチャーを出し、それが死亡するとオーナーが敗北する",
            "en": "The Deck of Many Things: a 20 takes a graveyard creature; when it dies, its "
            "owner loses",
        },
        "scenario": duel(
            "The Deck of Many Things rolls 20",
            {"battlefield": ["The Deck of Many Things"]},
            {"graveyard": [{"name": "Grizzly Bears", "type": "Creature — Bear"}]},
            [
                {"type": "activate", "player": "Alice", "card": "The Deck of Many Things"},
                {"type": "resolve", "roll": 20},
                {"type": "leave", "player": "Alice", "card": "Grizzly Bears"},
                {"type": "resolve"},
            ],
        ),
    },
    "loss-form-of-the-squirrel": {
        "titles": {
            "ja": "Form of the Squirrel：リス・トークンが戦場を離れると敗北する",
            "en": "Form of the Squirrel: when its Squirrel token leaves, you lose",
        },
        "scenario": duel(
            "Form of the Squirrel",
            {"hand": ["Form of the Squirrel"]},
            {},
            [
                {"type": "cast", "player": "Alice", "card": "Form of the Squirrel"},
                {"type": "resolve"},
                {"type": "leave", "player": "Alice", "card": "Squirrel"},
                {"type": "resolve"},
            ],
        ),
    },
    "subgame-karn-liberated": {
        "titles": {
            "ja": "解放された者、カーン："
            "ゲームを再開始し、カーンで追放したカードを戦場に出す（サブゲームとは違う）",
            "en": "Karn Liberated restarts the game and brings in what it exiled (not a subgame)",
        },
        "scenario": duel(
            "Karn Liberated's −14",
            {"life": 7, "poison": 3, "battlefield": ["Karn Liberated"]},
            {"battlefield": ["Platinum Angel"]},
            [
                {
                    "type": "activate",
                    "player": "Alice",
                    "card": "Karn Liberated",
                    "ability": 1,
                    "target": "Platinum Angel",
                },
                {"type": "resolve"},
                {"type": "activate", "player": "Alice", "card": "Karn Liberated", "ability": 2},
                {"type": "resolve"},
            ],
        ),
    },
}
