/** `provider.exports`: download the account's messages as CSV or JSON; scheduled exports mailed as files. @module */

import type { AccountCall } from "./call.ts";
import { segment } from "./call.ts";
import { addresses } from "./notifications.ts";
import type { Export, ExportFile, ExportOptions, ExportQuery } from "./wire_schedules.ts";

/**
 * Exports of the account's messages (form submissions with their field values).
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () =>
 *   Promise.resolve(new Response("id,created\r\n", {
 *     headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="export-2026-01-01.csv"' },
 *   }));
 * const file = await account({ api_key: "svc_test", fetch }).exports.download();
 * console.assert(file.filename === "export-2026-01-01.csv" && file.text() === "id,created\r\n");
 * ```
 */
export interface Exports {
  /**
   * The file now: `filter`, `format` (`csv` or `json`), `columns`, `fields`, `window`.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () =>
   *   Promise.resolve(new Response("[]", {
   *     headers: { "content-type": "application/json; charset=utf-8", "content-disposition": 'attachment; filename="contact.json"' },
   *   }));
   * const file = await account({ api_key: "svc_test", fetch }).exports.download({ filter: "form:Contact", format: "json" });
   * console.assert(file.type === "application/json" && file.bytes.byteLength === 2);
   * ```
   */
  download(query?: ExportQuery): Promise<ExportFile>;
  /**
   * Every scheduled export.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ exports: [] }));
   * console.assert((await account({ api_key: "svc_test", fetch }).exports.all()).length === 0);
   * ```
   */
  all(): Promise<Export[]>;
  /**
   * One scheduled export.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "exp_1", name: "Leads" }));
   * console.assert((await account({ api_key: "svc_test", fetch }).exports.get("exp_1")).name === "Leads");
   * ```
   */
  get(id: string): Promise<Export>;
  /**
   * Schedules an export: at each run the file is mailed to `recipients` as an attachment.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "exp_1", name: "Leads", schedule: "weekly" }, { status: 201 }));
   * const provider = account({ api_key: "svc_test", fetch });
   * const created = await provider.exports.create({ name: "Leads", recipients: "me@example.com", schedule: "weekly" });
   * console.assert(created.id === "exp_1");
   * ```
   */
  create(options: ExportOptions): Promise<Export>;
  /**
   * Changes an export; `{paused: true}` pauses it.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "exp_1", paused: true }));
   * console.assert((await account({ api_key: "svc_test", fetch }).exports.update("exp_1", { paused: true })).paused);
   * ```
   */
  update(id: string, changes: Partial<ExportOptions>): Promise<Export>;
  /**
   * Runs an export now: the file goes out within a minute.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(Response.json({ id: "exp_1", status: "queued" }, { status: 202 }));
   * console.assert((await account({ api_key: "svc_test", fetch }).exports.run("exp_1")).status === "queued");
   * ```
   */
  run(id: string): Promise<{ id: string; status: "queued"; run_at: string }>;
  /**
   * Deletes an export.
   *
   * @example
   * ```ts
   * import { account } from "@service/mail";
   * const fetch = () => Promise.resolve(new Response(null, { status: 204 }));
   * await account({ api_key: "svc_test", fetch }).exports.delete("exp_1");
   * ```
   */
  delete(id: string): Promise<void>;
}

function query_string(query: ExportQuery): string {
  const params = new URLSearchParams();
  if (query.filter !== undefined) params.set("filter", query.filter);
  if (query.format !== undefined) params.set("format", query.format);
  if (query.columns !== undefined) params.set("columns", query.columns.join(","));
  if (query.fields !== undefined) params.set("fields", query.fields.join(","));
  if (query.window !== undefined) params.set("window", query.window);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The file name of a `Content-Disposition` header. */
function filename_of(header: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? "");
  return match ? decodeURIComponent(match[1]!) : "export";
}

export function exports(call: AccountCall): Exports {
  const path = (id: string) => `/v1/exports/${segment(id, "id")}`;
  return {
    async download(query = {}) {
      const { bytes, headers } = await call.download(`/v1/exports/download${query_string(query)}`);
      return {
        filename: filename_of(headers.get("content-disposition")),
        type: (headers.get("content-type") ?? "application/octet-stream").split(";")[0]!.trim(),
        bytes,
        text: () => new TextDecoder().decode(bytes),
      };
    },
    all: async () => (await call.json<{ exports: Export[] }>("GET", "/v1/exports")).exports,
    get: async (id) => await call.json("GET", path(id)),
    create: async (options) => await call.json("POST", "/v1/exports", addresses(options)),
    update: async (id, changes) => await call.json("PATCH", path(id), addresses(changes)),
    run: async (id) => await call.json("POST", `${path(id)}/run`),
    delete: async (id) => await call.json("DELETE", path(id)),
  };
}
