/**
 * Focus when the control that had it goes: a claim's Claim button gives way to what the claim
 * gave, a Redeem button is disabled once the points no longer pay for another. The browser then
 * leaves focus on the page's body, where a screen reader says nothing and the next Tab starts from
 * the top of the page. What took the control's place takes focus instead.
 */

/** Focus on `el`, which need not be a control: tabindex -1 lets script focus it without making it a Tab stop. */
export function focusPlace(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus();
}

/**
 * A ref for what a press puts in place of its own control (the claim's result where its button
 * was): arriving while focus is on the page's body (the button gone, or disabled while its
 * request was out) or on a box around it (a second click on the disabled button focuses the page's
 * main region or the dialog), it takes focus, so a screen reader reads what happened and Tab goes
 * on from there. Focus the player has put on anything else stays where it is.
 */
export function takeLostFocus(el: HTMLElement | null): void {
  if (!el) return;
  const active = document.activeElement;
  if (active && !active.contains(el)) return;
  focusPlace(el);
}
