"""Presets for the サブゲーム page: each is a scenario plus its title in both languages."""

from __future__ import annotations

from typing import Any

from engine.preset_data.preset_parts import shahrazad_duel

PRESETS: dict[str, dict[str, Any]] = {
    "subgame-small-library": {
        "titles": {
            "ja": "ライブラリーが7枚未満のプレイヤーはサブゲームの開始直後に敗北する",
            "en": "A player with fewer than seven cards loses the subgame at once",
        },
        "scenario": {
            "title": "Shahrazad with a five-card library",
            "seed": 1,
            "players": [
                {"name": "Alice", "life": 15, "library": 30, "hand": ["Shahrazad"]},
                {"name": "Bob", "life": 15, "library": 5},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
            ],
        },
    },
    "subgame-both-small": {
        "titles": {
            "ja": "両者のライブラリーが7枚未満ならサブゲームは引き分けで、両者がライフの半分を失う",
            "en": "Both libraries are too small: a drawn subgame, both lose half their life",
        },
        "scenario": {
            "title": "Shahrazad when nobody can draw seven",
            "seed": 2,
            "players": [
                {"name": "Alice", "life": 15, "library": 3, "hand": ["Shahrazad"]},
                {"name": "Bob", "life": 1, "library": 6},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
            ],
        },
    },
    "subgame-fork": {
        "titles": {
            "ja": "ForkでShahrazadをコピーすると、サブゲームが2回続けて行われる",
            "en": "Fork copies Shahrazad: two subgames are played one after the other",
        },
        "scenario": {
            "title": "Fork on Shahrazad",
            "seed": 7,
            "players": [
                {"name": "Alice", "library": 40, "hand": ["Shahrazad"]},
                {"name": "Bob", "library": 40, "hand": ["Fork"]},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "copy", "player": "Bob", "card": "Fork"},
                {"type": "resolve"},
                {"type": "concede", "player": "Alice"},
                {"type": "resolve"},
                {"type": "damage", "to": "Bob", "amount": 12, "by": "Alice"},
                {"type": "concede", "player": "Bob"},
            ],
        },
    },
    "subgame-nested": {
        "titles": {
            "ja": "サブゲーム中にShahrazadを唱えると、サブゲームの中のサブゲームが始まる",
            "en": "Shahrazad cast in a subgame starts a subgame of the subgame",
        },
        "scenario": {
            "title": "A subgame inside a subgame",
            "seed": 3,
            "players": [
                {"name": "Alice", "library": 30, "hand": ["Shahrazad"]},
                {"name": "Bob", "library": 30},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
                {"type": "cast", "player": "Bob", "card": "Shahrazad"},
                {"type": "resolve"},
                {"type": "concede", "player": "Bob"},
                {"type": "damage", "to": "Alice", "amount": 20, "by": "Bob"},
            ],
        },
    },
    "subgame-old-exile-rule": {
        "titles": {
            "ja": "旧ルール（2007年7月以前）ではサブゲームで追放されたカードは追放されたままだった",
            "en": "Before July 2007, cards exiled in a subgame stayed exiled",
        },
        "scenario": {
            "title": "Exiling the opponent's library under the old rules",
            "seed": 4,
            "rules": "pre-2007",
            "players": [
                {"name": "Alice", "library": 20, "hand": ["Shahrazad"]},
                {"name": "Bob", "library": 30},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
                {"type": "exile", "player": "Bob", "count": 15, "source": "Jester's Cap"},
                {
                    "type": "exile",
                    "player": "Alice",
                    "card": "Lotus Bloom",
                    "from": "hand",
                    "counters": {"time": 3},
                },
                {"type": "concede", "player": "Bob"},
            ],
        },
    },
    "subgame-wish": {
        "titles": {
            "ja": "願いでメインゲームのカードを持ち込むと、メインゲームの誘発は再開まで待つ",
            "en": "A Wish brings a main-game card into the subgame; its main-game trigger waits",
        },
        "scenario": {
            "title": "Lich's Mastery fetched into a subgame",
            "seed": 5,
            "players": [
                {
                    "name": "Alice",
                    "library": 30,
                    "hand": ["Shahrazad"],
                    "battlefield": ["Lich's Mastery", "Platinum Angel"],
                },
                {"name": "Bob", "library": 30},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
                {
                    "type": "bring_in",
                    "player": "Alice",
                    "card": "Lich's Mastery",
                    "from": "battlefield",
                    "source": "Death Wish",
                },
                {"type": "cast", "player": "Alice", "card": "Lich's Mastery"},
                {"type": "resolve"},
                {"type": "damage", "to": "Alice", "amount": 25, "by": "Bob"},
                {"type": "concede", "player": "Bob"},
                {"type": "resolve"},
            ],
        },
    },
    "subgame-poison-set-aside": {
        "titles": {
            "ja": "メインゲームの毒カウンターはサブゲームに持ち込まれず、終了後に元に戻る",
            "en": "Main-game poison counters are set aside during the subgame",
        },
        "scenario": {
            "title": "Nine poison counters and a subgame",
            "seed": 6,
            "players": [
                {"name": "Alice", "poison": 9, "library": 30, "hand": ["Shahrazad"]},
                {"name": "Bob", "library": 30},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
                {"type": "poison", "player": "Alice", "amount": 3},
                {"type": "poison", "player": "Bob", "amount": 10},
            ],
        },
    },
    "subgame-commander": {
        "titles": {
            "ja": "統率者戦のサブゲーム：統率領域の統率者は移動し、戦場の統率者は残る",
            "en": "A Commander subgame: the commander in the command zone moves, one on the "
            "battlefield stays",
        },
        "scenario": {
            "title": "Shahrazad in Commander",
            "seed": 8,
            "variant": "commander",
            "players": [
                {
                    "name": "Alice",
                    "commander": "Sengir, the Dark Baron",
                    "library": 40,
                    "hand": ["Shahrazad"],
                },
                {
                    "name": "Bob",
                    "commander": "Withengar Unbound",
                    "library": 40,
                    "battlefield": ["Withengar Unbound"],
                },
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
                {
                    "type": "cast",
                    "player": "Alice",
                    "card": "Sengir, the Dark Baron",
                    "from": "command",
                },
                {"type": "resolve"},
                {"type": "damage", "to": "Bob", "amount": 21, "by": "Alice", "commander": True},
            ],
        },
    },
    "subgame-planechase": {
        "titles": {
            "ja": "プレインチェイス戦のサブゲーム：次元デッキは移動し、表向きの次元は残る",
            "en": "A Planechase subgame: planar decks move in, the face-up plane stays behind",
        },
        "scenario": {
            "title": "Planar decks and a subgame",
            "seed": 9,
            "variant": "planechase",
            "players": [
                {
                    "name": "Alice",
                    "library": 20,
                    "hand": ["Shahrazad"],
                    "planar_deck": ["Tazeem", "Naya", "Llanowar"],
                    "command": ["Krosa"],
                },
                {"name": "Bob", "library": 20, "planar_deck": 4},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
                {"type": "planeswalk", "player": "Alice"},
                {"type": "concede", "player": "Bob"},
            ],
        },
    },
    "subgame-enter-the-dungeon": {
        "titles": {
            "ja": "Enter the Dungeon：ライフ5点で始まり、勝者はライブラリーからカード2枚を探す",
            "en": "Enter the Dungeon: 5 life; the winner searches for two cards",
        },
        "scenario": {
            "title": "Enter the Dungeon",
            "seed": 10,
            "players": [
                {
                    "name": "Alice",
                    "library": ["Platinum Angel", "Lich's Mirror", 20],
                    "hand": ["Enter the Dungeon"],
                },
                {"name": "Bob", "library": 20},
            ],
            "events": [
                {
                    "type": "cast",
                    "player": "Alice",
                    "card": "Enter the Dungeon",
                    "choices": {"Alice": ["Platinum Angel", "Lich's Mirror"]},
                },
                {"type": "resolve"},
                {"type": "damage", "to": "Bob", "amount": 5, "by": "Alice"},
            ],
        },
    },
    "subgame-countdown": {
        "titles": {
            "ja": "カウントダウン残り１：ライフ1点で始まり、敗者へのダメージはその後2倍になる",
            "en": "The Countdown Is at One: 1 life; damage to the loser is doubled afterwards",
        },
        "scenario": {
            "title": "The Countdown Is at One",
            "seed": 11,
            "players": [
                {"name": "Alice", "library": 20, "hand": ["The Countdown Is at One"]},
                {"name": "Bob", "library": 20},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": "The Countdown Is at One"},
                {"type": "resolve"},
                {"type": "damage", "to": "Alice", "amount": 1, "by": "Bob"},
                {"type": "damage", "to": ["Alice", "Bob"], "amount": 3},
            ],
        },
    },
    "subgame-tug-of-war": {
        "titles": {
            "ja": "綱引き：ライブラリーのパーマネント・カードを戦場に出して始め、勝者は1枚を残す",
            "en": "Tug of War: permanent cards start on the battlefield; the winner keeps one",
        },
        "scenario": {
            "title": "Tug of War",
            "seed": 12,
            "players": [
                {
                    "name": "Alice",
                    "library": ["Platinum Angel", "Lich's Mirror", "Blood Tyrant", 20],
                    "hand": ["Tug of War"],
                },
                {"name": "Bob", "library": ["Abyssal Persecutor", 20]},
            ],
            "events": [
                {
                    "type": "cast",
                    "player": "Alice",
                    "card": "Tug of War",
                    "choices": {"Alice": ["Blood Tyrant", "Platinum Angel"]},
                },
                {"type": "resolve"},
                {"type": "concede", "player": "Bob"},
            ],
        },
    },
    "subgame-stolen-permanent": {
        "titles": {
            "ja": "サブゲームで奪ったパーマネント：サブゲームの終了時、オーナーのメインゲームの"
            "ライブラリーに戻る",
            "en": "A permanent stolen in a subgame goes into its owner's main-game library when "
            "the subgame ends",
        },
        "scenario": shahrazad_duel(
            "Alice takes Bob's Grizzly Bears in the subgame",
            1,
            [
                {"type": "enter", "player": "Bob", "card": "Grizzly Bears"},
                {"type": "gain_control", "player": "Alice", "card": "Grizzly Bears"},
                {"type": "concede", "player": "Bob"},
            ],
        ),
    },
    "subgame-concede-main": {
        "titles": {
            "ja": "サブゲーム中にメインゲームを投了する："
            "メインゲームが終わり、サブゲームも勝者なしで終わる",
            "en": "Conceding the main game during a subgame: the main game ends, and the subgame "
            "ends with it, with no winner",
        },
        "scenario": shahrazad_duel(
            "Bob concedes the main game during Shahrazad's subgame",
            1,
            [{"type": "concede", "player": "Bob", "game": "main"}],
        ),
    },
}
