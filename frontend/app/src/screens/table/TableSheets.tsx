// The sheets the table opens over itself: the last trick, the score sheet, the menu, the rules, the chat, and
// another player's options (mute, report).
import { Link } from "wouter-preact";
import { sideOf } from "../../catalogue";
import { type ChatMessage, messageText } from "../../chat";
import { ChatSheet } from "../../components/ChatSheet";
import type { ReportTarget } from "../../components/ReportDialog";
import { ScoreSheet } from "../../components/ScoreSheet";
import { Sheet } from "../../components/Sheet";
import { TrickSheet } from "../../components/TrickSheet";
import { gameModule, gameName } from "../../games";
import type { GameUi } from "../../games/types";
import { currentLanguage, type Translate } from "../../i18n";
import type { MatchState, SeatInfo, Trick } from "../../types";
import { RulesArticle, rulesOf } from "../Rules";
import type { Sides } from "./sides";
import type { TableChat } from "./useTableChat";

export type SheetName = "trick" | "scores" | "menu" | "rules" | "chat" | "player" | "keys";

interface TableSheetsProps {
  sheet: SheetName | null;
  open: (sheet: SheetName | null) => void;
  matchId: string;
  state: MatchState;
  ui: GameUi;
  t: Translate;
  names: string[];
  sides: Sides;
  myId: string | null;
  lastTrick: Trick | null;
  chat: TableChat;
  /** The other player a seat's tap (or the menu) chose. */
  player: SeatInfo | null;
  choose: (seat: SeatInfo) => void;
  startTour: () => void;
  report: (target: ReportTarget) => void;
}

export function TableSheets(props: TableSheetsProps) {
  const { sheet, open, matchId, state, ui, t, names, sides, myId, lastTrick, chat, report } = props;
  const close = () => open(null);
  const others = state.seats.filter((seat) => seat.user_id !== null && seat.user_id !== myId);
  // The players muted who sit here: the chat sheet offers to unmute them.
  const mutedHere = others
    .filter((seat) => chat.muted.some((player) => player.id === seat.user_id))
    .map((seat) => ({ id: seat.user_id as string, name: names[seat.seat] }));
  const reportMessage = (message: ChatMessage) =>
    report({
      reported: message.author,
      name: message.name,
      room: state.room,
      message: message.id,
      quote: messageText(message, t),
    });
  const Tally = ui.ScoreTally;
  switch (sheet) {
    case "trick":
      return <TrickSheet ui={ui} matchId={matchId} trick={lastTrick} names={names} onClose={close} />;
    case "scores":
      return (
        <ScoreSheet
          matchId={matchId}
          labels={sides.labels}
          tally={Tally ? (score) => <Tally view={state.view} score={score} /> : undefined}
          onClose={close}
        />
      );
    case "menu":
      return <TableMenu {...props} others={others} />;
    case "rules":
      return (
        <Sheet title={gameName(state.game, t)} onClose={close} closeLabel={t("common.close")}>
          <RulesArticle page={rulesOf(state.game) ?? []} Key={gameModule(state.game).loaded()?.RulesKey} />
        </Sheet>
      );
    case "chat":
      return (
        <ChatSheet
          messages={chat.messages}
          me={myId}
          readOnly={!state.seats.some((seat) => seat.user_id !== null && seat.user_id === myId)}
          muted={mutedHere}
          sideOf={(seat) => {
            const side = sideOf(seat, sides.teams);
            return sides.partnerships && side >= 0 ? side : null;
          }}
          send={chat.say}
          mute={chat.mute}
          report={reportMessage}
          onClose={close}
          language={currentLanguage()}
          t={t}
        />
      );
    case "player":
      return <PlayerSheet {...props} />;
    case "keys":
      return <KeysSheet t={t} onClose={close} />;
    default:
      return null;
  }
}

/** The table's menu: the rules, the tour again, each other player's options, home. */
function TableMenu({ open, state, t, names, choose, startTour, others }: TableSheetsProps & { others: SeatInfo[] }) {
  return (
    <Sheet title={t("table.menu")} onClose={() => open(null)} closeLabel={t("common.close")}>
      <nav class="menu-list" aria-label={t("table.menu")}>
        {rulesOf(state.game) && (
          <button type="button" class="button secondary" onClick={() => open("rules")}>
            {t("nav.rules")}: {gameName(state.game, t)}
          </button>
        )}
        <button
          type="button"
          class="button secondary"
          onClick={() => {
            open(null);
            startTour();
          }}
        >
          {t("table.tour_again")}
        </button>
        <button type="button" class="button secondary" onClick={() => open("keys")}>
          {t("a11y.help")}
        </button>
        {others.length > 0 && <h3 class="menu-heading">{t("table.players")}</h3>}
        {others.map((seat) => (
          <button key={seat.seat} type="button" class="button secondary" onClick={() => choose(seat)}>
            {t("player.options", { name: names[seat.seat] })}
          </button>
        ))}
        <Link href="/" class="button secondary">
          {t("nav.home")}
        </Link>
      </nav>
    </Sheet>
  );
}

/** How to play by keyboard and with a screen reader. */
function KeysSheet({ t, onClose }: { t: Translate; onClose: () => void }) {
  return (
    <Sheet title={t("a11y.help")} onClose={onClose} closeLabel={t("common.close")}>
      <div class="keys-help" data-testid="keys-help">
        <p>{t("a11y.help.tab")}</p>
        <p>{t("a11y.help.hand")}</p>
        <p>{t("a11y.help.focus")}</p>
        <p>{t("a11y.help.reader")}</p>
        <p>{t("a11y.help.repeat")}</p>
      </div>
    </Sheet>
  );
}

/** Another player's options: mute or unmute them, report them. */
function PlayerSheet({ open, state, t, names, chat, player, report }: TableSheetsProps) {
  if (!player || player.user_id === null) return null;
  const user = player.user_id;
  const name = names[player.seat];
  return (
    <Sheet title={name} onClose={() => open(null)} closeLabel={t("common.close")}>
      <div class="menu-list" data-testid="player-sheet">
        <button type="button" class="button secondary" onClick={() => chat.mute(user, name, !chat.isMuted(user))}>
          {t(chat.isMuted(user) ? "chat.unmute" : "chat.mute", { name })}
        </button>
        <button
          type="button"
          class="button secondary"
          onClick={() => {
            open(null);
            report({ reported: user, name, room: state.room, match: state.id, seq: state.seq });
          }}
        >
          {t("report.title", { name })}
        </button>
      </div>
    </Sheet>
  );
}
