import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { holidayDay } from "../format";
import { loadLanguage, translator } from "../i18n";
import { updateSettings } from "../store";
import { seatOf } from "../testing/matchState";
import { SeatTag, type SeatTagProps } from "./SeatTag";

// Friday 11 December 2026, 18:00 UTC; "now" is the Monday before it.
const FRIDAY = "2026-12-11T18:00:00+00:00";
const MONDAY = Date.parse("2026-12-07T09:00:00Z");

function tag(seat: SeatTagProps["seat"], t = translator("en"), more: Partial<SeatTagProps> = {}) {
  const props: SeatTagProps = {
    seat,
    name: seat.name ?? "?",
    spot: "top",
    active: false,
    timeLeft: null,
    dealer: false,
    bidWinner: false,
    count: null,
    side: null,
    partner: false,
    said: null,
    t,
    ...more,
  };
  return render(<SeatTag {...props} />);
}

afterEach(() => {
  cleanup();
  updateSettings({ language: null });
});

describe("a seat on holiday", () => {
  it("says until when, with the weekday", () => {
    const { getByTestId } = tag({ ...seatOf(1, "Ravi"), holiday_until: FRIDAY });
    expect(getByTestId("holiday").textContent).toMatch(/^On holiday until (Friday|Saturday)/);
  });

  it("shows nothing when the player is not on holiday", () => {
    const { queryByTestId } = tag(seatOf(1, "Ravi"));
    expect(queryByTestId("holiday")).toBeNull();
  });

  it("says it in Dutch and Hindi too", async () => {
    await loadLanguage("nl");
    updateSettings({ language: "nl" });
    const { getByTestId } = tag({ ...seatOf(1, "Ravi"), holiday_until: FRIDAY }, translator("nl"));
    expect(getByTestId("holiday").textContent).toMatch(/^Op vakantie tot (vrijdag|zaterdag)/);
    expect(holidayDay(FRIDAY, "hi", MONDAY)).toMatch(/शुक्रवार|शनिवार/);
  });

  it("names the date as well when the end is more than a week away", () => {
    expect(holidayDay(FRIDAY, "en", MONDAY)).toMatch(/^(Friday|Saturday)$/);
    expect(holidayDay(FRIDAY, "en", MONDAY - 14 * 24 * 3600 * 1000)).toMatch(
      /^(Friday|Saturday),? (December 1[12]|1[12] December)$/,
    );
  });
});

describe("the cards a seat holds", () => {
  // The table draws no tag for the viewer's own seat, whose hand is shown: a tag at the bottom is a watcher's view
  // of the first seat, whose hand the watcher cannot see.
  it("are counted at every place, the bottom too", () => {
    for (const spot of ["top", "left", "right", "bottom"] as const) {
      const { getByRole } = tag(seatOf(0, "Asha"), translator("en"), { spot, count: { open: 7, down: 0 } });
      expect(getByRole("img", { name: "7 cards" }).textContent).toBe("7");
      cleanup();
    }
  });
});
