// My circles: the family or club I play with, each opening its page; and a new circle.
import { useState } from "preact/hooks";
import { Link, useLocation } from "wouter-preact";
import { post } from "../api";
import { CIRCLE_NAME_FIELD_LENGTH, counted } from "../circles/api";
import type { Circle, CircleSummary } from "../circles/types";
import { usePaged } from "../circles/usePaged";
import { Screen } from "../components/Layout";
import { errorText } from "../errors";
import { useT } from "../i18n";
import { circlePath } from "../routes";
import "./circle/circle.css";

function CreateCircle() {
  const t = useT();
  const [, navigate] = useLocation();
  const [name, setName] = useState("");
  const [limit, setLimit] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const circle = await post<Circle>("/api/circles", {
        name: name.trim(),
        member_limit: limit ? Number(limit) : null,
        rate_computer_matches: false,
      });
      navigate(circlePath(String(circle.id)));
    } catch (failure) {
      setError(errorText(failure, t));
      setBusy(false);
    }
  };
  return (
    <form class="stack panel" onSubmit={submit} aria-labelledby="new-circle">
      <h2 id="new-circle">{t("circles.create")}</h2>
      <label>
        {t("circles.name")}
        <input
          name="circle_name"
          value={name}
          required
          maxLength={CIRCLE_NAME_FIELD_LENGTH}
          placeholder={t("circles.name_example")}
          onInput={(event) => setName((event.target as HTMLInputElement).value)}
        />
      </label>
      <label>
        {t("circle.member_limit")}
        <input
          name="member_limit"
          type="number"
          inputMode="numeric"
          min={2}
          max={1000}
          value={limit}
          placeholder={t("circle.no_limit")}
          onInput={(event) => setLimit((event.target as HTMLInputElement).value)}
        />
      </label>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="button" disabled={busy || !name.trim()}>
        {t("circles.create_button")}
      </button>
    </form>
  );
}

export function Circles() {
  const t = useT();
  const circles = usePaged<CircleSummary>("/api/circles", t);
  return (
    <Screen title={t("circles.title")} back="/">
      <p class="hint">{t("circles.about")}</p>
      {circles.error && <p class="error">{circles.error}</p>}
      {circles.items === null && !circles.error && <p>{t("common.loading")}</p>}
      {circles.items?.length === 0 && <p class="hint">{t("circles.none")}</p>}
      <ul class="match-list" data-testid="my-circles">
        {circles.items?.map((circle) => (
          <li key={circle.id}>
            <Link href={circlePath(String(circle.id))} class="match-card circle-card">
              <span class="match-game">{circle.name}</span>
              <span class="match-turn">
                {circle.role === "owner" ? t("circle.role.owner") : t("circle.role.member")}
              </span>
              <span class="small">
                {counted(t, "circle.members", circle.members)} · {counted(t, "circles.live", circle.live_matches)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {circles.next && (
        <button type="button" class="button secondary" disabled={circles.loading} onClick={circles.more}>
          {t("history.more")}
        </button>
      )}
      <CreateCircle />
    </Screen>
  );
}
