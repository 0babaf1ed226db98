"""What the reader makes of a question (whose numbers are whose, which game, which events) and
what the builder fills in where the question is silent."""

from __future__ import annotations

from bot.application.situations import Built, Situation, build_scenario, read_situation
from bot.application.situations import model as m
from engine.scenario.validation import validate_scenario


def read(question: str, cards: list[str] | None = None) -> Situation:
    situation = read_situation(question, cards or [])
    assert isinstance(situation, Situation), situation
    return situation


def built(situation: Situation) -> Built:
    result = build_scenario(situation)
    assert isinstance(result, Built), result
    validate_scenario(result.scenario)
    return result


def test_numbers_go_to_the_player_the_words_name() -> None:
    situation = read("My opponent is at 3 life and I have 7 poison counters")
    assert situation.facts["opponent"].life == 3
    assert situation.facts["you"].poison == 7
    assert situation.lang == "en"


def test_japanese_names_players_by_their_words() -> None:
    situation = read(
        "相手はライフ3で、白金の天使をコントロールしている。私は毒9個", ["Platinum Angel"]
    )
    assert situation.facts["opponent"] == m.PlayerFacts(life=3, battlefield=("Platinum Angel",))
    assert situation.facts["you"].poison == 9
    assert situation.lang == "ja"


def test_events_keep_the_order_of_the_story() -> None:
    situation = read(
        "I'm at 0 life with Platinum Angel, then my Angel is exiled", ["Platinum Angel"]
    )
    assert situation.facts["you"].life == 0
    assert situation.events == (m.LeavesBattlefield("you", "Platinum Angel", "exile"),)


def test_a_total_told_after_an_event_is_a_change_in_the_story() -> None:
    situation = read("My opponent casts Shahrazad. In the subgame my life goes to 0", ["Shahrazad"])
    assert situation.events == (
        m.CastAndResolve("opponent", "Shahrazad"),
        m.InSubgame(),
        m.LifeBecomes("you", 0),
    )
    events = built(situation).scenario["events"]
    # The subgame starts at 20: "goes to 0" is a loss of 20 there.
    assert events[-1] == {"type": "life", "player": "you", "amount": -20}


def test_variants_and_player_counts() -> None:
    assert read("In a 4-player game my opponent concedes").players == 4
    assert read("双頭巨人戦で相方が投了した").variant == "two_headed_giant"
    edh = read("EDH: I concede")
    assert (edh.variant, edh.players) == ("commander", None)


def test_defaults_are_the_variants_starting_values_and_each_is_noted() -> None:
    commander = built(read("In EDH I took 21 commander damage"))
    players = {p["name"]: p for p in commander.scenario["players"]}
    assert players["you"]["life"] == 40
    assert players["opponent"]["commander"] == "Opponent's Commander"
    assert "you.life = 40" in commander.defaults and "you.library = 40" in commander.defaults
    giant = built(read("2HG: my teammate concedes"))
    names = [p["name"] for p in giant.scenario["players"]]
    assert names == ["you", "teammate", "opponent", "opponent2"]
    assert {p["life"] for p in giant.scenario["players"]} == {30}
    assert "teammate.life = 30" in giant.defaults


def test_a_two_headed_giant_team_total_is_on_both_heads() -> None:
    giant = built(read("In 2HG our team is at 4 life"))
    heads = {p["name"]: p["life"] for p in giant.scenario["players"]}
    assert heads["you"] == heads["teammate"] == 4
    assert "you.life = 30" not in giant.defaults


def test_who_cast_shahrazad_is_an_assumption_when_not_said() -> None:
    situation = read("I'm at 2 life in the main game. I lost the Shahrazad subgame", ["Shahrazad"])
    assert situation.events[0] == m.CastAndResolve("opponent", "Shahrazad")
    assert any("Shahrazad was cast by opponent" in note for note in situation.assumptions)
