// The point system (PTSYS3).
import { accountOfSession } from './account.mjs';

/** GET /wps/relay/MCS2_getPointBalance: `value` is a plain number (the account's points; seed `points`, default 0). */
function pointBalance(ctx) {
  return accountOfSession(ctx).points;
}

export const pointRoutes = [{ call: 'pointBalance', handler: pointBalance }];
