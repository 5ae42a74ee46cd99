import { expect } from "chai";
import { parse_user_agent } from "../../webhooks.ts";

const CASES: [string, ReturnType<typeof parse_user_agent>][] = [
  [
    "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)",
    { browser: "Gmail Image Proxy", version: null, os: null, device: "unknown" },
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)",
    { browser: "Apple Mail", version: null, os: "macOS", device: "desktop" },
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    { browser: "Apple Mail", version: null, os: "iOS", device: "mobile" },
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    { browser: "Apple Mail", version: null, os: "iOS", device: "tablet" },
  ],
  [
    "Mozilla/4.0 (compatible; ms-office; MSOffice 16)",
    { browser: "Outlook", version: "16", os: null, device: "desktop" },
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    { browser: "Safari", version: "17.4", os: "macOS", device: "desktop" },
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    { browser: "Chrome", version: "124.0.0.0", os: "Android", device: "mobile" },
  ],
  [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    { browser: "Googlebot", version: "2.1", os: null, device: "bot" },
  ],
  ["", { browser: null, version: null, os: null, device: "unknown" }],
];

for (const [ua, expected] of CASES) {
  Deno.test(`parse_user_agent reads ${expected.browser ?? "nothing"} (${expected.device}) from ${ua.slice(0, 40) || "an empty string"}`, () => {
    expect(parse_user_agent(ua)).to.deep.equal(expected);
  });
}
