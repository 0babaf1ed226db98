"""Run a scenario: set up, apply each event, settle the rules after it, assemble the output."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine import rule_citations as R
from engine.context import Context
from engine.errors import ScenarioError
from engine.events.handlers import HANDLERS
from engine.i18n import LANGS, Msg, both, msg
from engine.i18n.labels import CardLabel, Counted, game_label, rules_mode_label, variant_label
from engine.log.snapshot import Snapshotter
from engine.log.steps import Step, StepLog
from engine.result_types import GameSnapshot, PendingItem, SimulationResult
from engine.rules.losing.gate import settle_outcomes
from engine.rules.queries import active_permanents
from engine.rules.sba import reach_priority
from engine.rules.spells import unmodelled_note
from engine.rules.subgames.ending import end_subgame
from engine.rules.two_headed_giant import bigger_teams
from engine.scenario.model import Event, Scenario
from engine.scenario.validation import validate_scenario
from engine.state import Variant, World, ZoneName
from engine.world_builder import build_world

SnapshotterFactory = Callable[[World], Snapshotter]


def simulate(
    scenario: Mapping[str, Any], *, lang: str = "ja", stop_when_over: bool = False
) -> SimulationResult:
    """Run a scenario mapping; the result is the `judgebot simulate --json` shape.

    An event after the main game is over is an error, unless `stop_when_over`: then the run ends
    with the game, and the later events are not applied. (A scenario built from a few options
    cannot know in advance whether, say, a forked subgame ends the main game before its copy.)
    """
    if lang not in LANGS:
        raise ScenarioError(f"unknown language {lang!r}; use ja or en", "lang")
    return run(validate_scenario(scenario), lang=lang, stop_when_over=stop_when_over).result


class Run:
    """One simulation: its world, its steps and the assembled result."""

    def __init__(
        self,
        scenario: Scenario,
        *,
        lang: str = "ja",
        observer: Callable[[Step, World], None] | None = None,
        snapshotter: SnapshotterFactory | None = None,
        stop_when_over: bool = False,
    ) -> None:
        self.scenario = scenario
        self.lang = lang
        self.stop_when_over = stop_when_over
        self.world = build_world(scenario)
        self.snapshotter = (snapshotter or Snapshotter)(self.world)
        self.log = StepLog(self.snapshotter.game)
        if observer is not None:
            world = self.world
            self.log.observer = lambda step: observer(step, world)
        self.ctx = Context(self.world, self.log)
        self._result: SimulationResult | None = None
        # Events `stop_when_over` left unapplied: with none, the result is the one a run
        # without it gives.
        self.unapplied = 0

    def execute(self) -> None:
        self.play()
        self.finish()

    def play(self) -> None:
        """Set up and apply every event, without assembling the result (see `finish`)."""
        self.start()
        self._apply_from(0)

    def play_on(self, scenario: Scenario) -> None:
        """Go on with `scenario`, this run's scenario with events added after its own: apply the
        new ones, as a run of `scenario` from the start would (the engine is deterministic), and
        `finish` again for its result. (One who adds events one at a time and looks at the game
        between them plays each once, not the story so far again for each.) After an error the
        run is spent."""
        played = len(self.scenario.events)
        events = scenario.events
        if len(events) < played or (played < len(events) and events[played].with_previous):
            # The last event was settled as the last: one simultaneous with it comes too late.
            raise ValueError("play_on takes events after the run's, not simultaneous with them")
        self.scenario = scenario
        self._result = None
        self._apply_from(played - self.unapplied)

    def _apply_from(self, first: int) -> None:
        events = self.scenario.events
        self.unapplied = 0
        for position in range(first, len(events)):
            if self.stop_when_over and self.world.main.over:
                self.unapplied = len(events) - position
                return
            following = events[position + 1] if position + 1 < len(events) else None
            self.apply(events[position], defer=following is not None and following.with_previous)

    def now(self) -> GameSnapshot:
        """The current game as it stands (the result's `final` once finished)."""
        return self.snapshotter.game(self.world.current)

    def start(self) -> None:
        """The setup step, then the first state-based check."""
        self._setup_step()
        settle(self.ctx)

    def apply(self, event: Event, *, defer: bool = False) -> None:
        """Apply one event; unless `defer` (the next event is simultaneous), settle the rules."""
        self.log.event_index = event.index
        self.log.event = event.raw
        self.ctx.event = event
        self.ctx.used_choices = {}
        if self.world.main.over:
            self.ctx.fail("the game is already over", "type")
        HANDLERS[event.type](self.ctx, event)
        if not defer:
            settle(self.ctx)

    @property
    def result(self) -> SimulationResult:
        """The assembled result, once the run has finished."""
        if self._result is None:
            raise RuntimeError("the simulation has not finished")
        return self._result

    def finish(self, *, texts: bool = True) -> SimulationResult:
        """The result of the events applied so far. Without `texts` every step's and pending
        item's title and text are left empty: the same steps, states, rules and outcome, for
        who reads only who won or lost and by which rules (a verdict), at less cost."""
        self._result = self._assemble(texts)
        return self._result

    def _setup_step(self) -> None:
        world = self.world
        main = world.main
        text = [
            msg(
                "setup.variant",
                variant=variant_label(world.variant.value),
                rules=rules_mode_label(world.rules_mode.value),
            )
        ]
        for seat, state in main.players.items():
            text.append(
                msg(
                    "setup.player",
                    player=world.name_of(seat),
                    life=state.life,
                    library=Counted(len(state.zones[ZoneName.LIBRARY]), "card"),
                )
            )
        for card in active_permanents(main):
            note = unmodelled_note(self.ctx, card.name)
            if note is not None:
                text.append(note)
        rules = [R.STARTING_LIFE]
        if world.variant is Variant.COMMANDER:
            rules.append(R.COMMANDER_STARTING_LIFE)
        elif world.variant is Variant.ARCHENEMY:
            rules.append(R.ARCHENEMY_LIFE)
        elif world.variant is Variant.TWO_HEADED_GIANT:
            rules.append(R.TEAM_STARTING_LIFE)
            bigger = bigger_teams(world)
            text.extend(bigger)
            if bigger:
                rules.append(R.TEAM_EXTRA_HEADS)
        self.log.add(main, "setup", msg("title.setup"), text, rules)

    def _assemble(self, texts: bool) -> SimulationResult:
        world = self.world
        current = world.current
        steps = [step.to_dict(self.lang, texts=texts) for step in self.log.steps]
        cited = sorted(
            {rule for step in self.log.steps for rule in step.rules}, key=R.rule_sort_key
        )
        result: SimulationResult = {
            "title": self.scenario.title,
            "seed": self.scenario.seed,
            "lang": self.lang,
            "steps": steps,
            "final": self.snapshotter.game(current),
            "rules_cited": cited,
            "rules_edition": R.EDITION,
        }
        if current.depth > 0:
            result["pending"] = _pending(world, self.lang, texts)
        return result


def run(
    scenario: Scenario,
    *,
    lang: str = "ja",
    observer: Callable[[Step, World], None] | None = None,
    snapshotter: SnapshotterFactory | None = None,
    stop_when_over: bool = False,
) -> Run:
    simulation = Run(
        scenario,
        lang=lang,
        observer=observer,
        snapshotter=snapshotter,
        stop_when_over=stop_when_over,
    )
    simulation.execute()
    return simulation


def settle(ctx: Context) -> None:
    """After an event: apply win/lose effects, end finished subgames (724.5), then state-based
    actions and triggers in the current game, until nothing more happens."""
    for _ in range(10_000):
        game = ctx.world.current
        if game.pending_outcomes:
            outcomes = game.pending_outcomes
            game.pending_outcomes = []
            settle_outcomes(ctx, game, outcomes)
        if game.over:
            if game.depth == 0:
                return
            end_subgame(ctx, game)
            continue
        reach_priority(ctx, game)
        if game.over or game.pending_outcomes:
            continue
        return
    raise ScenarioError("the rules did not settle; the scenario loops", "events")


def _pending(world: World, lang: str, texts: bool = True) -> list[PendingItem]:
    items: list[PendingItem] = []
    for game in reversed(world.games):
        label = game_label(game)
        if game is world.current:
            message = msg("pending.subgame_running", game=label)
            items.append(
                _pending_item(game.id, game.depth, "subgame_in_progress", message, lang, texts)
            )
            continue
        if game.resolving is not None:
            message = msg("pending.spell_waits", card=CardLabel(game.resolving.name), game=label)
            items.append(
                _pending_item(game.id, game.depth, "spell_resolving", message, lang, texts)
            )
        if game.waiting_triggers:
            message = msg(
                "pending.triggers_wait",
                count=Counted(len(game.waiting_triggers), "ability"),
                game=label,
                cards=tuple(CardLabel(i.name) for i in game.waiting_triggers),
            )
            items.append(
                _pending_item(game.id, game.depth, "waiting_triggers", message, lang, texts)
            )
    return items


def _pending_item(
    game_id: str, depth: int, kind: str, message: Msg, lang: str, texts: bool
) -> PendingItem:
    text = both([message]) if texts else dict.fromkeys(LANGS, "")
    return {"game": game_id, "depth": depth, "kind": kind, "text": text[lang], "text_i18n": text}
