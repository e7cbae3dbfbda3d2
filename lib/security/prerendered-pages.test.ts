import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prerenderedPages } from "./prerendered-pages";
import { scriptHashSource } from "./inline-scripts";

let buildDir: string;
const page = (route: string, html: string) => {
  const file = path.join(buildDir, "server", "app", `${route}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  return file;
};

beforeEach(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-build-"));
  fs.writeFileSync(path.join(buildDir, "prerender-manifest.json"), JSON.stringify({ routes: { "/en": {}, "/en/legal": {}, "/en/lost": {} } }));
});
afterEach(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describe("prerenderedPages", () => {
  it("answers the hashes of a listed page's inline scripts", () => {
    page("/en", '<script>alert(1)</script><script src="/a.js"></script>');
    page("/en/legal", "<script>legal()</script>");
    const lookup = prerenderedPages(buildDir);
    expect(lookup("/en")).toEqual([scriptHashSource("alert(1)")]);
    expect(lookup("/en/legal")).toEqual([scriptHashSource("legal()")]);
  });

  it("answers null for a page rendered per request, and for a listed page whose file is missing", () => {
    const lookup = prerenderedPages(buildDir);
    expect(lookup("/en/deals")).toBeNull();
    expect(lookup("/en/lost")).toBeNull();
  });

  it("hashes a page again once Next has written it anew", () => {
    const file = page("/en", "<script>first()</script>");
    const lookup = prerenderedPages(buildDir);
    expect(lookup("/en")).toEqual([scriptHashSource("first()")]);
    fs.writeFileSync(file, "<script>second()</script>");
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect(lookup("/en")).toEqual([scriptHashSource("second()")]);
  });

  it("treats every page as rendered per request when the build has no manifest", () => {
    fs.rmSync(path.join(buildDir, "prerender-manifest.json"));
    page("/en", "<script>alert(1)</script>");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const lookup = prerenderedPages(buildDir);
    expect(lookup("/en")).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    lookup("/en");
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
