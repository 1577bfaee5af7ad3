// A circle's page: its events, its matches (live, with whose turn, and finished), its members (online or last seen),
// its standings per game and period; a new match seated from its members; the owner's tools. The parts are in ./circle/.
import { useEffect, useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { post } from "../api";
import { circleApi, counted, fetchCircle } from "../circles/api";
import type { Circle as CircleInfo } from "../circles/types";
import { Screen } from "../components/Layout";
import { errorText } from "../errors";
import { useT } from "../i18n";
import { circlesPath } from "../routes";
import { CircleEvents } from "./circle/CircleEvents";
import { CircleMatches } from "./circle/CircleMatches";
import { Members } from "./circle/Members";
import { NewMatch } from "./circle/NewMatch";
import { OwnerTools } from "./circle/OwnerTools";
import { ReportCircle } from "./circle/ReportCircle";
import { Standings } from "./circle/Standings";
// The circle's own styles come with its code: the first screen does without them.
import "./circle/circle.css";

type Tab = "matches" | "members" | "standings";
const TABS: Tab[] = ["matches", "members", "standings"];

export function Circle({ id, me }: { id: string; me: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [circle, setCircle] = useState<CircleInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>("matches");
  const [creating, setCreating] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    fetchCircle(id)
      .then(setCircle)
      .catch((failure: unknown) => setError(errorText(failure, t)));
  }, [id, round]);
  if (!circle) {
    return (
      <Screen title={t("circles.title")} back={circlesPath}>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p>{t("common.loading")}</p>
        )}
      </Screen>
    );
  }
  const owner = circle.role === "owner";
  const leave = async () => {
    if (!window.confirm(t("circle.leave_confirm", { name: circle.name }))) return;
    try {
      await post(circleApi(id, "/leave"));
      navigate(circlesPath);
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  return (
    <Screen title={circle.name} back={circlesPath}>
      <p class="hint small circle-about" data-testid="circle-about">
        {counted(t, "circle.members", circle.members)} · {t("circle.kept_by", { owner: circle.owner.name })}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {creating ? (
        <NewMatch circleId={id} me={me} onCancel={() => setCreating(false)} />
      ) : (
        <button type="button" class="button big" onClick={() => setCreating(true)}>
          {t("circle.new_match")}
        </button>
      )}
      <CircleEvents circleId={id} owner={owner} />
      <div class="tabs" role="tablist" aria-label={circle.name}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            class={`tab${tab === name ? " selected" : ""}`}
            onClick={() => setTab(name)}
          >
            {t(`circle.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "matches" && <CircleMatches circleId={id} />}
        {tab === "members" && <Members circle={circle} me={me} onChange={() => setRound((n) => n + 1)} key={round} />}
        {tab === "standings" && <Standings circleId={id} />}
      </div>
      {owner && tab === "members" && <OwnerTools circle={circle} onChange={() => setRound((n) => n + 1)} />}
      {!owner && (
        <>
          <button type="button" class="button secondary leave-circle" onClick={leave}>
            {t("circle.leave")}
          </button>
          <ReportCircle circleId={id} />
        </>
      )}
    </Screen>
  );
}
