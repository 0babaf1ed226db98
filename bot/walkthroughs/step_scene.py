"""What the picture of one walkthrough step shows: every game in play and what just changed.

A step's state in the model is the game the step happened in. The picture shows the whole chain
of games in play, the main game and each subgame nested in it down to the step's game, each as of
its latest step so far (a suspended game does not change while its subgame runs). What changed is
found by comparing with the previous step's scene: a player's life, poison, zone counts and
status, a game's stack, and a game that was not in play before.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.walkthroughs.labels import label
from bot.walkthroughs.model import GameState, PlayerState, Walkthrough

STACK = ""  # the "player" of a change to a game's stack


@dataclass(frozen=True, slots=True)
class Scene:
    heading: str  # "Step 3/12"
    title: str  # the step's title, in the reader's language
    lang: str
    games: tuple[GameState, ...]  # the main game first, the step's game last
    as_of: tuple[int, ...]  # per game, the step (n) whose state it shows
    changed: frozenset[tuple[str, str, str]]  # (game, player or STACK, field) changed
    new_games: frozenset[str]  # games that were not in play at the previous step


def game_chain(game_id: str) -> tuple[str, ...]:
    """`sub1.2` -> ("main", "sub1", "sub1.2"): the step's game and the games it is nested in."""
    if game_id == "main":
        return ("main",)
    parts = game_id.removeprefix("sub").split(".")
    return ("main", *(f"sub{'.'.join(parts[: n + 1])}" for n in range(len(parts))))


def games_at(walk: Walkthrough, index: int) -> tuple[tuple[GameState, int], ...]:
    """The games in play at step `index`, each as of its latest step up to `index` (with that
    step's number)."""
    chain = game_chain(walk.steps[index].game)
    found: dict[str, tuple[GameState, int]] = {}
    for step in reversed(walk.steps[: index + 1]):
        if step.game in chain and step.game not in found:
            found[step.game] = (step.state, step.n)
            if len(found) == len(chain):
                break
    return tuple(found[game] for game in chain if game in found)


def _player_fields(player: PlayerState) -> dict[str, object]:
    fields: dict[str, object] = {
        "life": player.life,
        "poison": player.poison,
        "status": (player.lost, player.won, player.loss_reason),
    }
    for zone in player.zones:
        fields[zone.name] = (zone.count, zone.named)
    return fields


def changes(
    before: tuple[GameState, ...], after: tuple[GameState, ...]
) -> tuple[frozenset[tuple[str, str, str]], frozenset[str]]:
    """What differs between two scenes' games, and which games are new."""
    earlier = {game.game: game for game in before}
    changed: set[tuple[str, str, str]] = set()
    new_games: set[str] = set()
    for game in after:
        old = earlier.get(game.game)
        if old is None:
            new_games.add(game.game)
            continue
        if old.stack != game.stack:
            changed.add((game.game, STACK, "stack"))
        old_players = {player.name: player for player in old.players}
        for player in game.players:
            previous = old_players.get(player.name)
            now = _player_fields(player)
            then = _player_fields(previous) if previous is not None else {}
            changed.update(
                (game.game, player.name, field)
                for field, value in now.items()
                if then.get(field) != value
            )
    return frozenset(changed), frozenset(new_games)


def scene_at(walk: Walkthrough, index: int) -> Scene:
    """The picture's content for step `index` (0-based)."""
    step = walk.steps[index]
    found = games_at(walk, index)
    games = tuple(game for game, _ in found)
    if index > 0:
        changed, new_games = changes(tuple(g for g, _ in games_at(walk, index - 1)), games)
    else:
        changed, new_games = frozenset(), frozenset()
    heading = label(walk.lang, "step", n=step.n, total=walk.total)
    as_of = tuple(n for _, n in found)
    return Scene(heading, step.title, walk.lang, games, as_of, changed, new_games)
