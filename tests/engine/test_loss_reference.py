"""The engine's losses agree with a small, independent reference of the loss rules.

Random Two-Headed Giant games (teams of two or three heads) and free-for-all games of three to
five players are played with the events the reference understands: damage, life gain and loss,
poison counters, draws, conceding, "you lose the game" effects, and permanents that change losing
leaving the battlefield. The reference knows only the rules, written here from the Comprehensive
Rules and not from the engine:

- 704.5a/704.5b/704.5c: 0 or less life, a draw from an empty library since the last check, ten
  poison counters; 704.6a/704.6b/810.11: a Two-Headed Giant team's shared life at 0 or less and
  its fifteen poison counters (five more per head beyond the second); the checks repeat until
  none applies (704.3);
- 104.3a/810.8b: a concession can't be stopped and takes a Two-Headed Giant team out;
- Platinum Angel: its controller can't lose; Abyssal Persecutor: its controller's opponents
  can't lose; Soul Echo: its controller doesn't lose for 0 or less life; in Two-Headed Giant each
  of these applies to the controller's whole team (810.8a);
- 810.8a: if a head loses, the team loses; 800.4a: a player who loses a free-for-all game leaves
  it with their permanents; 104.2a/104.4a: the last player or team standing wins, or nobody does.

After every event, who has lost, each player's life and poison, and who won must be what the
reference says.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import simulate

CAN_T_LOSE = "Platinum Angel"
OPPONENTS_CAN_T_LOSE = "Abyssal Persecutor"
NO_LOSS_FOR_ZERO_LIFE = "Soul Echo"
PERMANENTS = [CAN_T_LOSE, OPPONENTS_CAN_T_LOSE, NO_LOSS_FOR_ZERO_LIFE, "Grizzly Bears"]


@dataclass
class Reference:
    """The loss rules only, for one game without subgames."""

    giant: bool
    team: dict[str, str]  # player -> team; in a free-for-all, each player is their own team
    life: dict[str, int]  # per team in Two-Headed Giant, per player otherwise
    poison: dict[str, int]
    library: dict[str, int]
    battlefield: dict[str, list[str]]
    lost: set[str] = field(default_factory=set)
    drew_empty: set[str] = field(default_factory=set)
    over: bool = False
    winners: list[str] = field(default_factory=list)

    def total(self, player: str) -> str:
        """Whose life and poison a player's are: their team's in Two-Headed Giant (810.9)."""
        return self.team[player] if self.giant else player

    def in_game(self) -> list[str]:
        return [player for player in self.team if player not in self.lost]

    def side(self, player: str) -> list[str]:
        """The players whose "you" effects are this player's too (810.8a)."""
        if not self.giant:
            return [player]
        return [other for other in self.in_game() if self.team[other] == self.team[player]]

    def controls(self, players: list[str], card: str) -> bool:
        return any(card in self.battlefield[player] for player in players)

    def cant_lose(self, player: str) -> bool:
        opponents = [o for o in self.in_game() if self.team[o] != self.team[player]]
        return self.controls(self.side(player), CAN_T_LOSE) or self.controls(
            opponents, OPPONENTS_CAN_T_LOSE
        )

    def poison_limit(self, player: str) -> int:
        if not self.giant:
            return 10
        heads = sum(1 for other in self.team if self.team[other] == self.team[player])
        return 15 + 5 * (heads - 2)

    def loses(self, players: set[str]) -> None:
        if self.giant:
            players = {p for p in self.in_game() if self.team[p] in {self.team[q] for q in players}}
        self.lost |= players
        if not self.giant:
            for player in players:
                self.battlefield[player] = []  # 800.4a: they leave with their permanents
        teams = {self.team[player] for player in self.in_game()}
        if len(teams) <= 1:
            self.over = True
            self.winners = [p for p in self.team if self.team[p] in teams]

    def check(self) -> None:
        """704.3: every condition at once, again until none applies or the game is over."""
        while not self.over:
            losing = set()
            for player in self.in_game():
                total = self.total(player)
                life = self.life[total] <= 0 and not self.controls(
                    self.side(player), NO_LOSS_FOR_ZERO_LIFE
                )
                poison = self.poison[total] >= self.poison_limit(player)
                if (life or player in self.drew_empty or poison) and not self.cant_lose(player):
                    losing.add(player)
            self.drew_empty.clear()
            if not losing:
                return
            self.loses(losing)

    def apply(self, event: dict[str, Any]) -> None:
        kind = event["type"]
        if kind == "damage":
            for target in event["to"]:
                self.life[self.total(target)] -= event["amount"]
        elif kind == "life":
            self.life[self.total(event["player"])] += event["amount"]
        elif kind == "poison":
            self.poison[self.total(event["player"])] += event["amount"]
        elif kind == "draw":
            player = event["player"]
            if event["count"] > self.library[player]:
                self.drew_empty.add(player)
            self.library[player] = max(self.library[player] - event["count"], 0)
        elif kind == "concede":
            self.loses({event["player"]})
        elif kind == "lose":
            if not self.cant_lose(event["player"]):
                self.loses({event["player"]})
        elif kind == "leave":
            self.battlefield[event["player"]].remove(event["card"])
        self.check()


@st.composite
def games(draw: st.DrawFn) -> dict[str, Any]:
    giant = draw(st.booleans())
    if giant:
        heads = draw(st.sampled_from([2, 2, 3]))
        names = [f"{team}{index}" for team in "AB" for index in range(heads)]
        team = {name: name[0] for name in names}
        start = 30 + 15 * (heads - 2)
        life = {t: draw(st.integers(1, start)) for t in "AB"}
        poison = {t: draw(st.integers(0, 14)) for t in "AB"}
    else:
        names = [f"P{index}" for index in range(draw(st.integers(3, 5)))]
        team = {name: name for name in names}
        life = {name: draw(st.integers(1, 20)) for name in names}
        poison = {name: draw(st.integers(0, 9)) for name in names}
    library = {name: draw(st.integers(0, 4)) for name in names}
    battlefield = {
        name: draw(st.lists(st.sampled_from(PERMANENTS), max_size=2, unique=True)) for name in names
    }
    players = []
    for name in names:
        player: dict[str, Any] = {
            "name": name,
            "library": library[name],
            "battlefield": list(battlefield[name]),
        }
        first_head = not giant or name.endswith("0")
        if first_head:  # a head's life and poison are the team's (810.9, 810.10)
            player["life"] = life[team[name]]
            player["poison"] = poison[team[name]]
        if giant:
            player["team"] = team[name]
        players.append(player)
    scenario = {
        "variant": "two_headed_giant" if giant else "normal",
        "players": players,
        "events": [],
    }
    reference = Reference(giant, team, life, poison, library, battlefield)
    for _ in range(draw(st.integers(1, 14))):
        if reference.over:
            break
        event = draw(events(reference))
        scenario["events"].append(event)
        reference.apply(event)
    return scenario


def events(reference: Reference) -> st.SearchStrategy[dict[str, Any]]:
    @st.composite
    def one(draw: st.DrawFn) -> dict[str, Any]:
        present = reference.in_game()
        player = draw(st.sampled_from(present))
        kinds = ["damage", "damage", "life", "life", "poison", "draw", "lose", "concede"]
        if reference.battlefield[player]:
            kinds += ["leave", "leave"]
        kind = draw(st.sampled_from(kinds))
        if kind == "damage":
            targets = draw(st.lists(st.sampled_from(present), min_size=1, unique=True))
            return {
                "type": "damage",
                "to": targets,
                "amount": draw(st.integers(0, 15)),
                "by": player,
            }
        if kind == "life":
            return {"type": "life", "player": player, "amount": draw(st.integers(-15, 10))}
        if kind == "poison":
            return {"type": "poison", "player": player, "amount": draw(st.integers(0, 6))}
        if kind == "draw":
            return {"type": "draw", "player": player, "count": draw(st.integers(0, 3))}
        if kind == "leave":
            card = draw(st.sampled_from(reference.battlefield[player]))
            return {"type": "leave", "player": player, "card": card}
        return {"type": kind, "player": player}

    return one()


def _replay(scenario: dict[str, Any]) -> list[Reference]:
    """The reference's state after each event, from the same start."""
    players = scenario["players"]
    giant = scenario["variant"] == "two_headed_giant"
    team = {p["name"]: p.get("team", p["name"]) for p in players}
    total = {p["name"]: team[p["name"]] if giant else p["name"] for p in players}
    firsts = [p for p in players if "life" in p]
    reference = Reference(
        giant,
        team,
        {total[p["name"]]: p["life"] for p in firsts},
        {total[p["name"]]: p["poison"] for p in firsts},
        {p["name"]: p["library"] for p in players},
        {p["name"]: list(p["battlefield"]) for p in players},
    )
    states = []
    for event in scenario["events"]:
        reference.apply(event)
        states.append(_copy(reference))
    return states


def _copy(reference: Reference) -> Reference:
    return Reference(
        reference.giant,
        dict(reference.team),
        dict(reference.life),
        dict(reference.poison),
        dict(reference.library),
        {player: list(cards) for player, cards in reference.battlefield.items()},
        set(reference.lost),
        set(reference.drew_empty),
        reference.over,
        list(reference.winners),
    )


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_the_engine_loses_whom_the_reference_loses(scenario: dict[str, Any]) -> None:
    result = simulate(scenario, lang="en")
    expected = _replay(scenario)
    for index, reference in enumerate(expected):
        state = [step for step in result["steps"] if step["event_index"] == index][-1]["state"]
        players = {player["name"]: player for player in state["players"]}
        lost = {name for name, player in players.items() if player["lost"]}
        assert lost == reference.lost, (index, scenario["events"][index])
        for name, player in players.items():
            total = reference.total(name)
            assert player["life"] == reference.life[total], (index, name)
            assert player["poison"] == reference.poison[total], (index, name)
        assert state["game_over"] is reference.over, index
        if reference.over:
            assert state["winners"] == reference.winners, index
            assert state["draw"] is (not reference.winners), index


def test_the_generator_reaches_the_cases_the_reference_is_for() -> None:
    seen: set[str] = set()

    @settings(
        max_examples=200,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(games())
    def collect(scenario: dict[str, Any]) -> None:
        giant = scenario["variant"] == "two_headed_giant"
        states = _replay(scenario)
        final = states[-1] if states else None
        if final is None:
            return
        if giant and len(scenario["players"]) == 6:
            seen.add("three heads")
        if giant and final.over:
            seen.add("a team lost")
        if not giant and len(final.lost) >= 2:
            seen.add("two free-for-all losses")
        for state in states:
            for player in state.in_game():
                if state.life[state.total(player)] <= 0:
                    seen.add("kept in at 0 or less life")
            if state.over and not state.winners:
                seen.add("a draw")

    collect()
    assert seen >= {
        "three heads",
        "a team lost",
        "two free-for-all losses",
        "kept in at 0 or less life",
    }, seen
