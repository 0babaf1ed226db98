"""Messages of the 敗北条件カード一覧 cards' steps: turns with their upkeep and extra turns, and
what their abilities do as they resolve."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "glorious.delayed": (
        "{player}の次の終了ステップの開始時に、{player}はゲームに敗北する（{card}の遅延誘発型能力）。",
        "At the beginning of {player}'s next end step, {player} loses the game ({card}'s "
        "delayed triggered ability).",
    ),
    "end.stack_exiled": (
        "ターンを終了する：スタック上のすべての呪文と能力（解決中のこの呪文を含む）を追放し、"
        "終了ステップを飛ばしてクリンナップ・ステップに進む。",
        "The turn ends: every spell and ability on the stack, this one included, is exiled, "
        "and the turn skips its end step for the cleanup step.",
    ),
    "demonic.mode1": (
        "選ばれたモード：次の対戦相手に4点のダメージを与え、4点のライフを得る。",
        "The chosen mode: 4 damage to the next opponent, and gain 4 life.",
    ),
    "demonic.mode2": (
        "選ばれたモード：次の対戦相手はカードを2枚捨てる。",
        "The chosen mode: the next opponent discards two cards.",
    ),
    "demonic.mode3": ("選ばれたモード：カードを2枚引く。", "The chosen mode: draw two cards."),
    "demonic.mode4": (
        "選ばれたモード：ゲームに敗北する（他のモードはすべて選ばれている）。",
        "The chosen mode: you lose the game (every other mode has been chosen).",
    ),
    "demonic.discards": (
        "{player}は手札からカードを{count}枚捨てる。",
        "{player} discards {count}.",
    ),
    "bolas.keeps": (
        "{player}は伝説の{card}をコントロールしているので敗北しない。",
        "{player} controls the legendary {card}, so they don't lose.",
    ),
    "bolas.lose": (
        "伝説のクリーチャーもプレインズウォーカーもコントロールしていない{players}はゲームに敗北する。",
        "Controlling no legendary creature or planeswalker, {players} loses the game.",
    ),
    "bolas.lose_many": (
        "伝説のクリーチャーもプレインズウォーカーもコントロールしていない{players}はゲームに敗北する。",
        "Controlling no legendary creature or planeswalker, {players} lose the game.",
    ),
    "nefarious.exiles": (
        "{card}の置換効果により、{player}は{amount}点のダメージを受ける代わりに墓地からカードを"
        "{amount}枚追放する（追放できたのは{count}枚）。",
        "{card} replaces the {amount} damage to {player}: instead they exile that many cards "
        "from their graveyard ({count} exiled).",
    ),
    "nefarious.cant": (
        "{player}は墓地から必要な枚数を追放できなかったので、ゲームに敗北する。",
        "{player} couldn't exile that many, so they lose the game.",
    ),
    "nine_lives.prevents": (
        "{card}により{player}へのダメージ{amount}点は軽減され、{card}に化身カウンターが1個置かれる"
        "（合計{total}個）。",
        "{card} prevents the {amount} damage to {player} and gets an incarnation counter "
        "({total} in all).",
    ),
    "judgment.counter": (
        "{card}に審判カウンターが1個置かれる（合計{total}個）。",
        "{card} gets a judgment counter ({total} in all).",
    ),
    "vorpal.grants": (
        "ターン終了時まで、{card}は「装備しているクリーチャーがプレイヤーに戦闘ダメージを与えるたび、"
        "そのプレイヤーはゲームに敗北する」を得る。",
        "Until end of turn, {card} has \u201cwhenever equipped creature deals combat damage to a "
        "player, that player loses the game\u201d.",
    ),
    "stadium.point": (
        "{card}に得点カウンターが1個置かれる（合計{total}個）。",
        "{card} gets a point counter ({total} in all).",
    ),
    "stadium.minus_point": (
        "{card}から得点カウンターが1個取り除かれる（残り{total}個）。",
        "A point counter is removed from {card} ({total} left).",
    ),
    "stadium.ten": (
        "{card}の得点カウンターが10個以上なので、すべて取り除き、{player}はゲームに敗北する。",
        "{card} has ten or more point counters: they are all removed and {player} loses the game.",
    ),
    "gorgon.grants": (
        "ターン終了時まで、{player}のクリーチャーは対戦相手にダメージを与えるとそのプレイヤーを敗北させる。",
        "Until end of turn, {player}'s creatures make an opponent they deal damage to lose the "
        "game.",
    ),
    "destiny.short": (
        "{player}のライフは{life}点で、{needed}点に届かないので、何も起こらない。",
        "{player} is at {life} life, short of {needed}: nothing happens.",
    ),
    "destiny.nobody": (
        "{card}はこのターンにプレイヤーを攻撃していないので、何も起こらない。",
        "{card} attacked no player this turn: nothing happens.",
    ),
    "destiny.lose": (
        "このターンに{card}が攻撃した{players}はゲームに敗北する。",
        "The players {card} attacked this turn lose the game: {players}.",
    ),
    "crypt.exiles": (
        "{crypt}の置換効果により、{card}は墓地に置かれる代わりに追放される。",
        "{crypt} replaces it: {card} is exiled instead of going to the graveyard.",
    ),
    "crypt.exiles_milled": (
        "{crypt}の置換効果により、切削されたカードは墓地に置かれる代わりに追放される。",
        "{crypt} replaces it: the milled cards are exiled instead of going to the graveyard.",
    ),
    "crypt.returns": (
        "{crypt}の置換効果により、{player}はカードを引く代わりに墓地から{card}を手札に戻す。",
        "{crypt} replaces the draw: {player} returns {card} from their graveyard to their hand "
        "instead.",
    ),
    "crypt.cant": (
        "{crypt}の置換効果により、{player}はカードを引く代わりに墓地のカードを戻すはずだが、"
        "墓地にカードがないので、ゲームに敗北する。",
        "{crypt} replaces the draw, but {player}'s graveyard is empty, so they lose the game.",
    ),
    "mirrodin.chosen": (
        "（{card}が戦場に出るに際し、エンジンはファイレクシアを選んだ。）",
        "(As {card} entered, the engine chose Phyrexian.)",
    ),
    "mirrodin.discards": (
        "{player}は手札から{card}を捨てる。",
        "{player} discards {card}.",
    ),
    "mirrodin.count": (
        "{player}の墓地のアーティファクト・カードは{count}枚。",
        "{player}'s graveyard holds {count}.",
    ),
    "mirrodin.lose": (
        "墓地のアーティファクト・カードが15枚以上なので、対象の対戦相手の{player}はゲームに敗北する。",
        "With fifteen or more, the target opponent, {player}, loses the game.",
    ),
    "deck.roll": (
        "{player}はダイスを振って{roll}を出し、手札の{hand}枚を引いて、結果は{result}。",
        "{player} rolls {roll} and subtracts the {hand} cards in hand: {result}.",
    ),
    "deck.discard": ("{player}は手札をすべて捨てる。", "{player} discards their hand."),
    "deck.returns": (
        "{player}は墓地から無作為に選ばれた{card}を手札に戻す。",
        "{player} returns {card}, chosen at random, from their graveyard to their hand.",
    ),
    "deck.twenty": (
        "{card}が墓地から戦場に出る。それが死亡したとき、オーナーの{owner}はゲームに敗北する。",
        "{card} comes from a graveyard onto the battlefield; when it dies, its owner, {owner}, "
        "loses the game.",
    ),
    "deck.no_creature": (
        "どの墓地にもクリーチャー・カードがないので、何も起こらない。",
        "No graveyard holds a creature card: nothing happens.",
    ),
    "title.end_step": ("終了ステップ", "The end step"),
    "turn.extra": (
        "{card}による追加ターン：{player}が追加のターンを行う。",
        "The extra turn of {card}: {player} takes it.",
    ),
    "turn.end_step_loss": (
        "{card}の遅延誘発型能力が誘発し、解決される。{player}はゲームに敗北する。",
        "{card}'s delayed triggered ability triggers and resolves: {player} loses the game.",
    ),
    "extra_turn.made": (
        "{player}はこのターンの後に追加のターンを行う。その追加ターンの終了ステップの開始時に、"
        "{player}はゲームに敗北する（{card}の遅延誘発型能力）。",
        "{player} takes an extra turn after this one; at the beginning of that turn's end step, "
        "{player} loses the game ({card}'s delayed triggered ability).",
    ),
    "pact.first_part": (
        "{card}の最初の文の効果はエンジンが再現しないので、何も起こらないものとして扱う。",
        "The engine doesn't model what {card}'s first sentence does; nothing happens for it.",
    ),
    "pact.delayed": (
        "{player}の次のアップキープの開始時に、{card}の遅延誘発型能力が誘発する："
        "コストを支払わなければ{player}はゲームに敗北する。",
        "At the beginning of {player}'s next upkeep, {card}'s delayed triggered ability "
        "triggers: unless {player} pays its cost, {player} loses the game.",
    ),
    "pact.paid": ("{player}は{card}のコストを支払う。", "{player} pays {card}'s cost."),
    "pact.unpaid": (
        "{player}は{card}のコストを支払わないので、ゲームに敗北する。",
        "{player} doesn't pay {card}'s cost, so they lose the game.",
    ),
    "trisk.mode1": (
        "選ばれたモード：ライフがちょうど13点の各プレイヤーはゲームに敗北し、その後各プレイヤーは"
        "1点のライフを得る。",
        "The chosen mode: each player with exactly 13 life loses the game, then each player "
        "gains 1 life.",
    ),
    "trisk.mode2": (
        "選ばれたモード：ライフがちょうど13点の各プレイヤーはゲームに敗北し、その後各プレイヤーは"
        "1点のライフを失う。",
        "The chosen mode: each player with exactly 13 life loses the game, then each player "
        "loses 1 life.",
    ),
    "trisk.thirteen": (
        "ライフがちょうど13点の{players}はゲームに敗北する。",
        "With exactly 13 life, {players} loses the game.",
    ),
    "trisk.thirteen_many": (
        "ライフがちょうど13点の{players}はゲームに敗北する。",
        "With exactly 13 life, {players} lose the game.",
    ),
    "damage.combat": (
        "これは{card}による戦闘ダメージである。",
        "It is combat damage, dealt by {card}.",
    ),
    "trisk.nobody": (
        "ライフがちょうど13点のプレイヤーはいない。",
        "No player has exactly 13 life.",
    ),
    "combat.loses": (
        "{card}の能力により、{player}はゲームに敗北する。",
        "Because of {card}'s ability, {player} loses the game.",
    ),
    "etrata.no_creature": (
        "{player}はクリーチャーをコントロールしていないので、追放されるカードはない。",
        "{player} controls no creature, so no card is exiled.",
    ),
    "etrata.exiled": (
        "{card}を追放し、殺害カウンターを置く。",
        "{card} is exiled and gets a hit counter.",
    ),
    "etrata.count": (
        "{player}がオーナーである、殺害カウンターの置かれた追放されたカードは{count}枚。",
        "{player} owns {count} in exile with hit counters on them.",
    ),
    "etrata.shuffled": (
        "{card}のオーナーは{card}をライブラリーに加えて切り直す。",
        "{card}'s owner shuffles {card} into their library.",
    ),
    "vraska.emblem": (
        "{player}は《ゴルガリの女王、ヴラスカ》の紋章を得る。",
        "{player} gets Vraska, Golgari Queen's emblem.",
    ),
    "coil.prevents": (
        "{card}により{player}へのダメージ{amount}点は軽減され、{player}は墓地からカードを"
        "{count}枚追放する。",
        "{card} prevents the {amount} damage to {player}, who exiles {count} from their graveyard.",
    ),
    "angel.transforms": (
        "{player}のライフは0点以下になるはずだが、{card}の置換効果により、代わりに{card}が変身して"
        "{back}になり、{player}のライフは3点になる。",
        "{player}'s life total would be reduced to 0 or less, but {card} replaces that: instead "
        "it transforms into {back} and {player}'s life total becomes 3.",
    ),
    "atemsis.reveal": (
        "{player}は手札を公開する。マナ総量は{values}。",
        "{player} reveals their hand; its mana values: {values}.",
    ),
    "karn.empty_hand": (
        "{player}の手札にはカードがないので、何も追放されない。",
        "{player} has no card in hand: nothing is exiled.",
    ),
    "restart.ends": (
        "ゲームは再開始される。このゲームはただちに終了し、勝者も敗者もいない（引き分けでもない）。"
        "各プレイヤーがオーナーであるカードは、カーンで追放されたカードを除き、すべて新しいゲームの"
        "ライブラリーに入る。",
        "The game restarts: it ends at once, with no winner, no loser and no draw. Every card "
        "each player owns in it, but those exiled with Karn, goes into their library for the "
        "new game.",
    ),
    "restart.first": (
        "ライフは初期ライフに戻り、カウンターと紋章はなくなり、ライブラリーを切り直す。"
        "新しいゲームの先攻は、再開始した能力をコントロールしていた{player}。各プレイヤーは7枚引く。",
        "Life totals start again, counters and emblems are gone, and libraries are shuffled. "
        "{player}, who controlled the ability, goes first in the new game; each player draws "
        "seven.",
    ),
    "restart.kept": (
        "再開始の効果が解決を終える：カーンで追放されていた{cards}が{player}のコントロール下で戦場に出る。",
        "The restart finishes resolving: the cards exiled with Karn enter the battlefield under "
        "{player}'s control: {cards}.",
    ),
    "echo.has": (
        "{card}には反響カウンターが{count}個あるので、生け贄に捧げない。",
        "{card} has echo counters ({count}), so it isn't sacrificed.",
    ),
}
