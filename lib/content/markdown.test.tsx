import { renderToStaticMarkup } from "react-dom/server";
import { Markdown, classifyUrl } from "./markdown";
import { excerpt, markdownToPlainText } from "./markdown-text";

const render = (source: string, locale: "en" | "fr" = "en") => renderToStaticMarkup(<Markdown locale={locale}>{source}</Markdown>);

describe("Markdown rendering", () => {
  it("renders headings, emphasis, lists and paragraphs", () => {
    const html = render("# Title\n\nSome **bold** and *soft* words.\n\n- one\n- two\n\n1. first");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<ol>");
  });

  it("drops a <script> block: no script element, no executable text", () => {
    const html = render("Hello\n\n<script>alert(1)</script>\n\nafter");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Hello");
    expect(html).toContain("after");
  });

  it("drops inline raw HTML such as <img onerror=...>", () => {
    const html = render('Look <img src="x" onerror="alert(1)"> here and <b onclick="steal()">there</b>');
    expect(html).not.toMatch(/onerror|onclick|<img|<b>/i);
    expect(html).toContain("Look");
    expect(html).toContain("there");
  });

  it.each([
    "[x](javascript:alert(1))",
    "[x](JAVASCRIPT:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](vbscript:msgbox(1))",
    "[x](<javascript:alert(1)>)",
  ])("renders %s as plain text without a link", (source) => {
    const html = render(source);
    expect(html).not.toMatch(/<a\b/i);
    expect(html).not.toMatch(/javascript|vbscript|data:/i);
    expect(html).toContain("<span>x</span>");
  });

  it("drops reference-style and autolinked javascript: URLs too", () => {
    const html = render("[x][bad]\n\n[bad]: javascript:alert(1)\n\n<javascript:alert(1)>");
    expect(html).not.toMatch(/href="javascript/i);
  });

  it("gives external links rel=nofollow noopener and keeps their URL", () => {
    const html = render("[Site](https://example.com/page?a=1)");
    expect(html).toContain('href="https://example.com/page?a=1"');
    expect(html).toContain('rel="nofollow noopener"');
  });

  it("keeps mailto and relative links, localising site paths", () => {
    expect(render("[Mail](mailto:help@example.com)")).toContain('href="mailto:help@example.com"');
    const french = render("[Deals](/deals?destination=paris)", "fr");
    expect(french).toContain('href="/fr/deals?destination=paris"');
    expect(french).not.toContain("nofollow");
    expect(render("[Deals](/deals)")).toContain('href="/deals"');
  });

  it("lazy-loads images and refuses unsafe image sources", () => {
    expect(render("![A beach](https://example.com/a.jpg)")).toMatch(/<img[^>]+loading="lazy"/);
    const html = render("![Bad](javascript:alert(1))");
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("Bad");
  });

  it("escapes text that looks like markup inside code", () => {
    const html = render("`<script>alert(1)</script>`");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script/i);
  });
});

describe("classifyUrl", () => {
  it.each([
    ["https://a.b", "external"],
    ["//a.b/x", "external"],
    ["mailto:a@b.c", "mail"],
    ["/deals", "internal"],
    ["#top", "internal"],
    ["page?x=1", "internal"],
    [" javascript:x", "unsafe"],
    ["data:image/png;base64,xx", "unsafe"],
    ["vbscript:x", "unsafe"],
    ["", "unsafe"],
  ])("%s is %s", (url, kind) => {
    expect(classifyUrl(url)).toBe(kind);
  });
});

describe("plain text previews", () => {
  it("strips Markdown syntax and raw HTML", () => {
    expect(markdownToPlainText("## Hi\n\nSome **bold** [link](https://x.y) <b>x</b>")).toBe("Hi Some bold link x");
  });

  it("cuts at a word near 100 characters and adds an ellipsis", () => {
    const text = excerpt("word ".repeat(60));
    expect(text.length).toBeLessThanOrEqual(101);
    expect(text.endsWith("…")).toBe(true);
    expect(excerpt("short")).toBe("short");
  });
});
