// The player's wallets beyond the balance: the merchant's wallet mode.
import { moneyFixture } from '../money.mjs';
import { accountOfSession } from './account.mjs';

/**
 * GET /wps/relay/GCS_merchantWallet: the merchant's wallet mode. The real reply's fields are not
 * known beyond its existence (platform-contract-member-agent.md §4); the preview answers the
 * brand's mode from fixtures/money.json `singleWallet` (default: single wallet) and the player's balance.
 */
function merchantWallet(ctx) {
  const account = accountOfSession(ctx);
  const manifest = ctx.store.doc(ctx.code, 'brand.json');
  const money = moneyFixture(ctx.store, ctx.code);
  return { isSingle: money.singleWallet !== false, currency: manifest?.currency?.code ?? money.currency ?? null, balance: Math.round(account.balance * 100) / 100 };
}

export const walletRoutes = [{ call: 'merchantWallet', handler: merchantWallet }];
