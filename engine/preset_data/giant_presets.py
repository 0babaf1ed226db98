"""Presets for losing in Two-Headed Giant (810.8-810.10): shared life, shared poison, concession."""

from __future__ import annotations

from typing import Any


def _giant(title: str, heads: list[dict[str, Any]], events: list[dict[str, Any]]) -> dict[str, Any]:
    teams = ("Alice & Bob", "Alice & Bob", "Carol & Dan", "Carol & Dan")
    return {
        "title": title,
        "variant": "two_headed_giant",
        "players": [{**head, "team": team} for head, team in zip(heads, teams, strict=True)],
        "events": events,
    }


PRESETS: dict[str, dict[str, Any]] = {
    "loss-two-headed-giant": {
        "titles": {
            "ja": "双頭巨人戦：共有ライフが0になっても片方の頭の白金の天使がチームを守る",
            "en": "Two-Headed Giant: one head's Platinum Angel keeps the team in at 0 shared life",
        },
        "scenario": _giant(
            "Two-Headed Giant: shared life and Platinum Angel",
            [
                {"name": "Alice", "library": 10, "battlefield": ["Platinum Angel"]},
                {"name": "Bob", "library": 10},
                {"name": "Carol", "library": 10},
                {"name": "Dan", "library": 10},
            ],
            [
                {"type": "damage", "to": "Bob", "amount": 18, "by": "Carol"},
                {"type": "life", "player": "Alice", "amount": -12},
                {"type": "leave", "player": "Alice", "card": "Platinum Angel"},
            ],
        ),
    },
    "loss-two-headed-giant-poison": {
        "titles": {
            "ja": "双頭巨人戦：チームの毒カウンターが合計15個で敗北する",
            "en": "Two-Headed Giant: fifteen poison counters for the team lose",
        },
        "scenario": _giant(
            "Two-Headed Giant: shared poison counters",
            [
                {"name": "Alice", "library": 10},
                {"name": "Bob", "library": 10},
                {"name": "Carol", "library": 10},
                {"name": "Dan", "library": 10},
            ],
            [
                {"type": "poison", "player": "Carol", "amount": 9},
                {"type": "poison", "player": "Dan", "amount": 5},
                {"type": "poison", "player": "Carol", "amount": 1},
            ],
        ),
    },
    "loss-two-headed-giant-concede": {
        "titles": {
            "ja": "双頭巨人戦：片方の頭が投了するとチーム全体がゲームから離れて敗北する",
            "en": "Two-Headed Giant: one head concedes and the whole team loses",
        },
        "scenario": _giant(
            "Two-Headed Giant: a concession",
            [
                {"name": "Alice", "library": 10},
                {"name": "Bob", "library": 10, "battlefield": ["Platinum Angel"]},
                {"name": "Carol", "library": 10},
                {"name": "Dan", "library": 10},
            ],
            [{"type": "concede", "player": "Alice"}],
        ),
    },
    "subgame-two-headed-giant": {
        "titles": {
            "ja": "双頭巨人戦のShahrazad：勝たなかった各頭が同時にチームのライフの半分を失う",
            "en": "Shahrazad in Two-Headed Giant: each head that didn't win loses half the "
            "team's life at once",
        },
        "scenario": _giant(
            "Shahrazad in Two-Headed Giant, one head with a small library",
            [
                {"name": "Alice", "library": 20, "hand": ["Shahrazad"]},
                {"name": "Bob", "library": 20},
                {"name": "Carol", "library": 20},
                {"name": "Dan", "library": 5},
            ],
            [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
            ],
        ),
    },
}
