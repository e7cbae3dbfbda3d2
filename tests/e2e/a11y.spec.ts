import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe's WCAG 2.1 A and AA rules on the public pages a visitor from a search engine lands on.
const pages = ["/", "/es", "/ar", "/legal", "/privacy", "/auth", "/subscription", "/deals", "/hotels", "/search?q=paris"];

for (const path of pages) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const summary = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
    expect(summary).toEqual([]);
  });
}
