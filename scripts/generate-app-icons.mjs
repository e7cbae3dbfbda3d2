// Renders the installable app's icons (public/icons/) from the site's logo, app/icon.svg, with
// sharp: 192 and 512 px as the logo is (rounded square), and a maskable 512 px one whose logo
// sits inside the middle 80% (the safe zone a launcher's mask never cuts) on the logo's own blue.
// Run after changing the logo: `node scripts/generate-app-icons.mjs`; the PNGs are committed.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { root } from "./lib/paths.mjs";

const LOGO = path.join(root, "app", "icon.svg");
const OUT = path.join(root, "public", "icons");
/** The logo's background colour (its <rect>), which fills the maskable icon's edges. */
const LOGO_BLUE = "#1d4ed8";

const svg = fs.readFileSync(LOGO);
const render = (size) => sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size).png();

fs.mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  await render(size).toFile(path.join(OUT, `icon-${size}.png`));
}
const MASKABLE = 512;
const inner = Math.round(MASKABLE * 0.8);
const logo = await render(inner).toBuffer();
await sharp({ create: { width: MASKABLE, height: MASKABLE, channels: 4, background: LOGO_BLUE } })
  .composite([{ input: logo, gravity: "centre" }])
  .png()
  .toFile(path.join(OUT, "maskable-512.png"));
console.log(`Wrote ${fs.readdirSync(OUT).join(", ")} to ${path.relative(root, OUT)}/`);
