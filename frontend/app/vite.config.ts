import preact from "@preact/preset-vite";
import { defineConfig } from "vitest/config";

// The build lands in frontend/static/app/, served by Django (whitenoise) under /static/app/.
export default defineConfig({
  plugins: [preact({ prerender: { enabled: false } })],
  base: "/static/app/",
  build: {
    outDir: "../static/app",
    emptyOutDir: true,
    target: "es2020",
    reportCompressedSize: true,
    // .vite/manifest.json: each chunk's static and dynamic imports, which the budget check follows from the entry
    // (tests/test_bundle_budget.py). Its folder starts with a dot, so collectstatic leaves it out.
    manifest: true,
  },
  server: { proxy: { "/api": "http://127.0.0.1:8000" } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testSetup.ts"],
    // One worker a core: Vitest's default leaves one core free, which on two cores ran the files one at a time
    // (87 s; 48 s with two, most of it setting up jsdom for each file).
    maxWorkers: "100%",
    // Stylesheets stay out of unit tests, except read as text (the test that no game is named outside its folder).
    css: { include: [/\?raw$/] },
  },
});
