/**
 * The agent centre's pages (shell/agentCentre.ts): each fills its slot with a lazy chunk, and the
 * shell's menu rule decides what a brand and agent see. The offer popups run wherever a player or
 * agent is, as a watcher the shell loads after the page is idle.
 */
import { registerAgentPages } from '../../shell/agentCentre';
import { registerWatchers } from '../../shell/slots';

registerAgentPages(
  { id: 'agentAnnouncement', load: () => import('./AnnouncementPage') },
  { id: 'agentTeamOverview', load: () => import('./TeamOverviewPage') },
  { id: 'registerCenter', load: () => import('./register/RegisterAccountPage') },
  { id: 'downlineManagmentView', load: () => import('./team/TeamPage') },
  { id: 'personalHistoryCopy', load: () => import('./reports/TeamBettingPage') },
  { id: 'palStatementsAgentCopy', load: () => import('./reports/UserPnlPage') },
  { id: 'agentRevenueReport', load: () => import('./reports/IncomePage') },
  { id: 'agentDownlineTransactionDetailsCopy', load: () => import('./reports/TransactionsPage') },
  { id: 'agentRedRain', load: () => import('./team/RedEnvelopePage') },
  { id: 'agentDividendRecordCopy', load: () => import('./contracts/DividendPage') },
  { id: 'agentDailyWages2', load: () => import('./contracts/DailySalaryPage') },
  { id: 'agentMRDailySalary', load: () => import('./contracts/MrDailySalaryPage') },
  { id: 'agentHourSalary', load: () => import('./contracts/HourlySalaryPage') },
  { id: 'agentRealTimeSalary', load: () => import('./contracts/RealTimeSalaryPage') },
);

registerWatchers({ id: 'contractOffers', load: () => import('./contracts/ContractOffers') });
