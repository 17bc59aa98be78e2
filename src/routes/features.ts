/**
 * Every feature's slots (pages, dialogs, destinations), registered with the shell once, in the
 * order the router matches pages. The only list of features: adding one is a line here and a
 * slots.ts in its folder.
 */
import '../features/home/slots';
import '../features/help/slots';
import '../features/account/slots';
import '../features/pointMall/slots';
import '../features/lottery/slots';
import '../features/games/slots';
import '../features/promotions/slots';
import '../features/seamless/slots';
import '../features/download/slots';
import '../features/money/slots';
import '../features/security/slots';
import '../features/messages/slots';
import '../features/rewards/slots';
import '../layout/memberCentre/slots';
import '../features/agent/slots';
import '../layout/agentCentre/slots';
import { registeredPages } from '../shell/slots';

/** Every page, as registered (tools read this in Node). */
export const ROUTES = registeredPages();
