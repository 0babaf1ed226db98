"""Presets for cards players' stories name besides the wiki pages': Worship, Thassa's Oracle."""

from __future__ import annotations

from typing import Any

from engine.preset_data.preset_parts import BEARS, duel

PRESETS: dict[str, dict[str, Any]] = {
    "card-worship": {
        "titles": {
            "ja": "崇拝：クリーチャーがいればダメージでライフは1点までしか減らない",
            "en": "Worship: with a creature, damage leaves you at 1 life (life loss does not)",
        },
        "scenario": duel(
            "Worship, its creature, and life loss",
            {"life": 3, "battlefield": ["Worship", BEARS]},
            {},
            [
                {"type": "damage", "to": "Alice", "amount": 10, "by": "Bob"},
                {"type": "leave", "player": "Alice", "card": "Grizzly Bears"},
                {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
            ],
        ),
    },
    "card-thassas-oracle": {
        "titles": {
            "ja": "タッサの神託者：青への信心がライブラリーの枚数以上なら勝利する",
            "en": "Thassa's Oracle: devotion to blue at least the library's cards wins",
        },
        "scenario": duel(
            "Thassa's Oracle with devotion 4 against a library of 4",
            {
                "library": 4,
                "hand": ["Thassa's Oracle"],
                "battlefield": [
                    {"name": "Blue Permanent", "type": "Enchantment", "mana_cost": "{1}{U}{U}"}
                ],
            },
            {},
            [
                {"type": "cast", "player": "Alice", "card": "Thassa's Oracle"},
                {"type": "resolve"},
                {"type": "resolve"},
            ],
        ),
    },
}
