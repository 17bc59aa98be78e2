// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderWithProviders } from '../../ui/testing/renderWithProviders';
import { useAccountErrorText } from './accountErrorText';

afterEach(() => {
  document.body.innerHTML = '';
});

function Shown({ error }: { error: unknown }) {
  return <p>{useAccountErrorText()(error)}</p>;
}

const platform = (errorCode: string, message: string, status = 200) => new ApiError({ kind: 'platform', message, path: '/wps/session/login', status, errorCode });

describe('the spec\'s own wording for the account forms (not the platform\'s message)', () => {
  it.each<[string, unknown, string]>([
    ['an account that does not exist', platform('USER_NOT_EXIST', 'username does not exist'), 'username/email does not exist'],
    ['a session the platform ended (login.not.session)', platform('login.not.session', '请先登入用户账号'), 'Not logged in, please log in.'],
    ['a session the platform ended (HTTP 401)', platform('', 'Unauthorized', 401), 'Not logged in, please log in.'],
    ['any other refusal: the platform\'s message', platform('password.error', 'Wrong password'), 'Wrong password'],
    ['a network failure: ours', new ApiError({ kind: 'network', message: 'fetch failed', path: '/x' }), 'Network link abnormal. Please check your connection.'],
  ])('%s', async (_name, error, expected) => {
    await renderWithProviders(<Shown error={error} />, { brand: {} as never });
    expect(document.body.querySelector('p')!.textContent).toBe(expected);
  });
});
