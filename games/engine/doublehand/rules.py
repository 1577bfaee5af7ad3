"""Doublehand's rules: the auction, the trump declaration, play with the hidden trump, and the match."""

from __future__ import annotations

from typing import ClassVar

from games.engine.actions import JSON, Action, ActionType, Arg
from games.engine.doublehand.deal import (
    HIDDEN,
    SEATS,
    TRICKS,
    VISIBLE,
    Bid,
    DoublehandDeal,
    Phase,
    Play,
    Trick,
    Trump,
    TrumpMode,
    deal_hands,
)
from games.engine.doublehand.reasons import reason
from games.engine.doublehand.scoring import GAME_TARGET, collect, score_deal, trick_winner
from games.engine.doublehand.view import open_trump, seat_part, summary_part
from games.engine.evolve import changed, evolve, with_deal
from games.engine.french import CARDS, DECK, SUIT_NAMES
from games.engine.match import MatchState
from games.engine.options import GAMES_PER_MATCH, Choice, Flag, Option
from games.engine.protocol import Game, TrickView
from games.engine.tricks import illegal, make, trick_json, turn_action

MIN_BID = 7
MAX_BID = 13

State = MatchState[DoublehandDeal]


# Looked up on every card: module names are found faster than enum members.
_PLAYING, _BIDDING = Phase.PLAYING, Phase.BIDDING


def _suit_word(suit: str) -> str:
    return SUIT_NAMES[suit][:-1]


class Doublehand(Game[DoublehandDeal]):
    """Doublehand as `shared/spec/doublehand.md` describes it."""

    id: ClassVar[str] = "doublehand"
    seat_count: ClassVar[int] = SEATS
    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0, 2), (1, 3))
    full_deck: ClassVar[tuple[str, ...]] = DECK
    option_specs: ClassVar[dict[str, Option]] = {
        "games_per_match": GAMES_PER_MATCH,
        "auction": Choice(
            ("open", "single"),
            "open",
            "open: keep calling until all but one pass; single: each player calls once.",
        ),
        "collect_by": Choice(
            ("player", "team"),
            "player",
            "Who must win two tricks in a row to collect the tricks on the table: one player, or either partner.",
        ),
        "ace_rule": Flag(False, "A trick won by an ace never collects, except the last one."),
        "retroactive_reveal": Flag(
            False, "Revealing the trump also turns trump-suit cards already in the trick into trumps."
        ),
    }
    action_types: ClassVar[dict[str, ActionType]] = {
        "bid": ActionType({"value": Arg.INT}),
        "pass": ActionType({}),
        "declare_trump": ActionType({}, one_of={"card": Arg.CARD, "hidden_index": Arg.INT}),
        "reveal_trump": ActionType({}),
        "play": ActionType({"card": Arg.CARD}),
    }
    deal_type: ClassVar[type] = DoublehandDeal

    # --- dealing ---------------------------------------------------------

    def start_deal(self, state: State, deck: tuple[str, ...]) -> State:
        """Deal 5-4-4 and open the auction with the seat after the dealer."""
        deal = DoublehandDeal(
            dealer=state.dealer, hands=deal_hands(deck, state.dealer), turn=(state.dealer + 1) % SEATS
        )
        return evolve(state, deal=deal)

    # --- one turn --------------------------------------------------------

    def play(self, state: State, obj: object) -> State:
        """Parse a JSON action and apply it; a well-formed card or call of the seat to act goes straight to the rules.

        Any other object takes the shared path, which finds what is wrong with it in the contract's order.
        """
        action = turn_action(state, obj)
        deal = state.deal
        if action is not None and deal is not None:
            kind = action.get("type")
            if kind == "play":
                card = action.get("card")
                if deal.phase is _PLAYING and type(card) is str and card in CARDS:
                    return self._play(state, deal, action["seat"], card)
            elif kind == "pass" or kind == "bid":
                value = action.get("value")
                if deal.phase is _BIDDING and (kind == "pass" or type(value) is int):
                    return self._call(state, deal, action["seat"], kind, value if kind == "bid" else None)
        return self.apply(state, self.parse_action(obj))

    def apply_legal_turn(self, state: State, action: Action) -> State:
        """Apply the action of the seat to act, by phase."""
        deal = state.deal
        assert deal is not None
        if deal.phase is Phase.BIDDING:
            return self._call(state, deal, action.seat, action.type, action.value)
        if deal.phase is Phase.DECLARING:
            return evolve(state, deal=self._declare(deal, action))
        if action.type == "reveal_trump":
            return evolve(state, deal=self._reveal(state, deal, action.seat))
        if action.type == "play":
            assert action.card is not None
            return self._play(state, deal, action.seat, action.card)
        raise illegal(f"'{action.type}' is not possible while the cards are being played")

    def legal_turn_actions(self, state: State) -> list[Action]:
        """Every legal action of the seat to act."""
        deal = state.deal
        assert deal is not None and deal.turn is not None
        seat = deal.turn
        if deal.phase is Phase.BIDDING:
            lowest = max(MIN_BID, deal.bid.value + 1 if deal.bid else MIN_BID)
            return [Action(seat, "pass")] + [Action(seat, "bid", value=v) for v in range(lowest, MAX_BID + 1)]
        if deal.phase is Phase.DECLARING:
            return [Action(seat, "declare_trump", card=card) for card in deal.hands[seat][:VISIBLE]] + [
                Action(seat, "declare_trump", hidden_index=k) for k in range(HIDDEN)
            ]
        if self._must_reveal(deal, seat):
            return [Action(seat, "reveal_trump")]
        actions = [Action(seat, "play", card=card) for card in self._playable(deal, seat)]
        if self._may_reveal(deal, seat):
            actions.append(Action(seat, "reveal_trump"))
        return actions

    # --- the auction -----------------------------------------------------

    def _call(self, state: State, deal: DoublehandDeal, seat: int, kind: str, value: int | None) -> State:
        """A bid of `value` or a pass; any other kind of action is refused during the auction."""
        if kind == "bid":
            assert value is not None
            if not MIN_BID <= value <= MAX_BID:
                raise illegal(f"a bid must be from {MIN_BID} to {MAX_BID} tricks, not {value}")
            if deal.bid is not None and value <= deal.bid.value:
                raise illegal(f"a bid must be higher than the highest so far, {deal.bid.value}")
            call: int | None = value
        elif kind == "pass":
            call = None
        else:
            raise illegal(f"'{kind}' is not possible during the auction: bid or pass")
        calls = (*deal.calls, (seat, call))
        bid = Bid(seat, call) if call is not None else deal.bid
        deal = changed(deal, {"calls": calls, "bid": bid})
        if self._auction_over(state, deal):
            if bid is None:
                # Thrown in: the same dealer deals again, so state.dealer stays.
                return with_deal(state, changed(deal, {"phase": Phase.VOID, "turn": None}))
            return with_deal(state, changed(deal, {"phase": Phase.DECLARING, "turn": bid.seat}))
        passed = {s for s, value in calls if value is None}
        turn = next(
            candidate
            for candidate in ((seat + step) % SEATS for step in range(1, SEATS + 1))
            if state.options["auction"] == "single" or candidate not in passed
        )
        return with_deal(state, changed(deal, {"turn": turn}))

    @staticmethod
    def _auction_over(state: State, deal: DoublehandDeal) -> bool:
        if deal.bid is not None and deal.bid.value == MAX_BID:
            return True
        if state.options["auction"] == "single":
            return len(deal.calls) == SEATS
        passed = {seat for seat, value in deal.calls if value is None}
        if len(passed) == SEATS:
            return True
        return deal.bid is not None and len(passed) == SEATS - 1

    # --- the trump card --------------------------------------------------

    @staticmethod
    def _declare(deal: DoublehandDeal, action: Action) -> DoublehandDeal:
        if action.type != "declare_trump":
            raise illegal("the bid winner must now choose the trump card")
        seat = action.seat
        hand = deal.hands[seat]
        if action.card is not None:
            if action.card not in hand[:VISIBLE]:
                raise illegal(f"{action.card} is not one of seat {seat}'s five visible cards")
            trump = Trump(action.card, TrumpMode.HAATH_PAR)
        else:
            index = action.hidden_index
            assert index is not None
            if not 0 <= index < HIDDEN:
                raise illegal(f"hidden_index must be from 0 to {HIDDEN - 1}, not {index}")
            trump = Trump(hand[VISIBLE + index], TrumpMode.KHEENCH)
        hands = list(deal.hands)
        hands[seat] = tuple(card for card in hand if card != trump.card)
        return evolve(
            deal,
            hands=tuple(hands),
            trump=trump,
            phase=Phase.PLAYING,
            trick=Trick(leader=seat),
            turn=seat,
        )

    # --- play ------------------------------------------------------------

    @staticmethod
    def _must_reveal(deal: DoublehandDeal, seat: int) -> bool:
        """The bid winner's hand is empty while the trump card still lies hidden: the last trick."""
        assert deal.bid is not None and deal.trump is not None
        return seat == deal.bid.seat and not deal.hands[seat] and not deal.trump.revealed

    @staticmethod
    def _may_reveal(deal: DoublehandDeal, seat: int) -> bool:
        """A player who cannot follow suit may reveal a hidden trump (never the leader)."""
        assert deal.trump is not None and deal.trick is not None
        led = deal.trick.led_suit
        if deal.trump.revealed or led is None:
            return False
        return all(card[1] != led for card in deal.hands[seat])

    @staticmethod
    def _playable(deal: DoublehandDeal, seat: int) -> tuple[str, ...]:
        assert deal.trump is not None and deal.trick is not None
        hand = deal.hands[seat]
        led = deal.trick.led_suit
        if led is not None:
            following = tuple(card for card in hand if card[1] == led)
            if following:
                return following
        if deal.revealer == seat:
            trumps = tuple(card for card in hand if card[1] == deal.trump.suit)
            if trumps:
                return trumps
        return hand

    def _reveal(self, state: State, deal: DoublehandDeal, seat: int) -> DoublehandDeal:
        assert deal.trump is not None and deal.trick is not None and deal.bid is not None
        if deal.trump.revealed:
            raise illegal("the trump has already been revealed")
        if not self._must_reveal(deal, seat):
            led = deal.trick.led_suit
            if led is None:
                raise illegal("a player who leads cannot reveal the trump")
            if not self._may_reveal(deal, seat):
                raise illegal(
                    f"seat {seat} holds a {_suit_word(led)} and must follow suit; "
                    "only a player who cannot follow may reveal"
                )
        trump = evolve(deal.trump, revealed=True)
        hands = list(deal.hands)
        hands[deal.bid.seat] = hands[deal.bid.seat] + (trump.card,)
        trick = deal.trick
        if state.options["retroactive_reveal"]:
            plays = tuple(play._replace(effective=play.card[1] == trump.suit) for play in trick.plays)
            trick = trick._replace(plays=plays)
        return evolve(deal, trump=trump, hands=tuple(hands), revealer=seat, trick=trick)

    def _play(self, state: State, deal: DoublehandDeal, seat: int, card: str) -> State:
        trump, trick, bid = deal.trump, deal.trick, deal.bid
        assert trump is not None and trick is not None and bid is not None
        hand = deal.hands[seat]
        # `_must_reveal`, written out: this runs for every card replayed.
        if seat == bid.seat and not hand and not trump.revealed:
            raise illegal("the bid winner's hand is empty: reveal the trump card, then play it")
        # One search of the hand both checks that the card is held and finds where.
        try:
            at = hand.index(card)
        except ValueError:
            raise illegal(f"seat {seat} does not hold {card}") from None
        # The same duties as `_playable`, checked for one card without listing them all.
        suit = card[1]
        plays = trick.plays
        led = plays[0].card[1] if plays else suit
        if suit != led and led in {held[1] for held in hand}:
            raise illegal(f"seat {seat} holds a {_suit_word(led)} and must follow suit")
        if deal.revealer == seat and suit != trump.suit:
            suits = {held[1] for held in hand}
            if (not plays or led not in suits) and trump.suit in suits:
                raise illegal(f"seat {seat} revealed the trump and must play a {_suit_word(trump.suit)}")
        plays = (*plays, make(Play, (seat, card, trump.revealed and suit == trump.suit)))
        hands = (*deal.hands[:seat], hand[:at] + hand[at + 1 :], *deal.hands[seat + 1 :])
        if len(plays) < SEATS:
            trick = make(Trick, (trick.leader, plays, None))
            return with_deal(
                state, changed(deal, {"hands": hands, "trick": trick, "revealer": None, "turn": (seat + 1) % SEATS})
            )
        winner = trick_winner(plays)
        deal = collect(
            changed(deal, {"hands": hands, "revealer": None}),
            make(Trick, (trick.leader, plays, winner)),
            by_team=state.options["collect_by"] == "team",
            ace_rule=state.options["ace_rule"],
        )
        if len(deal.tricks) < TRICKS:
            return with_deal(state, changed(deal, {"trick": make(Trick, (winner, (), None)), "turn": winner}))
        return self._score(state, deal)

    def _score(self, state: State, deal: DoublehandDeal) -> State:
        assert deal.bid is not None
        delta = score_deal(deal.bid, deal.hands_won)
        deal = evolve(deal, phase=Phase.OVER, turn=None, trick=None, score_delta=delta)
        tally = state.tally.add(delta)
        reached = tuple(team for team, score in enumerate(tally.scores) if score >= GAME_TARGET)
        if reached:
            tally = tally.win_game(reached, state.options["games_per_match"])
        return evolve(state, deal=deal, tally=tally, dealer=(deal.dealer + 1) % SEATS)

    # --- computer players ------------------------------------------------

    def reason(self, view: JSON, choice: JSON) -> str | None:
        """Why a choice suits the seat: trumps drawn or called for, a trick taken, a card kept (see `reasons`)."""
        return reason(view, choice)

    def alike(self, view: JSON, one: JSON, other: JSON) -> bool:
        """Any two blind picks of the trump card are alike: the seat sees none of the cards it picks among."""
        blind = "hidden_index" in one and "hidden_index" in other
        return one == other or (blind and one.get("type") == other.get("type") == "declare_trump")

    # --- what players see ------------------------------------------------

    def target(self, state: State) -> int:
        """Doublehand's game is always to 252."""
        return GAME_TARGET

    def hand_of(self, deal: DoublehandDeal, seat: int) -> tuple[str, ...]:
        """Until the trump is declared a player sees only their first packet."""
        return deal.visible_hand(seat)

    def trick_in_play(self, deal: DoublehandDeal) -> TrickView | None:
        """The trick being played, with which of its cards count as trumps."""
        if deal.trick is None:
            return None
        current = trick_json(deal.trick)
        current["trumps"] = [play.effective for play in deal.trick.plays]
        return current

    def tricks_of(self, deal: DoublehandDeal) -> list[TrickView]:
        """The deal's finished tricks (on the table or collected)."""
        return [trick_json(trick) for trick in deal.tricks]

    def seat_part(self, state: State, seat: int | None) -> JSON:
        """The auction, the trump as far as the seat may know it, and the sar."""
        return seat_part(state.deal, seat)

    def summary_part(self, deal: DoublehandDeal) -> JSON:
        """The bid, the trump card and the hands won."""
        return summary_part(deal)

    def open_part(self, state: State) -> JSON:
        """The trump card shown, hidden or not."""
        return {} if state.deal is None else open_trump(state.deal)

    def public_action(self, action: Action, viewer: int | None) -> JSON:
        """A trump declaration shows others only how the card was chosen, never which card."""
        if action.type != "declare_trump" or viewer == action.seat:
            return action.to_json()
        mode = TrumpMode.HAATH_PAR if action.card is not None else TrumpMode.KHEENCH
        return {"seat": action.seat, "type": action.type, "mode": mode.value}
