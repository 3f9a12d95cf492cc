import { chromium } from 'playwright';
const [,, base, ...ids] = process.argv;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 200)); });
for (const id of ids) {
  const [kind, storyId] = id.split(':');
  await page.goto(`${base}/iframe.html?viewMode=${kind}&id=${storyId}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/vis/shots/${storyId}.png` });
  const text = await page.evaluate(() => document.querySelector('#storybook-docs, #storybook-root')?.innerText.slice(0, 300));
  console.log(id, JSON.stringify(text));
}
await browser.close();
