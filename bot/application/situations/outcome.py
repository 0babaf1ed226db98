"""What the engine's final state means for the asker, the rules that decided it, and the verdict
in one or two sentences per language from the asker's side (あなた / you)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from bot.application.situations import model as m
from engine.result_types import PlayerSnapshot, SimulationResult
from engine.rules.sba import POISON_LIMIT

Outcome = Literal["loses", "keeps_playing", "wins", "draw"]
ASKER = "you"
# The steps whose rules decide a player's fate; the rest (setup, moving libraries, casting) only
# lead up to it.
DECIDING_KINDS = frozenset(
    {
        "player_loses",
        "loss_prevented",
        "loss_replaced",
        "team_loses",
        "game_draw",
        "game_won",
        "win_prevented",
        "win_and_lose",
        "win_overrides",
        "player_leaves",
        "subgame_spell_finishes",
        "draw",
        "damage",
        "poison",
    }
)
# The general rules a deciding step cites alongside the one that decides (how a game ends,
# how life is lost); listed after the deciding ones.
_FRAME_RULES = frozenset(
    {"104.1", "104.2a", "119.3", "120.3a", "121.1", "121.2", "122.1", "608.2m"}
)


def asker_state(result: SimulationResult) -> PlayerSnapshot | None:
    for player in result["final"]["players"]:
        if player["name"] == ASKER:
            return player
    return None


def outcome(result: SimulationResult) -> Outcome | None:
    """None while a subgame is still running: the story stops before anything is decided."""
    final = result["final"]
    you = asker_state(result)
    if you is None or final["depth"] != 0 or result.get("pending"):
        return None
    if final["draw"] and you["lost"]:
        return "draw"
    if you["lost"]:
        return "loses"
    if you["won"]:
        return "wins"
    if final["game_over"] and final["winners"]:
        # Another player won (an opponent's Laboratory Maniac): the asker's game is over and
        # lost, though no rule marked the asker as losing it.
        return "loses"
    return "keeps_playing"


# The state-based loss each total a story tells is checked against (704.3: whenever a player
# would receive priority).
# (In Two-Headed Giant a team's life and poison are the team's: 704.6a, 704.6b.)
_CHECKED_TOTALS = (("life", "704.5a"), ("library", "704.5b"), ("poison", "704.5c"))
_TEAM_TOTALS = {"704.5a": "704.6a", "704.5c": "704.6b"}


def checked_rules(told: m.PlayerFacts | None, variant: str = "normal") -> tuple[str, ...]:
    """The state-based losses the asker's told totals were checked against ("at 1 life with 9
    poison" against 704.5a and 704.5c; an empty library against 704.5b, which takes a draw)."""
    if told is None:
        return ()
    rules = [rule for total, rule in _CHECKED_TOTALS if getattr(told, total) is not None]
    if variant == "two_headed_giant":
        rules = [_TEAM_TOTALS.get(rule, rule) for rule in rules]
    return tuple(rules)


def deciding_rules(result: SimulationResult, checked: Sequence[str] = ()) -> tuple[str, ...]:
    """The deciding steps' own rules first, in the order they applied, then every other rule
    the run cited. Where no step's own rule decided (the asker keeps playing: nothing that
    happened could lose), the losses `checked` come first: the run cites the game's setup
    (103.4) before anything else, which answers nothing."""
    first: list[str] = []
    framing: list[str] = []
    # The main game's steps first: a subgame's loser loses only the subgame (104.3e there),
    # what the main game then does decides the asker's fate in it (724.5).
    steps = sorted(result["steps"], key=lambda step: step["depth"] > 0)
    for step in steps:
        if step["kind"] not in DECIDING_KINDS:
            continue
        for rule in step["rules"]:
            target = framing if rule in _FRAME_RULES else first
            if rule not in first and rule not in framing:
                target.append(rule)
    if not first:
        first = list(dict.fromkeys(checked))
    rest = [rule for rule in result["rules_cited"] if rule not in first and rule not in framing]
    return (*first, *framing, *rest)


_REASONS: dict[str, tuple[str, str, str]] = {
    "life": ("704.5a", "ライフが0以下", "0 or less life"),
    "team_life": ("704.6a", "チームのライフが0以下", "the team's life is 0 or less"),
    "empty_library": ("704.5b", "空のライブラリーから引こうとした", "drew from an empty library"),
    "poison": ("704.5c", "毒カウンターが10個以上", "ten or more poison counters"),
    "team_poison": (
        "704.6b",
        "チームの毒カウンターが15個以上",
        "fifteen poison counters on the team",
    ),
    "commander_damage": (
        "704.6c",
        "1体の統率者から21点以上の戦闘ダメージ",
        "21 combat damage from one commander",
    ),
    "concede": ("104.3a", "投了", "conceded"),
    "effect": ("104.3e", "敗北させる効果", "an effect says so"),
    "emperor": ("104.3i", "皇帝が敗北した", "the emperor lost"),
    "team": ("810.8a", "チームメイトが敗北した", "the teammate lost"),
}
_HEADLINE: dict[Outcome, tuple[str, str]] = {
    "loses": ("あなたはゲームに敗北します", "You lose the game"),
    "wins": ("あなたはゲームに勝利します", "You win the game"),
    "draw": ("ゲームは引き分けです", "The game is a draw"),
    "keeps_playing": ("あなたは敗北せず、ゲームを続けます", "You do not lose; you keep playing"),
}


def summaries(
    outcome: Outcome,
    you: PlayerSnapshot,
    after_end: Sequence[m.Event] = (),
    others: Sequence[PlayerSnapshot] = (),
    started_at: int | None = None,
    *,
    in_main: bool = False,
) -> tuple[str, str]:
    """The verdict in a sentence per language, and the asker's totals; a win says why the
    opponents (`others`) lost; `after_end`: what the story tells after the game ended, which
    the sentences say changes nothing, the totals being those at the end ("my opponent
    conceded, then my life went to 0": a win, at the life before the concession);
    `started_at`: the asker's life the question did not give, which the scenario started
    from (the totals then say so: "your life is 10" alone reads as if the asker had said 20);
    `in_main`: the story told the asker's life in a subgame: the one not given is the main
    game's."""
    ja, en = _HEADLINE[outcome]
    reasons = [_REASONS[r] for r in you["loss_reasons"] if r in _REASONS]
    theirs = dict.fromkeys(_REASONS[r] for p in others for r in p["loss_reasons"] if r in _REASONS)
    if reasons and outcome in ("loses", "draw"):
        ja += "（" + "、".join(f"{text}: {rule}" for rule, text, _ in reasons) + "）"
        en += " (" + "; ".join(f"{text}: {rule}" for rule, _, text in reasons) + ")"
    elif outcome == "loses":
        ja += "（ほかのプレイヤーがゲームに勝利した）"
        en += " (another player won the game)"
    elif outcome in ("wins", "keeps_playing") and theirs:
        # (A multiplayer game goes on after an opponent's loss: "does he lose?" is answered too.)
        lost = "the opponents lost" if outcome == "wins" else "an opponent lost"
        ja += "（対戦相手の敗北 — " + "、".join(f"{t}: {rule}" for rule, t, _ in theirs) + "）"
        en += f" ({lost} — " + "; ".join(f"{t}: {rule}" for rule, _, t in theirs) + ")"
    if outcome in ("keeps_playing", "loses"):
        standing_ja, standing_en = still_standing(others)
        ja, en = ja + standing_ja, en + standing_en
    if not after_end:
        if started_at is not None and (you["life"], you["poison"]) == (started_at, 0):
            return ja + "。", en + "."  # totals nobody told, that nothing changed: nothing to say
        ja += f"。あなたのライフは{you['life']}、毒カウンターは{you['poison']}個です"
        en += f". Your life is {you['life']}, with {you['poison']} poison counters"
    else:
        told_ja, told_en = told_after(after_end)
        ja += f"。ゲームはその時点で終わっており、その後の{told_ja}は結果を変えません"
        en += f". The game was over by then: {told_en} after it changes nothing"
        ja += f"。ゲームが終わった時、あなたのライフは{you['life']}、"
        ja += f"毒カウンターは{you['poison']}個です"
        en += f". When it ended, your life was {you['life']}, with {you['poison']} poison counters"
    if started_at is not None:
        ja += (
            f"（質問に{'メインゲームの' * in_main}ライフがないため、{started_at}から始めています）"
        )
        main = " for the main game" * in_main
        en += f" (the question gives no life total{main}: it started at {started_at})"
    return ja + "。", en + "."


def still_standing(others: Sequence[PlayerSnapshot]) -> tuple[str, str]:
    """The opponents a loss condition holds for who have not lost ("do they lose?" at −4 life
    under Platinum Angel), said as the engine left them; nothing when there are none."""
    ja, en = "", ""
    for player in others:
        if not player["name"].startswith("opponent") or player["lost"]:
            continue
        at_ja = [f"ライフ{player['life']}"] if player["life"] <= 0 else []
        at_en = [f"{player['life']} life"] if player["life"] <= 0 else []
        if player["poison"] >= POISON_LIMIT:
            at_ja.append(f"毒カウンター{player['poison']}個")
            at_en.append(f"{player['poison']} poison counters")
        if at_ja:
            who_ja, who_en = _who(player["name"])
            ja += f"。{who_ja}は{'、'.join(at_ja)}ですが、敗北していません"
            en += f". {who_en[0].upper()}{who_en[1:]}, at {' and '.join(at_en)}, has not lost"
    return ja, en


_WHO = {"you": ("あなた", "you"), "teammate": ("チームメイト", "your teammate")}
_WHOSE_EN = {"you": "your", "teammate": "your teammate's"}


def _who(player: str) -> tuple[str, str]:
    """A role as the summaries name it (あなた / you, 対戦相手 / your opponent, …)."""
    if player.startswith("opponent"):
        seat = player.removeprefix("opponent")
        return f"対戦相手{seat}", f"your opponent{f' {seat}' if seat else ''}"
    return _WHO.get(player, (player, player))


def _told(event: m.Event) -> tuple[str, str] | None:
    """What one event of the story tells, in a phrase per language; None for one not worded."""
    match event:
        case m.LifeBecomes(player, value):
            whose = _WHOSE_EN.get(player, f"{_who(player)[1]}'s")
            return (
                f"{_who(player)[0]}のライフが{value}になったこと",
                f"{whose} life going to {value}",
            )
        case m.PoisonBecomes(player, value):
            whose = _WHOSE_EN.get(player, f"{_who(player)[1]}'s")
            return (
                f"{_who(player)[0]}の毒カウンターが{value}個になったこと",
                f"{whose} poison counters going to {value}",
            )
        case m.LosesGame(player):
            return f"{_who(player)[0]}が敗北したこと", f"{_who(player)[1]} losing"
        case m.Concede(player):
            return f"{_who(player)[0]}が投了したこと", f"{_who(player)[1]} conceding"
    return None


def told_after(events: Sequence[m.Event]) -> tuple[str, str]:
    """The events told after the game ended, as the summaries say them: worded where each
    is, else as what the story tells after it."""
    worded = [_told(event) for event in events]
    if not events or None in worded:
        return "出来事", "what the story tells"
    phrases = [phrase for phrase in worded if phrase is not None]
    return "、".join(ja for ja, _ in phrases), ", ".join(en for _, en in phrases)
