// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { Link, NavLink, isCurrentPath } from './routerLinks';
import { currentLocation, renderWithProviders } from './testing/renderWithProviders';

const brand = {} as never;
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
const click = (a: HTMLAnchorElement, init: MouseEventInit = {}) =>
  act(async () => {
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isCurrentPath', () => {
  it.each([
    // to, at, end, current
    ['/games', '/games', false, true],
    ['/games', '/games/', false, true],
    ['/games', '/games/slots', false, true],
    ['/games', '/games/slots', true, false],
    ['/games', '/gamesx', false, false],
    ['/games/', '/games/slots', false, true],
    ['/', '/', false, true],
    ['/', '/games', false, false],
    ['/Games', '/games', true, true],
    ['/member/wallet', '/member', false, false],
  ])('a link to %s at %s (end %s): %s', (to, at, end, current) => {
    expect(isCurrentPath(to, at, end)).toBe(current);
  });
});

describe('Link', () => {
  it('has the route as its href and navigates in the app on a plain click', async () => {
    await renderWithProviders(<Link to="/promotions?tab=2">Offers</Link>, { brand, path: '/' });
    expect(link('Offers').getAttribute('href')).toBe('/promotions?tab=2');
    await click(link('Offers'));
    expect(currentLocation.value).toBe('/promotions?tab=2');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leaves a click with %o to the browser', async (init) => {
    await renderWithProviders(<Link to="/promotions">Offers</Link>, { brand, path: '/' });
    // what reaches the document after the app had it; stopped there, as jsdom cannot open a page
    let leftToBrowser: boolean | undefined;
    const atDocument = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', atDocument);
    await click(link('Offers'), init);
    document.removeEventListener('click', atDocument);
    expect(currentLocation.value).toBe('/');
    expect(leftToBrowser).toBe(true);
  });

  it("runs the caller's onClick first and stays put when it prevents the default", async () => {
    const seen: string[] = [];
    await renderWithProviders(
      <>
        <Link to="/a" onClick={() => seen.push('a')}>A</Link>
        <Link to="/b" onClick={(e) => { seen.push('b'); e.preventDefault(); }}>B</Link>
      </>,
      { brand, path: '/' },
    );
    await click(link('B'));
    expect(currentLocation.value).toBe('/');
    await click(link('A'));
    expect(currentLocation.value).toBe('/a');
    expect(seen).toEqual(['b', 'a']);
  });
});

describe('NavLink', () => {
  it('marks the link of the page the player is on, and moves the mark when the page changes', async () => {
    await renderWithProviders(
      <>
        <NavLink to="/" end>Home</NavLink>
        <NavLink to="/games">Games</NavLink>
        <NavLink to="/games/slots">Slots</NavLink>
      </>,
      { brand, path: '/games/slots' },
    );
    const current = () => [...document.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent);
    expect(current()).toEqual(['Games', 'Slots']);
    await click(link('Home'));
    expect(current()).toEqual(['Home']);
  });
});
