"""Short descriptions of the 敗北条件カード一覧 cards' abilities, keyed `ability.<ability key>`:
what the engine does, not the cards' printed Japanese texts."""

from __future__ import annotations

_PACT = (
    "次のアップキープの開始時に、コストを支払わなければゲームに敗北する",
    "at the beginning of your next upkeep, pay its cost or lose the game",
)
_END_STEP = (
    "追加ターンの終了ステップの開始時に、ゲームに敗北する",
    "at the beginning of that extra turn's end step, you lose the game",
)
_THAT_PLAYER = (
    "プレイヤーに戦闘ダメージを与えるたび、そのプレイヤーはゲームに敗北する",
    "whenever it deals combat damage to a player, that player loses the game",
)

MESSAGES: dict[str, tuple[str, str]] = {
    "ability.pact_of_negation.upkeep": _PACT,
    "ability.pact_of_the_titan.upkeep": _PACT,
    "ability.slaughter_pact.upkeep": _PACT,
    "ability.summoners_pact.upkeep": _PACT,
    "ability.intervention_pact.upkeep": _PACT,
    "ability.final_fortune.end_step": _END_STEP,
    "ability.last_chance.end_step": _END_STEP,
    "ability.warriors_oath.end_step": _END_STEP,
    "ability.chance_for_glory.end_step": _END_STEP,
    "ability.alchemists_gambit.end_step": _END_STEP,
    "ability.triskaidekaphobia.upkeep": (
        "アップキープの開始時に、ライフがちょうど13点のプレイヤーはゲームに敗北し、その後各プレイヤーは"
        "1点のライフを得る（または失う）",
        "at the beginning of your upkeep, each player with exactly 13 life loses the game, then "
        "each player gains (or loses) 1 life",
    ),
    "ability.door_to_nothingness.lose": (
        "生け贄に捧げる：対象のプレイヤーはゲームに敗北する",
        "sacrifice it: target player loses the game",
    ),
    "ability.phage.combat": _THAT_PLAYER,
    "ability.assassin.combat": _THAT_PLAYER,
    "ability.vraska_emblem.combat": (
        "あなたがコントロールするクリーチャーがプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーは"
        "ゲームに敗北する",
        "whenever a creature you control deals combat damage to a player, that player loses the "
        "game",
    ),
    "ability.etrata.combat": (
        "プレイヤーに戦闘ダメージを与えるたび、そのプレイヤーのクリーチャーを追放して殺害カウンターを"
        "置き、殺害カウンターのある追放されたカードを3枚以上オーナーとして持つならそのプレイヤーは"
        "敗北する",
        "whenever it deals combat damage to a player, exile a creature of theirs with a hit "
        "counter; with three such exiled cards they own, they lose the game",
    ),
    "ability.vraska_the_unseen.assassins": (
        "−7：「このトークンがプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーはゲームに敗北する」を"
        "持つ暗殺者・トークン3体を生成する",
        "−7: create three Assassin tokens with \u201cwhenever this token deals combat damage to "
        "a player, that player loses the game\u201d",
    ),
    "ability.vraska_golgari_queen.emblem": (
        "−9：「あなたがコントロールするクリーチャーがプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーは"
        "ゲームに敗北する」を持つ紋章を得る",
        "−9: you get an emblem with \u201cwhenever a creature you control deals combat damage to a "
        "player, that player loses the game\u201d",
    ),
    "ability.immortal_coil.empty": (
        "あなたの墓地にカードがないとき、あなたはゲームに敗北する",
        "when there are no cards in your graveyard, you lose the game",
    ),
    "ability.glorious_end.end_step": (
        "あなたの次の終了ステップの開始時に、あなたはゲームに敗北する",
        "at the beginning of your next end step, you lose the game",
    ),
    "ability.demonic_pact.upkeep": (
        "アップキープの開始時に、まだ選ばれていないモードを1つ選ぶ（4点のダメージと4点のライフ、"
        "対戦相手が2枚捨てる、2枚引く、ゲームに敗北する）",
        "at the beginning of your upkeep, choose a mode that hasn't been chosen (4 damage and "
        "gain 4 life, an opponent discards two, draw two, lose the game)",
    ),
    "ability.nicol_bolas.minus_eight": (
        "−8：伝説のクリーチャーも伝説のプレインズウォーカーもコントロールしていない各対戦相手は"
        "ゲームに敗北する",
        "−8: each opponent who doesn't control a legendary creature or planeswalker loses the game",
    ),
    "ability.nefarious_lich.leaves": (
        "戦場を離れたとき、コントローラーはゲームに敗北する",
        "when it leaves the battlefield, you lose the game",
    ),
    "ability.nine_lives.nine": (
        "化身カウンターが9個以上置かれているとき、これを追放する",
        "when it has nine or more incarnation counters, exile it",
    ),
    "ability.nine_lives.leaves": (
        "戦場を離れたとき、コントローラーはゲームに敗北する",
        "when it leaves the battlefield, you lose the game",
    ),
    "ability.sinners_judgment.upkeep": (
        "アップキープの開始時に審判カウンターを1個置き、3個以上ならエンチャントされているプレイヤーは"
        "ゲームに敗北する",
        "at the beginning of your upkeep, put a judgment counter on it; with three or more, the "
        "enchanted player loses the game",
    ),
    "ability.vorpal_sword.grant": (
        "ターン終了時まで、「装備しているクリーチャーがプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーは"
        "ゲームに敗北する」を得る",
        "until end of turn, it gains \u201cwhenever equipped creature deals combat damage to a "
        "player, that player loses the game\u201d",
    ),
    "ability.vorpal_sword.combat": (
        "装備しているクリーチャーがプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーはゲームに敗北する",
        "whenever equipped creature deals combat damage to a player, that player loses the game",
    ),
    "ability.strixhaven_stadium.tap": (
        "タップ：得点カウンターを1個置く",
        "tap it: put a point counter on it",
    ),
    "ability.strixhaven_stadium.hurt": (
        "クリーチャーがあなたに戦闘ダメージを与えるたび、得点カウンターを1個取り除く",
        "whenever a creature deals combat damage to you, remove a point counter from it",
    ),
    "ability.strixhaven_stadium.score": (
        "あなたのクリーチャーが対戦相手に戦闘ダメージを与えるたび、得点カウンターを1個置き、10個以上なら"
        "すべて取り除いてそのプレイヤーはゲームに敗北する",
        "whenever a creature you control deals combat damage to an opponent, put a point counter "
        "on it; with ten or more, remove them all and that player loses the game",
    ),
    "ability.vraska_scheming_gorgon.minus_ten": (
        "−10：ターン終了時まで、あなたのクリーチャーは「このクリーチャーが対戦相手にダメージを与えるたび、"
        "そのプレイヤーはゲームに敗北する」を得る",
        "−10: until end of turn, creatures you control gain \u201cwhenever this creature deals "
        "damage to an opponent, that player loses the game\u201d",
    ),
    "ability.vraska_scheming_gorgon.damage": (
        "このクリーチャーが対戦相手にダメージを与えるたび、そのプレイヤーはゲームに敗北する",
        "whenever this creature deals damage to an opponent, that player loses the game",
    ),
    "ability.angel_of_destiny.gain": (
        "あなたのクリーチャーがプレイヤーに戦闘ダメージを与えるたび、あなたとそのプレイヤーはそれぞれ"
        "その点数のライフを得る",
        "whenever a creature you control deals combat damage to a player, you and that player "
        "each gain that much life",
    ),
    "ability.angel_of_destiny.end_step": (
        "終了ステップの開始時に、ライフが初期ライフより15点以上多ければ、このターンにこれが攻撃した"
        "各プレイヤーはゲームに敗北する",
        "at the beginning of your end step, with 15 life more than your starting life total, "
        "each player it attacked this turn loses the game",
    ),
    "ability.mirrodin_besieged.end_step": (
        "（ファイレクシア）終了ステップの開始時に、カードを1枚引いて1枚捨て、墓地にアーティファクト・カードが"
        "15枚以上あれば対象の対戦相手はゲームに敗北する",
        "(Phyrexian) at the beginning of your end step, draw a card, then discard a card; with "
        "fifteen or more artifact cards in your graveyard, target opponent loses the game",
    ),
    "ability.deck_of_many_things.roll": (
        "20面体ダイスを振り、手札の枚数を引き、その結果に応じたことが起こる",
        "roll a d20 and subtract the number of cards in your hand; what happens follows the result",
    ),
    "ability.deck_of_many_things.dies": (
        "そのクリーチャーが死亡したとき、そのオーナーはゲームに敗北する",
        "when that creature dies, its owner loses the game",
    ),
    "ability.form_of_the_squirrel.leaves": (
        "そのクリーチャーが戦場を離れたとき、あなたはゲームに敗北する",
        "when that creature leaves the battlefield, you lose the game",
    ),
    "ability.atemsis.damage": (
        "対戦相手にダメージを与えるたび、手札を公開してよく、6種類以上のマナ総量があればそのプレイヤーは"
        "ゲームに敗北する",
        "whenever it deals damage to an opponent, you may reveal your hand; with six different "
        "mana values among them, that player loses the game",
    ),
    "ability.karn.plus_four": (
        "+4：対象のプレイヤーは手札からカード1枚を追放する",
        "+4: target player exiles a card from their hand",
    ),
    "ability.karn.minus_three": ("−3：対象のパーマネントを追放する", "−3: exile target permanent"),
    "ability.karn.minus_fourteen": (
        "−14：ゲームを再開始し、カーンで追放されたオーラでないパーマネント・カードを追放されたままにする。"
        "その後それらをあなたのコントロール下で戦場に出す",
        "−14: restart the game, leaving in exile all non-Aura permanent cards exiled with Karn; "
        "then put those cards onto the battlefield under your control",
    ),
    "ability.soul_echo.upkeep": (
        "アップキープの開始時に、反響カウンターがなければこれを生け贄に捧げる",
        "at the beginning of your upkeep, sacrifice it if it has no echo counters",
    ),
    "ability.blood_tyrant.upkeep": (
        "アップキープの開始時に、各プレイヤーは1点のライフを失い、失われたライフ1点につきこれに"
        "+1/+1カウンターを1個置く",
        "at the beginning of your upkeep, each player loses 1 life; a +1/+1 counter on it for "
        "each 1 life lost this way",
    ),
}
