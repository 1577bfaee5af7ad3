import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { useEffect, useState } from "preact/hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TourStep } from "../games/types";
import { translator } from "../i18n";
import { Tour } from "./Tour";

const t = translator("en");
const STEPS: TourStep[] = [
  { target: "hand", text: "Your hand" },
  { target: "scores", text: "The scores" },
  { target: "seats", text: "A part this table does not show" },
];

/** A table that shows its parts and its tour in the same render, once its game's code has come (as the app's does). */
function Table({ onDone }: { onDone: () => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <p>Loading</p>;
  return (
    <main>
      <div data-tour="scores">0 : 0</div>
      <section>
        <div data-tour="hand">cards</div>
      </section>
      <Tour steps={STEPS} t={t} onDone={onDone} />
    </main>
  );
}

describe("Tour", () => {
  beforeEach(() => {
    // jsdom lays nothing out: a part on the page has a size, as in a browser.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const size = this.isConnected && this.dataset.tour ? 40 : 0;
      return { top: 10, left: 10, width: size, height: size, right: 10 + size, bottom: 10 + size } as DOMRect;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the parts on the page when it comes in the same render as they do, its button focused", async () => {
    const onDone = vi.fn();
    const page = render(<Table onDone={onDone} />);
    const dialog = await page.findByRole("dialog");
    expect(dialog.textContent).toContain("Your hand");
    expect(dialog.textContent).toContain("1 of 2");
    await waitFor(() => expect(document.activeElement?.textContent).toBe(t("tour.next")));
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(page.getByRole("button", { name: t("tour.next") }));
    expect(page.getByRole("dialog").textContent).toContain("The scores");
    fireEvent.click(page.getByRole("button", { name: t("tour.done") }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("ends at once, unseen, where the table shows none of its parts", async () => {
    const onDone = vi.fn();
    render(<Tour steps={[{ target: "trick", text: "Nowhere" }]} t={t} onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });
});
