"""Doublehand's `strong` computer player: its deals sampled from a seat's view, and a fast playout rule."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from games.engine.actions import JSON, Action
from games.engine.appraisal import Appraisal
from games.engine.doublehand.bidding import call
from games.engine.doublehand.bot import choose_basic, lead_card, lowest_card, stronger
from games.engine.doublehand.deal import TRICKS, VISIBLE, Bid, DoublehandDeal, Phase, Play, Sar, Trick, Trump, TrumpMode
from games.engine.doublehand.rules import MAX_BID, MIN_BID, Doublehand
from games.engine.doublehand.scoring import collects, score_deal, trick_winner
from games.engine.french import BY_SUIT, DECK, POWER
from games.engine.match import MatchState, Tally
from games.engine.search.bids import bids_weighed
from games.engine.search.playouts import Sampler, Search, appraise, best_action, played_until
from games.engine.search.sampling import deal_unseen, options_of, played_pieces, tricks_shown, voids_shown

HIDDEN_TRUMP = "trump"
"""The slot of a trump card that lies face down, unknown to the seat."""

BUDGET = 7200
"""Actions simulated a move, summed over its playouts (see `Search`): about 40 ms of one core a move at the median.

Three times 2,400 took 78 % of the points from `basic` rather than 62 %, on the same decks. Once the playouts ran
on plain lists (7 December), 2.5 times this (and of `MOST_DEALS`) took 75.3 % where this took 72.5 %, on the first
200 decks of seed 2026: +2.8 (-4.0 to +9.3), paired, inside the noise, with moves of 95 ms at the median and up to
1.0 s, the most a move may take. So the budget stayed, and the faster playout makes moves quicker.
"""
READ_PLAY = True
"""Whether the opponents are taken to follow suit as `basic` does (see `cards_ruled_out`) when deals are sampled.

Over the 1,000 duplicate decks of seed 2026 it took 73.0 % (70.4 to 75.6) of the points from `basic` where `strong`
without it took 71.9 %: +1.1 (-1.4 to +3.6), paired, inside the noise, as the other games' readings of the play were
when they were kept; on the first 200 of those decks it had done worse (-1.3, -8.2 to +5.6). Its moves took 25 ms
at the median and 122 ms at worst over the 1,000 decks (two jobs), 25.2 ms against 24.3 without it on 20 decks of
seed 77, side by side. What a follow rules out is the low cards of the suit, which seldom decide a trick (the suits
a player lacks are read always).
"""
MOST_DEALS = 96
"""Sampled deals a move at most, late in a deal when playouts are short."""
SAMPLING_TRIES = 12
"""Deals drawn at most, before the play, for one that agrees with the calls."""
NOTABLE_LOSS = 4.0
"""The least loss, in points, that a deal's review tells the player about (see `appraise_strong`).

A deal scores the bid (7 to 13) or twice it to the other side, so making or failing a bid of 7 is 21 points apart:
4 is a one-in-five chance more of going down. On 20 deals (`bench.review_marks`, `basic` standing in for the player)
the old review marked 124 of 224 moves, 30 of them near-equal cards; at 4 it marks 42, 2 near-equal. The same move
valued from other sampled deals moves by a median of 0 points.
"""
MISMATCH_WEIGHT = 0.25
"""How much less likely a deal is for each call that `basic` would not have made from it.

The partner's calls too, though an Expert partner calls otherwise about one time in four: read at half this weight
they did worse (-2.6, -8.9 to +3.7, the first 200 decks of seed 2026, paired), and not read at all, -3.4.
"""

State = MatchState[DoublehandDeal]


RULES = Doublehand()
"""The rules that sampled deals are played out by (a copy of the game without computer players of its own)."""


def sample_deal(view: JSON, rng: random.Random) -> State:
    """A whole deal consistent with the view; before the play, one whose first packets agree with the calls.

    Each call that `basic` would not have made from a seat's sampled first five cards makes that deal less likely
    (others may bid otherwise than `basic`, so it never rules a deal out).
    """
    if view["phase"] == "playing" or not view["calls"]:
        return _any_deal(view, rng)
    best, best_weight = None, -1.0
    for _ in range(SAMPLING_TRIES):
        state = _any_deal(view, rng)
        weight = MISMATCH_WEIGHT ** _calls_unlike_basic(state, view["seat"])
        if rng.random() < weight:
            return state
        if weight > best_weight:
            best, best_weight = state, weight
    assert best is not None
    return best


def _calls_unlike_basic(state: State, viewer: int) -> int:
    deal = state.deal
    assert deal is not None
    return sum(
        seat != viewer and _basic_call(deal.hands[seat], deal.calls[:index], seat) != value
        for index, (seat, value) in enumerate(deal.calls)
    )


def _basic_call(hand: tuple[str, ...], calls: tuple[tuple[int, int | None], ...], seat: int) -> int | None:
    """The bid `basic` would call (None: pass) from what its view shows: its first five cards and the calls so far."""
    bids = [(s, v) for s, v in calls if v is not None]
    bid = {"seat": bids[-1][0], "value": bids[-1][1]} if bids else None
    lowest = MIN_BID if bid is None else bid["value"] + 1
    legal = [{"type": "pass"}] + [{"type": "bid", "value": value} for value in range(lowest, MAX_BID + 1)]
    shown = [{"seat": s, "type": "pass"} if v is None else {"seat": s, "type": "bid", "value": v} for s, v in calls]
    made = call({"seat": seat, "hand": list(hand[:VISIBLE]), "calls": shown, "bid": bid}, legal)
    return made.get("value")


def _any_deal(view: JSON, rng: random.Random) -> State:
    """A whole deal consistent with the view: its cards, the table, the voids shown, the hand sizes, the trump."""
    seat: int = view["seat"]
    hand: list[str] = view["hand"]
    trump_view: JSON | None = view["trump"]
    bid: JSON | None = view["bid"]
    played = played_pieces(view)
    fixed: list[list[str]] = [[] for _ in range(4)]
    fixed[seat] = list(hand)
    seen = set(hand) | played
    trump_card: str | None = None
    if trump_view is not None and trump_view["card"] is not None:
        trump_card = trump_view["card"]
        seen.add(trump_card)
        # A revealed trump card went back into the bid winner's hand: it is there until played.
        if trump_view["revealed"] and bid is not None and trump_card not in played and trump_card not in hand:
            fixed[bid["seat"]].append(trump_card)
    unseen = [card for card in DECK if card not in seen]
    room: dict[object, int] = {other: view["hand_sizes"][other] - len(fixed[other]) for other in range(4)}
    if trump_view is not None and trump_card is None:
        room[HIDDEN_TRUMP] = 1
    tricks = tricks_shown(view)
    voids = voids_shown(tricks, lambda card: card[1])
    ruled_out = cards_ruled_out(tricks, seat) if READ_PLAY and view["phase"] == "playing" else {}

    def allowed(card: str, slot: object) -> bool:
        return slot == HIDDEN_TRUMP or ((slot, card[1]) not in voids and card not in ruled_out.get(slot, ()))

    try:
        dealt = deal_unseen(unseen, room, allowed, rng)
    except ValueError:
        if not ruled_out:
            raise
        # The opponents followed otherwise than `basic` would: only the suits they showed they lack are kept.
        ruled_out = {}
        dealt = deal_unseen(unseen, room, allowed, rng)
    hands = tuple(tuple(fixed[other] + dealt[other]) for other in range(4))
    trump = None
    if trump_view is not None:
        card = trump_card or dealt[HIDDEN_TRUMP][0]
        trump = Trump(card, TrumpMode(trump_view["mode"]), trump_view["revealed"])
    trick_view = view["trick"]
    trick = None
    if trick_view is not None:
        marks = trick_view.get("trumps") or [False] * len(trick_view["cards"])
        plays = tuple(Play(s, c, mark) for (s, c), mark in zip(trick_view["cards"], marks, strict=True))
        trick = Trick(trick_view["leader"], plays)
    deal = DoublehandDeal(
        dealer=view["dealer"],
        hands=hands,
        phase=Phase(view["phase"]),
        turn=view["to_act"],
        calls=tuple((made["seat"], made.get("value")) for made in view["calls"]),
        bid=None if bid is None else Bid(bid["seat"], bid["value"]),
        trump=trump,
        revealer=view["revealer"],
        trick=trick,
        # Which cards of a finished trick were trumps no longer matters: only its winner does.
        tricks=tuple(Trick(t["leader"], tuple(Play(s, c) for s, c in t["cards"]), t["winner"]) for t in view["tricks"]),
        sar=Sar(**view["sar"]),
        hands_won=(view["hands_won"][0], view["hands_won"][1]),
        score_delta=(view["score_delta"][0], view["score_delta"][1]),
    )
    tally = Tally(scores=tuple(view["scores"]), games_won=tuple(view["games_won"]))
    return MatchState(options=options_of(view, RULES.option_specs), dealer=view["dealer"], tally=tally, deal=deal)


def cards_ruled_out(tricks: Sequence[Mapping[str, Any]], seat: int) -> dict[object, set[str]]:
    """Cards each opponent is taken not to hold, from the cards of the suit led it followed with, as `basic` plays.

    `basic` follows with its lowest card of the suit unless it takes the trick, and then with its lowest card that
    does (see `basic_play`). So a card below the best of the suit so far was its lowest then, and a card above it the
    lowest above it; the cards these pass over are elsewhere. A trump played before it in the trick (which the view
    does not mark) only makes the follower's card its lowest, so what is taken here holds either way.
    """
    ruled_out: dict[object, set[str]] = {}
    for trick in tricks:
        cards = trick["cards"]
        if not cards:
            continue
        led = cards[0][1][1]
        best = POWER[cards[0][1]]
        for other, card in cards[1:]:
            if card[1] != led:
                continue
            power = POWER[card]
            if other % 2 != seat % 2:
                low = 0 if power < best else best
                passed = {held for held in BY_SUIT[led] if low < POWER[held] < power}
                if passed:
                    ruled_out.setdefault(other, set()).update(passed)
            best = max(best, power)
    return ruled_out


def playout_action(state: MatchState[DoublehandDeal], rng: random.Random) -> Action:
    """The playout's rule for the seat to act, `basic`'s rules of thumb read straight off the sampled deal."""
    deal = state.deal
    assert deal is not None and deal.turn is not None
    seat = deal.turn
    if deal.phase is Phase.BIDDING:
        value = _basic_call(deal.hands[seat], deal.calls, seat)
        return Action(seat, "pass") if value is None else Action(seat, "bid", value=value)
    if deal.phase is Phase.DECLARING:
        # What `basic` reads of its view to choose the trump: its five visible cards.
        five = list(deal.hands[seat][:VISIBLE])
        seen = {"seat": seat, "phase": "declaring", "hand": five, "legal": [{"type": "declare_trump", "card": five[0]}]}
        return Action(seat, "declare_trump", card=choose_basic(seen, rng)["card"])
    trump, bid, trick = deal.trump, deal.bid, deal.trick
    assert trump is not None and bid is not None and trick is not None
    hand = deal.hands[seat]
    card = None
    if hand:
        haath_par = trump.mode is TrumpMode.HAATH_PAR
        card = basic_play(seat, hand, trick.plays, trump.suit, trump.revealed, deal.revealer, bid.seat, haath_par)
    return Action(seat, "reveal_trump") if card is None else Action(seat, "play", card=card)


def basic_play(
    seat: int,
    hand: Sequence[str],
    plays: Sequence[tuple[int, str, bool]],
    suit: str,
    revealed: bool,
    revealer: int | None,
    bidder: int,
    haath_par: bool,
) -> str | None:
    """The card `basic` plays from a hand that holds one, or None where it shows the trump first.

    `plays` are the trick's (seat, card, effective) so far; the bid winner who chose the trump from its hand
    (`haath_par`) knows its suit before it is shown. Both the rules' playout and the fast one play by this.
    """
    known = suit if revealed or (seat == bidder and haath_par) else None
    if not plays:
        cards = list(hand)
        if revealer == seat:
            cards = [card for card in hand if card[1] == suit] or cards
        return lead_card(cards, known)
    led = plays[0][1][1]
    cards = [card for card in hand if card[1] == led]
    follows = bool(cards)
    if not follows and revealer == seat:
        cards = [card for card in hand if card[1] == suit]
    cards = cards or list(hand)
    best_seat, best, best_trump = plays[0]
    for other, played, effective in plays[1:]:
        if stronger(played, effective, best, best_trump, led):
            best_seat, best, best_trump = other, played, effective
    if best_seat % 2 == seat % 2:
        return lowest_card(cards, known)
    shown = suit if revealed else None
    winning = [card for card in cards if stronger(card, card[1] == shown, best, best_trump, led)]
    if winning:
        return min(winning, key=POWER.__getitem__)
    if not follows and not revealed:
        return None  # unable to follow or to win: `basic` shows the trump, then plays again
    return lowest_card(cards, known)


def judge(state: State, action: Action, seat: int, rng: random.Random) -> float:
    """What an action is worth to the seat in a sampled deal: its side's points less the other's, `basic` playing on.

    The same value as playing the deal out through the rules (`deal_value`), found faster (see `finish`).
    """
    delta = finish(RULES.apply(state, action), rng)
    team = seat % 2
    return float(delta[team] - delta[1 - team])


def finish(state: State, rng: random.Random) -> tuple[int, int]:
    """What the deal scored for each team at its end, `basic`'s rules playing every seat as `playout_action` does.

    The calls and the trump's choice go through the rules; the cards are played on plain lists, several times faster
    than through the rules' frozen states, and scored by the rules' own function.
    """
    state = played_until(_search(), state, Phase.PLAYING, rng)
    deal = state.deal
    assert deal is not None
    if RULES.to_act(state) is None:
        return deal.score_delta
    return _play_cards(state)


def _play_cards(state: State) -> tuple[int, int]:
    """The rest of the play as `playout_action` plays it, on plain lists, and the deal's points (see `finish`).

    Each card is a (seat, card, effective) triple, as the rules' `Play`; the tricks are only counted, and the sar
    collected as `scoring.collect` does. A property test keeps this in step with the rules' playout.
    """
    deal = state.deal
    assert deal is not None and deal.trump is not None and deal.bid is not None and deal.trick is not None
    assert deal.turn is not None
    options = state.options
    by_team, ace_rule, retroactive = options["collect_by"] == "team", options["ace_rule"], options["retroactive_reveal"]
    bid, trump_card = deal.bid, deal.trump.card
    suit, revealed, bidder = trump_card[1], deal.trump.revealed, deal.bid.seat
    # The bid winner who chose the trump from its hand knows its suit before it is shown.
    knows = deal.trump.mode is TrumpMode.HAATH_PAR
    hands = [list(hand) for hand in deal.hands]
    plays: list[tuple[int, str, bool]] = [(play.seat, play.card, play.effective) for play in deal.trick.plays]
    tricks, revealer, turn = len(deal.tricks), deal.revealer, deal.turn
    on_table, holder, run = deal.sar.on_table, deal.sar.holder, deal.sar.run
    won = list(deal.hands_won)
    while True:
        seat, hand = turn, hands[turn]
        # An empty hand is the bid winner's with the trump card still face down: it must show it, then play it.
        card = basic_play(seat, hand, plays, suit, revealed, revealer, bidder, knows) if hand else None
        if card is None:
            revealed, revealer = True, seat
            hands[bidder].append(trump_card)
            if retroactive:
                plays = [(other, played, played[1] == suit) for other, played, _ in plays]
            continue
        hand.remove(card)
        revealer = None
        plays.append((seat, card, revealed and card[1] == suit))
        if len(plays) < 4:
            turn = (seat + 1) % 4
            continue
        winner = trick_winner(plays)
        # Sar: the tricks on the table go to a player (or team) who wins two in a row, and all of them at the end.
        taker = winner % 2 if by_team else winner
        run = run + 1 if holder == taker else 1
        holder, on_table, tricks = taker, on_table + 1, tricks + 1
        won_with = next(played for other, played, _ in plays if other == winner)
        if collects(run, won_with, tricks == TRICKS, ace_rule=ace_rule):
            won[winner % 2] += on_table
            on_table, holder, run = 0, None, 0
        if tricks == TRICKS:
            return score_deal(bid, (won[0], won[1]))
        plays, turn = [], winner


def cards_to_play(view: JSON) -> int:
    """About how many actions a playout takes from here."""
    return sum(view["hand_sizes"]) + 1


def declarations(view: JSON) -> list[JSON]:
    """The trump choices worth telling apart: each visible card, and one blind pick (all eight look alike)."""
    return [choice for choice in view["legal"] if choice.get("hidden_index", 0) == 0]


@cache
def _search() -> Search:
    return Search(
        game=RULES, sample=sample_deal, policy=playout_action, budget=BUDGET, most_deals=MOST_DEALS, judge=judge
    )


SEARCH_BIDS = True
"""Whether bids are searched: `basic`'s call, a pass and the least bid (`bids_weighed`), each played out over deals
sampled from the view (the calls after it `basic`'s, the trump chosen and every card played as the playouts do).

On the first 300 duplicate decks of seed 2026, `strong` took 73.7 % of the points from `basic` with its bids searched
and 66.7 % bidding as `basic` does: +7.0 (+1.0 to +13.0), paired. Of 200 calls (after `basic`'s calls before
them), the search changed 56: 24 to a pass where `basic` bid, 25 to the least bid where it passed, 7 to a lower bid.
"""


def bids_to_play(view: JSON) -> int:
    """About how many actions a playout takes from a bid: the calls left (four at most), the trump, every card."""
    return cards_to_play(view) + 5


def choose_strong(view: JSON, rng: random.Random, sample: Sampler | None = None) -> JSON:
    """Search the bids (`SEARCH_BIDS`), the trump choice and every card played, over deals sampled from the view.

    `sample`, if given, deals the searched deals instead (`bench.ceiling`'s seer deals the true one).
    """
    if not view["legal"]:
        raise ValueError("the seat has no legal action: it is not its turn")
    search = _search() if sample is None else replace(_search(), sample=sample)
    phase = view["phase"]
    if phase == "bidding" and SEARCH_BIDS:
        weighed = bids_weighed(view, choose_basic, rng)
        if len(weighed) == 1:
            return weighed[0]
        return best_action(search, {**view, "legal": weighed}, rng, bids_to_play(view))
    if phase == "declaring":
        return best_action(search, {**view, "legal": declarations(view)}, rng, cards_to_play(view))
    if phase != "playing":
        return choose_basic(view, rng)
    return best_action(search, view, rng, cards_to_play(view))


def appraise_strong(view: JSON, played: JSON, rng: random.Random) -> Appraisal | None:
    """`choose_strong`'s choice and what `played` loses beside it, over the same sampled deals.

    A bid is valued among the bids searched (the played one beside them); None where `basic` chooses.
    """
    phase = view["phase"]
    if phase == "bidding" and SEARCH_BIDS:
        weighed = bids_weighed(view, choose_basic, rng)
        return appraise(_search(), view, played, rng, bids_to_play(view), NOTABLE_LOSS, weighed)
    if phase == "declaring":
        candidates = declarations(view)
        return appraise(_search(), view, played, rng, cards_to_play(view), NOTABLE_LOSS, candidates)
    if phase != "playing":
        return None
    return appraise(_search(), view, played, rng, cards_to_play(view), NOTABLE_LOSS)
