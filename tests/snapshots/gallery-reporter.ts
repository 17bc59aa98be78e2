/**
 * Playwright reporter for the snapshot suite: a progress line per screen while it runs, and at
 * the end ONE page, <outputDir>/index.html, that QA opens in a browser: a row per brand and
 * language, a column per theme and screen, every shot as a thumbnail linking to the full image,
 * changed ones marked with their diff, a summary count at the top.
 */
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SCREENS, THEMES } from './matrix';

type Status = 'same' | 'changed' | 'new' | 'updated' | 'missing' | 'failed' | 'skipped';

interface Entry {
  key: string;
  brand: string;
  theme: string;
  lang: string;
  screen: string;
  status: Status;
  ms: number;
  notes: string[];
  error?: string;
  /** report-relative image paths */
  shot?: string;
  expected?: string;
  actual?: string;
  diff?: string;
}

const LABEL: Record<Status, string> = {
  same: 'same',
  changed: 'CHANGED',
  new: 'new',
  updated: 'updated',
  missing: 'NO BASELINE',
  failed: 'FAILED',
  skipped: 'skipped',
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// eslint-disable-next-line no-control-regex
const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

export default class GalleryReporter implements Reporter {
  private readonly out: string;
  private baselines = '';
  private total = 0;
  private done = 0;
  private started = Date.now();
  private shard: { current: number; total: number } | null = null;
  private readonly entries = new Map<string, Entry>();

  constructor(options: { outputDir?: string } = {}) {
    this.out = resolve(options.outputDir ?? 'snapshot-report');
  }

  printsToStdio() {
    return true;
  }

  /** Errors outside a test (a spec that does not load, a config error): shown, not swallowed. */
  onError(error: TestError) {
    console.error(`Snapshots: error: ${error.message ?? error.value ?? 'unknown error'}${error.location ? ` (${error.location.file}:${error.location.line})` : ''}`);
  }

  onBegin(config: FullConfig, suite: Suite) {
    this.total = suite.allTests().length;
    this.shard = config.shard;
    this.baselines = join(config.projects[0]?.testDir ?? resolve('tests/snapshots'), 'baselines');
    rmSync(join(this.out, 'img'), { recursive: true, force: true });
    mkdirSync(join(this.out, 'img'), { recursive: true });
    const shard = this.shard ? ` (shard ${this.shard.current}/${this.shard.total})` : '';
    console.log(`Snapshots: ${this.total} screens, ${config.workers} worker(s)${shard}`);
  }

  onStdErr(chunk: string | Buffer) {
    const text = chunk.toString();
    if (text.trim()) process.stderr.write(text);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const key = test.annotations.find((a) => a.type === 'cell')?.description;
    if (!key) return;
    const [brand = '', theme = '', lang = '', screen = ''] = key.split('/');
    const notes = [...test.annotations, ...result.annotations].filter((a) => a.type === 'note' || a.type === 'skip').map((a) => a.description ?? '');
    const baselineState = result.annotations.find((a) => a.type === 'baseline')?.description as Status | undefined;
    const find = (suffix: string) => result.attachments.find((a) => a.path && (a.name.endsWith(suffix) || a.path.endsWith(suffix)))?.path;
    const diff = find('-diff.png');
    const error = result.errors.map((e) => plain(e.message ?? String(e.value ?? ''))).join('\n') || undefined;

    let status: Status;
    if (result.status === 'skipped') status = 'skipped';
    else if (result.status === 'passed') status = baselineState === 'new' || baselineState === 'updated' ? baselineState : 'same';
    else if (diff) status = 'changed';
    else if (baselineState === 'new') status = 'new';
    else if (error && /doesn't exist|snapshot.*missing/i.test(error)) status = 'missing';
    else status = 'failed';

    const entry: Entry = { key, brand, theme, lang, screen, status, ms: result.duration, notes, error: status === 'same' || status === 'new' || status === 'updated' ? undefined : error };
    const copy = (from: string | undefined, suffix: string) => {
      if (!from || !existsSync(from)) return undefined;
      const to = join(this.out, 'img', `${key}${suffix}.png`);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
      return relative(this.out, to);
    };
    const baseline = join(this.baselines, `${key}.png`);
    if (status === 'changed') {
      entry.expected = copy(find('-expected.png') ?? baseline, '.expected');
      entry.actual = copy(find('-actual.png'), '.actual');
      entry.diff = copy(diff, '.diff');
      entry.shot = entry.actual;
    } else if (status === 'failed' || status === 'missing') {
      entry.shot = copy(find('-actual.png') ?? result.attachments.find((a) => a.name === 'screenshot')?.path, '.actual');
    } else if (status !== 'skipped') {
      entry.shot = copy(baseline, '');
    }
    this.entries.set(key, entry);

    this.done++;
    const width = String(this.total).length;
    const line = `[${String(this.done).padStart(width)}/${this.total}] ${LABEL[status].padEnd(11)} ${brand} ${theme} ${lang} ${screen} (${(result.duration / 1000).toFixed(1)}s)`;
    console.log(line);
    if (status === 'failed' && error) console.log(`    ${error.split('\n').slice(0, 3).join('\n    ')}`);
  }

  onEnd(result: FullResult) {
    const counts = new Map<Status, number>();
    for (const e of this.entries.values()) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
    mkdirSync(this.out, { recursive: true });
    const file = join(this.out, 'index.html');
    writeFileSync(file, this.html(counts, result));
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    const summary = (['same', 'changed', 'new', 'updated', 'missing', 'failed', 'skipped'] as Status[])
      .filter((s) => counts.get(s))
      .map((s) => `${counts.get(s)} ${LABEL[s].toLowerCase()}`)
      .join(', ');
    console.log(`\nSnapshots: ${summary || 'nothing ran'} in ${seconds}s`);
    console.log(`Gallery: ${file}`);
  }

  private html(counts: Map<Status, number>, result: FullResult): string {
    const entries = [...this.entries.values()];
    const rows = new Map<string, { brand: string; lang: string }>();
    for (const e of entries) rows.set(`${e.brand}/${e.lang}`, { brand: e.brand, lang: e.lang });
    const sortedRows = [...rows.values()].sort((a, b) => a.brand.localeCompare(b.brand));
    const themes = THEMES.filter((t) => entries.some((e) => e.theme === t));
    const screens = SCREENS.filter((s) => entries.some((e) => e.screen === s));

    const cell = (e: Entry | undefined) => {
      if (!e) return '<td class="none">—</td>';
      const title = esc(`${e.key}: ${LABEL[e.status]}${e.notes.length ? `\n${e.notes.join('\n')}` : ''}${e.error ? `\n${e.error.slice(0, 600)}` : ''}`);
      const thumb = (src: string | undefined, alt: string) =>
        src ? `<a href="${esc(src)}" target="_blank"><img src="${esc(src)}" alt="${esc(alt)}" loading="lazy"></a>` : '';
      let body = thumb(e.shot, e.key);
      if (e.status === 'changed') {
        body = `${thumb(e.diff, `${e.key} diff`)}<div class="links"><a href="${esc(e.expected ?? '')}" target="_blank">before</a> · <a href="${esc(e.actual ?? '')}" target="_blank">now</a> · <a href="${esc(e.diff ?? '')}" target="_blank">diff</a></div>`;
      }
      const notes = e.notes.length ? `<div class="note">${e.notes.map(esc).join('<br>')}</div>` : '';
      const err = e.error && e.status !== 'changed' ? `<pre>${esc(e.error.split('\n').slice(0, 6).join('\n'))}</pre>` : '';
      return `<td class="${e.status}" title="${title}"><span class="badge">${LABEL[e.status]}</span>${body}${notes}${err}</td>`;
    };

    const byKey = new Map(entries.map((e) => [e.key, e]));
    const head1 = themes.map((t) => `<th colspan="${screens.length}" class="theme">${esc(t)}</th>`).join('');
    const head2 = themes.map(() => screens.map((s) => `<th>${esc(s)}</th>`).join('')).join('');
    const body = sortedRows
      .map(
        (r) =>
          `<tr><th class="row">${esc(r.brand)}<br><small>${esc(r.lang)}</small></th>${themes
            .map((t) => screens.map((s) => cell(byKey.get(`${r.brand}/${t}/${r.lang}/${s}`))).join(''))
            .join('')}</tr>`,
      )
      .join('\n');
    const order: Status[] = ['changed', 'failed', 'missing', 'new', 'updated', 'same', 'skipped'];
    const summary = order
      .filter((s) => counts.get(s))
      .map((s) => `<span class="count ${s}">${counts.get(s)} ${esc(LABEL[s].toLowerCase())}</span>`)
      .join(' ');
    const shard = this.shard ? ` · shard ${this.shard.current}/${this.shard.total}` : '';
    const attention = (counts.get('changed') ?? 0) + (counts.get('failed') ?? 0) + (counts.get('missing') ?? 0);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Snapshots: ${attention ? `${attention} to look at` : 'no changes'}</title>
<meta name="viewport" content="width=device-width">
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:16px;background:#f6f7f9;color:#1b1f24}
h1{font-size:20px;margin:0 0 8px}
.summary{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin-bottom:12px}
.count{padding:2px 10px;border-radius:12px;background:#e4e7eb;font-weight:600}
.count.changed,.count.failed,.count.missing{background:#d92d20;color:#fff}
.count.new,.count.updated{background:#1570ef;color:#fff}
.count.same{background:#12b76a;color:#fff}
table{border-collapse:collapse;background:#fff}
th,td{border:1px solid #d0d5dd;padding:4px;vertical-align:top;text-align:center}
th.theme{background:#1b1f24;color:#fff}
th.row{position:sticky;left:0;background:#fff;z-index:1;text-align:left}
thead th{position:sticky;top:0;background:#eef0f3;z-index:2}
thead tr:first-child th{top:0}
td img{display:block;width:128px;height:80px;object-fit:cover;object-position:top left;margin:2px auto}
.badge{display:block;font-size:11px;font-weight:700;color:#667085}
td.changed,td.failed,td.missing{background:#fee4e2;outline:3px solid #d92d20;outline-offset:-3px}
td.changed .badge,td.failed .badge,td.missing .badge{color:#b42318}
td.new,td.updated{background:#d1e9ff}
td.skipped,td.none{color:#98a2b3;background:#f2f4f7}
.links{font-size:11px}
.note{font-size:11px;color:#b54708;max-width:140px;margin:2px auto}
pre{font-size:10px;text-align:left;white-space:pre-wrap;max-width:200px;max-height:120px;overflow:auto;margin:2px 0}
body.only-changed tbody td.same img,body.only-changed tbody td.skipped{opacity:.25}
</style></head>
<body>
<h1>Snapshots${shard}</h1>
<div class="summary">${summary || 'nothing ran'} <span>run ${esc(result.status)} · ${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC</span>
<label><input type="checkbox" id="only"> dim unchanged</label></div>
<p>Rows: brand and language. Columns: theme, then screen. Click a thumbnail for the full image; a changed screen shows its diff (red = differing pixels) with links to before and now. Baselines: tests/snapshots/baselines/&lt;brand&gt;/&lt;theme&gt;/&lt;lang&gt;/&lt;screen&gt;.png.</p>
<table><thead><tr><th rowspan="2">brand</th>${head1}</tr><tr>${head2}</tr></thead>
<tbody>
${body}
</tbody></table>
<script>document.getElementById('only').addEventListener('change',function(e){document.body.classList.toggle('only-changed',e.target.checked)});</script>
</body></html>
`;
  }
}
