import { render } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { Domino } from "./Domino";
import { FrenchCard } from "./French";
import { AVATARS, AVATAR_COLOURS, GanjifaCard } from "./Ganjifa";

describe("pieces drawn as SVG", () => {
  it("labels French cards for screen readers and gives them their suit's colour class", () => {
    const { container } = render(<FrenchCard card="TH" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-label")).toBe("ten of hearts");
    expect(svg.classList.contains("suit-H")).toBe(true);
    expect(container.textContent).toContain("10");
  });

  it("draws a domino's pips, the higher end on top, and marks count dominoes", () => {
    const { container } = render(<Domino tile="6-4" />);
    expect(container.querySelectorAll(".pip")).toHaveLength(10);
    const pips = [...container.querySelectorAll(".pip")].map((pip) => Number(pip.getAttribute("cy")));
    expect(pips.filter((y) => y < 40)).toHaveLength(6);
    expect(container.querySelector(".count-mark")).not.toBeNull();
    expect(render(<Domino tile="6-3" />).container.querySelector(".count-mark")).toBeNull();
  });

  it("gives each avatar suit its own colour and shows as many emblems as the number", () => {
    expect(new Set(AVATARS.map((suit) => AVATAR_COLOURS[suit])).size).toBe(10);
    const { container } = render(<GanjifaCard card="matsya:7" />);
    expect(container.querySelectorAll("path")).toHaveLength(7);
    expect(container.querySelector("svg")!.getAttribute("aria-label")).toBe("7 of matsya");
  });
});
