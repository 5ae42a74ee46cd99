/**
 * The door of the HTTP transport: which browser origins may talk to it (against DNS rebinding: a
 * web page whose name resolves to 127.0.0.1 still sends its own Origin), and the optional bearer
 * key, compared in constant time.
 * @module
 */

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether `hostname` (as `URL.hostname` gives it) is this machine. */
export function is_loopback(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return LOOPBACK_NAMES.has(name) || name.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * A check of the `Origin` header: a request without one (not from a browser) passes; one with an
 * origin on this machine or in `allowed` passes; any other, and the opaque `null`, does not.
 */
export function origin_check(allowed: readonly string[] = []): (origin: string | null) => boolean {
  const listed = new Set(allowed.map(normal_origin));
  return (origin) => {
    if (origin === null) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    return listed.has(url.origin) || is_loopback(url.hostname);
  };
}

/** `https://Agent.Example.com:443/` → `https://agent.example.com`; a `TypeError` for what is no origin. */
export function normal_origin(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new TypeError(`"${text}" is not an origin like https://agent.example.com`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError(`"${text}" is not an http or https origin`);
  }
  return url.origin;
}

/**
 * A check of `Authorization: Bearer <key>` against `key`: both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing byte.
 */
export function bearer_check(key: string): (authorization: string | null) => Promise<boolean> {
  const expected = digest(key);
  return async (authorization) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
    const given = await digest(match?.[1] ?? "");
    const wanted = await expected;
    let difference = match ? 0 : 1;
    for (let i = 0; i < wanted.length; i++) difference |= wanted[i]! ^ given[i]!;
    return difference === 0;
  };
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
