/** Help topics (GET /wps/system/helpCenter), read tolerantly: a topic without a title is left out. */
import { isRecord } from '../findings';

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export interface HelpTopic {
  title: string;
  /** the URL hash on /help */
  tag: string;
  /** HTML, sanitised before display */
  content: string;
}

export function readHelpTopics(raw: unknown): HelpTopic[] {
  return list(raw).flatMap((t) => {
    if (!isRecord(t)) return [];
    const title = text(t.title);
    const tag = text(t.tag) || title;
    return title ? [{ title, tag, content: text(t.content) }] : [];
  });
}
