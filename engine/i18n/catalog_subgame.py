"""Messages for subgames (724), in the vocabulary of the wiki's サブゲーム page."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "title.subgame_start": ("{game}の開始", "Start of {game}"),
    "title.tug_picks": (
        "パーマネント・カードを戦場に出す",
        "Permanent cards start on the battlefield",
    ),
    "title.libraries_moved": (
        "ライブラリーをサブゲームに移動して切り直す",
        "Libraries move into the subgame and are shuffled",
    ),
    "title.variant_start": (
        "カジュアル変種ルールにおける追加の開始の手順",
        "Variant steps as the subgame starts",
    ),
    "title.variant_end": (
        "カジュアル変種ルールにおける追加の終了時の手順",
        "Variant steps as the subgame ends",
    ),
    "title.counters_set_aside": (
        "メインゲームのカウンターは持ち込まれない",
        "Main-game counters are set aside",
    ),
    "title.first_player": ("{game}の先攻を決める", "Starting player of {game}"),
    "title.opening_hands": ("開始時の手札を引く", "Opening hands"),
    "title.cards_back": (
        "{game}のカードを{main}のライブラリーに戻す",
        "The cards of {game} go back to the libraries of {main}",
    ),
    "title.old_rule": (
        "旧ルール：追放されたカードは戻らない",
        "Old rule: exiled cards stay exiled",
    ),
    "title.main_resumes": ("{main}の再開", "Back to {main}"),
    "title.spell_finishes": ("{card}の解決を終える", "{card} finishes resolving"),
    "subgame.copy_resolves": (
        "スタックの一番上にある{card}のコピーが、元の呪文より先に解決される。このコピーは"
        "サブゲームが終了するまでスタックに積まれたままになる。",
        "The copy of {card}, on top of the stack, resolves before the original; the copy stays "
        "on the stack until its subgame is over.",
    ),
    "subgame.spell_resolves": (
        "{card}が解決される。この呪文はサブゲームが終了するまでスタックに積まれたままになる。",
        "{card} resolves; the spell stays on the stack until the subgame is over.",
    ),
    "subgame.begins": (
        "{card}によって{game}が始まり、{main}は一時的に中断される。サブゲームの開始に際して、"
        "既存の領域と別の新しい領域が一揃い作られる。",
        "{card} starts {game} and {main} is suspended. As the subgame starts, an entirely new "
        "set of zones is created.",
    ),
    "subgame.nested": (
        "サブゲーム中にサブゲームが作られた。{game}から見ると、{main}がメインゲームである。",
        "A subgame was created within a subgame: for {game}, {main} is the main game.",
    ),
    "subgame.starting_life": (
        "{card}の指定により、各プレイヤーはライフ{life}点でサブゲームを始める。",
        "As {card} says, each player starts the subgame at {life} life.",
    ),
    "subgame.library_moved": (
        "{player}は{main}のライブラリーのカード{count}枚をすべて{game}のライブラリーに移動させ、"
        "切り直す。",
        "{player} moves all {count} of their library in {main} to their library in "
        "{game} and shuffles.",
    ),
    "subgame.other_zones_empty": (
        "{main}のそれ以外の領域にあるカードはサブゲームに移動しない。サブゲームの他の領域は空で始まる。",
        "No other card of {main} moves; the subgame's other zones start empty.",
    ),
    "tug.picks": (
        "{player}は名前の異なるパーマネント・カード{count}枚（{cards}）をメインゲームの"
        "ライブラリーから戦場に出した状態でサブゲームを始める。",
        "{player} starts the subgame with {count} with different names from "
        "their main-game library on the battlefield: {cards}.",
    ),
    "tug.kept": (
        "勝者の{player}は{card}を選び、ライブラリーに切り直す代わりに{main}の戦場に出す。",
        "The winner, {player}, chooses {card} and puts it onto the battlefield of {main} instead "
        "of shuffling it into their library.",
    ),
    "subgame.commander_in": (
        "統率者戦のサブゲームなので、{player}は統率者{card}をメインゲームの統率領域から"
        "サブゲームの統率領域に動かす。",
        "In a Commander subgame, {player} moves their commander {card} from the main-game "
        "command zone to the subgame command zone.",
    ),
    "subgame.commander_stays": (
        "{main}の戦場にある統率者{card}は統率領域にないので、{main}に残る（サブゲームの外部にある）。",
        "The commander {card} is on the battlefield of {main}, not in the command zone, so it "
        "stays there (outside the subgame).",
    ),
    "subgame.vanguard_in": (
        "{player}はヴァンガード・カード{card}をメインゲームの統率領域からサブゲームの統率領域に動かす。",
        "{player} moves their vanguard card {card} from the main-game command zone to the "
        "subgame command zone.",
    ),
    "subgame.deck_in": (
        "{player}は{zone}（{count}枚）をメインゲームの統率領域からサブゲームの統率領域に動かし、"
        "切り直す。",
        "{player} moves their {zone} ({count}) from the main-game command zone to the "
        "subgame command zone and shuffles it.",
    ),
    "subgame.face_up_stays": (
        "表向きの{card}はメインゲームの統率領域に残る。",
        "The face-up {card} stays in the main-game command zone.",
    ),
    "subgame.counters_set_aside": (
        "{player}がメインゲームで持っていたカウンター（{counters}）はサブゲームに持ち込まれない"
        "（サブゲームでは0個）が、その個数は記録される。",
        "{player}'s main-game counters ({counters}) are not part of the subgame (there they "
        "have none), but they are kept for when the main game resumes.",
    ),
    "subgame.first_player": (
        "どのプレイヤーが先攻かを無作為に決定し、{player}が先攻になる。",
        "Which player goes first is decided at random: {player}.",
    ),
    "subgame.short_library": (
        "{player}のデッキは7枚未満だったので、ゲーム開始時に7枚引くことができない。"
        "マリガンをしても敗北を免れることはできない。",
        "{player}'s deck had fewer than seven cards, so they couldn't draw seven; no mulligan "
        "saves them.",
    ),
    "subgame.first_upkeep": (
        "最初のターンのアップキープ・ステップに、状況起因処理がチェックされる。",
        "State-based actions are checked during the upkeep of the first turn.",
    ),
    "subgame.face_up_to_bottom": (
        "表向きの{card}を裏向きにし、{zone}の一番下に置く。",
        "The face-up {card} is turned face down and put on the bottom of the {zone}.",
    ),
    "subgame.deck_out": (
        "{player}は{zone}をサブゲームの統率領域から{main}の統率領域に動かし、切り直す。",
        "{player} moves their {zone} from the subgame command zone to the command zone of "
        "{main} and shuffles it.",
    ),
    "subgame.vanguard_out": (
        "{player}はヴァンガード・カード{card}をサブゲームの統率領域からメインゲームの統率領域に動かす。",
        "{player} moves their vanguard card {card} from the subgame command zone to the "
        "main-game command zone.",
    ),
    "subgame.commander_out": (
        "{player}の統率者{card}はサブゲームの統率領域にあるので、{main}の統率領域に動かす。",
        "{player}'s commander {card} is in the subgame command zone and moves to the command "
        "zone of {main}.",
    ),
    "subgame.cards_back": (
        "{player}は自身がオーナーであるカードでサブゲームの統率領域以外の領域に残っているもの"
        "{count}枚を{main}のライブラリーに戻して切り直す。",
        "{player} puts the {count} they own that remain in the subgame outside its command "
        "zone into their library in {main} and shuffles.",
    ),
    "title.subgame_ends_with_main": ("{game}は{main}とともに終わる", "{game} ends with {main}"),
    "subgame.ends_with_main": (
        "{main}が終わったので、その中で行われていた{game}も勝者なしで終わる。"
        "サブゲームを作った呪文の解決は行われない。",
        "{main} is over, so {game}, played inside it, ends with it, with no winner; the spell "
        "that created it doesn't finish resolving.",
    ),
    "concede.during_subgame": (
        "{sub}を行っている最中でも、{main}を投了できる。",
        "A player can concede {main} while {sub} is being played.",
    ),
    "subgame.cards_left_main": (
        "{player}はすでに{main}から離れているので、サブゲームにある{player}がオーナーであるカード{count}も"
        "{main}のライブラリーには入らず、ゲームから離れる。",
        "{player} has left {main}, so the {count} they own in the subgame don't go into a "
        "library in {main}: they leave the game too.",
    ),
    "subgame.cards_back_left": (
        "{player}はサブゲーム中にサブゲームから離れており、そのとき一緒に離れた自身がオーナーである"
        "カードのうち{count}枚を{main}のライブラリーに戻して切り直す。",
        "{player} left the subgame earlier; {count} they own that left it with them "
        "go into their library in {main}, and they shuffle.",
    ),
    "title.starting_plane": ("開始時の次元", "The starting plane"),
    "plane.phenomenon_to_bottom": (
        "{player}は次元デッキの一番上の{card}を表向きにするが、現象なので次元デッキの一番下に置き、"
        "次のカードを表向きにする。",
        "{player} turns {card}, the top of their planar deck, face up; it is a phenomenon, so it "
        "goes to the bottom and they turn the next card.",
    ),
    "plane.starting": (
        "{player}は次元デッキの一番上の{card}を表向きにする。これがサブゲームの開始時の次元で、"
        "メインゲームと同じく統率領域に置かれる。",
        "{player} turns {card}, the top of their planar deck, face up: it is the subgame's "
        "starting plane, in their command zone as in the main game.",
    ),
    "subgame.incl_phased": (
        "これにはフェイズ・アウトしているパーマネントを表すカードも含む。",
        "This includes cards of phased-out permanents.",
    ),
    "subgame.incl_exile_phased": (
        "これにはサブゲームの追放領域にあるカードや、フェイズ・アウトしているパーマネントを表す"
        "カードも含む。",
        "This includes cards in the subgame's exile and cards of phased-out permanents.",
    ),
    "subgame.commander_option": (
        "統率者{card}はサブゲームの統率領域以外にあったのでライブラリーに戻るはずだが、"
        "オーナーの{player}は代わりに統率領域に置くことを選ぶ。",
        "The commander {card} was elsewhere in the subgame and would go to the library; its "
        "owner {player} chooses to put it into the command zone instead.",
    ),
    "subgame.objects_vanish": (
        "サブゲームのトークン{tokens}個、呪文のコピー{copies}個、スタック上の能力{abilities}個、"
        "紋章{emblems}個などのオブジェクトならびに全ての領域は消滅する。",
        "The subgame's objects cease to exist with all its zones: {tokens}, {copies}, "
        "{abilities} on the stack, {emblems}.",
    ),
    "subgame.old_rule_exile": (
        "旧ルール（2007年7月の総合ルール変更より前）では、サブゲームで追放された（当時の用語では"
        "ゲームから取り除かれた）カードは追放されたままだった。{cards}は"
        "{main}のライブラリーに戻らず、追放領域にとどまる。",
        "Old rules (before the July 2007 rules change): cards exiled (then “removed from the "
        "game”) in a subgame stayed exiled. {cards} stay in exile in {main} "
        "instead of returning to the library.",
    ),
    "subgame.resumes": (
        "{game}が終了し、{main}は中断されたところから再開する。",
        "{game} is over and {main} resumes where it was suspended.",
    ),
    "subgame.counters_back": (
        "{player}はメインゲームで持っていたカウンター（{counters}）を持った状態に戻る。"
        "サブゲーム中に得たカウンターは消滅した。",
        "{player} has their main-game counters ({counters}) again; counters gotten during the "
        "subgame ceased to exist.",
    ),
    "subgame.spell_finishes": (
        "まず、サブゲームを作った{card}の解決が行われる（その呪文がもうスタックに存在しなくても"
        "行う）。",
        "First, {card}, which created the subgame, finishes resolving (even if it is no longer "
        "on the stack).",
    ),
    "subgame.nobody_won": ("サブゲームに勝利したプレイヤーはいない。", "Nobody won the subgame."),
    "shahrazad.half": (
        "サブゲームに勝利しなかった{player}は、ライフ{life}点の半分（端数切り上げ）の{amount}点を失う。",
        "{player} didn't win the subgame and loses half of {life} life, rounded up: {amount}.",
    ),
    "shahrazad.half_team": (
        "サブゲームに勝利しなかった{player}は、自分のライフの代わりにチームのライフ{life}点を"
        "参照し、その半分（端数切り上げ）の{amount}点を失う。",
        "{player} didn't win the subgame and loses half of their team's {life} life, rounded "
        "up: {amount} (an effect reading a head's life reads the team's).",
    ),
    "shahrazad.at_once": (
        "サブゲームに勝利しなかったプレイヤー全員が失う点数を先に決め、同時にライフを失う。",
        "Every player who didn't win loses their half at the same time: the amounts are worked "
        "out before anyone loses life.",
    ),
    "countdown.doubles": (
        "メインゲームの残りの間、サブゲームに勝利しなかったプレイヤー（{players}）に発生源が"
        "ダメージを与えるなら、代わりにその2倍のダメージを与える。",
        "For the rest of the main game, a source that would deal damage to a player who didn't "
        "win the subgame ({players}) deals double that damage instead.",
    ),
    "dungeon.search": (
        "勝者の{player}は自分のライブラリーから{cards}を探して手札に加え、ライブラリーを切り直す。",
        "The winner, {player}, searches their library for {cards}, puts them into their hand "
        "and shuffles.",
    ),
}
