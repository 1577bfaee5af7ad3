"""Texas 42's rules: the draw, one round of bidding, naming trumps, play, and the hand's score to 250."""

from __future__ import annotations

from typing import ClassVar

from games.engine.actions import JSON, Action, ActionType, Arg
from games.engine.evolve import changed, evolve, with_deal
from games.engine.match import MatchState
from games.engine.options import Option
from games.engine.protocol import Game, TrickView
from games.engine.texas42.bidding import LIMIT_BID, LOWEST_BID, bid_refusal, bids_allowed
from games.engine.texas42.deal import HAND, SEATS, Bid, Call, Phase, Play, Texas42Deal, Trick, draw_hands, team_of
from games.engine.texas42.dominoes import TILES, TRICK_POINT, TRICK_POINTS
from games.engine.texas42.options import OPTIONS
from games.engine.texas42.reasons import reason
from games.engine.texas42.scoring import game_winner, hand_score
from games.engine.texas42.suits import LEADS, MEMBERS, TRUMP_NAMES, TRUMP_NUMBERS, is_trump_name, trump_number
from games.engine.texas42.tricks import playable, refusal, trick_winner
from games.engine.texas42.view import seat_part, summary_part, trick_in_play
from games.engine.tricks import illegal, make, trick_json, turn_action

State = MatchState[Texas42Deal]

_TILE_SET = frozenset(TILES)
# Looked up on every action: module names are found faster than enum members.
_PLAYING, _BIDDING, _NAMING_TRUMP = Phase.PLAYING, Phase.BIDDING, Phase.NAMING_TRUMP


class Texas42(Game[Texas42Deal]):
    """Texas 42, the classic points game, as `shared/spec/texas42.md` describes it."""

    id: ClassVar[str] = "texas42"
    seat_count: ClassVar[int] = SEATS
    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0, 2), (1, 3))
    full_deck: ClassVar[tuple[str, ...]] = TILES
    option_specs: ClassVar[dict[str, Option]] = OPTIONS
    action_types: ClassVar[dict[str, ActionType]] = {
        "bid": ActionType({"value": Arg.INT}),
        "pass": ActionType({}),
        "name_trump": ActionType({"trump": Arg.TRUMP}),
        "play": ActionType({"card": Arg.CARD}),
    }
    deal_type: ClassVar[type] = Texas42Deal

    def is_trump_name(self, value: object) -> bool:
        """A trump is named 0 to 6 (a suit of pips), "doubles" or "notrump"."""
        return is_trump_name(value)

    # --- the draw --------------------------------------------------------

    def start_deal(self, state: State, deck: tuple[str, ...]) -> State:
        """Seven each from the seat after the dealer round to the dealer, who bids first."""
        dealer = state.dealer
        deal = Texas42Deal(dealer=dealer, hands=draw_hands(deck, dealer), turn=(dealer + 1) % SEATS)
        return evolve(state, deal=deal)

    # --- one turn --------------------------------------------------------

    def play(self, state: State, obj: object) -> State:
        """Parse a JSON action and apply it; a well-formed action of the seat to act goes straight to the rules.

        Any other object takes the shared path, which finds what is wrong with it in the contract's order.
        """
        action = turn_action(state, obj)
        deal = state.deal
        if action is not None and deal is not None:
            seat: int = action["seat"]
            kind = action.get("type")
            phase = deal.phase
            if kind == "play":
                name = action.get("card")
                if phase is _PLAYING and type(name) is str and name in _TILE_SET:
                    return self._play(state, deal, seat, name)
            elif kind == "bid":
                value = action.get("value")
                if phase is _BIDDING and type(value) is int:
                    return self._call(state, deal, seat, value)
            elif kind == "pass":
                if phase is _BIDDING:
                    return self._call(state, deal, seat, None)
            elif kind == "name_trump":
                trump = action.get("trump")
                if phase is _NAMING_TRUMP and type(trump) in (int, str) and trump in TRUMP_NUMBERS:
                    return self._name_trump(state, deal, TRUMP_NUMBERS[trump])
        return self.apply(state, self.parse_action(obj))

    def apply_legal_turn(self, state: State, action: Action) -> State:
        """Apply the action of the seat to act, by phase."""
        deal = state.deal
        assert deal is not None
        kind, seat = action.type, action.seat
        phase = deal.phase
        if phase is _PLAYING:
            if kind == "play":
                assert action.card is not None
                return self._play(state, deal, seat, action.card)
            raise illegal(f"the bidding is over and trumps are named: seat {seat} must play a tile, not '{kind}'")
        if phase is _BIDDING:
            if kind in ("bid", "pass"):
                return self._call(state, deal, seat, action.value if kind == "bid" else None)
            raise illegal(f"seat {seat} must first bid or pass")
        if kind == "name_trump":
            assert action.trump is not None
            return self._name_trump(state, deal, trump_number(action.trump))
        raise illegal(f"seat {seat} won the bid and must now name trumps")

    def legal_turn_actions(self, state: State) -> list[Action]:
        """Every legal action of the seat to act."""
        deal = state.deal
        assert deal is not None and deal.turn is not None
        seat = deal.turn
        if deal.phase is Phase.BIDDING:
            high = None if deal.bid is None else deal.bid.value
            calls = [Action(seat, "bid", value=value) for value in bids_allowed(high)]
            if not self._must_bid(state, deal, seat):
                calls.insert(0, Action(seat, "pass"))
            return calls
        if deal.phase is Phase.NAMING_TRUMP:
            return [Action(seat, "name_trump", trump=name) for name in TRUMP_NAMES]
        assert deal.trick is not None and deal.trump is not None
        return [Action(seat, "play", card=name) for name in playable(deal.hands[seat], deal.trick.suit, deal.trump)]

    # --- bidding ---------------------------------------------------------

    @staticmethod
    def _must_bid(state: State, deal: Texas42Deal, seat: int) -> bool:
        """Under the `force` rule the dealer may not pass when the three before have passed."""
        return state.options["all_pass"] == "force" and seat == deal.dealer and deal.bid is None

    def _call(self, state: State, deal: Texas42Deal, seat: int, value: int | None) -> State:
        """A bid of `value`, or a pass (None); the dealer's call ends the bidding."""
        bid = deal.bid
        if value is None:
            if self._must_bid(state, deal, seat):
                raise illegal(
                    f"the other three have passed: the dealer, seat {seat}, must bid from {LOWEST_BID} to {LIMIT_BID}"
                )
        else:
            why = bid_refusal(None if bid is None else bid.value, value)
            if why is not None:
                raise illegal(why)
            bid = Bid(seat, value)
        calls = (*deal.calls, Call(seat, value))
        if seat != deal.dealer:
            return with_deal(state, changed(deal, {"calls": calls, "bid": bid, "turn": (seat + 1) % SEATS}))
        if bid is None:
            # Thrown in: the dominoes are shuffled again and the deal passes to the next seat.
            deal = evolve(deal, calls=calls, phase=Phase.VOID, turn=None)
            return evolve(state, deal=deal, dealer=(deal.dealer + 1) % SEATS)
        return with_deal(
            state, changed(deal, {"calls": calls, "bid": bid, "phase": Phase.NAMING_TRUMP, "turn": bid.seat})
        )

    @staticmethod
    def _name_trump(state: State, deal: Texas42Deal, trump: int) -> State:
        """The bidder names trumps and leads the first trick."""
        assert deal.bid is not None
        leader = deal.bid.seat
        return with_deal(
            state, changed(deal, {"trump": trump, "phase": _PLAYING, "trick": Trick(leader), "turn": leader})
        )

    # --- play ------------------------------------------------------------

    def _play(self, state: State, deal: Texas42Deal, seat: int, name: str) -> State:
        """A tile played to the trick; the fourth completes it, and the seventh trick ends the hand."""
        trick, trump = deal.trick, deal.trump
        assert trick is not None and trump is not None
        hands = deal.hands
        hand = hands[seat]
        suit = trick.suit
        if suit is None:
            if name not in hand:
                raise illegal(f"seat {seat} does not hold {name}")
            suit = LEADS[trump][name]
        elif name not in MEMBERS[trump][suit] or name not in hand:
            why = refusal(seat, hand, suit, trump, name)
            if why is not None:
                raise illegal(why)
        # Named tuples made as plain tuples are, and hands rebuilt from a list: this runs for every tile replayed.
        plays = (*trick.plays, make(Play, (seat, name)))
        at = hand.index(name)
        held = list(hands)
        held[seat] = hand[:at] + hand[at + 1 :]
        hands = tuple(held)
        if len(plays) < SEATS:
            trick = make(Trick, (trick.leader, plays, None, suit))
            return with_deal(state, changed(deal, {"hands": hands, "trick": trick, "turn": (seat + 1) % SEATS}))
        winner = trick_winner(plays, trump, suit)
        tricks = (*deal.tricks, make(Trick, (trick.leader, plays, winner, suit)))
        points = TRICK_POINT + TRICK_POINTS[plays[0].card] + TRICK_POINTS[plays[1].card]
        points += TRICK_POINTS[plays[2].card] + TRICK_POINTS[plays[3].card]
        taken = deal.points_taken
        taken = (taken[0] + points, taken[1]) if winner % 2 == 0 else (taken[0], taken[1] + points)
        if len(tricks) < HAND:
            trick = make(Trick, (winner, (), None, None))
            following = {"hands": hands, "trick": trick, "tricks": tricks, "points_taken": taken, "turn": winner}
            return with_deal(state, changed(deal, following))
        return self._score(state, evolve(deal, hands=hands, trick=None, tricks=tricks, points_taken=taken))

    def _score(self, state: State, deal: Texas42Deal) -> State:
        """Score the played hand; a game is won by reaching the target, by the bidders if both sides reach it."""
        bid = deal.bid
        assert bid is not None
        delta = hand_score(bid, deal.points_taken, deal.tricks)
        deal = evolve(deal, phase=Phase.OVER, turn=None, score_delta=delta)
        tally = state.tally.add(delta)
        winner = game_winner(tally.scores, state.options["target"], team_of(bid.seat))
        if winner is not None:
            tally = tally.win_game((winner,), state.options["games_per_match"])
        return evolve(state, deal=deal, tally=tally, dealer=(deal.dealer + 1) % SEATS)

    # --- computer players ------------------------------------------------

    def reason(self, view: JSON, choice: JSON) -> str | None:
        """Why a choice suits the seat: trumps drawn, a trick taken, count fed to a partner (see `reasons`)."""
        return reason(view, choice)

    # --- what players see ------------------------------------------------

    def target(self, state: State) -> int:
        """The `target` option: 250 unless the room says otherwise."""
        target: int = state.options["target"]
        return target

    def trick_in_play(self, deal: Texas42Deal) -> TrickView | None:
        """The trick being played, with which of its tiles are trumps."""
        return trick_in_play(deal)

    def tricks_of(self, deal: Texas42Deal) -> list[TrickView]:
        """The deal's finished tricks."""
        return [trick_json(trick) for trick in deal.tricks]

    def seat_part(self, state: State, seat: int | None) -> JSON:
        """The calls, the bid, the trump, and each team's tricks, points and count taken."""
        return seat_part(state.deal, seat)

    def summary_part(self, deal: Texas42Deal) -> JSON:
        """The highest bid, the trump and each team's points taken."""
        return summary_part(deal)
