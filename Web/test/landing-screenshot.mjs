// Writes the Shop landing page's screenshot that Web/README.md shows (Examples/ShopSite/landing-android-chrome.png):
// the page served as its test serves it, in headless Chromium as Chrome on a 390-pixel-wide Android phone.
// Run at the root, with the tool built: node Web/test/landing-screenshot.mjs

import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium, folder } from "./browser.mjs";
import { serve, shopModule, SITE } from "./landing-site.mjs";

const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 "
  + "Mobile Safari/537.36";

const work = folder();
await shopModule(work);
const server = await serve(work);
try {
  await promisify(execFile)(/** @type {string} */ (chromium), ["--headless", "--no-sandbox", "--disable-gpu",
    "--no-first-run", "--hide-scrollbars", "--virtual-time-budget=5000", "--user-data-dir=" + join(work, "profile"),
    "--window-size=390,540", "--force-device-scale-factor=1", "--user-agent=" + PIXEL,
    "--screenshot=" + join(SITE, "landing-android-chrome.png"), "http://127.0.0.1:" + server.port + "/index.html"]);
} finally {
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
