import { render } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { translator } from "../i18n";
import { Domino } from "./Domino";
import { FrenchCard } from "./French";
import { frenchLabel } from "./frenchNames";

describe("pieces drawn as SVG", () => {
  it("give French cards their suit's colour class and a large index", () => {
    const { container } = render(<FrenchCard piece="TH" />);
    const svg = container.querySelector("svg");
    expect(svg?.classList.contains("suit-H")).toBe(true);
    expect(container.textContent).toContain("10");
  });

  it("speak a piece's name only when given one, and hide it inside a labelled button", () => {
    const named = render(<FrenchCard piece="TH" label="ten of hearts" />).container.querySelector("svg");
    expect(named?.getAttribute("aria-label")).toBe("ten of hearts");
    expect(named?.getAttribute("role")).toBe("img");
    const bare = render(<FrenchCard piece="TH" />).container.querySelector("svg");
    expect(bare?.getAttribute("aria-hidden")).toBe("true");
  });

  it("name French cards in every language", () => {
    expect(frenchLabel("TH", translator("en"))).toBe("ten of hearts");
    expect(frenchLabel("AS", translator("nl"))).toBe("schoppen aas");
    expect(frenchLabel("QC", translator("hi"))).toBe("चिड़ी की बेगम");
  });

  it("draw a domino's pips, the higher end on top, and mark it when asked", () => {
    const { container } = render(<Domino tile="6-4" marked />);
    expect(container.querySelectorAll(".pip")).toHaveLength(10);
    const pips = [...container.querySelectorAll(".pip")].map((pip) => Number(pip.getAttribute("cy")));
    expect(pips.filter((y) => y < 40)).toHaveLength(6);
    expect(container.querySelector(".domino-mark")).not.toBeNull();
    expect(render(<Domino tile="6-3" />).container.querySelector(".domino-mark")).toBeNull();
  });
});
