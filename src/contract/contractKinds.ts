/**
 * The agent centre's contract kinds (dividend, daily, hourly, real-time salary), each its four
 * calls of calls/agent.ts: the pages, the offer popup and the preview platform read this. Apart
 * from the call map, which holds calls only.
 */
import { dailySalaryHistory, dailySalaryInfo, dailySalaryOffer, dailySalaryProcess, dividendHistory, dividendInfo, dividendOffer, dividendProcess, hourlySalaryHistory, hourlySalaryInfo, hourlySalaryOffer, hourlySalaryProcess, realTimeSalaryHistory, realTimeSalaryInfo, realTimeSalaryOffer, realTimeSalaryProcess } from './calls/agent';

export const CONTRACT_KINDS = {
  dividend: { info: dividendInfo, history: dividendHistory, offer: dividendOffer, process: dividendProcess },
  dailySalary: { info: dailySalaryInfo, history: dailySalaryHistory, offer: dailySalaryOffer, process: dailySalaryProcess },
  hourlySalary: { info: hourlySalaryInfo, history: hourlySalaryHistory, offer: hourlySalaryOffer, process: hourlySalaryProcess },
  realTimeSalary: { info: realTimeSalaryInfo, history: realTimeSalaryHistory, offer: realTimeSalaryOffer, process: realTimeSalaryProcess },
} as const;

export type ContractKind = keyof typeof CONTRACT_KINDS;
