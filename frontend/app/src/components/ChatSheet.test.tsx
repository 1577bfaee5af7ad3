import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api";
import type { ChatMessage } from "../chat";
import { translator } from "../i18n";
import { ChatSheet, type ChatSheetProps } from "./ChatSheet";

afterEach(cleanup);

const ASHA = "aSh7-Qx2_kLm9PzR";
const BOB = "bOb8-Rt3_nWq4VcE";

const said = (id: string, author: string, text: string, phrase: string | null = null): ChatMessage => ({
  id,
  author,
  name: author === ASHA ? "Asha" : "Bob",
  seat: author === ASHA ? 0 : 1,
  text,
  phrase,
  created_at: "2026-11-30T10:00:00+00:00",
});

function sheet(change: Partial<ChatSheetProps> = {}) {
  const props: ChatSheetProps = {
    messages: [said("m1", BOB, "", "hello"), said("m2", ASHA, "hi Bob")],
    me: ASHA,
    readOnly: false,
    muted: [],
    sideOf: (seat) => seat % 2,
    send: vi.fn(async () => {}),
    mute: vi.fn(),
    report: vi.fn(),
    onClose: vi.fn(),
    language: "en",
    t: translator("en"),
    ...change,
  };
  return { props, ...render(<ChatSheet {...props} />) };
}

describe("the chat sheet", () => {
  it("lists the messages, a phrase in the reader's words, and offers to mute or report only others", () => {
    const { container, getByText, getAllByRole, props } = sheet();
    expect([...container.querySelectorAll(".chat-text")].map((node) => node.textContent)).toEqual(["Hello!", "hi Bob"]);
    expect(container.querySelectorAll(".chat-message.mine")).toHaveLength(1);
    const more = getAllByRole("button", { name: "Options for Bob's message" });
    expect(more).toHaveLength(1);
    fireEvent.click(more[0]);
    fireEvent.click(getByText("Report"));
    expect(props.report).toHaveBeenCalledWith(props.messages[0]);
  });

  it("counts the characters left and will not send too long a message", () => {
    const { container, getByText, getByRole } = sheet();
    const input = container.querySelector("input[name=message]") as HTMLInputElement;
    fireEvent.input(input, { target: { value: "x".repeat(205) } });
    expect(getByText("5 characters too many")).toBeTruthy();
    expect((getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(input, { target: { value: "hello" } });
    expect(getByText("195 characters left")).toBeTruthy();
  });

  it("says why a message was refused", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(429, "throttled", "too many");
    });
    const { container, findByRole } = sheet({ send });
    fireEvent.click(container.querySelector("[data-phrase=good_luck]") as HTMLButtonElement);
    expect(send).toHaveBeenCalledWith({ phrase: "good_luck" });
    expect((await findByRole("alert")).textContent).toBe(translator("en")("chat.error.throttled"));
  });

  it("lets a watcher read but not write", () => {
    const { container, getByTestId } = sheet({ readOnly: true, me: "wAtch3r" });
    expect(getByTestId("chat-read-only")).toBeTruthy();
    expect(container.querySelector("input[name=message]")).toBeNull();
    expect(container.querySelector(".phrase-chip")).toBeNull();
  });

  it("offers to unmute the muted players", () => {
    const { getByRole, props } = sheet({ muted: [{ id: BOB, name: "Bob" }] });
    fireEvent.click(getByRole("button", { name: "Unmute Bob" }));
    expect(props.mute).toHaveBeenCalledWith(BOB, "Bob", false);
  });

  it("says that muted players' messages are hidden, not that nobody wrote, when it has none to show", () => {
    const { container } = sheet({ messages: [], muted: [{ id: BOB, name: "Bob" }] });
    const said = container.querySelector(".hint")?.textContent;
    expect(said).toBe("Messages from players you muted are hidden. Unmute them below to read them.");
    cleanup();
    const { container: empty } = sheet({ messages: [] });
    expect(empty.querySelector(".hint")?.textContent).toBe("No messages yet. Say hello!");
  });
});
