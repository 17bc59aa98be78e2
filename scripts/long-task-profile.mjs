// Shared by the profiling scripts (profile-page, bench-slots): the CPU slowed down through CDP, a
// sampling CPU profile, and each long task with the functions that took most of it.

/** Slows the page's CPU by `cpu`× and, when `sample`, starts a sampling CPU profile. */
export async function startProfile(page, { cpu = 1, sample = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (sample) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  return cdp;
}

/**
 * Stops the profile and returns it with the offset (µs) of page time 0 on the profile's clock:
 * a named busy loop runs in the page at a known page time and is found among the samples.
 */
export async function stopProfile(page, cdp) {
  const markAt = await page.evaluate(() => {
    const at = performance.now();
    const profileClockMark = () => {
      while (performance.now() - at < 30);
    };
    profileClockMark();
    return at;
  });
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const markSample = profile.samples.findIndex((id) => nodes.get(id)?.callFrame.functionName === 'profileClockMark');
  const offset = markSample >= 0 ? times[markSample] - markAt * 1000 : profile.startTime;
  return { profile, nodes, times, offset };
}

const label = (n) => {
  const f = n.callFrame;
  const file = f.url ? f.url.replace(/^.*\//, '') : '';
  return `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
};

/** Prints each task ({ at, duration } in page ms) with its functions: self time, inclusive, and the app's own. */
export function printTasks({ profile, nodes, times, offset }, tasks, top = 12) {
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n);
  for (const task of tasks) {
    const from = task.at * 1000 + offset;
    const to = from + task.duration * 1000;
    const self = new Map();
    const inclusive = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      if (times[i] < from || times[i] > to) continue;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      let node = nodes.get(profile.samples[i]);
      const key = label(node);
      self.set(key, (self.get(key) ?? 0) + dt);
      const seen = new Set();
      while (node) {
        const k = label(node);
        if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
        seen.add(k);
        node = node.parent ? nodes.get(node.parent) : parents.get(node.id);
      }
    }
    console.log(`  ${task.duration.toFixed(0)} ms at ${task.at.toFixed(0)} ms`);
    const rank = (m) => [...m].filter(([k]) => !/^\((root|program|idle|garbage collector)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, top);
    console.log(`    self: ${rank(self).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
    console.log(`    inclusive: ${rank(inclusive).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
    // the app's own code (the framework chunk holds React, the router, styled-components, …)
    const own = new Map([...inclusive].filter(([k]) => / [A-Za-z]+-[\w-]+\.js:/.test(k) && !/ (framework|rolldown-runtime)-/.test(k)));
    console.log(`    app: ${rank(own).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
  }
}

/**
 * Main-thread tasks with their CPU time, from a Chrome trace: on a busy machine a task's wall time
 * (what 'longtask' reports) includes the time the renderer waited for a core, its thread time does
 * not. Start before the page loads; `stopTaskTrace` returns the tasks and a page-time converter.
 * With `phases`, the trace also records the renderer's own steps, and each task gets the time
 * spent in each (PHASES).
 */
export async function startTaskTrace(browser, page, { phases = false } = {}) {
  const categories = ['toplevel', 'blink.user_timing', ...(phases ? ['devtools.timeline', 'v8'] : [])];
  await browser.startTracing(page, { categories });
}

/** What a trace event's own time (its time less its children's) counts as; unnamed steps count as their parent's. */
const PHASES = [
  ['gc', /GC|^BlinkGC/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/],
  ['layout', /^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/],
  // drawing an image (decoding it, or an SVG image's own layout and paint) is part of Paint
  ['paint', /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers)$/],
  ['script', /^(FunctionCall|EvaluateScript|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.|V8\.|FireIdleCallback|XHRReadyStateChange)/],
];
const phaseOf = (name) => PHASES.find(([, re]) => re.test(name))?.[0];

/** Each phase's own milliseconds in one task, from the events the task contains (they nest). */
function taskPhases(task, events) {
  const out = {};
  const stack = [];
  const close = (until) => {
    while (stack.length && stack[stack.length - 1].end <= until) stack.pop();
  };
  for (const e of events) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    // an event's time is its parent's until now: move it to its own phase
    const phase = phaseOf(e.name) ?? parent?.phase ?? 'other';
    const ms = e.dur / 1000;
    out[phase] = (out[phase] ?? 0) + ms;
    const owner = parent?.phase ?? 'other';
    out[owner] = (out[owner] ?? 0) - ms;
    stack.push({ end: e.ts + e.dur, phase });
  }
  out.other = (out.other ?? 0) + task.dur / 1000;
  return out;
}

/** The renderer main thread's top-level tasks ({ at, wall, cpu, phases? } in page ms) since startTaskTrace. */
export async function stopTaskTrace(browser, page) {
  const markAt = await page.evaluate(() => performance.mark('task-trace-clock').startTime);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const mark = traceEvents.find((e) => e.name === 'task-trace-clock');
  if (!mark) return [];
  const toPage = (ts) => markAt + (ts - mark.ts) / 1000;
  const onMain = traceEvents.filter((e) => e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const steps = onMain.filter((e) => e.name !== 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let from = 0;
  return tasks
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const task = { at: toPage(e.ts), wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 };
      // only long tasks are split: the rest are many and are not printed
      if (e.dur < 50_000) return task;
      while (from < steps.length && steps[from].ts < e.ts) from++;
      const inside = [];
      for (let i = from; i < steps.length && steps[i].ts < e.ts + e.dur; i++) if (steps[i].ts + steps[i].dur <= e.ts + e.dur) inside.push(steps[i]);
      return inside.length ? { ...task, phases: taskPhases(e, inside) } : task;
    });
}

/** Prints, for tasks that carry phases, the milliseconds of each phase summed over them and for the longest few. */
export function printPhases(tasks, top = 5) {
  const split = tasks.filter((t) => t.phases);
  if (!split.length) return;
  const names = [...PHASES.map(([n]) => n), 'other'];
  const row = (phases) => names.map((n) => `${n} ${Math.max(0, phases[n] ?? 0).toFixed(0)}`).join(', ');
  const sum = {};
  for (const t of split) for (const [n, ms] of Object.entries(t.phases)) sum[n] = (sum[n] ?? 0) + ms;
  console.log(`    where the ${split.length} long tasks went (ms, wall): ${row(sum)}`);
  for (const t of [...split].sort((a, b) => b.wall - a.wall).slice(0, top)) console.log(`      ${t.wall.toFixed(0)} ms at ${t.at.toFixed(0)} ms: ${row(t.phases)}`);
}
