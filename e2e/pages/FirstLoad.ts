import { expect, type Browser, type Page } from '@playwright/test';

/**
 * A page's first, server-rendered load: the HTTP status it answers, what its HTML already shows, and
 * what the browser then asks the API. `withoutJavaScript` opens the same session in a tab that runs no
 * script, so whatever it shows came with the HTML.
 */
export class FirstLoad {
  /** Errors the page logged (a hydration mismatch shows here). */
  readonly errors: string[] = [];
  /** The API calls the browser made, as `path?query`. */
  readonly apiCalls: string[] = [];

  constructor(
    readonly page: Page,
    apiUrl?: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
    if (apiUrl)
      page.on('request', (request) => {
        if (request.url().startsWith(apiUrl)) this.apiCalls.push(request.url().slice(apiUrl.length));
      });
  }

  /** Runs `check` in a new tab of the same signed-in session that runs no JavaScript, then closes it. */
  static async withoutJavaScript(browser: Browser, signedIn: Page, check: (tab: FirstLoad) => Promise<void>) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedIn.context().storageState(),
    });
    const tab = new FirstLoad(await context.newPage());
    try {
      await check(tab);
    } finally {
      await tab.close();
    }
  }

  /** Opens `path` and answers the HTTP status of the document. */
  async open(path: string): Promise<number> {
    const response = await this.page.goto(path);
    expect(response).not.toBeNull();
    return response!.status();
  }

  /** The body rows of the table named `name`. */
  readonly rows = (name: string) => this.page.getByRole('table', { name }).locator('tbody tr');

  /** What a missing record's page says, by the screen's own words. */
  readonly message = (text: string) => this.page.getByText(text, { exact: true });

  async close() {
    await this.page.context().close();
  }
}
