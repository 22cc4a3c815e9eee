import { expect, type Locator, type Page } from '@playwright/test';

/** A phone's screen (an iPhone 14's CSS pixels), the narrowest the back-office promises to fit. */
export const PHONE = { width: 390, height: 844 };

/** How a page sits in the window: does it scroll sideways, and where does it stick out. */
export class PhoneFit {
  constructor(private readonly page: Page) {}

  /** The document's width: a page that fits is no wider than the window. */
  readonly documentWidth = () => this.page.evaluate(() => document.documentElement.scrollWidth);

  /** The elements where the page starts to stick out (their parent fits, they do not), to name in a failure. */
  readonly stickingOut = (width: number) =>
    this.page.evaluate(
      (limit) =>
        Array.from(document.body.querySelectorAll('*'))
          .filter(
            (element) =>
              element.getBoundingClientRect().right > limit + 0.5 &&
              (element.parentElement?.getBoundingClientRect().right ?? 0) <= limit + 0.5,
          )
          .slice(0, 5)
          .map((element) => `<${element.tagName.toLowerCase()} class="${String(element.className)}">`),
      width,
    );

  /** The page does not scroll sideways at `width` (tables scroll inside their own box). */
  async expectFits(width = PHONE.width) {
    const fits = await expect
      .poll(() => this.documentWidth())
      .toBeLessThanOrEqual(width)
      .then(
        () => true,
        () => false,
      );
    if (!fits)
      throw new Error(
        `The page is ${await this.documentWidth()} px wide at ${width} px; it sticks out at ${(
          await this.stickingOut(width)
        ).join(', ')}`,
      );
  }

  /** The first table shows every column without scrolling sideways inside its own box. */
  async expectTableFits() {
    const scroller = this.page.getByRole('table').first().locator('xpath=..');
    const overflow = () => scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
  }

  /**
   * `target` (a row action) is wholly inside the window once the page is scrolled down to it: nobody
   * has to scroll sideways (the page or its table) to reach it.
   */
  async expectInReach(target: Locator) {
    await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
    await expect(target).toBeInViewport({ ratio: 1 });
  }
}
