import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { localeInfo, locales } from "@/lib/i18n/locales";
import { APP_ICONS, manifestPath, THEME_COLOR, webAppManifest } from "./manifest";

const messages = (locale: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as { Offline: { shortName: string }; Metadata: { defaultDescription: string } };
const manifestOf = (locale: (typeof locales)[number]) => webAppManifest(locale, { shortName: messages(locale).Offline.shortName, description: messages(locale).Metadata.defaultDescription });

describe("the web app manifest", () => {
  test.each(locales)("%s: the same app (one id), started at the language's home page, in its language and direction", (locale) => {
    const manifest = manifestOf(locale);
    expect(manifest).toMatchObject({ id: "/", name: "Wander Bold", short_name: "Wander Bold", lang: locale, dir: localeInfo[locale].dir, scope: "/", display: "standalone", theme_color: THEME_COLOR });
    expect(manifest.start_url).toBe(locale === "en" ? "/" : `/${locale}`);
    expect(manifest.description).toBe(messages(locale).Metadata.defaultDescription);
    expect(manifestPath(locale)).toBe(`/${locale}/manifest.webmanifest`);
  });

  test("its icons are PNG files in public/ of the sizes they state: 192 and 512 px, and a maskable one", async () => {
    const icons = manifestOf("en").icons!;
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of APP_ICONS) {
      const file = path.join(process.cwd(), "public", icon.src);
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.format).toBe("png");
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  test("the maskable icon fills its whole square (a launcher's mask cuts no transparent corner into it)", async () => {
    const { data, info } = await sharp(path.join(process.cwd(), "public/icons/maskable-512.png")).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    for (const [x, y] of [[0, 0], [511, 0], [0, 511], [511, 511], [256, 2]] as const) expect(alphaAt(x, y)).toBe(255);
  });
});
