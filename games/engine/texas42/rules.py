"""Texas 42's rules: the draw, one round of bidding, naming trumps or a contract, play, and the hand's score."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.engine.actions import JSON, Action, ActionType, Arg
from games.engine.evolve import changed, evolve, with_deal
from games.engine.match import MatchState
from games.engine.options import Option, non_default_options, resolve_options
from games.engine.protocol import Game, TrickView
from games.engine.texas42.bidding import (
    DOUBLES_NEEDED,
    LIMIT_BID,
    LOWEST_BID,
    bid_refusal,
    bids_allowed,
    contract_bid,
    marks_bid_refusal,
    marks_bids,
)
from games.engine.texas42.deal import (
    HAND,
    NELLO,
    SEATS,
    SEVENS,
    Bid,
    Call,
    Phase,
    Play,
    Texas42Deal,
    Trick,
    draw_hands,
    team_of,
)
from games.engine.texas42.dominoes import TILES, TRICK_POINT, TRICK_POINTS, is_double
from games.engine.texas42.options import OPTION_LINKS, OPTIONS, settle_options, target_default
from games.engine.texas42.reasons import reason
from games.engine.texas42.scoring import game_winner, hand_score, marks_result, marks_score, points_result
from games.engine.texas42.suits import (
    CONTRACT_NAMES,
    LEADS,
    MEMBERS,
    NO_TRUMP,
    TRUMP_NAMES,
    TRUMP_NUMBERS,
    WITHOUT_TRUMPS,
    is_trump_name,
)
from games.engine.texas42.tricks import (
    playable,
    refusal,
    sevens_playable,
    sevens_refusal,
    sevens_winner,
    trick_winner,
)
from games.engine.texas42.view import seat_part, summary_part, trick_in_play
from games.engine.tricks import illegal, make, trick_json, turn_action

State = MatchState[Texas42Deal]

_TILE_SET = frozenset(TILES)
# Looked up on every action: module names are found faster than enum members.
_PLAYING, _BIDDING, _NAMING_TRUMP = Phase.PLAYING, Phase.BIDDING, Phase.NAMING_TRUMP


class Texas42(Game[Texas42Deal]):
    """Texas 42, the classic points game and the marks game with its contracts, as `shared/spec/texas42.md` says."""

    id: ClassVar[str] = "texas42"
    seat_count: ClassVar[int] = SEATS
    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0, 2), (1, 3))
    full_deck: ClassVar[tuple[str, ...]] = TILES
    option_specs: ClassVar[dict[str, Option]] = OPTIONS
    option_links: ClassVar[dict[str, dict[str, Any]]] = OPTION_LINKS
    action_types: ClassVar[dict[str, ActionType]] = {
        "bid": ActionType({"value": Arg.INT}, optional={"contract": Arg.CONTRACT}),
        "pass": ActionType({}),
        "name_trump": ActionType({"trump": Arg.TRUMP}),
        "play": ActionType({"card": Arg.CARD}),
    }
    deal_type: ClassVar[type] = Texas42Deal

    def is_trump_name(self, value: object) -> bool:
        """A trump is named 0 to 6 (a suit of pips), "doubles" or "notrump"; the marks game adds nello and sevens."""
        return is_trump_name(value)

    def is_contract_name(self, value: object) -> bool:
        """A bid's contract is "splash" or "plunge" (the marks game)."""
        return value in ("splash", "plunge") and isinstance(value, str)

    # --- options ---------------------------------------------------------

    def resolve_options(self, given: object) -> dict[str, Any]:
        """The options checked together: the target the scoring implies, no marks-game option under points."""
        options = resolve_options(self.option_specs, given)
        return settle_options(given if isinstance(given, Mapping) else {}, options)

    def recorded_options(self, state: State) -> dict[str, Any]:
        """The options that differ from their defaults, the target's default being the scoring's (250 or 7)."""
        recorded = non_default_options(self.option_specs, state.options)
        recorded.pop("target", None)
        if state.options["target"] != target_default(state.options["scoring"]):
            recorded["target"] = state.options["target"]
        return recorded

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
                if phase is _BIDDING and type(value) is int and "contract" not in action:
                    return self._call(state, deal, seat, value, None)
            elif kind == "pass":
                if phase is _BIDDING:
                    return self._call(state, deal, seat, None, None)
            elif kind == "name_trump":
                trump = action.get("trump")
                if phase is _NAMING_TRUMP and (type(trump) is int or type(trump) is str) and is_trump_name(trump):
                    return self._name(state, deal, seat, trump)
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
                return self._call(state, deal, seat, action.value if kind == "bid" else None, action.contract)
            raise illegal(f"seat {seat} must first bid or pass")
        if kind == "name_trump":
            assert action.trump is not None
            return self._name(state, deal, seat, action.trump)
        raise illegal(f"seat {seat} must now name trumps")

    def legal_turn_actions(self, state: State) -> list[Action]:
        """Every legal action of the seat to act."""
        deal = state.deal
        assert deal is not None and deal.turn is not None
        seat = deal.turn
        if deal.phase is Phase.BIDDING:
            calls = [Action(seat, "bid", value=value) for value in self._bids(state, deal)]
            calls += [
                Action(seat, "bid", value=value, contract=contract)
                for contract, value in self._contract_bids(state, deal, seat).items()
            ]
            if not self._must_bid(state, deal, seat):
                calls.insert(0, Action(seat, "pass"))
            return calls
        if deal.phase is Phase.NAMING_TRUMP:
            return [Action(seat, "name_trump", trump=name) for name in self._names(state, deal)]
        assert deal.trick is not None and deal.trump is not None
        if deal.contract == SEVENS:
            return [Action(seat, "play", card=name) for name in sevens_playable(deal.hands[seat])]
        return [Action(seat, "play", card=name) for name in playable(deal.hands[seat], deal.trick.suit, deal.trump)]

    # --- bidding ---------------------------------------------------------

    @staticmethod
    def _must_bid(state: State, deal: Texas42Deal, seat: int) -> bool:
        """Under the `force` rule the dealer may not pass when the three before have passed."""
        return state.options["all_pass"] == "force" and seat == deal.dealer and deal.bid is None

    @staticmethod
    def _bids(state: State, deal: Texas42Deal) -> tuple[int, ...]:
        """The ordinary bids allowed now, by the scoring's ladder."""
        if state.options["scoring"] == "marks":
            return marks_bids(0 if deal.bid is None else deal.bid.value)
        return bids_allowed(None if deal.bid is None else deal.bid.value)

    @staticmethod
    def _contract_bids(state: State, deal: Texas42Deal, seat: int) -> dict[str, int]:
        """The splash and plunge the seat may bid now, with the one value each may take (spec 8.2)."""
        options = state.options
        if options["scoring"] != "marks":
            return {}
        doubles = sum(1 for name in deal.hands[seat] if is_double(name))
        high = 0 if deal.bid is None else deal.bid.value
        return {
            contract: contract_bid(high, options[f"{contract}_min"])
            for contract in ("splash", "plunge")
            if contract in options["contracts"] and doubles >= DOUBLES_NEEDED[contract]
        }

    def _bid_refusal(self, state: State, deal: Texas42Deal, seat: int, value: int, contract: str | None) -> str | None:
        """Why a bid (a splash or plunge if `contract`) may not be made now, in plain words; None if it may."""
        options = state.options
        marks = options["scoring"] == "marks"
        high = None if deal.bid is None else deal.bid.value
        if contract is None:
            return marks_bid_refusal(high or 0, value) if marks else bid_refusal(high, value)
        if not marks:
            return f"a {contract} is a bid of the marks game; this table plays for points"
        if contract not in options["contracts"]:
            return f"this table does not play {contract}"
        needed = DOUBLES_NEEDED[contract]
        held = sum(1 for name in deal.hands[seat] if is_double(name))
        if held < needed:
            return f"a {contract} needs at least {needed} doubles in hand; seat {seat} holds {held}"
        allowed = contract_bid(high or 0, options[f"{contract}_min"])
        if value != allowed:
            return f"a {contract} may be bid now at {allowed} exactly; not {value}"
        return None

    def _call(self, state: State, deal: Texas42Deal, seat: int, value: int | None, contract: str | None) -> State:
        """A bid of `value` (a splash or plunge if `contract`), or a pass (None); the dealer's call ends the bidding."""
        bid = deal.bid
        if value is None:
            if self._must_bid(state, deal, seat):
                least = f"from {LOWEST_BID} to {LIMIT_BID}" if state.options["scoring"] == "points" else "30 or more"
                raise illegal(f"the other three have passed: the dealer, seat {seat}, must bid {least}")
        else:
            why = self._bid_refusal(state, deal, seat, value, contract)
            if why is not None:
                raise illegal(why)
            bid = Bid(seat, value, contract)
        calls = (*deal.calls, Call(seat, value, contract if value is not None else None))
        if seat != deal.dealer:
            return with_deal(state, changed(deal, {"calls": calls, "bid": bid, "turn": (seat + 1) % SEATS}))
        if bid is None:
            # Thrown in: the dominoes are shuffled again and the deal passes to the next seat.
            deal = evolve(deal, calls=calls, phase=Phase.VOID, turn=None)
            return evolve(state, deal=deal, dealer=(deal.dealer + 1) % SEATS)
        # After a splash or plunge the bidder's partner names trumps and leads.
        namer = bid.seat if bid.contract is None else (bid.seat + 2) % SEATS
        return with_deal(state, changed(deal, {"calls": calls, "bid": bid, "phase": Phase.NAMING_TRUMP, "turn": namer}))

    # --- naming ----------------------------------------------------------

    @staticmethod
    def _names(state: State, deal: Texas42Deal) -> list[int | str]:
        """What may be named now: a trump, no-trump, and after an ordinary bid high enough, nello and sevens."""
        bid = deal.bid
        assert bid is not None
        options = state.options
        names = list(TRUMP_NAMES)
        if options["scoring"] == "marks" and bid.contract is None:
            names += [
                name for name in CONTRACT_NAMES if name in options["contracts"] and bid.value >= options[f"{name}_min"]
            ]
        return names

    def _name_refusal(self, state: State, deal: Texas42Deal, name: int | str) -> str:
        """Why a contract may not be named now, in plain words (a trump may always be named)."""
        bid = deal.bid
        assert bid is not None
        options = state.options
        if options["scoring"] != "marks":
            return f"{name} is a contract of the marks game; this table plays for points"
        if name not in options["contracts"]:
            return f"this table does not play {name}"
        if bid.contract is not None:
            return f"after a {bid.contract} the partner names a trump (0 to 6, doubles or notrump), not {name}"
        return f"{name} needs a bid of at least {options[f'{name}_min']}; the bid is {bid.value}"

    def _name(self, state: State, deal: Texas42Deal, seat: int, name: int | str) -> State:
        """Trumps or a contract named by the seat to name, who leads the first trick."""
        contract: str | None = None
        if name in CONTRACT_NAMES:
            if name not in self._names(state, deal):
                raise illegal(self._name_refusal(state, deal, name))
            contract = str(name)
            trump = WITHOUT_TRUMPS[state.options["nello_doubles"]] if contract == NELLO else NO_TRUMP
        elif name == "notrump":
            trump = WITHOUT_TRUMPS[state.options["notrump_doubles"]]
        else:
            trump = TRUMP_NUMBERS[name]
        named = {"trump": trump, "contract": contract, "phase": _PLAYING, "trick": Trick(seat), "turn": seat}
        return with_deal(state, changed(deal, named))

    # --- play ------------------------------------------------------------

    def _play(self, state: State, deal: Texas42Deal, seat: int, name: str) -> State:
        """A tile played to the trick; the last of a trick decides it, and the hand ends when it is decided."""
        trick, trump = deal.trick, deal.trump
        assert trick is not None and trump is not None
        hands = deal.hands
        hand = hands[seat]
        suit = trick.suit
        contract = deal.contract
        if contract == SEVENS:
            why = sevens_refusal(seat, hand, name)
            if why is not None:
                raise illegal(why)
        elif suit is None:
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
        sitter = deal.sitting_out
        if len(plays) < (SEATS if sitter is None else SEATS - 1):
            following = (seat + 1) % SEATS
            if following == sitter:
                following = (following + 1) % SEATS
            trick = make(Trick, (trick.leader, plays, None, suit))
            return with_deal(state, changed(deal, {"hands": hands, "trick": trick, "turn": following}))
        bid = deal.bid
        assert bid is not None
        if contract == SEVENS:
            winner = sevens_winner(plays, team_of(bid.seat), state.options["sevens_ties"])
        else:
            assert suit is not None
            winner = trick_winner(plays, trump, suit)
        tricks = (*deal.tricks, make(Trick, (trick.leader, plays, winner, suit)))
        points = TRICK_POINT
        for play in plays:
            points += TRICK_POINTS[play.card]
        taken = deal.points_taken
        taken = (taken[0] + points, taken[1]) if winner % 2 == 0 else (taken[0], taken[1] + points)
        if state.options["scoring"] == "marks":
            result = deal.result or marks_result(bid, contract, taken, tricks)
            if len(tricks) == HAND or (result is not None and state.options["early_end"]):
                assert result is not None
                ended = evolve(deal, hands=hands, trick=None, tricks=tricks, points_taken=taken, result=result)
                return self._score(state, ended, marks_score(bid, result))
        else:
            result = None
            if len(tricks) == HAND:
                result = points_result(bid, taken, tricks)
                ended = evolve(deal, hands=hands, trick=None, tricks=tricks, points_taken=taken, result=result)
                return self._score(state, ended, hand_score(bid, taken, result))
        trick = make(Trick, (winner, (), None, None))
        after = {
            "hands": hands,
            "trick": trick,
            "tricks": tricks,
            "points_taken": taken,
            "turn": winner,
            "result": result,
        }
        return with_deal(state, changed(deal, after))

    def _score(self, state: State, deal: Texas42Deal, delta: tuple[int, int]) -> State:
        """Score the hand; a game is won by reaching the target, by the bidders if both sides reach it."""
        bid = deal.bid
        assert bid is not None
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
        """The `target` option: 250 points or 7 marks unless the room says otherwise."""
        target: int = state.options["target"]
        return target

    def trick_in_play(self, deal: Texas42Deal) -> TrickView | None:
        """The trick being played, with which of its tiles are trumps."""
        return trick_in_play(deal)

    def tricks_of(self, deal: Texas42Deal) -> list[TrickView]:
        """The deal's finished tricks."""
        return [trick_json(trick) for trick in deal.tricks]

    def seat_part(self, state: State, seat: int | None) -> JSON:
        """The calls, the bid, the trump or contract, each team's tricks, points and count, the result, who sits out."""
        return seat_part(state.deal, seat)

    def summary_part(self, deal: Texas42Deal) -> JSON:
        """The highest bid, the trump or contract, each team's points and tricks, the result, the doubles' rule."""
        return summary_part(deal)
