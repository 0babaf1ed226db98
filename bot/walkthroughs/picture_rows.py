"""The lines of text a step's picture holds, before `bot.walkthroughs.step_picture` lays them out.

Discord shows an embed's image in a box 400 px wide and 300 px high. For text to be readable there
(at least 14 px), a picture holds about fourteen lines, so it says a player's counts on one line,
draws the games one under the other, and when a step has more to show than fits, leaves out the
lines that matter least first: the named cards of a suspended game, then of the step's game.
Every line is made of segments, each with its colour role and whether it changed this step.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.walkthroughs.labels import game_name, label
from bot.walkthroughs.model import GameState, PlayerState
from bot.walkthroughs.step_scene import STACK, Scene
from engine.i18n.names import card_name

MAX_NAMES_SHOWN = 6  # named cards listed per zone line before "…"
MAX_STACK_SHOWN = 4
ALWAYS_COUNTED = ("library", "hand")  # counted even when zero; other zones only when not
NAMED_ZONES = ("battlefield", "command", "graveyard", "exile")
MAX_CAPTION_CHANGES = 4

# Priorities: the lowest go first when a picture has more lines than fit.
KEEP = 9
SUSPENDED_CARDS = 1
CARDS = 2


@dataclass(frozen=True, slots=True)
class Segment:
    text: str
    role: str = "ink"  # ink, muted, won, lost, new
    changed: bool = False


@dataclass(frozen=True, slots=True)
class Row:
    segments: tuple[Segment, ...]
    style: str = "text"  # heading, game, text, cards, caption
    game: str = ""  # the game whose panel holds the row ("" outside the panels)
    priority: int = KEEP
    indent: int = 0  # in steps of the picture's indent


def _player_segments(scene: Scene, game: str, player: PlayerState) -> list[Segment]:
    lang = scene.lang

    def changed(field: str) -> bool:
        return (game, player.name, field) in scene.changed

    role = "lost" if player.lost else "won" if player.won else "ink"
    segments = [Segment(player.name, role)]
    # The reason of a loss is the caption's to say: the row keeps to one line.
    status = label(lang, "lost") if player.lost else label(lang, "won") if player.won else ""
    if status:
        segments.append(Segment(status, role, changed("status")))
    segments.append(Segment(f"{label(lang, 'life')} {player.life}", changed=changed("life")))
    if player.poison or changed("poison"):
        segments.append(
            Segment(f"{label(lang, 'poison')} {player.poison}", changed=changed("poison"))
        )
    for zone in player.zones:
        if zone.name in ALWAYS_COUNTED or zone.count or changed(zone.name):
            text = f"{label(lang, zone.name)} {zone.count}"
            segments.append(Segment(text, changed=changed(zone.name)))
    return segments


def _named_rows(scene: Scene, game: str, player: PlayerState, priority: int) -> list[Row]:
    rows = []
    for zone in player.zones:
        if zone.name in NAMED_ZONES and zone.named:
            names = [card_name(name, scene.lang) for name in zone.named[:MAX_NAMES_SHOWN]]
            if len(zone.named) > MAX_NAMES_SHOWN:
                names.append("…")
            text = f"{label(scene.lang, zone.name)}: " + ", ".join(names)
            changed = (game, player.name, zone.name) in scene.changed
            segment = Segment(text, "muted", changed)
            rows.append(Row((segment,), "cards", game=game, priority=priority))
    return rows


def _game_rows(scene: Scene, game: GameState, suspended: bool) -> list[Row]:
    lang, gid = scene.lang, game.game
    title = [Segment(game_name(gid, lang), "new" if gid in scene.new_games else "muted")]
    if suspended:
        title.append(Segment(label(lang, "suspended"), "muted"))
    if game.game_over:
        over = (
            label(lang, "game_over_draw")
            if game.draw
            else label(lang, "game_over_winner", winner=game.winner or "-")
        )
        title.append(Segment(over, "won"))
    stack_changed = (gid, STACK, "stack") in scene.changed
    if game.stack or stack_changed:
        items = list(game.stack[:MAX_STACK_SHOWN]) or ["—"]
        if len(game.stack) > MAX_STACK_SHOWN:
            items.append("…")
        title.append(Segment(f"{label(lang, 'stack')}:", changed=stack_changed))
        title.extend(Segment(item) for item in items)
    rows = [Row(tuple(title), "game", gid)]
    for player in game.players:
        rows.append(Row(tuple(_player_segments(scene, gid, player)), game=gid))
        rows.extend(_named_rows(scene, gid, player, SUSPENDED_CARDS if suspended else CARDS))
    return rows


def caption(scene: Scene) -> str:
    """Why the picture looks as it does: what changed, and the rules the step applied."""
    changes = list(scene.described[:MAX_CAPTION_CHANGES])
    if len(scene.described) > MAX_CAPTION_CHANGES:
        changes.append("…")
    said = "; ".join(changes) if changes else label(scene.lang, "nothing_changed")
    rules = ", ".join(scene.rules[:3])
    return f"{said} ({rules})" if rules else said


def scene_rows(scene: Scene) -> list[Row]:
    """Every line of the picture, top to bottom: the step, each game in play, the caption."""
    rows = [Row((Segment(scene.heading, "muted"), Segment(scene.title)), "heading")]
    current = scene.as_of[-1] if scene.as_of else 0
    for game, as_of in zip(scene.games, scene.as_of, strict=True):
        rows.extend(_game_rows(scene, game, as_of != current))
    rows.append(Row((Segment(caption(scene), changed=bool(scene.described)),), "caption"))
    return rows
