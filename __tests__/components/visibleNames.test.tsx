import { screen } from '@testing-library/react';

import { Header } from '@/components/layout/Header';
import { demoUser, renderWithStore, signedInState } from '../support/render';

jest.mock('next/router', () => jest.requireActual('../support/router').nextRouterMock);

/** WCAG 2.5.3 (axe's label-content-name-mismatch): a control's name starts with the text it shows. */
function expectNameStartsWithVisibleText(element: HTMLElement) {
  const visible = [...element.childNodes]
    .filter(
      (node) =>
        !(
          node instanceof HTMLElement &&
          (node.ariaHidden === 'true' || node.classList.contains('visually-hidden'))
        ),
    )
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
  expect(visible).not.toBe('');
  expect(element).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${visible}`)));
}

describe('the header’s names hold their visible text', () => {
  beforeEach(() => {
    renderWithStore(<Header />, { preloadedState: signedInState(demoUser({ firstName: 'Ann' })) });
  });

  it('the logo link: "Back-office home"', () => {
    const logo = screen.getByRole('link', { name: 'Back-office home' });
    expectNameStartsWithVisibleText(logo);
  });

  it('the account link: the first name it shows, then what it opens', () => {
    const account = screen.getByRole('link', { name: 'Ann (your account)' });
    expectNameStartsWithVisibleText(account);
  });
});
