import { launchChromium } from "/work/main/tests/e2e/browser.ts";
const [url, out, w, h] = process.argv.slice(2);
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto(url!);
await p.screenshot({ path: out! });
await b.close();
