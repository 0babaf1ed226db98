"""One set of walkthrough words for the text skin (CLI, console) and the Discord embeds."""

from __future__ import annotations

import pytest

from bot.discord_app.cogs.simulate.walkthrough_embed import (
    WalkthroughPosition,
    step_embed,
)
from bot.terminal.render_walkthrough import closing_text, player_line, step_text
from bot.walkthroughs.labels import LABELS, game_name, loss_reason
from bot.walkthroughs.model import present
from bot.walkthroughs.scenario_service import ScenarioService
from engine.outcomes import LossReason

SCENARIOS = ScenarioService()


def test_every_label_is_in_both_languages() -> None:
    assert all(set(texts) == {"ja", "en"} and all(texts.values()) for texts in LABELS.values())


def test_every_loss_reason_has_words() -> None:
    for reason in LossReason:
        assert loss_reason(reason.value, "ja") != reason.value
        assert loss_reason(reason.value, "en") != reason.value


def test_game_names() -> None:
    assert [game_name(g, "en") for g in ("main", "sub1", "sub1.2")] == [
        "main game",
        "subgame 1",
        "subgame 1.2",
    ]
    assert game_name("sub2", "ja") == "サブゲーム2"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_both_skins_say_the_same_words(lang: str) -> None:
    walk = present(SCENARIOS.run_preset("loss-platinum-angel", lang=lang), lang=lang)
    last = walk.steps[-1]
    embed = step_embed(WalkthroughPosition(walk, index=len(walk.steps) - 1)).to_dict()

    heading = step_text(last, walk).splitlines()[0]
    assert embed["footer"]["text"].split(" · ")[0] in heading  # "Step n/N"
    # the step where a player loses says so in the text skin's words
    lost = next(i for i, step in enumerate(walk.steps) if any(p.lost for p in step.state.players))
    step = walk.steps[lost]
    described = step_embed(WalkthroughPosition(walk, index=lost)).to_dict()["description"]
    for player in step.state.players:
        if player.lost:
            status = player_line(player, lang).rsplit("[", 1)[1].rstrip("]")
            assert f"{player.name}: {status}" in described
    ending = closing_text(walk)
    outcome = embed["description"].rsplit("\n\n", 1)[-1].split(":** ", 1)[1]
    assert walk.final.game_over and outcome in ending


def test_every_loss_reason_reads_as_words_in_both_languages() -> None:
    """Issue 14: a loss reason is never shown as its code (`[敗北: empty_library]`)."""
    from bot.walkthroughs.labels import loss_reason
    from engine.i18n.labels import ReasonLabel
    from engine.outcomes import LossReason

    for reason in LossReason:
        for lang in ("ja", "en"):
            shown = loss_reason(reason.value, lang)
            assert shown != reason.value and "_" not in shown, (reason, lang)
            assert "_" not in ReasonLabel(reason).render(lang)
