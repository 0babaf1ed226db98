"""The loss-affecting cards of the 敗北条件 page, the subgame cards, and the card registry."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import ScenarioError
from engine.cards import LOSS_PAGE_CARDS, REGISTRY, SUBGAME_PAGE_CARDS, lookup
from engine.cards.base import parse_type_line
from tests.engine.helpers import final_player, simulate_checked, steps_of
from tests.mtgjson_samples import load_sample
from tests.shared_data import shared_data


def duel(
    alice: dict[str, Any], events: list[Any], bob: dict[str, Any] | None = None
) -> dict[str, Any]:
    return {
        "players": [{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}],
        "events": events,
    }


def oracle_cards() -> dict[str, dict[str, Any]]:
    """oracle.jsonl's records, then the MTGJSON sample's for the cards it lacks (Worship, Thassa's
    Oracle: cards players' stories name that the wiki pages do not)."""
    path = shared_data("cards", "oracle.jsonl")
    cards = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            cards[record["name"]] = record
    for card_set in load_sample()["data"].values():
        for card in card_set["cards"]:
            record = {"name": card["name"], "type": card["type"], "oracle": card.get("text", "")}
            cards.setdefault(card["name"], record)
    return cards


def test_every_loss_page_and_subgame_card_is_modelled() -> None:
    for name in (*LOSS_PAGE_CARDS, *SUBGAME_PAGE_CARDS):
        assert lookup(name) is not None, name
    assert len(LOSS_PAGE_CARDS) == 16


def test_modelled_names_and_types_match_the_oracle_data() -> None:
    oracle = oracle_cards()
    for name, card in REGISTRY.items():
        assert name in oracle, f"{name} is not in oracle.jsonl"
        printed = parse_type_line(oracle[name]["type"].split("(")[0])
        assert card.types.types == printed.types, name
        assert card.types.subtypes <= printed.subtypes | {"angel"}, name


def test_loss_page_cards_mentioned_in_oracle_texts_do_what_the_model_says() -> None:
    oracle = oracle_cards()
    cant_lose = {"Platinum Angel", "Lich's Mastery"}
    for name in cant_lose:
        assert "You can't lose the game" in oracle[name]["oracle"]
    for name in ("Soul Echo", "Transcendence", "Lich's Tomb", "Phyrexian Unlife", "Lich"):
        assert "don't lose the game for having 0 or less life" in oracle[name]["oracle"]
    for name in ("Lich's Mirror", "Exquisite Archangel"):
        assert "If you would lose the game, instead" in oracle[name]["oracle"]


def test_platinum_angel() -> None:
    result = simulate_checked(
        duel(
            {"battlefield": ["Platinum Angel"]},
            [{"type": "life", "player": "Alice", "amount": -30}, {"type": "win", "player": "Bob"}],
        )
    )
    assert steps_of(result, "loss_prevented") and steps_of(result, "win_prevented")
    assert not result["final"]["game_over"]


def test_angels_grace_on_the_stack_and_resolved() -> None:
    result = simulate_checked(
        duel(
            {"hand": ["Angel's Grace"], "life": 3},
            [
                {"type": "cast", "player": "Alice", "card": "Angel's Grace"},
                {"type": "resolve"},
                {"type": "damage", "to": "Alice", "amount": 100},
                {"type": "win", "player": "Bob"},
            ],
        )
    )
    alice = final_player(result, "Alice")
    assert alice["life"] == 1 and not alice["lost"]
    assert steps_of(result, "win_prevented")
    assert alice["zones"]["graveyard"]["named"] == ["Angel's Grace"]


def test_lichs_mastery_gain_draws_lose_exiles_leave_loses() -> None:
    alice = {"library": 10, "hand": 2, "graveyard": 1, "battlefield": ["Lich's Mastery", 1]}
    events = [
        {"type": "life", "player": "Alice", "amount": 3},
        {"type": "resolve"},
        {"type": "life", "player": "Alice", "amount": -4},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel(alice, events))
    mid = [s for s in result["steps"] if s["event_index"] == 1][-1]
    assert mid["state"]["players"][0]["zones"]["hand"]["count"] == 5
    alice_final = final_player(result, "Alice")
    # exiled: 1 graveyard card, then 3 of the 5 hand cards
    assert alice_final["zones"]["exile"]["count"] == 4
    assert alice_final["zones"]["battlefield"]["named"] == ["Lich's Mastery"]
    events.append({"type": "leave", "player": "Alice", "card": "Lich's Mastery"})
    events.append({"type": "resolve"})
    result = simulate_checked(duel(alice, events))
    assert final_player(result, "Alice")["loss_reason"] == "effect"


def test_lichs_mastery_exiles_itself_last_and_then_you_lose() -> None:
    alice = {"battlefield": ["Lich's Mastery"]}
    events = [
        {"type": "life", "player": "Alice", "amount": -2},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel(alice, events))
    alice_final = final_player(result, "Alice")
    assert alice_final["zones"]["exile"]["named"] == ["Lich's Mastery"]
    assert alice_final["loss_reason"] == "effect"


def test_abyssal_persecutor() -> None:
    result = simulate_checked(
        duel(
            {"battlefield": ["Abyssal Persecutor"]},
            [{"type": "poison", "player": "Bob", "amount": 10}],
        )
    )
    assert steps_of(result, "loss_prevented") and not result["final"]["game_over"]


def test_soul_echo() -> None:
    result = simulate_checked(
        duel({"battlefield": ["Soul Echo"]}, [{"type": "life", "player": "Alice", "amount": -50}])
    )
    assert final_player(result, "Alice")["lost"] is False


def test_transcendence_gains_twice_and_loses_at_twenty() -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 10},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"battlefield": ["Transcendence"], "life": 15}, events))
    assert "603.8" in steps_of(result, "state_trigger")[0]["rules"]
    alice = final_player(result, "Alice")
    assert alice["life"] == 25 and alice["loss_reason"] == "effect"


def test_lichs_tomb_sacrifices_a_permanent_per_life_lost_keeping_itself_last() -> None:
    events = [{"type": "life", "player": "Alice", "amount": -2}, {"type": "resolve"}]
    result = simulate_checked(
        duel({"battlefield": ["Lich's Tomb", "Platinum Angel", "Soul Echo"]}, events)
    )
    alice = final_player(result, "Alice")
    assert alice["zones"]["battlefield"]["named"] == ["Lich's Tomb"]
    assert sorted(alice["zones"]["graveyard"]["named"]) == ["Platinum Angel", "Soul Echo"]


def test_phyrexian_unlife_damage_becomes_poison_at_zero_life() -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 1},
        {"type": "damage", "to": "Alice", "amount": 4},
    ]
    result = simulate_checked(duel({"battlefield": ["Phyrexian Unlife"], "life": 1}, events))
    alice = final_player(result, "Alice")
    assert alice["life"] == 0 and alice["poison"] == 4 and not alice["lost"]
    assert "120.3b" in steps_of(result, "damage")[1]["rules"]


def test_gideon_of_the_trials_emblem_stops_opponent_winning() -> None:
    events = [
        {"type": "activate", "player": "Alice", "card": "Gideon of the Trials", "ability": 2},
        {"type": "resolve"},
        {"type": "win", "player": "Bob"},
    ]
    result = simulate_checked(duel({"battlefield": ["Gideon of the Trials"]}, events))
    assert "114.2" in steps_of(result, "resolve")[0]["rules"]
    assert steps_of(result, "win_prevented")


def test_gideon_rejects_an_unmodelled_ability_index() -> None:
    events = [{"type": "activate", "player": "Alice", "card": "Gideon of the Trials", "ability": 0}]
    with pytest.raises(ScenarioError) as error:
        simulate_checked(duel({"battlefield": ["Gideon of the Trials"]}, events))
    assert error.value.field == "events[0].ability"


def test_book_of_exalted_deeds_enlightens_an_angel_and_makes_tokens() -> None:
    events = [
        {
            "type": "activate",
            "player": "Alice",
            "card": "The Book of Exalted Deeds",
            "target": "Serra Angel",
        },
        {"type": "resolve"},
        {"type": "life", "player": "Alice", "amount": -40},
    ]
    alice = {
        "battlefield": [
            "The Book of Exalted Deeds",
            {"name": "Serra Angel", "type": "Creature — Angel"},
        ]
    }
    result = simulate_checked(duel(alice, events))
    assert final_player(result, "Alice")["zones"]["exile"]["named"] == ["The Book of Exalted Deeds"]
    assert steps_of(result, "loss_prevented")
    tokens = simulate_checked(
        duel(
            {"battlefield": ["The Book of Exalted Deeds"]},
            [{"type": "life", "player": "Alice", "amount": 3}, {"type": "end_turn"}],
        )
    )
    battlefield = final_player(tokens, "Alice")["zones"]["battlefield"]
    assert battlefield["tokens"] == 1 and "Angel" in battlefield["named"]


def test_book_needs_an_angel_target() -> None:
    events = [
        {
            "type": "activate",
            "player": "Alice",
            "card": "The Book of Exalted Deeds",
            "target": "Grizzly Bears",
        }
    ]
    with pytest.raises(ScenarioError) as error:
        simulate_checked(
            duel({"battlefield": ["The Book of Exalted Deeds", "Grizzly Bears"]}, events)
        )
    assert error.value.field == "events[0].target"


def test_enlightened_counter_in_setup() -> None:
    alice = {"battlefield": [{"name": "Platinum Angel", "counters": {"enlightened": 1}}]}
    result = simulate_checked(
        duel(alice, [{"type": "leave", "player": "Alice", "card": "Platinum Angel", "to": "hand"}])
    )
    assert final_player(result, "Alice")["zones"]["hand"]["named"] == ["Platinum Angel"]


def test_lichs_mirror_and_exquisite_archangel_are_replacements() -> None:
    for card in ("Lich's Mirror", "Exquisite Archangel"):
        result = simulate_checked(
            duel({"library": 10, "battlefield": [card]}, [{"type": "lose", "player": "Alice"}])
        )
        assert steps_of(result, "loss_replaced"), card
        assert final_player(result, "Alice")["lost"] is False


def test_blood_tyrant_and_withengar_get_counters() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "battlefield": ["Blood Tyrant", "Withengar Unbound"]},
            {"name": "Bob"},
            {"name": "Carol"},
        ],
        "events": [
            {"type": "concede", "player": "Carol"},
            {"type": "resolve"},
            {"type": "resolve"},
        ],
    }
    result = simulate_checked(scenario)
    texts = " ".join(step["text"] for step in steps_of(result, "resolve"))
    assert "5 +1/+1 counters" in texts and "13 +1/+1 counters" in texts


def test_sengir_gains_the_losers_life_as_the_turn_began() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "battlefield": ["Sengir, the Dark Baron"]},
            {"name": "Bob"},
            {"name": "Carol", "life": 9},
        ],
        "events": [
            {"type": "end_turn"},
            {"type": "damage", "to": "Carol", "amount": 9},
            {"type": "resolve"},
        ],
    }
    result = simulate_checked(scenario)
    assert final_player(result, "Alice")["life"] == 29


def test_share_the_spoils_enters_and_opponent_loses() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": 5, "hand": ["Share the Spoils"]},
            {"name": "Bob", "library": 5},
            {"name": "Carol", "library": 5},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Share the Spoils"},
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "concede", "player": "Carol"},
            {"type": "resolve"},
        ],
    }
    result = simulate_checked(scenario)
    for name, exiled in (("Alice", 2), ("Bob", 2)):
        assert final_player(result, name)["zones"]["exile"]["count"] == exiled


def test_lich_enters_losing_life_and_damage_makes_you_sacrifice() -> None:
    events = [
        {"type": "enter", "player": "Alice", "card": "Lich"},
        {"type": "damage", "to": "Alice", "amount": 2},
        {"type": "resolve"},
        {"type": "damage", "to": "Alice", "amount": 5},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"hand": ["Lich"], "battlefield": [2]}, events))
    first = [s for s in result["steps"] if s["event_index"] == 0][-1]
    assert first["state"]["players"][0]["life"] == 0
    alice = final_player(result, "Alice")
    assert alice["loss_reason"] == "effect"


def test_lich_gaining_life_draws_instead() -> None:
    events = [{"type": "life", "player": "Alice", "amount": 3}]
    result = simulate_checked(duel({"library": 5, "battlefield": ["Lich"]}, events))
    alice = final_player(result, "Alice")
    assert alice["life"] == 20 and alice["zones"]["hand"]["count"] == 3


def test_unmodelled_card_is_vanilla_and_the_step_says_so() -> None:
    events = [{"type": "cast", "player": "Alice", "card": "Grizzly Bears"}, {"type": "resolve"}]
    result = simulate_checked(duel({"hand": ["Grizzly Bears"]}, events))
    cast = steps_of(result, "cast")[0]
    assert "doesn't model Grizzly Bears" in cast["text"]
    assert final_player(result, "Alice")["zones"]["battlefield"]["named"] == ["Grizzly Bears"]


def test_declared_instant_goes_to_the_graveyard() -> None:
    alice = {"hand": [{"name": "Lightning Bolt", "type": "Instant"}]}
    result = simulate_checked(
        duel(
            alice,
            [{"type": "cast", "player": "Alice", "card": "Lightning Bolt"}, {"type": "resolve"}],
        )
    )
    assert final_player(result, "Alice")["zones"]["graveyard"]["named"] == ["Lightning Bolt"]


def test_unnamed_card_in_hand_is_taken_to_be_the_cast_card() -> None:
    result = simulate_checked(
        duel(
            {"hand": 2},
            [{"type": "cast", "player": "Alice", "card": "Platinum Angel"}, {"type": "resolve"}],
        )
    )
    alice = final_player(result, "Alice")
    assert alice["zones"]["battlefield"]["named"] == ["Platinum Angel"]
    assert alice["zones"]["hand"]["count"] == 1


def test_fork_cannot_copy_a_permanent_spell() -> None:
    events = [
        {"type": "cast", "player": "Alice", "card": "Platinum Angel"},
        {"type": "copy", "player": "Bob", "card": "Fork"},
    ]
    with pytest.raises(ScenarioError) as error:
        simulate_checked(duel({"hand": ["Platinum Angel"]}, events, {"hand": ["Fork"]}))
    assert error.value.field == "events[1].target"


def test_burning_wish_is_exiled_as_it_resolves() -> None:
    events = [
        {"type": "cast", "player": "Alice", "card": "Burning Wish"},
        {"type": "resolve"},
        {
            "type": "bring_in",
            "player": "Alice",
            "card": "Shahrazad",
            "from": "outside",
            "source": "Burning Wish",
        },
    ]
    result = simulate_checked(duel({"hand": ["Burning Wish"], "outside": ["Shahrazad"]}, events))
    alice = final_player(result, "Alice")
    assert alice["zones"]["exile"]["named"] == ["Burning Wish"]
    assert alice["zones"]["hand"]["named"] == ["Shahrazad"]
