/** Game menus, lists, launch, a player's favourites and recent games, and the lottery gateway. */
import type { CallSpec } from '../callSpec';

/** the vendor lanes the left bar is built from */
export const vendorLanes = { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor' } as const satisfies CallSpec;
export const gameList = { method: 'GET', path: '/wps/relay/GCSGAME_gameList' } as const satisfies CallSpec;
export const hotGames = { method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2' } as const satisfies CallSpec;
/**
 * the vendors per game type (`value.content`: type -> { vendor: [...] }), the menu's fallback when
 * the lanes have no vendor (boot/menuFallback.ts); the real client sends modID COMM3 and its token
 * when it has one; asked without a session, as the game list is (the preview answers a visitor)
 */
export const vendorGameTypes = { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', moduleId: 'COMM3' } as const satisfies CallSpec;
export const launchGame = { method: 'GET', path: '/wps/game/launchGame', session: true } as const satisfies CallSpec;
export const recentGames = { method: 'GET', path: '/wps/relay/GCS_recentGame', session: true } as const satisfies CallSpec;
/** the nodeIds of the player's favourites: a plain array of strings */
export const favouriteIds = { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', session: true } as const satisfies CallSpec;
export const favouriteList = { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', session: true } as const satisfies CallSpec;
/** body `{ nodeId, vendor, gameType }` */
export const addFavourite = { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', session: true, moduleId: 'GAMELO3' } as const satisfies CallSpec;
/** body `{ nodeId, vendor, gameType }` */
export const removeFavourite = { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', session: true, moduleId: 'GAMELO3' } as const satisfies CallSpec;
export const lotteryMenus = { method: 'GET', path: '/lgw/games/game_menus', bare: true } as const satisfies CallSpec;
export const vnLotteryMenu = { method: 'GET', path: '/lgw/vn/games/game_menu', bare: true } as const satisfies CallSpec;
export const vnLotteryRecent = { method: 'GET', path: '/lgw/vn/games/game_menu/recent', bare: true, session: true } as const satisfies CallSpec;
export const popularLottery = { method: 'GET', path: '/lgw/games/popular', bare: true } as const satisfies CallSpec;
export const vnOpenedNumbers = { method: 'GET', path: '/lgw/vn/numeros/opened/game', bare: true } as const satisfies CallSpec;
export const openedNumbers = { method: 'GET', path: '/lotto/lgw/games/opened/numero', bare: true, session: true } as const satisfies CallSpec;
/** the rooms of a game that has them (`nodeId`, `vassalage`): each launches with its `roomId` */
export const roomList = { method: 'GET', path: '/wps/relay/GLS2_roomList', session: true } as const satisfies CallSpec;
