"""What a Doublehand seat may see, and a deal's summary for replay reports."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.actions import JSON, Action
from games.engine.doublehand.deal import HIDDEN, DoublehandDeal, Trick, TrumpMode
from games.engine.doublehand.scoring import GAME_TARGET
from games.engine.match import MatchState


def trick_json(trick: Trick) -> JSON:
    """A trick as the record contract writes it: leader, [seat, card] pairs, winner."""
    return {
        "leader": trick.leader,
        "cards": [[play.seat, play.card] for play in trick.plays],
        "winner": trick.winner,
    }


def _calls_json(deal: DoublehandDeal) -> list[JSON]:
    return [
        {"seat": seat, "type": "pass"} if value is None else {"seat": seat, "type": "bid", "value": value}
        for seat, value in deal.calls
    ]


def _trump_json(deal: DoublehandDeal, seat: int | None) -> JSON | None:
    trump, bid = deal.trump, deal.bid
    if trump is None or bid is None:
        return None
    # The card is shown once revealed; before that only a haath-par bid winner knows it.
    known = trump.revealed or (seat == bid.seat and trump.mode is TrumpMode.HAATH_PAR)
    return {
        "mode": trump.mode.value,
        "revealed": trump.revealed,
        "card": trump.card if known else None,
        "suit": trump.suit if known else None,
    }


def seat_view(state: MatchState[DoublehandDeal], seat: int | None, legal: Sequence[Action]) -> JSON:
    """The state as one seat may know it: own hand, the table, scores; never others' cards or a hidden trump."""
    view: JSON = {
        "game": "doublehand",
        "seat": seat,
        "dealer": state.dealer,
        "scores": list(state.tally.scores),
        "games_won": list(state.tally.games_won),
        "target": GAME_TARGET,
        "winner": None if state.tally.winner is None else list(state.tally.winner),
        "legal": [action.to_json(with_seat=False) for action in legal],
    }
    deal = state.deal
    if deal is None:
        view.update(phase=None, to_act=None, hand=[], deal=None)
        return view
    current = deal.trick
    view.update(
        dealer=deal.dealer,
        phase=deal.phase.value,
        to_act=None if state.finished else deal.turn,
        hand=[] if seat is None else list(deal.visible_hand(seat)),
        unseen_cards=0 if seat is None or deal.declared else HIDDEN,
        hand_sizes=[len(hand) for hand in deal.hands],
        calls=_calls_json(deal),
        bid=None if deal.bid is None else {"seat": deal.bid.seat, "value": deal.bid.value},
        trump=_trump_json(deal, seat),
        revealer=deal.revealer,
        trick=None
        if current is None
        else {
            "leader": current.leader,
            "cards": [[play.seat, play.card] for play in current.plays],
            "trumps": [play.effective for play in current.plays],
        },
        tricks=[trick_json(trick) for trick in deal.tricks],
        sar={"on_table": deal.sar.on_table, "holder": deal.sar.holder, "run": deal.sar.run},
        hands_won=list(deal.hands_won),
        score_delta=list(deal.score_delta),
    )
    return view


def deal_summary(deal: DoublehandDeal) -> JSON:
    """A deal's entry in a replay report, the trump card included (the report sees everything)."""
    return {
        "dealer": deal.dealer,
        "void": deal.phase.value == "void",
        "tricks": [trick_json(trick) for trick in deal.tricks],
        "score_delta": list(deal.score_delta),
        "bid": None if deal.bid is None else {"seat": deal.bid.seat, "value": deal.bid.value},
        "trump": None
        if deal.trump is None
        else {"card": deal.trump.card, "mode": deal.trump.mode.value, "revealed": deal.trump.revealed},
        "hands_won": list(deal.hands_won),
    }
