"""Ganjifa's rules: the deal in packets of four, the trump king's lead, following in avatar order, dukals, captures."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from games.engine.actions import JSON, Action, ActionType, Arg
from games.engine.evolve import evolve, with_deal
from games.engine.ganjifa.cards import CARDS, DECK, KING, POWER, SUIT_CARDS, SUIT_OF, SUITS, card
from games.engine.ganjifa.deal import SEATS, GanjifaDeal, Phase, Play, Trick, deal_hands
from games.engine.ganjifa.dukal import discard_refusal, dukal_refusal, dukals
from games.engine.ganjifa.options import OPTIONS, TRUMPS
from games.engine.ganjifa.reasons import reason
from games.engine.ganjifa.scoring import winners
from games.engine.ganjifa.tricks import playable, refusal, trick_winner
from games.engine.ganjifa.view import seat_part, summary_part, trick_in_play, tricks_json
from games.engine.match import MatchState
from games.engine.options import Option
from games.engine.protocol import Game, TrickView
from games.engine.search.sampling import played_pieces
from games.engine.tricks import illegal, make, turn_action

State = MatchState[GanjifaDeal]

ONE_GAME = 1
"""A match is one game, however many deals it has: its winners are decided on the totals at the end."""
MULTI_CARD = ("dukal", "discard")

# Looked up on every action: module names are found faster than enum members.
_PLAYING, _DISCARDING, _OVER = Phase.PLAYING, Phase.DISCARDING, Phase.OVER

KINGS = tuple(card(suit, KING) for suit in SUITS)
"""The king of each suit: the trump's leads the first trick."""
_NO_ARGS = (None,) * (len(Action._fields) - 3)
"""An action's arguments after `card`, none of which a card played uses."""
PLAYS: tuple[dict[str, Play], ...] = tuple({name: Play(seat, name) for name in DECK} for seat in range(SEATS))
"""PLAYS[seat][card]: every play there can be, made once."""


def _without(hands: tuple[tuple[str, ...], ...], seat: int, cards: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The hands once the seat has given up these cards."""
    gone = set(cards)
    held = list(hands)
    held[seat] = tuple(name for name in hands[seat] if name not in gone)
    return tuple(held)


class CardChoice(Action):
    """A card the seat may play, as a legal action; made and written faster than any action, as a view lists many."""

    __slots__ = ()

    def to_json(self, *, with_seat: bool = True) -> JSON:
        """The action as the JSON object of the record and the API."""
        if with_seat:
            return {"seat": self.seat, "type": "play", "card": self.card}
        return {"type": "play", "card": self.card}


def _card_choice(seat: int, name: str) -> CardChoice:
    return make(CardChoice, (seat, "play", name, *_NO_ARGS))


class DiscardChoice(Action):
    """The legal discard, written as the record contract allows: `{"type": "discard", "count": n}`, any n cards.

    Its `value` is the number of cards; it is a description for players and reports, not an action to apply.
    """

    __slots__ = ()

    def to_json(self, *, with_seat: bool = True) -> JSON:
        """The compact entry of a `legal` list: the type and how many cards."""
        out: JSON = {"seat": self.seat} if with_seat else {}
        out["type"] = self.type
        out["count"] = self.value
        return out


class Ganjifa(Game[GanjifaDeal]):
    """Dashavatara Ganjifa, three players each for themselves, as `shared/spec/ganjifa.md` describes it."""

    id: ClassVar[str] = "ganjifa"
    seat_count: ClassVar[int] = SEATS
    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0,), (1,), (2,))
    full_deck: ClassVar[tuple[str, ...]] = DECK
    option_specs: ClassVar[dict[str, Option]] = OPTIONS
    action_types: ClassVar[dict[str, ActionType]] = {
        "play": ActionType({"card": Arg.CARD}),
        "dukal": ActionType({"cards": Arg.CARDS}),
        "discard": ActionType({"cards": Arg.CARDS}),
    }
    deal_type: ClassVar[type] = GanjifaDeal

    def reason(self, view: JSON, choice: JSON) -> str | None:
        """Why a choice suits the seat's view: a dukal, a trick taken or ducked, a sure lead, a low card thrown."""
        return reason(view, choice)

    def alike(self, view: JSON, one: JSON, other: JSON) -> bool:
        """Two cards of a suit with nothing between them but cards played or held: they win and lose the same tricks.

        A run of one's own is one play to a deal's review, as it is to `strong`, which tries one card of each.
        """
        if one == other:
            return True
        if one.get("type") != "play" or other.get("type") != "play" or SUIT_OF[one["card"]] != SUIT_OF[other["card"]]:
            return False
        low, high = sorted((POWER[one["card"]], POWER[other["card"]]))
        out = played_pieces(view) | set(view["hand"])
        between = (name for name in SUIT_CARDS[SUIT_OF[one["card"]]] if low < POWER[name] < high)
        return all(name in out for name in between)

    # --- the deal --------------------------------------------------------

    def start_deal(self, state: State, deck: tuple[str, ...]) -> State:
        """Forty each in packets of four; the holder of the trump king is the first to act."""
        trump = TRUMPS[state.options["period"]]
        hands = deal_hands(deck, state.dealer)
        leader = next(seat for seat in range(SEATS) if KINGS[trump] in hands[seat])
        return evolve(state, deal=GanjifaDeal(state.dealer, trump, hands, leader, leader))

    # --- one turn --------------------------------------------------------

    def parse_action(self, obj: object) -> Action:
        """Check an action's form; an empty list of cards is a list of cards, which the rules then refuse."""
        if type(obj) is dict and obj.get("type") in MULTI_CARD and obj.get("cards") == []:
            return super().parse_action({**obj, "cards": [DECK[0]]})._replace(cards=())
        return super().parse_action(obj)

    def play(self, state: State, obj: object) -> State:
        """Parse a JSON action and apply it; a well-formed card played by the seat to act goes straight to the rules.

        Any other object takes the shared path, which finds what is wrong with it in the contract's order.
        """
        action = turn_action(state, obj)
        if action is not None and action.get("type") == "play":
            deal = state.deal
            name = action.get("card")
            if deal is not None and type(name) is str and name in CARDS:
                return self._play(state, deal, action["seat"], name)
        return self.apply(state, self.parse_action(obj))

    def apply_legal_turn(self, state: State, action: Action) -> State:
        """Apply the action of the seat to act: a card, a dukal or a discard."""
        deal = state.deal
        assert deal is not None
        kind, seat = action.type, action.seat
        if kind == "play":
            assert action.card is not None
            return self._play(state, deal, seat, action.card)
        if kind == "dukal":
            assert action.cards is not None
            return self._dukal(state, deal, seat, action.cards)
        return self._discard(state, deal, seat, action.cards)

    def legal_turn_actions(self, state: State) -> list[Action]:
        """Every card the seat may play and every dukal it may lead; for a discard, the one compact entry."""
        deal = state.deal
        assert deal is not None and deal.turn is not None
        seat = deal.turn
        if deal.phase is _DISCARDING:
            return [DiscardChoice(seat, "discard", value=deal.dukal)]
        hand = deal.hands[seat]
        if deal.plays:
            return [_card_choice(seat, name) for name in playable(hand, deal.suit, deal.trump)]
        if not deal.tricks:
            return [_card_choice(seat, KINGS[deal.trump])]
        limit = min(len(held) for other, held in enumerate(deal.hands) if other != seat)
        leads = [_card_choice(seat, name) for name in hand]
        return leads + [Action(seat, "dukal", cards=cards) for cards in dukals(hand, limit)]

    # --- play ------------------------------------------------------------

    def _play(self, state: State, deal: GanjifaDeal, seat: int, name: str) -> State:
        """A card led or played to the trick; the third completes it."""
        dealer, trump, hands, _, leader, phase, plays, led, _, tricks, captured, delta = deal
        if phase is _DISCARDING:
            raise illegal(f"a dukal was led: seat {seat} must discard {deal.dukal} cards of its choice, not play one")
        hand = hands[seat]
        # One search of the hand both checks that the card is held and finds where.
        try:
            at = hand.index(name)
        except ValueError:
            at = -1
        if led is None:
            if not tricks and name != KINGS[trump]:
                king = KINGS[trump]
                raise illegal(f"the first trick is led with the king of trumps alone: seat {seat} must lead {king}")
            if at < 0:
                raise illegal(f"seat {seat} does not hold {name}")
            led = SUIT_OF[name]
        elif at < 0 or SUIT_OF[name] != led:
            why = refusal(seat, hand, led, trump, name)
            if why is not None:
                raise illegal(why)
        # Plays looked up rather than made, and the deal built as a plain tuple is: this runs for every card replayed.
        plays = (*plays, PLAYS[seat][name])
        rest = hand[:at] + hand[at + 1 :]
        hands = (
            (rest, hands[1], hands[2]) if seat == 0 else (hands[0], rest, hands[2]) if seat == 1 else (*hands[:2], rest)
        )
        if len(plays) < SEATS:
            turn = (seat + 1) % SEATS
            following = (dealer, trump, hands, turn, leader, phase, plays, led, 0, tricks, captured, delta)
            return with_deal(state, make(GanjifaDeal, following))
        winner = trick_winner(plays, trump, led)
        return self._take(state, deal, hands, make(Trick, (leader, plays, winner, led, 0)))

    def _dukal(self, state: State, deal: GanjifaDeal, seat: int, cards: tuple[str, ...]) -> State:
        """A dukal led: it wins at once, and the others discard as many cards each, in seat order from the leader."""
        if deal.phase is _DISCARDING:
            raise illegal(f"seat {seat} is not leading: it must discard {deal.dukal} cards to the dukal in play")
        if deal.plays:
            raise illegal(f"seat {seat} is not leading: only the player who leads a trick may lead a dukal")
        if not deal.tricks:
            raise illegal(f"no dukal may be led to the first trick: seat {seat} must lead {KINGS[deal.trump]} alone")
        why = dukal_refusal(seat, cards, deal.hands)
        if why is not None:
            raise illegal(why)
        return with_deal(
            state,
            deal._replace(
                hands=_without(deal.hands, seat, cards),
                turn=(seat + 1) % SEATS,
                phase=_DISCARDING,
                plays=tuple(PLAYS[seat][name] for name in cards),
                suit=SUIT_OF[cards[0]],
                dukal=len(cards),
            ),
        )

    def _discard(self, state: State, deal: GanjifaDeal, seat: int, cards: tuple[str, ...] | None) -> State:
        """Cards discarded to a dukal; the last discard completes the trick, which its leader captures whole."""
        if deal.phase is not _DISCARDING:
            raise illegal(f"no dukal has been led: seat {seat} must play a card, not discard")
        count = deal.dukal
        if cards is None:
            raise illegal(f"a discard names its cards: seat {seat} must discard {count} cards of its choice")
        why = discard_refusal(seat, deal.hands[seat], cards, count)
        if why is not None:
            raise illegal(why)
        hands = _without(deal.hands, seat, cards)
        plays = deal.plays + tuple(PLAYS[seat][name] for name in cards)
        following = (seat + 1) % SEATS
        if following != deal.leader:
            return with_deal(state, deal._replace(hands=hands, turn=following, plays=plays))
        assert deal.suit is not None
        return self._take(state, deal, hands, Trick(deal.leader, plays, deal.leader, deal.suit, count))

    def _take(self, state: State, deal: GanjifaDeal, hands: tuple[tuple[str, ...], ...], trick: Trick) -> State:
        """The complete trick captured by its winner, who leads the next; the deal ends when the hands are empty."""
        winner = trick.winner
        tricks = (*deal.tricks, trick)
        captured = list(deal.captured)
        captured[winner] += len(trick.plays)
        taken = (captured[0], captured[1], captured[2])
        if hands[winner]:
            dealer, trump, score_delta = deal.dealer, deal.trump, deal.score_delta
            following = (dealer, trump, hands, winner, winner, _PLAYING, (), None, 0, tricks, taken, score_delta)
            return with_deal(state, make(GanjifaDeal, following))
        deal = deal._replace(hands=hands, turn=None, leader=winner, phase=_OVER, plays=(), suit=None, dukal=0)
        return self._score(state, deal._replace(tricks=tricks, captured=taken, score_delta=taken))

    def _score(self, state: State, deal: GanjifaDeal) -> State:
        """A point for each captured card; after the match's last deal, the highest totals win."""
        tally = state.tally.add(deal.captured)
        if state.deals_dealt >= state.options["deals"]:
            tally = tally.win_game(winners(tally.scores), ONE_GAME)
        return evolve(state, deal=deal, tally=tally, dealer=(deal.dealer + 1) % SEATS)

    # --- what players see ------------------------------------------------

    def target(self, state: State) -> int | None:
        """None: no score ends the match; its number of deals does."""
        return None

    def trick_in_play(self, deal: GanjifaDeal) -> TrickView | None:
        """The trick being played, with which of its cards are trumps."""
        return trick_in_play(deal)

    def tricks_of(self, deal: GanjifaDeal) -> list[TrickView]:
        """The deal's finished tricks."""
        return tricks_json(deal.tricks)

    def seat_part(self, state: State, seat: int | None) -> JSON:
        """The period and trump, the deal's number, the cards each player has captured and any dukal in play."""
        return seat_part(state, seat)

    def summary_part(self, deal: GanjifaDeal) -> JSON:
        """The trump and the cards each player captured."""
        return summary_part(deal)
