// Account pages show a schema's or the API's message (English, docs/features/accounts.md) in the page's
// language: each known text has a key in messages/ ("Validation.*" or "ApiMessages.*"). Safe to
// import on the client.
import { apiMessages } from "./api-messages";
import { authMessages } from "./schema";

const keyByText = new Map<string, string>([
  ...Object.entries(authMessages).map(([key, text]) => [text, `Validation.${key}`] as const),
  ...Object.entries(apiMessages).map(([key, text]) => [text, `ApiMessages.${key}`] as const),
]);

/** The messages/ key of a known English message; undefined for any other text. */
export function messageKey(text: string): string | undefined {
  return keyByText.get(text);
}
