/** Boot, site-wide content and session upkeep. */
import type { CallSpec } from '../callSpec';

/** the permission reply: site status, whitelabel flags, resources, customer service, CDNs (`url` = the page's host) */
export const status = { method: 'GET', path: '/wps/system/status' } as const satisfies CallSpec;
/** registration field rules */
export const registerSettings = { method: 'GET', path: '/wps/system/setting/register' } as const satisfies CallSpec;
/** help topics (`lang`, `device: WEB`) */
export const helpCenter = { method: 'GET', path: '/wps/system/helpCenter' } as const satisfies CallSpec;
/** banners, player notices, popups and promotions (`types=B,PL,PU,PR`, `platform=W`) */
export const announcements = { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements' } as const satisfies CallSpec;
/** keeps a session alive; a CUSTOMER_NOT_LOGIN reply ends it */
export const sessionTouch = { method: 'GET', path: '/wps/session/touch', session: true } as const satisfies CallSpec;
/** the player's language changed (body `{ language }`) */
export const updateLanguage = { method: 'PUT', path: '/wps/member/language', session: true, moduleId: 'COMM3' } as const satisfies CallSpec;
/** the merchant's promotions that are on, by type (`value.REFERRAL.enabled`: the invite-friends page) */
export const availablePromotions = { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', moduleId: 'REWCEN3' } as const satisfies CallSpec;
/** the dialing codes the site offers (`value.countries[]` of `{ countryCode, countryDialingCode }`, the visitor's own first); asked at start */
export const country = { method: 'GET', path: '/wps/system/country', moduleId: 'COMM3' } as const satisfies CallSpec;
/** the merchant's affiliate domains (`value.domainList[]`) and download resources (`value.resources[]`) */
export const domainRoute = { method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3' } as const satisfies CallSpec;
