/**
 * The remembered inbox: `inbox.json` in the user's config directory, readable by its owner only
 * (mode 0600 in a 0700 directory). `SERVICE_INBOX_CONFIG_DIR` moves it (tests, several
 * profiles); otherwise `$XDG_CONFIG_HOME/service-mail`, `%APPDATA%\service-mail` on Windows, or
 * `~/.config/service-mail`.
 * @module
 */

import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import type { Env } from "../core/env.ts";
import { CliError } from "./exit.ts";

/** What `inbox` remembers about the inbox it made. */
export interface Remembered {
  address: string;
  token: string;
  expires: string;
  /** The service it was made on. */
  url: string;
}

const FILE = "inbox.json";

/** The directory the remembered inbox lives in. */
export function config_dir(env: Env): string {
  if (env.SERVICE_INBOX_CONFIG_DIR) return env.SERVICE_INBOX_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, "service-mail");
  if (process.platform === "win32" && env.APPDATA) return join(env.APPDATA, "service-mail");
  return join(env.HOME || env.USERPROFILE || homedir(), ".config", "service-mail");
}

/** The path of the remembered inbox's file. */
export function remembered_path(env: Env): string {
  return join(config_dir(env), FILE);
}

/** Remembers `inbox`, replacing what was remembered; answers the file's path. */
export async function remember(env: Env, inbox: Remembered): Promise<string> {
  const dir = config_dir(env);
  const path = join(dir, FILE);
  const temporary = join(dir, `.${FILE}.${process.pid}.tmp`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(temporary, `${JSON.stringify(inbox, null, 2)}\n`, { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    throw new CliError(`could not remember the inbox in ${path}: ${(error as Error).message}`);
  }
  return path;
}

/** The remembered inbox, or `null` when there is none. */
export async function recall(env: Env): Promise<Remembered | null> {
  const path = remembered_path(env);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return null;
    throw new CliError(`could not read the remembered inbox ${path}: ${(error as Error).message}`);
  }
  try {
    const value = JSON.parse(text) as Partial<Remembered>;
    if (typeof value.address === "string" && typeof value.token === "string" && typeof value.url === "string") {
      return { address: value.address, token: value.token, url: value.url, expires: String(value.expires ?? "") };
    }
  } catch {
    // Reported below.
  }
  throw new CliError(`the remembered inbox ${path} is damaged; delete it or run \`inbox\` to make a new inbox`);
}

/** Updates the remembered inbox's expiry when it is `address`. */
export async function note_expiry(env: Env, address: string, expires: string): Promise<void> {
  const remembered = await recall(env);
  if (remembered?.address === address) await remember(env, { ...remembered, expires });
}

/** Forgets the remembered inbox when it is `address`. */
export async function forget(env: Env, address: string): Promise<void> {
  const remembered = await recall(env).catch(() => null);
  if (remembered?.address === address) await rm(remembered_path(env), { force: true });
}
