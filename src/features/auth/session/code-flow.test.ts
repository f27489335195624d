import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, testConfig, tokenResponse } from '../testing/fake-provider';
import * as checks from './check-tokens';
import { authorizeUrl, completeSignIn, endSessionUrl } from './code-flow';
import { createOidcClient } from './oidc-client';
import { codeChallenge } from './pkce';
import { TokenValidationError } from './token-validation-error';

const ORIGIN = 'https://app.example';
let client: ReturnType<typeof createOidcClient>;
let establish: ReturnType<typeof vi.fn>;

function setup(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetchMock);
  client = createOidcClient(testConfig, { expiring: vi.fn(), expired: vi.fn() }, ORIGIN);
  return fake;
}

/** Starts a sign-in; returns the authorize request's parameters. */
const startSignIn = async (returnUrl?: string) =>
  new URL(await authorizeUrl(client, returnUrl)).searchParams;

const callback = (params: Record<string, string>) =>
  `${ORIGIN}/auth/callback?${new URLSearchParams(params)}`;

const complete = (url: string) =>
  completeSignIn(client, testConfig, establish as (user: unknown) => Promise<void>, url);

beforeEach(() => {
  sessionStorage.clear();
  establish = vi.fn(async () => undefined);
});
afterEach(() => {
  client?.stopTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('code flow sign-in', () => {
  it('sends the user to the authorize endpoint with state, nonce and an S256 challenge', async () => {
    setup();
    const sent = await startSignIn('/main');
    const kept = JSON.parse(sessionStorage.getItem('auth.signin')!) as Record<string, string>;
    expect(Object.fromEntries(sent)).toMatchObject({
      client_id: testConfig.clientId,
      redirect_uri: `${ORIGIN}/auth/callback`,
      response_type: 'code',
      scope: testConfig.scope,
      state: kept.state,
      nonce: kept.nonce,
      code_challenge: await codeChallenge(kept.codeVerifier!),
      code_challenge_method: 'S256',
    });
    expect(sent.get('nonce')).toHaveLength(45);
    expect(kept.returnUrl).toBe('/main');
  });

  it('exchanges the code with the verifier, checks the nonce, and goes back where it began', async () => {
    const answer = tokenResponse();
    const { calls } = setup({ 'POST /connect/token': () => json(answer) });
    const sent = await startSignIn('/main/alerts');
    const { codeVerifier } = JSON.parse(sessionStorage.getItem('auth.signin')!) as {
      codeVerifier: string;
    };

    await expect(complete(callback({ code: 'c-1', state: sent.get('state')! }))).resolves.toBe(
      '/main/alerts',
    );

    const grant = calls.find((c) => c.path === '/connect/token')!;
    expect(Object.fromEntries(new URLSearchParams(grant.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c-1',
      redirect_uri: `${ORIGIN}/auth/callback`,
      code_verifier: codeVerifier,
      client_id: testConfig.clientId,
    });
    expect(checks.checkTokenResponse).toHaveBeenCalledWith(
      expect.anything(),
      testConfig,
      expect.objectContaining({ access_token: answer.access_token, id_token: answer.id_token }),
      { nonce: sent.get('nonce') },
    );
    expect(establish).toHaveBeenCalledWith(
      expect.objectContaining({
        access_token: answer.access_token,
        refresh_token: answer.refresh_token,
      }),
    );
  });

  it('refuses an answer whose state matches no sign-in started here, and one replayed', async () => {
    setup({ 'POST /connect/token': () => json(tokenResponse()) });
    const state = (await startSignIn()).get('state')!;
    const refused = { name: 'SignInError', event: 'invalid_nonce_in_state' };
    await expect(complete(callback({ code: 'c', state: `${state}x` }))).rejects.toMatchObject(
      refused,
    );
    // The sign-in under way is left alone, and its own answer still comes through once.
    await expect(complete(callback({ code: 'c', state }))).resolves.toBe('/track-accounts');
    await expect(complete(callback({ code: 'c', state }))).rejects.toMatchObject(refused);
    expect(establish).toHaveBeenCalledTimes(1);
  });

  it("reports the provider's refusal as code_error, a failed exchange as token_error", async () => {
    setup({ 'POST /connect/token': () => json({ error: 'invalid_grant' }, 400) });
    let state = (await startSignIn()).get('state')!;
    await expect(complete(callback({ error: 'access_denied', state }))).rejects.toMatchObject({
      event: 'code_error',
    });
    state = (await startSignIn()).get('state')!;
    await expect(complete(callback({ code: 'c', state }))).rejects.toMatchObject({
      event: 'code_error',
    });

    setup({
      'POST /connect/token': () => Promise.reject(new TypeError('Failed to fetch')) as never,
    });
    state = (await startSignIn()).get('state')!;
    await expect(complete(callback({ code: 'c', state }))).rejects.toMatchObject({
      event: 'token_error',
    });
    expect(establish).not.toHaveBeenCalled();
  });

  it('refuses an id token minted for another nonce', async () => {
    setup({ 'POST /connect/token': () => json(tokenResponse()) });
    vi.mocked(checks.checkTokenResponse).mockRejectedValueOnce(
      new TokenValidationError('Wrong nonce'),
    );
    const state = (await startSignIn()).get('state')!;
    await expect(complete(callback({ code: 'c', state }))).rejects.toMatchObject({
      event: 'invalid_nonce_in_state',
    });
    expect(establish).not.toHaveBeenCalled();
  });
});

describe('code flow sign-out', () => {
  it("ends the provider's session too, coming back to /", async () => {
    setup();
    const url = new URL((await endSessionUrl(client, 'id-token'))!);
    expect(url.pathname).toBe('/connect/endsession');
    expect(url.searchParams.get('id_token_hint')).toBe('id-token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
    expect(url.searchParams.get('state')).toBeTruthy();
  });
});
