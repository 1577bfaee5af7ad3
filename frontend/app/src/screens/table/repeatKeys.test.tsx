import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { useRepeatKeys } from "./announcer";

afterEach(cleanup);

function Listening({ asked }: { asked: string[] }) {
  useRepeatKeys((what) => asked.push(what));
  return (
    <div>
      <button type="button">a piece</button>
      <input name="chat" />
    </div>
  );
}

describe("the keys that say the trick or the scores again", () => {
  it("answer T and S from anywhere but a field, without modifiers, once per press", () => {
    const asked: string[] = [];
    const { container } = render(<Listening asked={asked} />);
    const piece = container.querySelector("button") as HTMLElement;
    fireEvent.keyDown(piece, { key: "t" });
    fireEvent.keyDown(document.body, { key: "S" });
    fireEvent.keyDown(container.querySelector("input") as HTMLElement, { key: "t" });
    fireEvent.keyDown(piece, { key: "t", ctrlKey: true });
    fireEvent.keyDown(piece, { key: "s", repeat: true });
    fireEvent.keyDown(piece, { key: "x" });
    expect(asked).toEqual(["trick", "scores"]);
  });
});
