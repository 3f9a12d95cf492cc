import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from 'puppeteer-core';
import { startOfflineProxy } from './offline-proxy';

/**
 * The engines users have besides Chromium, driven as these machines allow (docs/decisions.md,
 * "Browser engines"): Debian's Firefox ESR through Puppeteer over WebDriver BiDi, and WebKitGTK
 * (Safari's engine) through its WebDriver, WebKitWebDriver, under Xvfb, with WebdriverIO.
 * Playwright's own Firefox and WebKit builds cannot be downloaded here, and its `moz-firefox`
 * channel fails on Firefox ESR at `newPage`. `scripts/toolchain.sh` installs both and exports
 * their paths; a missing engine fails the run, it is never skipped.
 */
export type EngineName = 'firefox' | 'webkit';

/** What a smoke test does in any engine: the few verbs both protocols have. */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body reading `args`) in the page; returns its JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Chooses an option of a native select by its value, as a user's pick does. */
  select(selector: string, value: string): Promise<void>;
  /**
   * Answers every request whose URL starts with `prefix` with `script`, and requests to other
   * hosts than 127.0.0.1 with an empty 200 (this machine is offline): through BiDi's request
   * interception in Firefox, through a local proxy in WebKit (./offline-proxy.ts).
   */
  answerScript(prefix: string, script: string): Promise<void>;
  /** Runs `trigger` and returns a driver for the popup window it opened. */
  popup(trigger: () => Promise<void>): Promise<EngineDriver>;
  close(): Promise<void>;
}

const pageScript = (body: string) => `(function (args) { ${body} })`;

export async function launchEngine(engine: EngineName): Promise<EngineDriver> {
  return withCommandTimeouts(engine === 'firefox' ? await launchFirefox() : await launchWebKit());
}

/** A command the engine never answers fails naming itself, instead of a silent test timeout. */
const COMMAND_TIMEOUT_MS = 15_000;
function withCommandTimeouts(driver: EngineDriver): EngineDriver {
  const timed =
    <A extends unknown[], R>(verb: string, command: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `${driver.engine}: ${verb}(${JSON.stringify(args).slice(1, 120)}) got no answer in ${COMMAND_TIMEOUT_MS / 1000} s`,
              ),
            ),
          COMMAND_TIMEOUT_MS,
        );
      });
      return Promise.race([command(...args), timeout]).finally(() => clearTimeout(timer));
    };
  return {
    engine: driver.engine,
    goto: timed('goto', driver.goto),
    url: timed('url', driver.url),
    run: timed('run', driver.run) as EngineDriver['run'],
    click: timed('click', driver.click),
    type: timed('type', driver.type),
    select: timed('select', driver.select),
    answerScript: driver.answerScript,
    popup: async (trigger) => withCommandTimeouts(await driver.popup(trigger)),
    close: driver.close,
  };
}

function required(variable: string): string {
  const value = process.env[variable];
  if (!value) {
    throw new Error(
      `${variable} is not set: source scripts/toolchain.sh, which installs Debian's firefox-esr, webkit2gtk-driver and xvfb and exports it.`,
    );
  }
  return value;
}

async function launchFirefox(): Promise<EngineDriver> {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: required('FIREFOX_PATH'),
    headless: true,
    // Locale and window as the Chromium suite's desktop.
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'browser.shell.checkDefaultBrowser': false },
    args: ['--width=1280', '--height=720'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  return firefoxPage(page, () => browser.close());
}

function firefoxPage(page: Page, close: () => Promise<void>): EngineDriver {
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    url: async () => page.url(),
    run: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`${pageScript(body)}(${JSON.stringify(args)})`) as Promise<T>,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    select: async (selector, value) => void (await page.select(selector, value)),
    answerScript: async (prefix, script) => {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith(prefix)) {
          void request.respond({ status: 200, contentType: 'text/javascript; charset=utf-8', body: script });
        } else if (/^https?:\/\/(?!127\.0\.0\.1[:/])/.test(url)) {
          void request.respond({ status: 200, body: '' });
        } else {
          void request.continue();
        }
      });
    },
    popup: async (trigger) => {
      const opened = new Promise<Page | null>((resolve) => page.once('popup', resolve));
      await trigger();
      const popup = await opened;
      if (!popup) throw new Error('firefox: the popup closed before it could be driven');
      return firefoxPage(popup, () => popup.close());
    },
    close,
  };
}

async function launchWebKit(): Promise<EngineDriver> {
  const driverPath = required('WEBKIT_DRIVER_PATH');
  const browserPath = required('WEBKIT_BROWSER_PATH');
  const display = `:${await freeDisplayNumber()}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x720x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  // WebDriver classic has no network interception: the browser, which inherits the driver's
  // environment, sends everything but loopback through this proxy instead (GIO reads the
  // variables; the WebDriver `proxy` capability would make it speak TLS to the proxy itself).
  const proxy = await startOfflineProxy();
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: display,
      http_proxy: proxy.url,
      https_proxy: proxy.url,
      no_proxy: '127.0.0.1,localhost',
    },
  });
  const stopAll = async () => {
    [driver, xvfb].forEach((child) => child.kill('SIGTERM'));
    await proxy.close();
  };
  try {
    const { remote } = await import('webdriverio');
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 20,
      capabilities: {
        browserName: 'MiniBrowser',
        // The proxy answers https in its tunnels with a certificate of its own.
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
        // WebKitWebDriver speaks W3C WebDriver classic only.
        'wdio:enforceWebDriverClassic': true,
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(1280, 720).catch(() => undefined);
    const windows = webKitWindows(browser);
    const main = await browser.getWindowHandle();
    return webKitWindow(browser, windows, main, proxy.answerScript, async () => {
      await browser.deleteSession().catch(() => undefined);
      await stopAll();
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * WebDriver classic drives one window at a time: each window's driver switches to its own
 * before a command, so the page and its popup can be driven in turn, as in Firefox.
 */
function webKitWindows(browser: WebdriverIO.Browser) {
  let current: string | undefined;
  return async (handle: string) => {
    if (current === handle) return;
    await browser.switchToWindow(handle);
    current = handle;
  };
}

function webKitWindow(
  browser: WebdriverIO.Browser,
  focus: (handle: string) => Promise<void>,
  handle: string,
  answerScript: (prefix: string, script: string) => void,
  close: () => Promise<void>,
): EngineDriver {
  const inWindow =
    <A extends unknown[], R>(command: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await focus(handle);
      return command(...args);
    };
  return {
    engine: 'webkit',
    goto: inWindow((url: string) => browser.url(url).then(() => undefined)),
    url: inWindow(() => browser.getUrl()),
    run: inWindow(
      <T>(body: string, ...args: unknown[]) =>
        browser.execute(`return ${pageScript(body)}(arguments[0])`, args) as Promise<T>,
    ) as EngineDriver['run'],
    click: inWindow((selector: string) => browser.$(selector).click()),
    // addValue, not setValue: the fields start empty, and no clear is needed.
    type: inWindow((selector: string, text: string) => browser.$(selector).addValue(text)),
    select: inWindow((selector: string, value: string) =>
      browser.$(selector).selectByAttribute('value', value),
    ),
    answerScript: async (prefix, script) => void answerScript(prefix, script),
    popup: inWindow(async (trigger: () => Promise<void>) => {
      const before = new Set(await browser.getWindowHandles());
      await trigger();
      const opened = await browser.waitUntil(
        async () => (await browser.getWindowHandles()).find((each) => !before.has(each)) ?? false,
        { timeout: 10_000, timeoutMsg: 'webkit: no popup opened within 10 s' },
      );
      return webKitWindow(browser, focus, opened, answerScript, async () => {
        await focus(opened);
        await browser.closeWindow();
      });
    }),
    close,
  };
}

/** An X display number no other run holds (its lock file is absent). */
async function freeDisplayNumber(): Promise<number> {
  const { existsSync } = await import('node:fs');
  for (let number = 90 + (process.pid % 50); ; number++) {
    if (!existsSync(`/tmp/.X${number}-lock`)) return number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
