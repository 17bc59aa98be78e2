/**
 * The platform's feature flags ("whitelabel" modIds) that the site reads, one constant each. Read
 * them as `FLAG.X` (contract/flags.ts re-exports this module as the namespace `FLAG`): the bundler
 * resolves each `FLAG.X` to its one constant, so a chunk carries only the ids it reads (the boot
 * chunk: the brand model's few), never the whole table. Reading FLAG as an object (its keys, a
 * computed `FLAG[key]`) would bring every id into that chunk: only tools and tests do.
 */
// registration (children of the REGGRP group node)
export const DIRECT_REGISTER = 'DIRECTREG3';
export const USERNAME_REGISTER = 'USERNAMEREG3';
export const MOBILE_REGISTER = 'MOBILENUMREG3';
export const MOBILE_REGISTER_VERIFICATION = 'REGMOBVERF3';
export const MOBILE_REGISTER_PASSWORD = 'MOBILENUMPASSREG3';
/** a social or phone sign-in may create the account (firebase) */
export const FIREBASE_CREATE_ACCOUNT = 'FIREBASECREATEACC3';
// log-in (children of the HOMEPAGE group node)
export const SMS_LOGIN = 'MOBILEVERCODELOGIN3';
/** phone sign-in through the phone-auth service (firebase), where `info.sms` configures one */
export const MOBILE_LOGIN = 'MOBILELOGIN3';
export const FORCE_PASSWORD_CHANGE_ON_EXPIRY = 'PWDEXPFORCECHANGE3';
export const FREE_PLAY = 'FREEPLAY3';
export const PHONE_PASSWORD_RESET = 'CHNGPASSVERIF3';
export const CAPTCHA = 'CAPTCHA3';
export const GEETEST = 'GEETEST3';
export const LOGIN_IP_VERIFICATION = 'LOGINIPVERF3';
/**
 * an account's every log-in takes the second step. Named by the product's issue, not seen in
 * the real client's public code (which gates the step's call by LOGINIPVERF3 only)
 */
export const TWO_FACTOR = 'TWOFACTOR3';
// social sign-in, one flag per provider
export const GOOGLE_LOGIN = 'GOOGLELOGIN3';
export const FACEBOOK_LOGIN = 'FACEBOOKLOGIN3';
export const TWITTER_LOGIN = 'TWITTERLOGIN3';
export const LINE_LOGIN = 'LINELOGIN3';
export const TELEGRAM_LOGIN = 'TELEGRAMLOGIN3';
// game lobby (GAMELO3) and its categories: hot games, recent games, favourites
export const GAME_LOBBY = 'GAMELO3';
export const HOT_GAMES = 'GAMELOHOT3';
export const RECENT_GAMES = 'GAMELOREC3';
export const FAVOURITE_GAMES = 'GAMELOFAV3';
// service
export const CHAT = 'CBS3';
export const FEEDBACK = 'FEEDBACK3';
// member centre
export const MEMBER_COMMON = 'COMM3';
export const DEPOSIT = 'DEPOSIT';
export const WITHDRAW = 'WITHDRAW';
export const FUND_TRANSFER = 'FUNDTRANS3';
export const MEMBER_TRANSACTIONS = 'MEMTRANS3';
export const REWARD_CENTER = 'REWCEN3';
export const INBOX = 'INBOX3';
export const POINTS = 'PTSYS3';
export const MEMBER_CLUB = 'MEMCLUB3';
export const MISSIONS = 'MISSIONLB3';
export const PAYMENT_PASSWORD = 'PAYMENTPASS3';
export const PROFILE_PICTURE = 'PROFPIC3';
// the member centre's money and security pages (platform-contract-member-agent.md §3–10)
export const DEPOSIT_BASIC = 'DPSTBAS3';
export const DEPOSIT_RECORDS = 'DEPREC3';
/** the deposit form's target-username field (deposit for another player) */
export const DEPOSIT_ON_BEHALF = 'DEPOSITBEHALF';
export const WITHDRAW_BASIC = 'WTHDRW3';
export const BIND_CARD = 'BINDCARD3';
export const WITHDRAW_RECORDS = 'WDRAWREC3';
/** withdrawals ask no password */
export const WITHDRAW_NO_PASSWORD = 'WDRAWNOPASSVERIF3';
export const RESET_PAYMENT_PASSWORD = 'RESPAYPASS3';
export const TRANSFER_UPLINE = 'AGETRANSFERUP3';
/** the transfer to the upline asks the payment password instead of the login password */
export const TRANSFER_UPLINE_PAYMENT_PASSWORD = 'TRANSUPVERFPAYMENTPW3';
export const BET_RECORDS = 'TRANSBETREPMEM3';
export const PERSONAL_PNL = 'PERSPNL3';
export const VERIFICATION = 'VERIFICATION3';
export const MAIL_VERIFICATION = 'MAILVERIFICATION3';
export const SECURITY_QUESTIONS = 'SECQUES3';
export const MOBILE_UPDATE = 'PERSMOBILE3';
export const LOGIN_PASSWORD = 'PASS3';
export const UPLOAD_ID = 'UPLOADID3';
// the agent centre (platform-contract-member-agent.md §20): its menu keys and the flags they need
export const AGENT_PAGES = 'AGEPAG';
export const AGENT_ANNOUNCEMENTS = 'AGENTANNOUNCE3';
export const AGENT_TEAM_OVERVIEW = 'AGEINFO3';
export const AGENT_REGISTER_CENTRE = 'REGCEN';
export const AGENT_REGISTER_DOWNLINE = 'AGEREGDOWN3';
export const AGENT_CREATE_AFFILIATE = 'CREATEAFF3';
export const AGENT_AFFILIATE_LINKS = 'AFFMAN3';
export const AGENT_TEAM_MANAGEMENT = 'DOWNMAN';
export const AGENT_DOWNLINE_MANAGEMENT = 'AGEDOWNMAN3';
export const AGENT_DOWNLINE_PASSWORD = 'AGEDOWNMODPASS3';
export const AGENT_DOWNLINE_MOBILE = 'AGEDOWNMODMOBILE3';
export const AGENT_DOWNLINE_NICKNAME = 'AGEDOWNMOD2NDNICK3';
export const AGENT_TRANSFER_DOWNLINE = 'AGETRANSFERDOWN3';
export const AGENT_TEAM_BETTING = 'TEAMBETTING3';
export const AGENT_TEAM_PNL = 'AGETEAMPNL3';
export const AGENT_INCOME = 'AGEREV3';
export const AGENT_TRANSACTIONS = 'AGEDOWNTRANS3';
export const AGENT_DIVIDEND = 'DIVIDEND';
export const AGENT_DIVIDEND_SIGN = 'SIGNCONDIV3';
export const AGENT_DAILY_SALARY = 'DAYSAL';
export const AGENT_DAILY_SALARY_CONTRACT = 'DAILYSALCONT3';
export const AGENT_HOURLY_SALARY = 'HOURSAL3';
export const AGENT_REALTIME_SALARY = 'RTSALARY3';
export const AGENT_TRANSFER_MULTIPLE = 'AGENTRANSMULTDOWN3';
export const AGENT_MR_DAILY_SALARY = 'DAYSALMR';
export const AGENT_MR_DAILY_SALARY_CONTRACT = 'MRDAILYSAL3';
// the invite link's shape (platform-contract-member-agent.md §14)
/** the invite link carries `?r=<referral code>` only */
export const SIMPLIFIED_INVITE_URL = 'SIMPLIFIEDURL3';
/** the invite link carries the affiliate code as `&affiliateCode=` instead of a sub-domain */
export const AFFILIATE_CODE_SUFFIX = 'SUFAFFCODE3';
/** the invite link leads to `/register.html` */
export const INVITE_URL_REGISTER_PAGE = 'AFFURLEXT3';
