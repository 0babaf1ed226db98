"""What the picture of one walkthrough step shows: every game in play and what just changed.

A step's state in the model is the game the step happened in. The picture shows the whole chain
of games in play, the main game and each subgame nested in it down to the step's game. A
suspended game does not change while its subgame runs, except that cards leave it for the
subgame: its libraries (724.2), the commanders in its command zone (724.2a), and cards brought in
from it (724.4). Those moves are applied to the suspended game's latest state (`real_state`), so
the main game is drawn as it really is: its library empty while its cards are in the subgame.
What changed is found by comparing with the previous step's scene: a player's life, poison, zone
counts and status, a game's stack, and a game that was not in play before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass

from bot.walkthroughs.labels import game_name, label, player_status
from bot.walkthroughs.model import GameState, PlayerState, Step, Walkthrough, Zone

STACK = ""  # the "player" of a change to a game's stack
COUNTED = ("life", "poison", "library", "hand", "graveyard", "exile", "battlefield", "command")


@dataclass(frozen=True, slots=True)
class Scene:
    heading: str  # "Step 3/12"
    title: str  # the step's title, in the reader's language
    lang: str
    games: tuple[GameState, ...]  # the main game first, the step's game last
    as_of: tuple[int, ...]  # per game, the step (n) whose state it shows
    changed: frozenset[tuple[str, str, str]]  # (game, player or STACK, field) changed
    new_games: frozenset[str]  # games that were not in play at the previous step
    described: tuple[str, ...] = ()  # what changed, in words ("Alice: life 20 → 10")
    rules: tuple[str, ...] = ()  # the numbers of the rules the step applied


def game_chain(game_id: str) -> tuple[str, ...]:
    """`sub1.2` -> ("main", "sub1", "sub1.2"): the step's game and the games it is nested in."""
    if game_id == "main":
        return ("main",)
    parts = game_id.removeprefix("sub").split(".")
    return ("main", *(f"sub{'.'.join(parts[: n + 1])}" for n in range(len(parts))))


def _without(zone: Zone, count: int, names: Iterable[str] = ()) -> Zone:
    """`zone` with `count` cards fewer, `names` among them (each once)."""
    named = list(zone.named)
    for name in names:
        if name in named:
            named.remove(name)
    return Zone(zone.name, max(zone.count - count, 0), tuple(named))


def _moved_out(player: PlayerState, step: Step) -> PlayerState:
    """`player` of a suspended game after `step` of its subgame took cards from it."""
    inside = next((p for p in step.state.players if p.name == player.name), None)
    zones = {zone.name: zone for zone in player.zones}
    if step.kind == "subgame_libraries" and "library" in zones:
        zones["library"] = Zone("library", 0, ())
    elif step.kind == "subgame_picks" and inside is not None and "library" in zones:
        zones["library"] = _without(zones["library"], inside.count("battlefield"))
    elif step.kind == "subgame_variant_start" and inside is not None and "command" in zones:
        moved = next((z for z in inside.zones if z.name == "command"), None)
        if moved is not None:
            zones["command"] = _without(zones["command"], moved.count, moved.named)
    elif step.brought_in is not None and step.brought_in.player == player.name:
        zone = zones.get(step.brought_in.zone)
        if zone is not None:
            zones[zone.name] = _without(zone, 1, [step.brought_in.card])
    else:
        return player
    return dataclasses.replace(player, zones=tuple(zones.values()))


def real_state(game: GameState, later: Iterable[Step]) -> GameState:
    """A suspended game's state after the steps of its subgame (`later`, in order) moved cards
    out of it."""
    players = game.players
    for step in later:
        players = tuple(_moved_out(player, step) for player in players)
    return game if players == game.players else dataclasses.replace(game, players=players)


def games_at(walk: Walkthrough, index: int) -> tuple[tuple[GameState, int], ...]:
    """The games in play at step `index`, each as it is at that step (a suspended game with the
    cards its subgame took from it gone), with the number of the game's latest step."""
    chain = game_chain(walk.steps[index].game)
    found: dict[str, tuple[GameState, int]] = {}
    later: list[Step] = []  # steps after the one being looked at, latest first
    for step in reversed(walk.steps[: index + 1]):
        if step.game in chain and step.game not in found:
            nested = chain[chain.index(step.game) + 1 :][:1]
            moves = [s for s in reversed(later) if s.game in nested]
            found[step.game] = (real_state(step.state, moves), step.n)
            if len(found) == len(chain):
                break
        later.append(step)
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


def _count(player: PlayerState, field: str) -> int:
    return getattr(player, field) if field in ("life", "poison") else player.count(field)


def _player_change(old: PlayerState, new: PlayerState, lang: str) -> str | None:
    parts = [
        f"{label(lang, field)} {_count(old, field)} → {_count(new, field)}"
        for field in COUNTED
        if _count(old, field) != _count(new, field)
    ]
    status = player_status(new, lang)
    if status and status != player_status(old, lang):
        parts.append(status)
    return f"{new.name}: {', '.join(parts)}" if parts else None


def described_changes(
    before: tuple[GameState, ...], after: tuple[GameState, ...], lang: str
) -> tuple[str, ...]:
    """What changed from one scene to the next, a line a game or player: "Alice: life 20 → 10",
    "subgame 1 starts", "stack: ability of Lich's Mastery". A suspended game's lines name it."""
    earlier = {game.game: game for game in before}
    lines: list[str] = []
    for game in after:
        old = earlier.get(game.game)
        if old is None:
            lines.append(label(lang, "game_starts", game=game_name(game.game, lang)))
            continue
        prefix = "" if game is after[-1] else f"{game_name(game.game, lang)} · "
        old_players = {player.name: player for player in old.players}
        for player in game.players:
            previous = old_players.get(player.name)
            line = _player_change(previous, player, lang) if previous is not None else None
            if line:
                lines.append(prefix + line)
        if old.stack != game.stack:
            top = game.stack[0] if game.stack else "—"
            lines.append(f"{prefix}{label(lang, 'stack')}: {top}")
    return tuple(lines)


def scene_at(walk: Walkthrough, index: int) -> Scene:
    """The picture's content for step `index` (0-based)."""
    step = walk.steps[index]
    found = games_at(walk, index)
    games = tuple(game for game, _ in found)
    described: tuple[str, ...] = ()
    if index > 0:
        earlier = tuple(g for g, _ in games_at(walk, index - 1))
        changed, new_games = changes(earlier, games)
        described = described_changes(earlier, games, walk.lang)
    else:
        changed, new_games = frozenset(), frozenset()
    heading = label(walk.lang, "step", n=step.n, total=walk.total)
    as_of = tuple(n for _, n in found)
    rules = tuple(rule.number for rule in step.rules)
    return Scene(heading, step.title, walk.lang, games, as_of, changed, new_games, described, rules)
