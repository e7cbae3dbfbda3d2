import type { Page, TestInfo } from "@playwright/test";

/**
 * Layout checks run in the page as it stands (tests/e2e/layout.spec.ts). Each problem is one line
 * naming the element, so that a failure says what to look at:
 * - the page scrolls sideways (the document is wider than the window);
 * - text is cut off: an element whose text runs past its box, with no scroll container to reach
 *   it (an ellipsis on purpose and visually hidden text are not problems);
 * - two interactive elements overlap (links, buttons, fields), within the same layer: the fixed
 *   header, the consent banner and other fixed layers are compared with themselves only;
 * - the header is not one row: its controls are not side by side, or a text of it wraps.
 */
export type LayoutProblem = string;

export async function layoutProblems(page: Page, scope: "page" | "header" = "page"): Promise<LayoutProblem[]> {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const header = document.querySelector("header[data-site-header]") ?? document.querySelector("header");
    // "header": the checks of the header bar alone (the header test goes through many widths).
    const root: Element = scope === "header" && header ? header : document.body;
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      const label = element.getAttribute("aria-label");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return `${tag}${id}${testId ? `[data-testid=${testId}]` : ""}${label ? `[aria-label="${label}"]` : ""}${text ? ` "${text}"` : ""}`;
    };
    const isShown = (element: Element) => {
      const html = element as HTMLElement;
      if (!html.isConnected || html.closest("[hidden], [aria-hidden='true'], template, dialog:not([open])")) return false;
      const style = getComputedStyle(html);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return false;
      // The content of a closed <details> (a header menu) is laid out but not rendered.
      if (!html.checkVisibility()) return false;
      const rect = html.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    // Visually hidden text (Tailwind's sr-only: a 1 px box clipped away) is meant to be read, not seen.
    const isVisuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== "none" && style.clipPath !== "" && node.getBoundingClientRect().width <= 1) return true;
        if (style.clip && style.clip !== "auto" && node.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const scrolls = (style: CSSStyleDeclaration) => ["auto", "scroll"].includes(style.overflowX);

    // 1. Sideways scrolling of the page.
    const docWidth = document.documentElement.scrollWidth;
    if (scope === "page" && docWidth > window.innerWidth + 1) {
      // Name the widest culprits: elements reaching past the window's edges, outermost first.
      const culprits = [...document.body.querySelectorAll("*")]
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          if (rect.right <= window.innerWidth + 1 && rect.left >= -1) return false;
          // Inside a scroll container of its own it scrolls there, not the page.
          for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) if (scrolls(getComputedStyle(up))) return false;
          return isShown(element) && !isVisuallyHidden(element);
        })
        .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
        .slice(0, 3)
        .map(describe);
      problems.push(`the page scrolls sideways: ${docWidth} px wide in a ${window.innerWidth} px window (${culprits.join("; ")})`);
    }

    // 2. Text cut off by its box.
    const clipped: Element[] = [];
    for (const element of root.querySelectorAll<HTMLElement>("*")) {
      if (element instanceof SVGElement || element.clientWidth <= 1) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const style = getComputedStyle(element);
      if (scrolls(style) || style.textOverflow === "ellipsis" || style.display === "inline") continue;
      if (!isShown(element) || isVisuallyHidden(element)) continue;
      const box = element.getBoundingClientRect();
      const borderStart = element.clientLeft;
      const inner = { left: box.left + borderStart - 1, right: box.left + borderStart + element.clientWidth + 1 };
      // Which text runs past the box? Text inside a scroll container of its own is reachable.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement!;
        if (!isShown(parent) || isVisuallyHidden(parent)) continue;
        let reachable = false;
        for (let up: HTMLElement | null = parent; up && up !== element; up = up.parentElement) {
          const upStyle = getComputedStyle(up);
          if (scrolls(upStyle) || upStyle.textOverflow === "ellipsis" || upStyle.position === "fixed") reachable = true;
        }
        if (reachable) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0 && (rect.right > inner.right + 1 || rect.left < inner.left - 1)) {
          clipped.push(element);
          break;
        }
      }
    }
    for (const element of clipped) {
      if (clipped.some((other) => other !== element && element.contains(other))) continue;
      problems.push(`text runs past its box (${element.clientWidth} px box, ${element.scrollWidth} px content): ${describe(element)}`);
    }

    // 3. Overlapping interactive elements, layer by layer.
    // Map pins (links inside an SVG map) sit where their places are, close places close together;
    // each is also a row of the list beside the map, so they are not compared.
    const interactive = [...root.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=switch]")]
      .filter((element) => !element.closest("svg") && isShown(element) && !isVisuallyHidden(element));
    const layerOf = (element: Element) => {
      let layer: Element = document.body;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") layer = node;
      }
      return layer;
    };
    // The parts of an element's box one can see (a link wrapping onto two lines is two boxes):
    // scroll containers and clipped boxes cut them.
    const visibleRect = (element: Element, rect: DOMRect) => {
      let { left, top, right, bottom } = rect;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const clip = node.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      return { left, top, right, bottom };
    };
    const boxes = interactive
      .flatMap((element) => {
        const layer = layerOf(element);
        const rects = getComputedStyle(element).display === "inline" ? [...element.getClientRects()] : [element.getBoundingClientRect()];
        return rects.map((rect) => ({ element, layer, rect: visibleRect(element, rect) }));
      })
      .filter(({ rect }) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1);
    boxes.sort((a, b) => a.rect.left - b.rect.left);
    let overlaps = 0;
    for (let i = 0; i < boxes.length; i += 1) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length; j += 1) {
        const b = boxes[j]!;
        if (b.rect.left >= a.rect.right - 2) break;
        if (a.element === b.element || a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // A label's own control (a checkbox inside its label) is one target.
        if (a.element.closest("label") && a.element.closest("label") === b.element.closest("label")) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 2 && height > 2 && overlaps < 5) {
          overlaps += 1;
          problems.push(`interactive elements overlap (${Math.round(width)} x ${Math.round(height)} px): ${describe(a.element)} and ${describe(b.element)}`);
        }
      }
    }

    // 4. The header: one row, no text of it wrapping.
    if (header) {
      const headerRect = header.getBoundingClientRect();
      const controls = [...header.querySelectorAll("a[href], button")].filter((element) => isShown(element) && !element.closest("[role=listbox], [id^=menu-], #user-menu-panel, [data-menu] > :not(summary), [popover]"));
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        if (rect.top < headerRect.top - 1 || rect.bottom > headerRect.bottom + 1) problems.push(`the header is not one row: ${describe(control)} sits outside its ${Math.round(headerRect.height)} px bar`);
        else if (rect.height > 48) problems.push(`the header is not one row: ${describe(control)} is ${Math.round(rect.height)} px tall`);
      }
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent?.trim() || !isShown(parent) || isVisuallyHidden(parent) || parent.closest("[role=listbox], [id^=menu-], #user-menu-panel, [data-menu] > :not(summary), [popover]")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`header text wraps onto ${lines.size} lines: "${node.textContent.trim()}"`);
      }
    }
    return problems;
  }, scope);
}

/**
 * The names of links and buttons that glue two words together: a label and a badge side by side on
 * screen (a gap between them) but with no space between them in the text, so a screen reader reads
 * "AnnualSave 20%". Only elements named by their content are checked.
 */
export async function gluedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const targets = document.querySelectorAll("a[href], button, [role=button], [role=radio], [role=tab], [role=option], [role=menuitem], summary, label");
    for (const target of targets) {
      if (target.hasAttribute("aria-label") || target.hasAttribute("aria-labelledby")) continue;
      const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
      const rtl = getComputedStyle(target).direction === "rtl";
      let previous: { text: string; end: number; top: number } | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        const parent = node.parentElement!;
        if (parent.closest("[aria-hidden='true']") || getComputedStyle(parent).display === "none" || !parent.checkVisibility()) continue;
        if (!text.trim()) {
          if (text.length > 0 && previous !== null) (previous as { text: string }).text += " ";
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        const first = rects[0]!;
        const last = rects[rects.length - 1]!;
        if (previous && /[\p{L}\p{N}%]$/u.test(previous.text) && /^[\p{L}\p{N}]/u.test(text)) {
          const start = rtl ? first.right : first.left;
          const apart = Math.abs(first.top - previous.top) > 4 || Math.abs(start - previous.end) > 3;
          if (apart) found.push(`"${(target.textContent ?? "").replace(/\s+/g, " ").trim()}": "${previous.text.trim().split(/\s+/).pop()}" and "${text.trim().split(/\s+/)[0]}" are apart on screen but one word to a screen reader`);
        }
        previous = { text, end: rtl ? last.left : last.right, top: last.top };
      }
    }
    return [...new Set(found)];
  });
}

/**
 * A screenshot of the page as it stands, saved in the test's output folder (test-results/, kept
 * by CI as an artifact) and attached to the report.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, timeout: 15_000 }).catch(() => page.screenshot({ path }));
  await testInfo.attach(`${name}.png`, { path, contentType: "image/png" });
}
