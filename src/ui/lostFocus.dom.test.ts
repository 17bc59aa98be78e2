// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusPlace, takeLostFocus } from './lostFocus';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id)!;
}

describe('takeLostFocus', () => {
  const cases: Array<{ name: string; html: string; focused: string | null; takes: boolean }> = [
    { name: 'focus on the body (the pressed button gone)', html: '<p id="result">Claimed</p>', focused: null, takes: true },
    { name: 'focus on a box around it (a click on the disabled button)', html: '<main id="main" tabindex="-1"><p id="result">Claimed</p></main>', focused: 'main', takes: true },
    { name: 'focus where the player put it since', html: '<p id="result">Claimed</p><button id="other">Other</button>', focused: 'other', takes: false },
  ];
  for (const { name, html, focused, takes } of cases) {
    it(`${takes ? 'takes' : 'leaves'} focus: ${name}`, () => {
      const byId = page(html);
      if (focused) byId(focused).focus();
      takeLostFocus(byId('result'));
      expect(document.activeElement).toBe(takes ? byId('result') : byId(focused!));
    });
  }

  it('is a ref: nothing to do when the element goes', () => {
    expect(() => takeLostFocus(null)).not.toThrow();
  });
});

describe('focusPlace', () => {
  it('focuses an element that is not a control, without making it a Tab stop', () => {
    const byId = page('<li id="row">Reward</li>');
    focusPlace(byId('row'));
    expect(document.activeElement).toBe(byId('row'));
    expect(byId('row').tabIndex).toBe(-1);
  });

  it('keeps a tabindex the element has', () => {
    const byId = page('<div id="box" tabindex="0">Box</div>');
    focusPlace(byId('box'));
    expect(byId('box').getAttribute('tabindex')).toBe('0');
    expect(document.activeElement).toBe(byId('box'));
  });
});
