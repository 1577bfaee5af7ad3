import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { ScoreChart } from "./ScoreChart";

afterEach(cleanup);

const chart = (current?: number) =>
  render(
    <ScoreChart
      series={[
        [0, 7, 21],
        [0, 14, 14],
      ]}
      labels={["Us", "Them"]}
      target={52}
      title="Scores over the deals"
      axes={{ x: "Deal", y: "Points" }}
      current={current}
    />,
  ).container;

describe("the score chart", () => {
  it("names its axes in the words it is given", () => {
    const names = [...chart().querySelectorAll(".axis-name")].map((node) => node.textContent);
    expect(names).toEqual(["Deal", "Points"]);
  });

  it("counts the deals in whole numbers, however few", () => {
    const along = [...chart().querySelectorAll("text.tick")]
      .filter((node) => node.getAttribute("text-anchor") === "middle")
      .map((node) => node.textContent);
    expect(along).toEqual(["0", "1", "2"]);
  });

  it("marks the deal shown beside it, and none past the last", () => {
    expect(chart(2).querySelectorAll("line.current")).toHaveLength(1);
    cleanup();
    expect(chart(3).querySelectorAll("line.current")).toHaveLength(0);
    cleanup();
    expect(chart().querySelectorAll("line.current")).toHaveLength(0);
  });
});
