import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The first address on a list page matching `pattern` (an href="..." pattern), for pages whose slugs come from the data. */
export async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(listPath)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link like ${pattern} on ${listPath}`);
  return match[0].slice('href="'.length, -1);
}

let accountSeq = 0;

/** Registers a new member and signs the page's browser context in as them. */
export async function signInNewMember(page: Page, prefix = "member") {
  accountSeq += 1;
  const username = `${prefix}${Date.now().toString(36)}${accountSeq}`;
  const account = { username, email: `${username}@example.com`, password: "a member's long password" };
  expect((await page.request.post("/api/register", { data: account })).status()).toBe(201);
  expect((await page.request.post("/api/login", { data: { identifier: username, password: account.password } })).status()).toBe(200);
  return account;
}
