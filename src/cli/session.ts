/**
 * Which inbox a command works on, and where the service is. The inbox: `SERVICE_INBOX_TOKEN`
 * (checked against `SERVICE_INBOX` when set) when set, otherwise the remembered one. The
 * service: `--url`; else, for the remembered inbox, the service it was made on; else
 * `SERVICE_INBOX_URL`; else the default.
 * @module
 */

import { type Inbox, ServiceError, temp } from "../../inbox.ts";
import { DEFAULT_URL } from "../inbox/http.ts";
import { recall, type Remembered } from "./config.ts";
import { CliError } from "./exit.ts";
import type { Io } from "./io.ts";

/** The inbox a command works on. */
export interface Session {
  inbox: Inbox;
  /** Where the service is. */
  url: string;
  /** The remembered inbox, when the token came from it. */
  remembered: Remembered | null;
}

/** The service URL when no inbox is involved yet (`inbox new`). */
export function service_url(io: Io, flag: string | undefined): string {
  return flag ?? io.env.SERVICE_INBOX_URL ?? DEFAULT_URL;
}

/** Attaches to the inbox the environment or the remembered file names. */
export async function open_session(io: Io, url_flag: string | undefined): Promise<Session> {
  const token = io.env.SERVICE_INBOX_TOKEN;
  if (token) {
    const url = service_url(io, url_flag);
    const address = io.env.SERVICE_INBOX;
    try {
      const inbox = await temp.attach({ token, url, env: io.env, signal: io.signal, ...(address ? { address } : {}) });
      return { inbox, url, remembered: null };
    } catch (error) {
      throw explain(error, url, "SERVICE_INBOX_TOKEN is wrong, or its inbox expired or was deleted");
    }
  }
  const remembered = await recall(io.env);
  if (!remembered) {
    throw new CliError("no inbox remembered: run `inbox` to make one, or set SERVICE_INBOX_TOKEN");
  }
  // The remembered inbox lives where it was made, whatever SERVICE_INBOX_URL says now.
  const url = url_flag ?? remembered.url;
  try {
    const inbox = await temp.attach({ token: remembered.token, address: remembered.address, url, signal: io.signal });
    return { inbox, url, remembered };
  } catch (error) {
    throw explain(
      error,
      url,
      `the remembered inbox ${remembered.address} has expired or was deleted; run \`inbox\` to make a new one`,
    );
  }
}

/** A service error with what to do about it. */
export function explain(error: unknown, url: string, unauthorized?: string): unknown {
  if (!ServiceError.is(error)) return error;
  if (error.code === "network_error") {
    return new CliError(
      `${error.code}: ${error.detail}\n  is the inbox service running there? Set --url or SERVICE_INBOX_URL.`,
    );
  }
  if (error.status === 401 && unauthorized) return new CliError(`${unauthorized} (${url})`);
  return error;
}
