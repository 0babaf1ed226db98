"""Issue 14: the defects a judge-grade audit of the engine found, one test (or two) each."""

from __future__ import annotations

import json
from typing import Any

from engine.i18n.names import JA_CARD_NAMES
from engine.presets import get_preset
from tests.engine.helpers import final_player, simulate_checked, state_player, steps_of, zone
from tests.shared_data import shared_data


def _two(
    alice: dict[str, Any], bob: dict[str, Any], events: list[Any], **top: Any
) -> dict[str, Any]:
    return {
        "players": [{"name": "Alice", **alice}, {"name": "Bob", **bob}],
        "events": events,
        **top,
    }


# 1. Commander tax is counted per commander (903.8).
def test_partner_commanders_each_pay_their_own_tax() -> None:
    cast_a = {"type": "cast", "player": "Alice", "card": "Tymna", "from": "command"}
    cast_b = {"type": "cast", "player": "Alice", "card": "Thrasios", "from": "command"}
    scenario = _two(
        {"commander": ["Tymna", "Thrasios"]},
        {},
        [
            cast_a,
            {"type": "resolve"},
            {"type": "exile", "player": "Alice", "card": "Tymna", "from": "battlefield"},
            cast_a,
            cast_b,
        ],
        variant="commander",
    )
    result = simulate_checked(scenario)
    casts = steps_of(result, "cast")
    assert [step["commander_tax"] for step in casts] == [0, 2, 0]


def test_a_spell_cast_from_the_hand_carries_no_commander_tax() -> None:
    result = simulate_checked(
        _two({"hand": ["Fork"]}, {}, [{"type": "cast", "player": "Alice", "card": "Fork"}])
    )
    assert "commander_tax" not in steps_of(result, "cast")[0]


# 2. A Planechase subgame starts with a face-up plane (724.2, 103.7, 901.5).
def test_planechase_subgame_turns_a_starting_plane_face_up() -> None:
    scenario = _two(
        {"library": 20, "hand": ["Shahrazad"], "planar_deck": ["Tazeem", "Naya", "Llanowar"]},
        {"library": 20, "planar_deck": ["Pools of Becoming"]},
        [{"type": "cast", "player": "Alice", "card": "Shahrazad"}, {"type": "resolve"}],
        variant="planechase",
        seed=3,
    )
    result = simulate_checked(scenario)
    plane_steps = steps_of(result, "subgame_starting_plane")
    assert len(plane_steps) == 1
    step = plane_steps[0]
    assert {"103.7", "901.5"} <= set(step["rules"])
    state = step["state"]
    command = [zone(player, "command")["count"] for player in state["players"]]
    assert sum(command) == 1
    first = result["final"]["active_player"]
    assert zone(final_player(result, first), "command")["count"] == 1


def test_phenomena_are_put_on_the_bottom_until_a_plane_turns_up() -> None:
    deck = [{"name": "Interplanar Tunnel", "type": "Phenomenon"}, "Tazeem"]
    scenario = _two(
        {"library": 20, "hand": ["Shahrazad"], "planar_deck": deck},
        {"library": 20, "planar_deck": [{"name": "Spatial Merging", "type": "Phenomenon"}, "Naya"]},
        [{"type": "cast", "player": "Alice", "card": "Shahrazad"}, {"type": "resolve"}],
        variant="planechase",
    )
    result = simulate_checked(scenario)
    for player in result["final"]["players"]:
        named = zone(player, "command")["named"]
        assert "Interplanar Tunnel" not in named and "Spatial Merging" not in named
    assert any(
        zone(p, "command")["named"] in (["Tazeem"], ["Naya"]) for p in result["final"]["players"]
    )


# 3. Simultaneous loss conditions: one loss, every reason named (704.3, 704.5a-c).
def test_simultaneous_losses_name_every_reason() -> None:
    scenario = _two(
        {"library": 0},
        {},
        [
            {"type": "life", "player": "Alice", "amount": -20},
            {"type": "poison", "player": "Alice", "amount": 10, "with_previous": True},
            {"type": "draw", "player": "Alice", "count": 1, "with_previous": True},
        ],
    )
    result = simulate_checked(scenario)
    losses = steps_of(result, "player_loses")
    assert len(losses) == 1
    assert {"704.5a", "704.5b", "704.5c", "704.3"} <= set(losses[0]["rules"])
    alice = final_player(result, "Alice")
    assert alice["loss_reasons"] == ["life", "empty_library", "poison"]
    assert alice["loss_reason"] == "life"


# 4. 724.4a only for abilities that waited while a subgame ran.
def test_a_trigger_from_shahrazads_life_loss_is_plain_603_3() -> None:
    scenario = _two(
        {"library": 20, "hand": ["Shahrazad"]},
        {"library": 20, "battlefield": ["Lich's Tomb"]},
        [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
    )
    result = simulate_checked(scenario)
    placed = steps_of(result, "triggers_on_stack")
    assert placed, "Lich's Tomb triggers on Bob's life loss after the subgame"
    assert "724.4a" not in placed[-1]["rules"] and "603.3" in placed[-1]["rules"]


# 5. End-of-turn effects end in cleanup and state-based actions are checked there (514.3a).
def test_loss_after_angels_grace_ends_happens_in_that_turn() -> None:
    result = simulate_checked(get_preset("loss-angels-grace"))
    loss = steps_of(result, "player_loses")[0]
    cleanup = steps_of(result, "cleanup")[0]
    assert "514.3a" in cleanup["rules"]
    assert loss["state"]["turn"] == cleanup["state"]["turn"] == 1
    assert not steps_of(result, "end_turn")


# 6. Narration: each sentence true at its step.
def test_laboratory_maniac_replaces_one_draw_and_the_game_ends() -> None:
    scenario = _two(
        {"library": 1, "battlefield": ["Laboratory Maniac"]},
        {},
        [{"type": "draw", "player": "Alice", "count": 4}],
    )
    result = simulate_checked(scenario)
    text = steps_of(result, "draw")[0]["text"]
    assert text.count("instead") == 1
    assert text.index("draws 1 card") < text.index("instead")
    assert zone(final_player(result, "Alice"), "hand")["count"] == 1


def test_old_exile_rule_does_not_say_exiled_cards_return() -> None:
    result = simulate_checked(get_preset("subgame-old-exile-rule"))
    back = steps_of(result, "subgame_cards_back")[0]
    assert "exile" not in back["text"].lower()
    assert "stay" in steps_of(result, "old_rule_exile")[0]["text"]


def test_a_player_who_left_the_subgame_is_not_said_to_have_cards_remaining_in_it() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": 20, "hand": ["Shahrazad"]},
            {"name": "Bob", "library": 20},
            {"name": "Carol", "library": 20},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
            {"type": "concede", "player": "Carol"},
        ],
    }
    result = simulate_checked(scenario)
    back = steps_of(result, "subgame_cards_back")[0]
    bob_sentence = next(s for s in back["text"].split(". ") if s.startswith("Bob"))
    assert "remain in the subgame" not in bob_sentence
    assert "left" in bob_sentence


# 7. No raw codes in prose.
def test_several_cant_lose_sources_read_as_words() -> None:
    scenario = _two(
        {"battlefield": ["Platinum Angel"]},
        {"battlefield": ["Abyssal Persecutor"]},
        [{"type": "life", "player": "Alice", "amount": -20}],
    )
    text = steps_of(simulate_checked(scenario), "loss_prevented")[0]["text"]
    assert "Abyssal Persecutor, Platinum Angel says" not in text
    assert "Platinum Angel and Abyssal Persecutor" in text


def test_cards_have_their_wiki_japanese_names() -> None:
    for preset, english, japanese in (
        ("loss-platinum-angel", "Door to Nothingness", "空虚への扉"),
        ("loss-win-and-lose", "Demonic Pact", "悪魔の契約"),
    ):
        result = simulate_checked(get_preset(preset), lang="ja")
        text = " ".join(step["text"] for step in result["steps"])
        assert japanese in text and english not in text


# 8. Death Wish: "You lose half your life, rounded up."
def test_death_wish_costs_half_the_life_rounded_up() -> None:
    scenario = _two(
        {"life": 15, "outside": ["Fork"]},
        {},
        [
            {
                "type": "bring_in",
                "player": "Alice",
                "card": "Fork",
                "from": "outside",
                "source": "Death Wish",
            }
        ],
    )
    result = simulate_checked(scenario)
    assert final_player(result, "Alice")["life"] == 7
    step = steps_of(result, "bring_in")[0]
    assert state_player(step["state"], "Alice")["life"] == 7


def test_japanese_card_names_are_the_official_ones() -> None:
    path = shared_data("cardnames", "jpname.json")
    official = {entry["name"]: entry["jpname"] for entry in json.loads(path.read_text("utf-8"))}
    for english, japanese in JA_CARD_NAMES.items():
        if english in official:
            assert official[english] == japanese, english
