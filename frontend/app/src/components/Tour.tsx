// A first-time walk through the table's parts: each step lights one part (marked `data-tour`) and says what it is.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { TourStep } from "../games/types";
import type { Translate } from "../i18n";

export interface TourProps {
  steps: TourStep[];
  t: Translate;
  /** The tour ended, finished or skipped. */
  onDone: () => void;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

function boxOf(target: string): Box | null {
  const element = document.querySelector(`[data-tour="${target}"]`);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  if (!rect.width || !rect.height) return null;
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

export function Tour({ steps, t, onDone }: TourProps) {
  // Only the parts this table shows (a spectator has no hand, a game may have no status bar), found once they are
  // on the page: the tour comes in the same render as the parts (the table waits for its game's code), so during
  // that render there is nothing yet to find, and a tour that looked then ended unseen.
  const [shown, setShown] = useState<TourStep[] | null>(null);
  useLayoutEffect(() => setShown(steps.filter((step) => boxOf(step.target) !== null)), []);
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const next = useRef<HTMLButtonElement>(null);
  const step = shown?.[index];

  useLayoutEffect(() => {
    if (!step) return;
    const measure = () => setBox(boxOf(step.target));
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [step?.target]);
  useEffect(() => next.current?.focus(), [index, shown]);
  useEffect(() => {
    if (shown && !step) onDone();
  }, [shown, step]);
  if (!shown || !step) return null;

  const last = index === shown.length - 1;
  // The words go below the part when it sits in the top half of the screen, above it otherwise.
  const below = box ? box.top + box.height / 2 < window.innerHeight / 2 : true;
  const margin = 8;
  const bubble = box
    ? below
      ? { top: `${box.top + box.height + margin}px` }
      : { bottom: `${window.innerHeight - box.top + margin}px` }
    : { top: "30%" };
  return (
    <div class="tour" role="dialog" aria-modal="true" aria-labelledby="tour-title" data-testid="tour">
      {box && (
        <div
          class="tour-light"
          style={{
            top: `${box.top - 4}px`,
            left: `${box.left - 4}px`,
            width: `${box.width + 8}px`,
            height: `${box.height + 8}px`,
          }}
          aria-hidden="true"
        />
      )}
      <div class="tour-bubble" style={bubble}>
        <h2 id="tour-title">
          {t("tour.title")} <small>{t("tour.step", { n: index + 1, total: shown.length })}</small>
        </h2>
        <p>{step.text}</p>
        <div class="row">
          <button ref={next} type="button" class="button" onClick={() => (last ? onDone() : setIndex(index + 1))}>
            {last ? t("tour.done") : t("tour.next")}
          </button>
          {!last && (
            <button type="button" class="button secondary" onClick={onDone}>
              {t("tour.skip")}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
