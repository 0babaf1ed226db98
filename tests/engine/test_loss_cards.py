"""The 敗北条件カード一覧 cards the engine plays: Pacts, extra turns, Triskaidekaphobia, Door to
Nothingness, combat damage that makes a player lose, Immortal Coil and Enduring Angel."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.cards.loss_conditions import EXTRA_TURNS, PACTS
from tests.engine.helpers import final_player, simulate_checked, steps_of, zone

CREATURE = {"name": "Grizzly Bears", "type": "Creature — Bear"}


def duel(alice: dict[str, Any], events: list[dict[str, Any]], **bob: Any) -> dict[str, Any]:
    return {
        "players": [
            {"name": "Alice", "library": 10, **alice},
            {"name": "Bob", "library": 10, **bob},
        ],
        "events": events,
    }


def pact_game(card: str, upkeep_resolve: dict[str, Any]) -> dict[str, Any]:
    return duel(
        {"hand": [card]},
        [
            {"type": "cast", "player": "Alice", "card": card},
            {"type": "resolve"},
            {"type": "end_turn"},
            {"type": "end_turn"},
            upkeep_resolve,
        ],
    )


def after_event(result: dict[str, Any], index: int) -> dict[str, Any]:
    state: dict[str, Any] = [s for s in result["steps"] if s["event_index"] == index][-1]["state"]
    return state


@pytest.mark.parametrize("card", [pact.name for pact in PACTS])
def test_a_pact_unpaid_at_the_next_upkeep_loses(card: str) -> None:
    result = simulate_checked(pact_game(card, {"type": "resolve"}))
    resolved = steps_of(result, "resolve")
    assert "603.7" in resolved[0]["rules"]
    # Bob's upkeep (turn 2) does nothing; Alice's next one (turn 3) puts the trigger on the stack
    assert after_event(result, 2)["stack"] == []
    upkeep = after_event(result, 3)
    assert upkeep["turn"] == 3 and upkeep["active_player"] == "Alice"
    assert [item["name"] for item in upkeep["stack"]] == [card]
    assert {"503.1a", "603.7", "603.7b"} <= set(steps_of(result, "end_turn")[1]["rules"])
    alice = final_player(result, "Alice")
    assert alice["lost"] and alice["loss_reason"] == "effect"
    assert "104.3e" in steps_of(result, "player_loses")[0]["rules"]
    assert result["final"]["winners"] == ["Bob"]


def test_a_pact_paid_at_the_next_upkeep_keeps_the_player_in() -> None:
    result = simulate_checked(pact_game("Pact of the Titan", {"type": "resolve", "pay": True}))
    assert not final_player(result, "Alice")["lost"]
    assert result["final"]["game_over"] is False and result["final"]["stack"] == []
    assert zone(final_player(result, "Alice"), "battlefield")["count"] == 1  # the Giant token
    assert "Alice pays Pact of the Titan's cost" in steps_of(result, "resolve")[-1]["text"]


def test_a_pacts_unmodelled_first_sentence_is_said_and_its_name_is_japanese() -> None:
    result = simulate_checked(pact_game("Summoner's Pact", {"type": "resolve"}), lang="ja")
    resolved = steps_of(result, "resolve")[0]
    assert "《召喚士の契約》の最初の文の効果はエンジンが再現しない" in resolved["text"]


def test_pay_answers_only_a_pacts_trigger() -> None:
    scenario = duel({"hand": ["Fork"]}, [{"type": "cast", "player": "Alice", "card": "Fork"}])
    scenario["players"][0]["hand"] = ["Grizzly Bears"]
    scenario["events"] = [
        {"type": "cast", "player": "Alice", "card": "Grizzly Bears"},
        {"type": "resolve", "pay": True},
    ]
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(scenario)
    assert caught.value.field == "events[1].pay"


@pytest.mark.parametrize("card", [spell.name for spell in EXTRA_TURNS])
def test_an_extra_turn_then_its_end_step_loses(card: str) -> None:
    scenario = duel(
        {"hand": [card]},
        [
            {"type": "cast", "player": "Alice", "card": card},
            {"type": "resolve"},
            {"type": "end_turn"},
            {"type": "draw", "player": "Alice", "count": 1},
            {"type": "end_turn"},
        ],
    )
    result = simulate_checked(scenario)
    extra = after_event(result, 2)
    assert extra["turn"] == 2 and extra["active_player"] == "Alice"
    assert "500.7" in steps_of(result, "end_turn")[0]["rules"]
    end_step = steps_of(result, "end_step")[0]
    assert {"603.7", "104.3e"} <= set(end_step["rules"])
    assert final_player(result, "Alice")["lost"]
    assert result["final"]["winners"] == ["Bob"] and result["final"]["turn"] == 2


def test_after_an_extra_turn_the_turn_order_resumes_and_a_loser_is_skipped() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": 5, "hand": ["Final Fortune"]},
            {"name": "Bob", "library": 5},
            {"name": "Carol", "library": 5},
        ],
        "events": [
            {"type": "end_turn"},
            {"type": "cast", "player": "Bob", "card": "Final Fortune"},
            {"type": "resolve"},
            {"type": "end_turn"},
            {"type": "end_turn"},
            {"type": "end_turn"},
        ],
    }
    scenario["players"][1]["hand"] = scenario["players"][0].pop("hand")
    result = simulate_checked(scenario)
    assert after_event(result, 3)["active_player"] == "Bob"  # Bob's extra turn, turn 3
    assert final_player(result, "Bob")["lost"] and after_event(result, 4)["turn"] == 3
    assert after_event(result, 5)["active_player"] == "Carol"


def test_triskaidekaphobia_at_thirteen_life_and_its_second_mode() -> None:
    events = [
        {"type": "end_turn"},
        {"type": "end_turn"},
        {"type": "resolve", "mode": 2},
    ]
    result = simulate_checked(duel({"battlefield": ["Triskaidekaphobia"]}, events, life=14))
    assert final_player(result, "Bob")["life"] == 13 and final_player(result, "Alice")["life"] == 19
    assert "603.3c" in steps_of(result, "resolve")[0]["rules"]
    events += [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "resolve"}]
    result = simulate_checked(duel({"battlefield": ["Triskaidekaphobia"]}, events, life=14))
    assert final_player(result, "Bob")["lost"] and final_player(result, "Alice")["life"] == 20
    assert "With exactly 13 life, Bob loses the game" in steps_of(result, "resolve")[1]["text"]


def test_triskaidekaphobia_spares_a_platinum_angel_and_counts_it_in_the_life_change() -> None:
    events = [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "resolve"}]
    scenario = duel({"battlefield": ["Triskaidekaphobia"]}, events, life=13)
    scenario["players"][1]["battlefield"] = ["Platinum Angel"]
    result = simulate_checked(scenario)
    assert not final_player(result, "Bob")["lost"] and final_player(result, "Bob")["life"] == 14


def test_mode_answers_only_triskaidekaphobia() -> None:
    events = [
        {"type": "cast", "player": "Alice", "card": "Pact of the Titan"},
        {"type": "resolve", "mode": 1},
    ]
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(duel({"hand": ["Pact of the Titan"]}, events))
    assert caught.value.field == "events[1].mode"


def test_door_to_nothingness_makes_its_target_lose_unless_they_cant() -> None:
    events = [
        {"type": "activate", "player": "Alice", "card": "Door to Nothingness", "target": "Bob"},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"battlefield": ["Door to Nothingness"]}, events))
    assert final_player(result, "Bob")["loss_reason"] == "effect"
    assert result["final"]["winners"] == ["Alice"]
    protected = duel({"battlefield": ["Door to Nothingness"]}, events)
    protected["players"][1]["battlefield"] = ["Platinum Angel"]
    assert not final_player(simulate_checked(protected), "Bob")["lost"]
    untargeted = duel({"battlefield": ["Door to Nothingness"]}, [dict(events[0], target="Zed")])
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(untargeted)
    assert caught.value.field == "events[0].target"


def combat(source: str, to: str = "Bob", amount: int = 3) -> dict[str, Any]:
    return {
        "type": "damage",
        "to": to,
        "amount": amount,
        "by": "Alice",
        "source": source,
        "combat": True,
    }


def test_phages_combat_damage_makes_the_player_lose_other_damage_does_not() -> None:
    result = simulate_checked(
        duel({"battlefield": ["Phage the Untouchable"]}, [combat("Phage the Untouchable")])
    )
    assert "510.2" in steps_of(result, "damage")[0]["rules"]
    assert [i["name"] for i in result["final"]["stack"]] == ["Phage the Untouchable"]
    result = simulate_checked(
        duel(
            {"battlefield": ["Phage the Untouchable"]},
            [combat("Phage the Untouchable"), {"type": "resolve"}],
        )
    )
    assert final_player(result, "Bob")["lost"]
    plain = dict(combat("Phage the Untouchable"))
    del plain["combat"]
    result = simulate_checked(duel({"battlefield": ["Phage the Untouchable"]}, [plain]))
    assert result["final"]["stack"] == [] and not final_player(result, "Bob")["lost"]


@pytest.mark.parametrize(
    ("event", "field"),
    [
        ({"type": "damage", "to": "Bob", "amount": 1, "combat": True}, "events[0].combat"),
        (combat("Platinum Angel"), "events[0].source"),
        (combat("Lich's Mirror"), "events[0].source"),
    ],
)
def test_combat_damage_needs_a_creature_the_player_controls(
    event: dict[str, Any], field: str
) -> None:
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(duel({"battlefield": ["Lich's Mirror"]}, [event]))
    assert caught.value.field == field


def test_etratas_third_hit_counter_loses_and_etrata_is_shuffled_away() -> None:
    hit = {"name": "Grizzly Bears", "counters": {"hit": 1}}
    scenario = duel(
        {"battlefield": ["Etrata, the Silencer"]},
        [combat("Etrata, the Silencer"), {"type": "resolve"}],
        battlefield=[CREATURE],
        exile=[hit, hit],
    )
    result = simulate_checked(scenario)
    resolved = steps_of(result, "resolve")[0]
    assert "Bob owns 3 cards in exile with hit counters" in resolved["text"]
    assert final_player(result, "Bob")["lost"]
    alice = final_player(result, "Alice")
    assert zone(alice, "battlefield")["count"] == 0 and zone(alice, "library")["count"] == 11
    scenario["players"][1]["exile"] = [hit]
    result = simulate_checked(scenario)
    assert not final_player(result, "Bob")["lost"]
    assert zone(final_player(result, "Bob"), "exile")["count"] == 2


def test_vraska_golgari_queens_emblem_and_vraska_the_unseens_assassins() -> None:
    events = [
        {"type": "activate", "player": "Alice", "card": "Vraska, Golgari Queen", "ability": 2},
        {"type": "resolve"},
        combat("Grizzly Bears"),
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"battlefield": ["Vraska, Golgari Queen", CREATURE]}, events))
    assert final_player(result, "Alice")["emblems"] == ["Vraska, Golgari Queen"]
    assert final_player(result, "Bob")["lost"]
    events = [
        {"type": "activate", "player": "Alice", "card": "Vraska the Unseen", "ability": 2},
        {"type": "resolve"},
        combat("Assassin", amount=1),
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"battlefield": ["Vraska the Unseen"]}, events))
    assert final_player(result, "Bob")["lost"]
    assert zone(final_player(result, "Alice"), "battlefield")["count"] == 4


def test_immortal_coil_prevents_damage_then_loses_with_an_empty_graveyard() -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
        {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"battlefield": ["Immortal Coil"], "graveyard": 3}, events))
    first = after_event(result, 0)
    alice = next(p for p in first["players"] if p["name"] == "Alice")
    assert alice["life"] == 20 and alice["zones"]["graveyard"]["count"] == 1
    assert "615.1a" in steps_of(result, "damage")[0]["rules"]
    assert "603.8" in steps_of(result, "state_trigger")[0]["rules"]
    assert final_player(result, "Alice")["lost"] and final_player(result, "Alice")["life"] == 20


def test_enduring_angel_transforms_instead_then_the_next_zero_loses() -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 7, "by": "Bob"},
        {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
    ]
    result = simulate_checked(duel({"life": 5, "battlefield": ["Enduring Angel"]}, events))
    first = next(p for p in after_event(result, 0)["players"] if p["name"] == "Alice")
    assert first["life"] == 3 and not first["lost"]
    assert first["zones"]["battlefield"]["named"] == ["Angelic Enforcer"]
    assert {"614.1a", "701.28a", "119.5"} <= set(steps_of(result, "damage")[0]["rules"])
    assert final_player(result, "Alice")["lost"] and final_player(result, "Alice")["life"] == -2
    left = duel(
        {"life": 5, "battlefield": ["Enduring Angel"]},
        [events[0], {"type": "leave", "player": "Alice", "card": "Angelic Enforcer"}],
    )
    graveyard = zone(final_player(simulate_checked(left), "Alice"), "graveyard")
    assert graveyard["named"] == ["Enduring Angel"]  # 712.8a: front face only elsewhere


def test_glorious_end_ends_the_turn_and_loses_at_the_next_end_step() -> None:
    events = [
        {"type": "cast", "player": "Alice", "card": "Grizzly Bears"},
        {"type": "cast", "player": "Alice", "card": "Glorious End"},
        {"type": "resolve"},
        {"type": "end_turn"},
        {"type": "end_turn"},
    ]
    alice = {"hand": ["Glorious End", "Grizzly Bears"]}
    result = simulate_checked(duel(alice, events))
    ended = after_event(result, 2)
    assert ended["turn"] == 2 and ended["active_player"] == "Bob" and ended["stack"] == []
    assert {"720.1b", "720.1e", "603.7"} <= set(steps_of(result, "resolve")[0]["rules"])
    exile = zone(next(p for p in ended["players"] if p["name"] == "Alice"), "exile")
    assert sorted(exile["named"]) == ["Glorious End", "Grizzly Bears"]
    assert not [p for p in after_event(result, 3)["players"] if p["lost"]]  # Bob's end step
    assert final_player(result, "Alice")["lost"] and result["final"]["turn"] == 3


def test_demonic_pact_chooses_a_new_mode_each_upkeep_and_the_fourth_loses() -> None:
    events: list[dict[str, Any]] = []
    for mode in (3, 1, 2, None):
        events += [{"type": "end_turn"}, {"type": "end_turn"}]
        events.append({"type": "resolve", "mode": mode} if mode else {"type": "resolve"})
    scenario = duel({"battlefield": ["Demonic Pact"]}, events, hand=3)
    result = simulate_checked(scenario)
    bob = final_player(result, "Bob")
    assert bob["life"] == 16 and zone(bob, "graveyard")["count"] == 2
    alice = final_player(result, "Alice")
    assert alice["lost"] and alice["life"] == 24 and zone(alice, "hand")["count"] == 2
    modes = [s["text"] for s in steps_of(result, "resolve")]
    assert "draw two cards" in modes[0] and "you lose the game" in modes[3]
    again = duel({"battlefield": ["Demonic Pact"]}, [*events[:3], *events[3:5], events[2]])
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(again)
    assert caught.value.field == "events[5].mode"


def test_nicol_bolas_dragon_gods_minus_eight_spares_an_opponent_with_a_legend() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "battlefield": ["Nicol Bolas, Dragon-God"]},
            {"name": "Bob", "battlefield": ["Sengir, the Dark Baron"]},
            {"name": "Carol", "battlefield": ["Platinum Angel"]},
            {"name": "Dan", "battlefield": [CREATURE]},
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
    }
    result = simulate_checked(scenario)
    lost = {p["name"] for p in result["final"]["players"] if p["lost"]}
    assert lost == {"Dan"}  # Carol's Platinum Angel is not legendary, but she can't lose
    text = steps_of(result, "resolve")[0]["text"]
    assert "Bob controls the legendary Sengir, the Dark Baron" in text


def test_nefarious_lich_exiles_instead_of_damage_and_loses_when_it_cant() -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
        {"type": "damage", "to": "Alice", "amount": 2, "by": "Bob"},
    ]
    result = simulate_checked(duel({"battlefield": ["Nefarious Lich"], "graveyard": 3}, events))
    first = next(p for p in after_event(result, 0)["players"] if p["name"] == "Alice")
    assert first["life"] == 20 and not first["lost"] and first["zones"]["exile"]["count"] == 2
    assert "614.1a" in steps_of(result, "damage")[0]["rules"]
    alice = final_player(result, "Alice")
    assert alice["lost"] and alice["life"] == 20 and zone(alice, "graveyard")["count"] == 0
    gain = simulate_checked(
        duel(
            {"battlefield": ["Nefarious Lich"]}, [{"type": "life", "player": "Alice", "amount": 2}]
        )
    )
    alice = final_player(gain, "Alice")
    assert alice["life"] == 20 and zone(alice, "hand")["count"] == 2


def test_nine_lives_counts_to_nine_then_exiles_itself_and_its_controller_loses() -> None:
    nine_lives = {"name": "Nine Lives", "counters": {"incarnation": 7}}
    events = [
        {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
        {"type": "damage", "to": "Alice", "amount": 5, "by": "Bob"},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"battlefield": [nine_lives]}, events))
    assert final_player(result, "Alice")["life"] == 20
    assert (
        steps_of(result, "state_trigger")
        and "603.8" in steps_of(result, "state_trigger")[0]["rules"]
    )
    assert "Nine Lives" in zone(final_player(result, "Alice"), "exile")["named"]
    assert final_player(result, "Alice")["lost"]
    assert steps_of(result, "damage")[1]["text"].endswith("(9 in all).")


def test_sinners_judgment_counts_three_judgment_counters_then_the_enchanted_player_loses() -> None:
    curse = {"name": "Sinner's Judgment", "attached_to": "Bob", "counters": {"judgment": 1}}
    upkeep = [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "resolve"}]
    result = simulate_checked(duel({"battlefield": [curse]}, upkeep))
    assert not final_player(result, "Bob")["lost"]
    assert "(2 in all)" in steps_of(result, "resolve")[0]["text"]
    result = simulate_checked(duel({"battlefield": [curse]}, upkeep * 2))
    assert final_player(result, "Bob")["lost"] and not final_player(result, "Alice")["lost"]


def test_vorpal_swords_ability_makes_the_equipped_creatures_combat_damage_lose() -> None:
    sword = {"name": "Vorpal Sword", "attached_to": "Grizzly Bears"}
    alice = {"battlefield": [CREATURE, sword]}
    granted = [{"type": "activate", "player": "Alice", "card": "Vorpal Sword"}, {"type": "resolve"}]
    hit = [combat("Grizzly Bears"), {"type": "resolve"}]
    assert final_player(simulate_checked(duel(alice, [*granted, *hit])), "Bob")["lost"]
    plain = simulate_checked(duel(alice, [combat("Grizzly Bears")]))
    assert plain["final"]["stack"] == []
    next_turn = simulate_checked(
        duel(alice, [*granted, {"type": "end_turn"}, combat("Grizzly Bears")])
    )
    assert next_turn["final"]["stack"] == []  # "until end of turn" ended in the cleanup step


@pytest.mark.parametrize(
    ("card", "zone_name", "field"),
    [
        ({"name": "Vorpal Sword", "attached_to": "Nobody"}, "battlefield", "attached_to"),
        ({"name": "Vorpal Sword", "attached_to": "Vorpal Sword"}, "battlefield", "attached_to"),
        ({"name": "Vorpal Sword", "owner": "Nobody"}, "battlefield", "owner"),
        ({"name": "Vorpal Sword", "owner": "Bob"}, "hand", "owner"),
    ],
)
def test_attachments_and_owners_are_checked(
    card: dict[str, Any], zone_name: str, field: str
) -> None:
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(duel({zone_name: [card]}, []))
    assert caught.value.field == f"players[0].{zone_name}[0].{field}"


def test_a_permanent_controlled_but_not_owned_goes_to_its_owner_or_into_exile() -> None:
    stolen = {"name": "Grizzly Bears", "type": "Creature — Bear", "owner": "Bob"}
    scenario = {
        "players": [
            {"name": "Alice", "battlefield": [stolen, stolen]},
            {"name": "Bob"},
            {"name": "Carol"},
        ],
        "events": [
            {"type": "leave", "player": "Alice", "card": "Grizzly Bears"},
            {"type": "concede", "player": "Alice"},
        ],
    }
    result = simulate_checked(scenario)
    bob = final_player(result, "Bob")
    assert zone(bob, "graveyard")["count"] == 1 and zone(bob, "exile")["count"] == 1
    assert "800.4a" in steps_of(result, "player_leaves")[0]["rules"]


def test_strixhaven_stadiums_tenth_point_counter_loses_and_damage_to_you_removes_one() -> None:
    stadium = {"name": "Strixhaven Stadium", "counters": {"point": 8}}
    events = [
        combat("Grizzly Bears"),
        {"type": "resolve"},
        {
            "type": "damage",
            "to": "Alice",
            "amount": 1,
            "by": "Bob",
            "source": "Grizzly Bears",
            "combat": True,
        },
        {"type": "resolve"},
        {"type": "activate", "player": "Alice", "card": "Strixhaven Stadium"},
        {"type": "resolve"},
        combat("Grizzly Bears"),
        {"type": "resolve"},
    ]
    scenario = duel({"battlefield": [stadium, CREATURE]}, events, battlefield=[CREATURE])
    result = simulate_checked(scenario)
    texts = [s["text"] for s in steps_of(result, "resolve")]
    assert "(9 in all)" in texts[0] and "(8 left)" in texts[1] and "(9 in all)" in texts[2]
    assert "ten or more point counters" in texts[3]
    assert final_player(result, "Bob")["lost"]


def test_vraska_scheming_gorgons_creatures_make_an_opponent_they_damage_lose() -> None:
    events = [
        {"type": "activate", "player": "Alice", "card": "Vraska, Scheming Gorgon", "ability": 2},
        {"type": "resolve"},
        {"type": "damage", "to": "Bob", "amount": 1, "by": "Alice", "source": "Grizzly Bears"},
        {"type": "resolve"},
    ]
    alice = {"battlefield": ["Vraska, Scheming Gorgon", CREATURE]}
    assert final_player(simulate_checked(duel(alice, events)), "Bob")["lost"]
    without = simulate_checked(duel(alice, [events[2]]))
    assert without["final"]["stack"] == []


def test_angel_of_destiny_both_gain_then_at_fifteen_more_the_attacked_player_loses() -> None:
    events = [combat("Angel of Destiny", amount=2), {"type": "resolve"}, {"type": "end_turn"}]
    result = simulate_checked(duel({"life": 34, "battlefield": ["Angel of Destiny"]}, events))
    assert final_player(result, "Alice")["life"] == 36
    assert final_player(result, "Bob")["life"] == 20 and final_player(result, "Bob")["lost"]
    short = simulate_checked(duel({"life": 30, "battlefield": ["Angel of Destiny"]}, events))
    assert not final_player(short, "Bob")["lost"]
    assert "short of 35" in steps_of(short, "end_turn")[0]["text"]


def test_forbidden_crypt_returns_instead_of_drawing_exiles_instead_of_graveyard_then_loses() -> (
    None
):
    events = [
        {"type": "draw", "player": "Alice", "count": 1},
        {"type": "cast", "player": "Alice", "card": "Grizzly Bears"},
        {"type": "resolve"},
        {"type": "leave", "player": "Alice", "card": "Grizzly Bears"},
        {"type": "mill", "player": "Alice", "count": 2},
        {"type": "draw", "player": "Alice", "count": 1},
    ]
    alice = {"battlefield": ["Forbidden Crypt"], "graveyard": ["Grizzly Bears"]}
    result = simulate_checked(duel(alice, events))
    first = next(p for p in after_event(result, 0)["players"] if p["name"] == "Alice")
    assert first["zones"]["hand"]["named"] == ["Grizzly Bears"]
    assert first["zones"]["library"]["count"] == 10
    alice_final = final_player(result, "Alice")
    assert zone(alice_final, "exile")["count"] == 3 and zone(alice_final, "graveyard")["count"] == 0
    assert alice_final["lost"]
    assert "graveyard is empty, so they lose" in steps_of(result, "draw")[1]["text"]


def test_mirrodin_besieged_phyrexian_end_step_makes_the_opponent_lose_at_fifteen_artifacts() -> (
    None
):
    artifact = {"name": "Ornithopter", "type": "Artifact Creature — Thopter"}
    alice = {
        "battlefield": ["Mirrodin Besieged"],
        "graveyard": [artifact] * 14,
        "library": [artifact],
    }
    result = simulate_checked(duel(alice, [{"type": "end_turn"}]))
    assert final_player(result, "Bob")["lost"]
    assert "graveyard holds 15 artifact cards" in steps_of(result, "end_step")[0]["text"]
    alice["library"] = [CREATURE]
    short = simulate_checked(duel(alice, [{"type": "end_turn"}]))
    assert not final_player(short, "Bob")["lost"]


def test_the_deck_of_many_things_twenty_takes_a_creature_whose_owner_loses_when_it_dies() -> None:
    events = [
        {"type": "activate", "player": "Alice", "card": "The Deck of Many Things"},
        {"type": "resolve", "roll": 20},
        {"type": "leave", "player": "Alice", "card": "Grizzly Bears"},
        {"type": "resolve"},
    ]
    deck = {"battlefield": ["The Deck of Many Things"]}
    result = simulate_checked(duel(deck, events, graveyard=[CREATURE]))
    taken = next(p for p in after_event(result, 1)["players"] if p["name"] == "Alice")
    assert "Grizzly Bears" in taken["zones"]["battlefield"]["named"]
    bob = final_player(result, "Bob")
    assert bob["lost"] and zone(bob, "graveyard")["named"] == ["Grizzly Bears"]
    exiled = duel(deck, [*events[:2], {**events[2], "to": "exile"}], graveyard=[CREATURE])
    assert not final_player(simulate_checked(exiled), "Bob")["lost"]  # it didn't die


def test_the_deck_of_many_things_low_result_discards_the_hand_and_roll_is_checked() -> None:
    events = [
        {"type": "activate", "player": "Alice", "card": "The Deck of Many Things"},
        {"type": "resolve", "roll": 3},
    ]
    result = simulate_checked(duel({"battlefield": ["The Deck of Many Things"], "hand": 3}, events))
    alice = final_player(result, "Alice")
    assert zone(alice, "hand")["count"] == 0 and zone(alice, "graveyard")["count"] == 3
    assert "rolls 3 and subtracts the 3 cards in hand: 0" in steps_of(result, "resolve")[0]["text"]
    wrong = duel(
        {"battlefield": ["Door to Nothingness"]},
        [
            {"type": "activate", "player": "Alice", "card": "Door to Nothingness", "target": "Bob"},
            {"type": "resolve", "roll": 20},
        ],
    )
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(wrong)
    assert caught.value.field == "events[1].roll"


def test_form_of_the_squirrel_loses_when_its_squirrel_leaves() -> None:
    events = [
        {"type": "cast", "player": "Alice", "card": "Form of the Squirrel"},
        {"type": "resolve"},
        {"type": "leave", "player": "Alice", "card": "Squirrel"},
        {"type": "resolve"},
    ]
    result = simulate_checked(duel({"hand": ["Form of the Squirrel"]}, events))
    entered = next(p for p in after_event(result, 1)["players"] if p["name"] == "Alice")
    assert sorted(entered["zones"]["battlefield"]["named"]) == ["Form of the Squirrel", "Squirrel"]
    assert final_player(result, "Alice")["lost"]


def test_atemsis_six_different_mana_values_in_the_revealed_hand_make_the_opponent_lose() -> None:
    hand = [{"name": f"Card {value}", "mana_value": value} for value in (0, 1, 2, 3, 5, 5)]
    hit = {
        "type": "damage",
        "to": "Bob",
        "amount": 4,
        "by": "Alice",
        "source": "Atemsis, All-Seeing",
    }
    five = duel({"battlefield": ["Atemsis, All-Seeing"], "hand": hand}, [hit, {"type": "resolve"}])
    result = simulate_checked(five)
    assert not final_player(result, "Bob")["lost"]
    assert "mana values: 0, 1, 2, 3, 5" in steps_of(result, "resolve")[0]["text"]
    hand[-1] = {"name": "Card 7", "mana_value": 7}
    assert final_player(simulate_checked(five), "Bob")["lost"]
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(duel({"hand": [{"name": "X", "mana_value": -1}]}, []))
    assert caught.value.field == "players[0].hand[0].mana_value"


def test_karn_liberated_restarts_the_game_keeping_what_it_exiled() -> None:
    events = [
        {"type": "activate", "player": "Alice", "card": "Karn Liberated", "ability": 1},
        {"type": "resolve"},
        {"type": "activate", "player": "Alice", "card": "Karn Liberated", "ability": 0},
        {"type": "resolve"},
        {"type": "end_turn"},
        {"type": "activate", "player": "Alice", "card": "Karn Liberated", "ability": 2},
        {"type": "resolve"},
    ]
    events[0]["target"] = "Platinum Angel"
    events[2]["target"] = "Bob"
    scenario = duel(
        {"life": 7, "poison": 3, "battlefield": ["Karn Liberated"], "graveyard": 2},
        events,
        battlefield=["Platinum Angel"],
        hand=[CREATURE],
    )
    result = simulate_checked(scenario)
    final = result["final"]
    assert final["turn"] == 1 and final["active_player"] == "Alice" and not final["game_over"]
    alice, bob = final_player(result, "Alice"), final_player(result, "Bob")
    assert alice["life"] == 20 and alice["poison"] == 0 and zone(alice, "hand")["count"] == 7
    # Karn's −3 took Platinum Angel (a permanent card): it stays exiled and enters under Alice;
    # its +4 took Bears from Bob's hand, also a permanent card
    assert sorted(zone(alice, "battlefield")["named"]) == ["Grizzly Bears", "Platinum Angel"]
    assert zone(alice, "library")["count"] == 10 + 2 + 1 - 7  # library, graveyard, Karn
    assert zone(bob, "library")["count"] == 10 - 7 and zone(bob, "hand")["count"] == 7
    restart = steps_of(result, "resolve")[-1]
    assert {"723.1", "723.1a", "723.2", "723.4"} <= set(restart["rules"])


def test_a_restarted_game_with_a_short_library_loses_at_the_first_check() -> None:
    events = [{"type": "activate", "player": "Alice", "card": "Karn Liberated", "ability": 2}]
    result = simulate_checked(
        duel({"battlefield": ["Karn Liberated"]}, [*events, {"type": "resolve"}], library=3)
    )
    bob = final_player(result, "Bob")
    assert bob["lost"] and bob["loss_reason"] == "empty_library"


def test_soul_echo_without_echo_counters_is_sacrificed_at_the_upkeep_and_zero_life_then_loses() -> (
    None
):
    upkeep = [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "resolve"}]
    echo = {"name": "Soul Echo", "counters": {"echo": 2}}
    kept = simulate_checked(duel({"life": 0, "battlefield": [echo]}, upkeep))
    assert not final_player(kept, "Alice")["lost"]
    assert "has echo counters (2)" in steps_of(kept, "resolve")[0]["text"]
    gone = simulate_checked(duel({"life": 0, "battlefield": ["Soul Echo"]}, upkeep))
    alice = final_player(gone, "Alice")
    assert alice["lost"] and alice["loss_reason"] == "life"
    assert zone(alice, "graveyard")["named"] == ["Soul Echo"]


def test_blood_tyrant_drains_each_player_at_its_upkeep() -> None:
    upkeep = [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "resolve"}]
    result = simulate_checked(duel({"battlefield": ["Blood Tyrant"]}, upkeep, life=1))
    assert final_player(result, "Alice")["life"] == 19 and final_player(result, "Bob")["lost"]
    assert "gets 2 +1/+1 counters" in steps_of(result, "resolve")[0]["text"]
