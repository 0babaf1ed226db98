"""Messages for winning and losing (104, 704), in the vocabulary of the wiki's 敗北条件 page."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "title.loses": ("{player}がゲームに敗北する", "{player} loses the game"),
    "title.wins": ("{players}が{game}に勝利する", "{players} won {game}"),
    "title.draw": ("{game}は引き分け", "{game} is a draw"),
    "title.loss_prevented": ("{player}は敗北しない", "{player} doesn't lose"),
    "title.loss_replaced": ("{card}が{player}の敗北を置換する", "{card} replaces {player}'s loss"),
    "title.loss_triggers": (
        "プレイヤーの敗北で誘発する能力",
        "Abilities trigger on a player losing",
    ),
    "title.win_prevented": ("{player}は勝利できない", "{player} can't win"),
    "title.win_and_lose": (
        "{player}は勝利と敗北を同時に満たす",
        "{player} would win and lose at once",
    ),
    "title.lose_effect": ("{player}を敗北させる効果", "An effect says {player} loses"),
    "title.win_effect": ("{player}を勝利させる効果", "An effect says {player} wins"),
    "title.team_loses": ("チーム「{team}」が敗北する", "Team {team} loses"),
    "title.range_win": ("影響範囲限定ルールでの勝利", "A win under limited range of influence"),
    "title.leaves": ("{player}がゲームから離れる", "{player} leaves the game"),
    "loss.an_effect": ("効果", "an effect"),
    "loss.loses": (
        "{player}は{reason}ため、{game}に敗北する。",
        "{player} loses {game} for {reason}.",
    ),
    "loss.because_of": ("原因は{card}。", "Because of {card}."),
    "loss.team_together": (
        "双頭巨人戦ではプレイヤーはチーム単位で敗北するので、チーム{team}の一員として敗北する。",
        "In Two-Headed Giant players lose as a team, so they lose with their team {team}.",
    ),
    "team.bigger": (
        "チーム{team}は{count}人のチームなので、ライフ{life}点で始まり、毒カウンター{poison}個で"
        "敗北する（2人を超える1人ごとにライフ15点、毒カウンター5個が加わる）。",
        "Team {team} has {count} players, so it starts at {life} life and loses at {poison} "
        "poison counters (15 life and 5 poison counters more for each player beyond the second).",
    ),
    "team.shared_life": (
        "双頭巨人戦ではライフはチームで共有されるので、チーム{team}のライフは{life}点になる。",
        "In Two-Headed Giant the team shares its life total: team {team} is at {life} life.",
    ),
    "team.shared_poison": (
        "双頭巨人戦では毒カウンターはチームで共有されるので、チーム{team}の毒カウンターは{count}個になる。",
        "In Two-Headed Giant the team shares its poison counters: team {team} has {count}.",
    ),
    "loss.one_loss": (
        "{count}つの敗北条件が同時に満たされているが、状況起因処理は同時に行われ、敗北は1回である。",
        "These {count} conditions apply in the same check, which performs them all at once: "
        "one loss.",
    ),
    "loss.cant_lose": (
        "{player}は{reason}ためゲームに敗北するはずだが、{sources}によってゲームに敗北しない。",
        "{player} would lose the game for {reason}, but because of {sources} they can't lose "
        "the game.",
    ),
    "loss.life_exempt": (
        "{player}のライフは0点以下だが、{sources}により、ライフが0点以下であることでは"
        "ゲームに敗北しない（他の敗北条件は適用される）。",
        "{player} has 0 or less life, but because of {sources} they don't lose the game for "
        "that (other loss conditions still apply).",
    ),
    "loss.team_life_exempt": (
        "{player}のチームのライフは0点以下だが、チームのプレイヤーの{sources}により、"
        "チームはライフが0点以下であることではゲームに敗北しない（双頭巨人戦では、"
        "あるプレイヤーが敗北しないという効果はチーム全体に及ぶ。他の敗北条件は適用される）。",
        "{player}'s team has 0 or less life, but because of {sources}, controlled on the team, "
        "the team doesn't lose the game for that (in Two-Headed Giant a player's \"don't lose\" "
        "applies to the whole team; other loss conditions still apply).",
    ),
    "loss.replaced": (
        "{player}は{reason}ためゲームに敗北するはずだが、{card}の置換効果により、"
        "代わりに別のことが起こる。",
        "{player} would lose the game for {reason}, but {card} replaces that event.",
    ),
    "loss.replacement_once": (
        "置換効果は同じ出来事に一度しか適用されない。敗北の条件が残っていれば、"
        "次の状況起因処理のチェックは新しい出来事であり、別の置換効果がない限りそこで敗北する。",
        "A replacement effect applies to an event only once; if the condition persists, the "
        "next state-based check is a new event: the player loses then, unless another "
        "replacement effect replaces that loss.",
    ),
    "loss.replacement_choice": (
        "置換効果が複数あるので、影響を受けるプレイヤーが1つを選ぶ。エンジンは最も古い{card}を選ぶ。",
        "Several replacement effects apply and the affected player chooses one; the engine "
        "picks the oldest, {card}.",
    ),
    "loss.replacement_chosen": (
        "置換効果が複数あるので、影響を受ける{player}が1つを選ぶ：{card}。",
        "Several replacement effects apply and {player}, the affected player, chooses {card}.",
    ),
    "loss.cant_win": (
        "{source}により{player}はゲームに勝利するはずだが、{sources}によってゲームに勝利できない。",
        "{source} would make {player} win, but because of {sources} they can't win the game.",
    ),
    "loss.win_and_lose": (
        "{player}はゲームに勝利する条件と敗北する条件を同時に満たしたので、ゲームに敗北する。",
        "{player} would both win and lose the game at once, so they lose.",
    ),
    "loss.wins_by_effect": (
        "{source}により、{player}はゲームに勝利する。",
        "{source} makes {player} win the game.",
    ),
    "loss.last_standing": (
        "対戦相手が全員ゲームから離れたので、{players}がゲームに勝利する。",
        "All of their opponents have left the game, so {players} won.",
    ),
    "loss.overrides_cant_win": (
        "この勝利は、{sources}のようにゲームに勝利できないとする効果よりも優先される。",
        "This win overrides effects that say a player can't win, such as {sources}.",
    ),
    "title.win_overrides": ("勝利できない効果は働かない", "Can't-win effects don't apply"),
    "loss.lost_but_wins": (
        "{players}はすでに敗北していたが、チームが勝利したのでチームの一員として勝利する。",
        "{players} had already lost, but each player on the winning team wins the game.",
    ),
    "loss.team_wins_together": (
        "双頭巨人戦ではプレイヤーはチーム単位で勝利するので、{player}の勝利によりチーム{team}全体が"
        "勝利する。",
        "In Two-Headed Giant players win as a team: with {player}'s win the whole team wins "
        "({team}).",
    ),
    "loss.game_over": ("{game}は終了する。勝者は{players}。", "{game} is over: {players} won."),
    "draw.effect": (
        "{source}が引き分けだと言うので、{game}は引き分けになる。誰も勝たず、誰も敗北しない。",
        "{source} says the game is a draw, so {game} is a draw: nobody wins and nobody loses.",
    ),
    "draw.loop": (
        "{game}は止める手段のない強制の行動のループに入ったので、引き分けになる。"
        "誰も勝たず、誰も敗北しない。",
        "{game} entered a loop of mandatory actions that nothing can stop, so it is a draw: "
        "nobody wins and nobody loses.",
    ),
    "loss.draw": (
        "残っていたプレイヤー全員が同時に敗北したので、{game}は引き分けになる。",
        "All remaining players lost at once, so {game} is a draw.",
    ),
    "loss.team_loses": (
        "チーム「{team}」のプレイヤー全員が敗北したので、そのチームはゲームに敗北する。",
        "Every player of team {team} has lost, so the team loses the game.",
    ),
    "loss.emperor": (
        "皇帝の{emperor}が敗北したので、同じチームの{player}も敗北する。",
        "The emperor {emperor} lost, so their teammate {player} loses too.",
    ),
    "loss.range_win": (
        "影響範囲限定ルールにより、{player}がゲームに勝利する代わりに、影響範囲（{range}席）内の"
        "対戦相手（{players}）がゲームに敗北する。ゲームはこれで終わるわけではない。",
        "With limited range of influence, instead of {player} winning, the opponents within "
        "{range} ({players}) lose the game; this doesn't necessarily end the game.",
    ),
    "loss.leaves_game": (
        "{player}はゲームから離れ、{player}がオーナーであるカード{count}枚もゲームから離れる。",
        "{player} leaves the game, and so do the cards they own: {count}.",
    ),
    "ability.says_lose": (
        "この効果により、{player}はゲームに敗北することになる。",
        "The effect says {player} loses the game.",
    ),
    "mirror.shuffled": (
        "{player}は手札と墓地と自分がオーナーであるすべてのパーマネント（計{count}枚）を"
        "ライブラリーに加えて切り直す。",
        "{player} shuffles their hand, graveyard and all permanents they own ({count}) "
        "into their library.",
    ),
    "archangel.exiled": (
        "{card}は追放され、ライフ総量はゲーム開始時のライフ総量になる。",
        "{card} is exiled and the life total becomes the starting life total.",
    ),
    "lich.enters": (
        "{card}が戦場に出るに際し、{player}は自分のライフ総量に等しい点数のライフを失う。",
        "As {card} enters, {player} loses life equal to their life total.",
    ),
    "lich.cant_sacrifice": (
        "{player}はトークンでないパーマネントを{count}個生け贄に捧げられないので、"
        "ゲームに敗北することになる。",
        "{player} can't sacrifice {count}, so they lose the game.",
    ),
    "mastery.nothing_left": (
        "追放できるものがもうないので、残りの{count}点分は何も追放しない。",
        "Nothing is left to exile for the remaining {count}.",
    ),
    "sengir.amount": (
        "{player}のこのターン開始時のライフ総量は{amount}点だった。",
        "{player} had {amount} life as the turn began.",
    ),
    "gideon.emblem": (
        "{player}は、ギデオン・プレインズウォーカーをコントロールしているかぎり{player}は"
        "ゲームに敗北できず対戦相手はゲームに勝利できない、という紋章を得る。",
        "{player} gets an emblem: as long as they control a Gideon planeswalker, they can't "
        "lose the game and their opponents can't win it.",
    ),
    "book.enlightened": (
        "{card}の上に啓発カウンターが置かれ、それは「あなたはゲームに敗北できず、対戦相手は"
        "ゲームに勝利できない」という能力を得る。",
        "{card} gets an enlightened counter and gains “You can't lose the game and your "
        "opponents can't win the game.”",
    ),
    "book.target_gone": (
        "対象の天使はもう戦場にないので、この能力は何もしない。",
        "The targeted Angel is no longer on the battlefield, so the ability does nothing.",
    ),
}
