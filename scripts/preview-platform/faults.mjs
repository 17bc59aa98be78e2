// Preview-only controls: the `preview` cookie / `X-Preview` header, the status-reply modes
// (maintenance, region, broken, degraded) and the faults (500, timeout, malformed). Never in production.
import { contract } from './contract.mjs';
import { sendFail } from './envelope.mjs';

export const STATUS_MODES = ['maintenance', 'region', 'broken', 'degraded'];
/**
 * Modes of the human check (routes/account.mjs): `geetest4` hands out GeeTest V4 captcha ids
 * instead of the stand-in puzzle, so the site takes the real widget's path (its script from
 * static.geetest.com, which the tests serve themselves).
 */
export const HUMAN_CHECK_MODES = ['geetest4'];
export const FAULT_KINDS = ['500', 'timeout', 'malformed'];
export const DEFAULT_FAULT_PART = contract.CALLS.status.path;
export const TIMEOUT_MS = 60_000;

/** 'fault-timeout@gameList' -> { name, fault: 'timeout', part: 'gameList' }; unknown -> null. */
export function parseMode(text) {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  if (!value || value === 'normal') return null;
  if (STATUS_MODES.includes(value) || HUMAN_CHECK_MODES.includes(value)) return { name: value, fault: null, part: null };
  const m = /^fault-(500|timeout|malformed)(?:@(.+))?$/.exec(value);
  if (!m) return null;
  return { name: value, fault: m[1], part: m[2] ?? DEFAULT_FAULT_PART };
}

export function isKnownMode(text) {
  return text === 'normal' || parseMode(text) !== null;
}

function readCookie(header, name) {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The mode of a request: the X-Preview header wins over the cookie. */
export function requestMode(req) {
  const header = req.headers['x-preview'];
  if (typeof header === 'string' && header) return parseMode(header);
  return parseMode(readCookie(req.headers.cookie, 'preview'));
}

/** Set-Cookie value for a page opened with ?preview=<mode>, or null when absent/unknown. */
export function previewCookie(queryValue) {
  if (queryValue == null) return null;
  if (queryValue === 'normal' || queryValue === '') return 'preview=; Path=/; Max-Age=0; SameSite=Lax';
  if (!parseMode(queryValue)) return null;
  return `preview=${encodeURIComponent(queryValue)}; Path=/; SameSite=Lax`;
}

/** Does the fault of this mode hit this path? */
export function faultApplies(mode, pathname) {
  if (!mode?.fault) return false;
  if (mode.part === DEFAULT_FAULT_PART) return pathname === DEFAULT_FAULT_PART;
  return pathname.includes(mode.part);
}

/** Requests held open by fault-timeout; released on client abort, after TIMEOUT_MS, or on close(). */
export function createHeldRequests({ timeoutMs = TIMEOUT_MS } = {}) {
  const held = new Map(); // res -> timer

  function release(res) {
    const timer = held.get(res);
    if (timer === undefined) return;
    clearTimeout(timer);
    held.delete(res);
  }

  function hold(_req, res) {
    const timer = setTimeout(() => {
      held.delete(res);
      sendFail(res, 504, 'system.timeout', `preview fault-timeout: held ${timeoutMs} ms`);
    }, timeoutMs);
    held.set(res, timer);
    // 'close' fires when the client disconnects (or after the 504 is sent)
    res.on('close', () => release(res));
  }

  function closeAll() {
    for (const [res, timer] of held) {
      clearTimeout(timer);
      res.destroy();
    }
    held.clear();
  }

  return { hold, closeAll, get size() { return held.size; } };
}

/** Answers the request with the mode's fault. Returns true when it did. */
export function applyFault(mode, req, res, pathname, heldRequests) {
  if (!faultApplies(mode, pathname)) return false;
  if (mode.fault === '500') {
    sendFail(res, 500, 'system.busy', `preview fault-500 on ${pathname}: the system is busy, try again later`);
  } else if (mode.fault === 'malformed') {
    const body = '{"success":true,"value":{"preview":"fault-malformed", <html>502 Bad Gateway</html>';
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  } else {
    heldRequests.hold(req, res);
  }
  return true;
}

/** Applies maintenance / region / broken / degraded to a (cloned) status value. */
export function applyStatusMode(value, mode) {
  if (!mode || mode.fault) return value;
  if (mode.name === 'maintenance') return { ...value, maintenance: true };
  if (mode.name === 'region') {
    return { ...value, regionRestriction: true, location: { ip: '203.0.113.7', country: 'Atlantis' } };
  }
  if (mode.name === 'broken') return breakStatus(value);
  if (mode.name === 'degraded') return degradeStatus(value);
  return value;
}

/**
 * A status value the site cannot use at all (the invalid-config screen): no whitelabel tree, on
 * top of the part-breaks of degradeStatus, which the screen lists as well.
 */
export function breakStatus(value) {
  const broken = degradeStatus(value);
  delete broken.info.whitelabel;
  return broken;
}

/**
 * A status value broken in several parts the site degrades one by one (it still opens): a
 * `javascript:` resource url (the resource is left out), an http image CDN (left out: images from
 * the site itself), a whitelabel node with enabled "yes" (read as off), a whitelabel node without
 * its modId (skipped) and a maintenance flag that is not a switch (read as off).
 */
export function degradeStatus(value) {
  const broken = JSON.parse(JSON.stringify(value ?? {}));
  broken.maintenance = 'no';
  const info = (broken.info = broken.info && typeof broken.info === 'object' ? broken.info : {});
  const resources = Array.isArray(info.resources) ? info.resources : [];
  if (resources.length > 0) resources[0].url = 'javascript:alert(1)';
  else resources.push({ resourceType: 'Android', url: 'javascript:alert(1)' });
  info.resources = resources;
  info.imageCDNs = ['http://img.example.test'];
  const missingModId = { enabled: '1', childrenNodes: [] };
  const wl = info.whitelabel;
  if (Array.isArray(wl) && wl.length > 0) {
    wl[0].enabled = 'yes';
    wl.push(missingModId);
  } else if (wl && typeof wl === 'object' && !Array.isArray(wl)) {
    // a child, not the root: a root read as off would switch the whole tree off
    if (!Array.isArray(wl.childrenNodes)) wl.childrenNodes = [];
    if (wl.childrenNodes[0]) wl.childrenNodes[0].enabled = 'yes';
    else wl.enabled = 'yes';
    wl.childrenNodes.push(missingModId);
  } else {
    info.whitelabel = [{ modId: contract.FLAG.DIRECT_REGISTER, enabled: 'yes', childrenNodes: [] }, missingModId];
  }
  return broken;
}
