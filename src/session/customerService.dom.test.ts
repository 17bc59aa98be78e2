// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptServicePath } from '../contract/serviceLink';
import { openCustomerService } from './customerService';

function fakePopup() {
  return { close: vi.fn(), opener: {} as unknown, location: { href: 'about:blank' } };
}

describe('openCustomerService', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a 440x500 popup at the decrypted URL of a type-3 entry, with no opener', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const path = encryptServicePath('https://chat.example.test/room?id=7', 'Ab3dE5gH');
    await expect(openCustomerService({ type: 3, path, csType: 'VIP' })).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', 'width=440,height=500');
    expect(popup.location.href).toBe('https://chat.example.test/room?id=7');
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it.each([
    ['an unreadable path', { type: 3, path: 'garbage!!Ab3dE5gH', csType: null }],
    ['a decrypted URL the URL rule refuses', { type: 3, path: encryptServicePath('javascript:alert(1)', 'Ab3dE5gH'), csType: null }],
    ['a plain entry that is not a URL', { type: 1, path: 'not a url', csType: null }],
  ])('closes the popup again for %s', async (_name, entry) => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await expect(openCustomerService(entry)).resolves.toBe(false);
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('about:blank');
  });
});
