// The bar at the top of the table: the scores against the target, the chat, the last trick, the score sheet and the
// menu, and the game's own status line (the bid and trump) beneath.
import { Link } from "wouter-preact";
import { scoreLabel } from "../../format";
import type { GameUi } from "../../games/types";
import type { Translate } from "../../i18n";
import type { Action, MatchState } from "../../types";
import type { Sides } from "./sides";
import type { SheetName } from "./TableSheets";

interface TopBarProps {
  state: MatchState;
  ui: GameUi;
  t: Translate;
  names: string[];
  sides: Sides;
  /** The chat button shows only while the viewer may read the chat; with the count of unread messages. */
  chat: { openToMe: boolean; unread: number };
  open: (sheet: SheetName) => void;
  act: (action: Action) => void;
  intent: string | null;
  setIntent: (intent: string | null) => void;
}

/** The scores as a screen reader says them: each side's against the target, in the game's words where it has them. */
export function scoresInWords(state: MatchState, ui: GameUi, sides: Sides, t: Translate): string {
  const target = state.view.target;
  const said = target == null ? null : (ui.targetWords?.(state.view, t) ?? null);
  const scores = scoreLabel(state.scores, sides.labels, sides.mySide, said ? undefined : (target ?? undefined), t);
  return said ? `${scores}, ${said.long}` : scores;
}

export function TopBar({ state, ui, t, names, sides, chat, open, act, intent, setIntent }: TopBarProps) {
  const { labels, mySide } = sides;
  const target = state.view.target;
  const said = target == null ? null : (ui.targetWords?.(state.view, t) ?? null);
  return (
    <header class="top-bar">
      <div class="top-row">
        <Link href="/" class="icon-button" aria-label={t("nav.home")}>
          ←
        </Link>
        <div class="scores" data-tour="scores">
          <span class="sr-only">{scoresInWords(state, ui, sides, t)}</span>
          <span class="score-chips" aria-hidden="true">
            {state.scores.map((score, side) => (
              <span key={side} class={`score side-${side}${mySide === side ? " mine" : ""}`} title={labels[side]}>
                {score}
                {ui.ScoreTally && <ui.ScoreTally view={state.view} score={score} />}
              </span>
            ))}
            {target != null && <span class="target">{said?.short ?? t("table.target", { n: target })}</span>}
          </span>
        </div>
        <div class="top-actions" data-tour="menu">
          {chat.openToMe && <ChatButton unread={chat.unread} t={t} onClick={() => open("chat")} />}
          <button type="button" class="icon-button" aria-label={t("table.last_trick")} onClick={() => open("trick")}>
            ⟲
          </button>
          <button type="button" class="icon-button" aria-label={t("table.score_sheet")} onClick={() => open("scores")}>
            ☰
          </button>
          <button type="button" class="icon-button" aria-label={t("table.menu")} onClick={() => open("menu")}>
            ⋮
          </button>
        </div>
      </div>
      <div data-tour="status">
        <ui.Status state={state} act={act} t={t} names={names} intent={intent} setIntent={setIntent} />
      </div>
    </header>
  );
}

function ChatButton({ unread, t, onClick }: { unread: number; t: Translate; onClick: () => void }) {
  return (
    <button
      type="button"
      class="icon-button chat-button"
      aria-label={unread > 0 ? t("chat.open_unread", { n: unread }) : t("chat.open")}
      data-testid="chat-button"
      onClick={onClick}
    >
      <svg class="chat-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 5h16v10H9l-4 4v-4H4z" />
      </svg>
      {unread > 0 && (
        <span class="chat-badge" aria-hidden="true" data-testid="chat-unread">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </button>
  );
}
