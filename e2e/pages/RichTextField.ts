import type { Locator, Page } from '@playwright/test';

/** The real rich-text editor (Quill) of one field, found by its label ("Terms (English)"). */
export class RichTextField {
  constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  readonly textbox = (): Locator => this.page.getByRole('textbox', { name: this.label });
  readonly toolbar = (): Locator => this.page.getByRole('toolbar', { name: `${this.label}: formatting` });
  readonly button = (name: string): Locator => this.toolbar().getByRole('button', { name, exact: true });

  /** Types at the end of the text. */
  async type(text: string) {
    await this.textbox().click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Selects the last `characters` typed (Shift+Left). */
  async selectBack(characters: number) {
    for (let i = 0; i < characters; i += 1) await this.page.keyboard.press('Shift+ArrowLeft');
  }

  /** Colours the selection with one of the picker's colours (`#e60000`). */
  async colour(value: string) {
    await this.toolbar().getByRole('button', { name: 'Text colour' }).click();
    await this.toolbar()
      .getByRole('button', { name: `Colour ${value}` })
      .click();
  }

  /** Makes the selection a link to `href` with Quill's link box. */
  async link(href: string) {
    await this.button('Link').click();
    const address = this.page.getByRole('textbox', { name: 'Link address' });
    await address.fill(href);
    await address.press('Enter');
  }
}
