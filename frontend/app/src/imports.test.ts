import { describe, expect, it } from "vitest";

// Every script of the app, as text: the imports are read from it, as a reader of the code would.
const SOURCES = import.meta.glob<string>("/src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

/** The app's own modules that a source names: `from "./x"`, `import "./x"` and `import("./x")`, type-only ones too. */
function importsOf(path: string, text: string): string[] {
  const names = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"(\.{1,2}\/[^"]*)"/g)].map((match) => match[1]);
  return names.map((name) => resolve(path, name)).filter((target): target is string => target !== null);
}

/** A relative import as the file it loads (`../i18n` is `/src/i18n/index.ts`); null for a stylesheet or an asset. */
function resolve(from: string, name: string): string | null {
  const parts = from.split("/").slice(0, -1);
  for (const part of name.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const base = parts.join("/");
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => candidate in SOURCES) ?? null;
}

/** Who imports whom, tests left out (a test may import anything it checks). */
function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [path, text] of Object.entries(SOURCES)) {
    if (/\.test\.tsx?$/.test(path)) continue;
    edges.set(path, importsOf(path, text));
  }
  return edges;
}

/** Every circle of imports, each once, as the files along it (depth-first search, marking the files on the path). */
function cycles(edges: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      const circle = path.slice(at);
      found.set([...circle].sort().join(" "), [...circle, file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of edges.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of [...edges.keys()].sort()) visit(file);
  return [...found.values()];
}

describe("the app's imports", () => {
  it("are read from the sources", () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(50);
    // Known edges: the game registry lists each game's module, and hands their words to the translations.
    const registry = edges.get("/src/games/index.ts") ?? [];
    expect(registry.filter((file) => /^\/src\/games\/\w+\/index\.tsx?$/.test(file)).length).toBeGreaterThan(1);
    expect(registry).toContain("/src/i18n/index.ts");
    expect(edges.get("/src/screens/Table.tsx")).toContain("/src/i18n/index.ts");
  });

  it("finds a circle when there is one", () => {
    const edges = new Map([
      ["/src/a.ts", ["/src/b.ts"]],
      ["/src/b.ts", ["/src/c.ts"]],
      ["/src/c.ts", ["/src/a.ts"]],
      ["/src/d.ts", ["/src/a.ts"]],
    ]);
    expect(cycles(edges)).toEqual([["/src/a.ts", "/src/b.ts", "/src/c.ts", "/src/a.ts"]]);
  });

  it("form no circle", () => {
    expect(cycles(graph()).map((circle) => circle.join(" → "))).toEqual([]);
  });
});
