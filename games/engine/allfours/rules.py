"""All Fours' rules: the deal and kick, standing or begging, running the pack, play, and points counted in order."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from games.engine.actions import JSON, Action, ActionType, Arg
from games.engine.allfours.deal import (
    FIRST_ROUNDS,
    PACKET,
    RUN,
    SEATS,
    AllFoursDeal,
    Award,
    AwardKind,
    Call,
    Phase,
    Play,
    Trick,
    deal_hands,
    deal_packets,
    team_of,
)
from games.engine.allfours.options import OPTIONS
from games.engine.allfours.reasons import play_reason
from games.engine.allfours.scoring import end_of_play_awards
from games.engine.allfours.tricks import playable, refusal, trick_winner
from games.engine.allfours.view import seat_part, summary_part
from games.engine.evolve import changed, evolve, with_deal
from games.engine.french import CARDS, DECK
from games.engine.match import MatchState
from games.engine.options import Option
from games.engine.protocol import Game, TrickView
from games.engine.tricks import illegal, make, trick_json, turn_action

KICK_AT = SEATS * PACKET * FIRST_ROUNDS
"""The kick is the card after six for everyone: `deck[24]`."""

State = MatchState[AllFoursDeal]

# Looked up on every action: module names are found faster than enum members.
_PLAYING, _STAND_OR_BEG = Phase.PLAYING, Phase.STAND_OR_BEG


def _deal_of(state: State) -> AllFoursDeal:
    """The deal being played: there always is one while its actions are taken."""
    assert state.deal is not None
    return state.deal


class AllFours(Game[AllFoursDeal]):
    """Trinidad All Fours as `shared/spec/allfours.md` describes it."""

    id: ClassVar[str] = "allfours"
    seat_count: ClassVar[int] = SEATS
    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0, 2), (1, 3))
    full_deck: ClassVar[tuple[str, ...]] = DECK
    option_specs: ClassVar[dict[str, Option]] = OPTIONS
    action_types: ClassVar[dict[str, ActionType]] = {
        "stand": ActionType({}),
        "beg": ActionType({}),
        "give_one": ActionType({}),
        "run_pack": ActionType({}),
        "play": ActionType({"card": Arg.CARD}),
    }
    deal_type: ClassVar[type] = AllFoursDeal

    def reason(self, view: JSON, choice: JSON) -> str | None:
        """Why a card played suits the view: draws trumps, takes the trick, feeds the partner, and so on."""
        return play_reason(view, choice)

    # --- the deal and the kick ------------------------------------------

    def start_deal(self, state: State, deck: tuple[str, ...]) -> State:
        """Deal six each in packets of three and turn up the kick; its points may win a game before anyone acts."""
        dealer = state.dealer
        kick = deck[KICK_AT]
        deal = AllFoursDeal(
            dealer=dealer,
            hands=deal_hands(deck, dealer),
            pack=deck[KICK_AT + 1 :],
            kicks=(kick,),
            turn=(dealer + 1) % SEATS,
        )
        return self._kick(evolve(state, deal=deal), kick)

    def _kick(self, state: State, kick: str) -> State:
        """Score a kicked card for the dealer's team, at once."""
        deal = _deal_of(state)
        points: int = state.options["kick_points"].get(kick[0], 0)
        if not points:
            return state
        return self._score(state, deal, (Award(AwardKind.KICK, team_of(deal.dealer), points, kick),))

    def _score(self, state: State, deal: AllFoursDeal, awards: Iterable[Award]) -> State:
        """Count points one award at a time; the one that brings a team to the target wins the game there and then.

        The deal then ends where it stands: the rest of it is neither scored nor played, and the deal passes on.
        """
        tally = state.tally
        target: int = state.options["target"]
        given, delta = deal.awards, deal.score_delta
        for award in awards:
            if not award.points:
                continue
            points = (award.points, 0) if award.team == 0 else (0, award.points)
            given += (award,)
            delta = (delta[0] + points[0], delta[1] + points[1])
            tally = tally.add(points)
            if tally.scores[award.team] >= target:
                tally = tally.win_game((award.team,), state.options["games_per_match"])
                deal = evolve(deal, awards=given, score_delta=delta, phase=Phase.OVER, turn=None, trick=None)
                return evolve(state, deal=deal, tally=tally, dealer=(deal.dealer + 1) % SEATS)
        return evolve(state, deal=evolve(deal, awards=given, score_delta=delta), tally=tally)

    # --- one turn --------------------------------------------------------

    def play(self, state: State, obj: object) -> State:
        """Parse a JSON action and apply it; a well-formed card played by the seat to act goes straight to the rules."""
        action = turn_action(state, obj)
        if action is not None and action.get("type") == "play":
            deal = state.deal
            card = action.get("card")
            if deal is not None and deal.phase is _PLAYING and type(card) is str and card in CARDS:
                return self._play(state, deal, action["seat"], card)
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
            raise illegal(f"'{kind}' is called only before play begins; seat {seat} must play a card")
        if phase is _STAND_OR_BEG:
            if kind == "stand":
                deal = evolve(deal, calls=(*deal.calls, Call(seat, kind)))
                return evolve(state, deal=self._begin_play(deal, deal.kicks[-1][1]))
            if kind == "beg":
                deal = evolve(deal, calls=(*deal.calls, Call(seat, kind)), phase=Phase.GIVE_OR_RUN, turn=deal.dealer)
                return evolve(state, deal=deal)
            raise illegal(f"seat {seat} must first stand or beg")
        if kind == "give_one":
            return self._give_one(state, evolve(deal, calls=(*deal.calls, Call(seat, kind))))
        if kind == "run_pack":
            return self._run_pack(state, evolve(deal, calls=(*deal.calls, Call(seat, kind))))
        raise illegal(f"seat {seat} has been begged and must give one or run the pack")

    def legal_turn_actions(self, state: State) -> list[Action]:
        """Every legal action of the seat to act."""
        deal = state.deal
        assert deal is not None and deal.turn is not None
        seat = deal.turn
        if deal.phase is Phase.STAND_OR_BEG:
            return [Action(seat, "stand"), Action(seat, "beg")]
        if deal.phase is Phase.GIVE_OR_RUN:
            return [Action(seat, "give_one"), Action(seat, "run_pack")]
        assert deal.trick is not None and deal.trump is not None
        cards = playable(deal.hands[seat], deal.trick.plays, deal.trump, state.options["no_undertrump"])
        return [Action(seat, "play", card=card) for card in cards]

    # --- standing or begging ---------------------------------------------

    @staticmethod
    def _begin_play(deal: AllFoursDeal, trump: str) -> AllFoursDeal:
        elder = deal.elder
        return evolve(deal, trump=trump, phase=Phase.PLAYING, trick=Trick(leader=elder), turn=elder)

    def _give_one(self, state: State, deal: AllFoursDeal) -> State:
        state = self._score(state, deal, (Award(AwardKind.GIVE_ONE, team_of(deal.elder), 1),))
        deal = _deal_of(state)
        if deal.over:
            return state
        return evolve(state, deal=self._begin_play(deal, deal.kicks[0][1]))

    def _run_pack(self, state: State, deal: AllFoursDeal) -> State:
        """Three more each and a new kick, again while the begged suit comes up; void when the pack runs out."""
        begged = deal.kicks[0][1]
        while len(deal.pack) >= RUN:
            pack = deal.pack
            kick = pack[RUN - 1]
            deal = evolve(
                deal,
                hands=deal_packets(deal.hands, pack, deal.dealer, 1),
                pack=pack[RUN:],
                kicks=(*deal.kicks, kick),
            )
            state = self._kick(evolve(state, deal=deal), kick)
            deal = _deal_of(state)
            if deal.over:
                return state
            if kick[1] != begged:
                return evolve(state, deal=self._begin_play(deal, kick[1]))
        # Thrown in: the same dealer deals again (the match's dealer is left as it is), kick points standing.
        return evolve(state, deal=evolve(deal, phase=Phase.VOID, turn=None))

    # --- play ------------------------------------------------------------

    def _play(self, state: State, deal: AllFoursDeal, seat: int, card: str) -> State:
        trick, trump = deal.trick, deal.trump
        assert trick is not None and trump is not None
        hands = deal.hands
        hand = hands[seat]
        plays = trick.plays
        # Leading, following suit, or trumping with no undertrump rule needs no more than holding the card.
        suit = card[1]
        no_undertrump = state.options["no_undertrump"]
        if card not in hand or (plays and suit != plays[0].card[1] and (suit != trump or no_undertrump)):
            why = refusal(seat, hand, plays, trump, no_undertrump, card)
            if why is not None:
                raise illegal(why)
        # Named tuples made as plain tuples are, and hands rebuilt from a list: this runs for every card replayed.
        plays = (*plays, make(Play, (seat, card)))
        at = hand.index(card)
        held = list(hands)
        held[seat] = hand[:at] + hand[at + 1 :]
        hands = tuple(held)
        if len(plays) < SEATS:
            trick = make(Trick, (trick.leader, plays, None))
            return with_deal(state, changed(deal, {"hands": hands, "trick": trick, "turn": (seat + 1) % SEATS}))
        winner = trick_winner(plays, trump)
        tricks = (*deal.tricks, make(Trick, (trick.leader, plays, winner)))
        if hands[winner]:
            following = make(Trick, (winner, (), None))
            return with_deal(
                state, changed(deal, {"hands": hands, "trick": following, "tricks": tricks, "turn": winner})
            )
        deal = evolve(deal, hands=hands, tricks=tricks, trick=None, turn=None)
        state = self._score(state, deal, end_of_play_awards(tricks, trump, deal.elder, state.options))
        deal = _deal_of(state)
        if deal.over:
            return state
        return evolve(state, deal=evolve(deal, phase=Phase.OVER), dealer=(deal.dealer + 1) % SEATS)

    # --- what players see ------------------------------------------------

    def target(self, state: State) -> int:
        """The `target` option: 14 unless the room says otherwise."""
        target: int = state.options["target"]
        return target

    def trick_in_play(self, deal: AllFoursDeal) -> TrickView | None:
        """The trick being played, with which of its cards are trumps."""
        if deal.trick is None or deal.phase is not Phase.PLAYING:
            return None
        current = trick_json(deal.trick)
        current["trumps"] = [play.card[1] == deal.trump for play in deal.trick.plays]
        return current

    def tricks_of(self, deal: AllFoursDeal) -> list[TrickView]:
        """The deal's finished tricks."""
        return [trick_json(trick) for trick in deal.tricks]

    def seat_part(self, state: State, seat: int | None) -> JSON:
        """The kicks, the trump, the calls, the points awarded so far and the game pips."""
        return seat_part(state.deal, seat)

    def summary_part(self, deal: AllFoursDeal) -> JSON:
        """The kicks, the trump and the points in the order awarded."""
        return summary_part(deal)
