import { expect, test } from "@playwright/test";
import { wcagViolations } from "../support/axe";

// axe's WCAG 2.1 A and AA rules on the public pages a visitor from a search engine lands on.
const pages = ["/", "/es", "/ar", "/legal", "/privacy", "/auth", "/subscription", "/deals", "/hotels", "/search?q=paris"];

for (const path of pages) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    expect(await wcagViolations(page)).toEqual([]);
  });
}
