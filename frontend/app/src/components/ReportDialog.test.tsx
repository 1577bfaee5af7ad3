import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { translator } from "../i18n";
import { ReportDialog } from "./ReportDialog";

const t = translator("en");

afterEach(cleanup);

const reasons = (container: Element) =>
  [...container.querySelectorAll("input[name=reason]")].map((input) => (input as HTMLInputElement).value);

describe("the report dialog's reasons", () => {
  it("offers collusion between partners when the report is made from a match", () => {
    const { container, getByText } = render(
      <ReportDialog
        target={{ reported: "bQ7x", name: "Bob", match: "k7Qx2", room: "ABCDEF" }}
        onClose={() => {}}
        t={t}
      />,
    );
    expect(reasons(container)).toContain("collusion");
    expect(getByText("Collusion between partners")).toBeTruthy();
  });

  it("does not offer it without a match (a message, a name)", () => {
    const { container } = render(<ReportDialog target={{ reported: "bQ7x", name: "Bob" }} onClose={() => {}} t={t} />);
    expect(reasons(container)).not.toContain("collusion");
    expect(reasons(container)).toContain("cheating");
  });
});
