"""Accessibility checks in the browser: axe-core (the app's pinned devDependency) run on the page as it is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

AXE = Path(__file__).resolve().parents[2] / "frontend" / "app" / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")
TABLE_RULES = ("landmark-one-main", "page-has-heading-one", "region")
"""Moderate rules that the table screens must pass too: a screen reader finds the table's main part and heading, and
no content lies outside a landmark."""

RUN = """async () => {
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 4).map((node) => node.target.join(" ") + " " + (node.failureSummary || "")),
  }));
}"""


def assert_accessible(page: Any, screen: str) -> None:
    """No serious or critical axe violation on the screen the page shows now; at a table, none of TABLE_RULES either."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    violations = page.evaluate(RUN)
    table = page.locator("[data-testid=table]").count() > 0
    faults = [
        violation
        for violation in violations
        if violation["impact"] in SERIOUS or (table and violation["id"] in TABLE_RULES)
    ]
    assert faults == [], f"{screen}: {faults}"
