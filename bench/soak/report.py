"""The suite's report: each part's figures and checks, printed and written as JSON; whether every check held."""

from __future__ import annotations

import json
import os
import platform
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.soak.checks import Check


@dataclass
class Report:
    """Every part of one run, in the order they ran."""

    profile: str
    parts: dict[str, dict[str, Any]] = field(default_factory=dict)

    def add(self, name: str, figures: dict[str, Any], checks: list[Check], seconds: float) -> None:
        """Record one part, and print it at once (a long run shows its progress)."""
        self.parts[name] = {"seconds": round(seconds, 1), "figures": figures, "checks": [c.to_json() for c in checks]}
        print(f"\n== {name} ({seconds:.0f} s)")
        for key, value in figures.items():
            print(f"  {key}: {value}")
        for check in checks:
            print(f"  [{'ok' if check.ok else 'FAILED'}] {check.name}" + ("" if check.ok else f": {check.detail}"))

    def fail(self, name: str, error: BaseException, seconds: float) -> None:
        """A part that could not run to its checks counts as one failed check."""
        self.add(name, {}, [Check(f"{name} ran", False, f"{type(error).__name__}: {error}")], seconds)

    @property
    def ok(self) -> bool:
        """Whether every check of every part held."""
        return all(check["ok"] for part in self.parts.values() for check in part["checks"])

    def to_json(self, seconds: float) -> dict[str, Any]:
        """The whole report, with the machine it ran on."""
        return {
            "profile": self.profile,
            "ok": self.ok,
            "seconds": round(seconds, 1),
            "machine": {"cores": os.cpu_count(), "python": platform.python_version(), "system": platform.platform()},
            "parts": self.parts,
        }

    def write(self, path: Path, seconds: float) -> None:
        """Write the JSON report and print the verdict."""
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_json(seconds), indent=2) + "\n")
        failed = [c["name"] for part in self.parts.values() for c in part["checks"] if not c["ok"]]
        print(f"\n{'ALL CHECKS HELD' if not failed else f'{len(failed)} CHECK(S) FAILED'} in {seconds:.0f} s; {path}")
        for name in failed:
            print(f"  failed: {name}")
