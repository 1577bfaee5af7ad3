import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { errorText } from "./errors";
import { translator } from "./i18n";

describe("errorText", () => {
  it("says a known code in the player's language", () => {
    const failure = new ApiError(409, "room_full", "every seat is taken");
    expect(errorText(failure, translator("en"))).toBe("Every seat in this room is taken.");
    expect(errorText(failure, translator("nl"))).toBe(translator("nl")("error.code.room_full"));
    expect(errorText(failure, translator("hi"))).not.toBe(errorText(failure, translator("en")));
  });

  it("says when there is no connection, and when the player must wait", () => {
    expect(errorText(new ApiError(0, "offline", "no connection"), translator("en"))).toBe(
      translator("en")("common.offline"),
    );
    const slow = new ApiError(429, "throttled", "Request was throttled. Expected available in 30 seconds.");
    expect(errorText(slow, translator("hi"))).toBe(translator("hi")("error.code.throttled"));
  });

  it("says why a name is refused in the player's language", () => {
    for (const code of ["name_length", "name_invisible", "name_unprintable", "name_looks_like_another"]) {
      const failure = new ApiError(code === "name_looks_like_another" ? 409 : 400, code, "the server's words");
      for (const language of ["en", "hi", "nl"] as const) {
        expect(errorText(failure, translator(language)), `${code} in ${language}`).not.toBe("the server's words");
      }
      expect(errorText(failure, translator("hi"))).not.toBe(errorText(failure, translator("en")));
    }
  });

  it("keeps the server's own words for a refusal whose details matter", () => {
    const weak = new ApiError(400, "weak_password", "This password is too short.");
    expect(errorText(weak, translator("nl"))).toBe("This password is too short.");
    expect(errorText(new Error("boom"), translator("en"))).toBe("Something went wrong: boom");
  });
});
