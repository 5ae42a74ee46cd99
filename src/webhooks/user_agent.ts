/** `parse_user_agent`: browser, OS and device of an open or click, mail clients included. @module */

import Bowser from "bowser";

/**
 * What a user agent says about the reader.
 *
 * @example
 * ```ts
 * import { parse_user_agent, type UserAgentInfo } from "@service/mail/webhooks";
 * const info: UserAgentInfo = parse_user_agent(
 *   "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
 * );
 * console.assert(info.device === "mobile");
 * ```
 */
export interface UserAgentInfo {
  /** Browser or mail client (`Chrome`, `Apple Mail`, `Gmail Image Proxy`), or `null`. */
  browser: string | null;
  /** Its version, or `null`. */
  version: string | null;
  /** Operating system (`macOS`, `iOS`, `Windows`), or `null`. */
  os: string | null;
  /** Kind of device; image proxies are `unknown`. */
  device: "desktop" | "mobile" | "tablet" | "bot" | "unknown";
}

/** Mail clients and image proxies Bowser does not know, checked first. */
const MAIL_CLIENTS: [RegExp, string, UserAgentInfo["device"] | null, RegExp | null][] = [
  [/GoogleImageProxy/i, "Gmail Image Proxy", "unknown", null],
  [/YahooMailProxy/i, "Yahoo Mail Proxy", "unknown", null],
  [/Microsoft Outlook|ms-office|MSOffice/i, "Outlook", null, /(?:Outlook|MSOffice)[ /]([\d.]+)/i],
  [/Thunderbird\//i, "Thunderbird", null, /Thunderbird\/([\d.]+)/i],
  [/Superhuman/i, "Superhuman", null, null],
];

function device(type: string | undefined): UserAgentInfo["device"] {
  return type === "desktop" || type === "mobile" || type === "tablet" || type === "bot" ? type : "unknown";
}

/**
 * Reads a user agent with Bowser, recognising mail clients: Apple Mail (WebKit without a Safari
 * token on macOS and iOS), Gmail's and Yahoo's image proxies, Outlook and Thunderbird.
 *
 * @example
 * ```ts
 * import { parse_user_agent } from "@service/mail/webhooks";
 * const ua = parse_user_agent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148");
 * console.assert(ua.browser === "Apple Mail" && ua.device === "mobile" && ua.os === "iOS");
 * ```
 */
export function parse_user_agent(ua: string | null | undefined): UserAgentInfo {
  if (!ua) return { browser: null, version: null, os: null, device: "unknown" };
  const parsed = Bowser.parse(ua);
  const os = parsed.os.name ?? null;
  const platform = device(parsed.platform.type);
  for (const [pattern, name, fixed, version_pattern] of MAIL_CLIENTS) {
    if (pattern.test(ua)) {
      const version = version_pattern?.exec(ua)?.[1] ?? null;
      return {
        browser: name,
        version,
        os: fixed === "unknown" ? null : os,
        device: fixed ?? (platform === "unknown" ? "desktop" : platform),
      };
    }
  }
  const apple = /AppleWebKit\/[\d.]+/.test(ua) && !/(Safari|Chrome|CriOS|FxiOS|EdgiOS|Edg|OPR)\//.test(ua) &&
    /(Macintosh|iPhone|iPad|iPod)/.test(ua);
  if (apple) {
    const kind = /iPad/.test(ua) ? "tablet" : /(iPhone|iPod)/.test(ua) ? "mobile" : "desktop";
    return { browser: "Apple Mail", version: null, os, device: kind };
  }
  return { browser: parsed.browser.name ?? null, version: parsed.browser.version ?? null, os, device: platform };
}
