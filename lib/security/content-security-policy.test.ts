import { contentSecurityPolicy } from "./content-security-policy.mjs";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("allows no inline script and no eval in production unless a page names its scripts", () => {
    const policy = contentSecurityPolicy({ isProduction: true });
    expect(directive(policy, "script-src")).toEqual(["'self'"]);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("adds a page's hash or nonce sources to script-src only", () => {
    const policy = contentSecurityPolicy({ inlineScripts: ["'nonce-abc'", "'sha256-xyz='"], isProduction: true });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'", "'sha256-xyz='"]);
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
  });

  it("keeps the framing, base, form and plugin locks", () => {
    const policy = contentSecurityPolicy({ isProduction: true });
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("allows eval in development, where next dev needs it", () => {
    expect(directive(contentSecurityPolicy({ isProduction: false }), "script-src")).toContain("'unsafe-eval'");
  });
});
