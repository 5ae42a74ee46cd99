/** `/v1/exports`: downloads, scheduled exports, and `run` (the file is mailed within a minute). @module */

import type { Hono } from "hono";
import { iso } from "../../../core/clock.ts";
import { random_string } from "../../../core/random.ts";
import type { Account } from "../../http/accounts.ts";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import type { ExportRecord } from "../store/types.ts";
import type { AccountContext } from "../context.ts";
import { build_export, check_columns, check_window, type ExportSpec, parse_filter } from "../export_file.ts";
import {
  domain_of,
  email,
  email_list,
  invalid,
  opt_bool,
  opt_string,
  param,
  read_object,
  require_account,
  string_list,
} from "../http.ts";
import { export_json } from "../json.ts";
import { queue_run, with_plan } from "../plan.ts";
import { read_schedule } from "../schedule.ts";
import { may_send_from } from "../senders.ts";

type Fields = Omit<ExportRecord, "id" | "account" | "created" | "updated" | "last_run" | "next_run">;

function read_format(value: unknown): "csv" | "json" | undefined {
  if (value === undefined || value === null) return undefined;
  if (value !== "csv" && value !== "json") throw invalid("format", "must be csv or json", "invalid_format");
  return value;
}

/** A comma-separated string or an array of names. */
function names(value: unknown, field: string): string[] | null {
  if (value === undefined || value === null || value === "") return null;
  const list = typeof value === "string"
    ? value.split(",").map((s) => s.trim()).filter(Boolean)
    : string_list(value, field, 200);
  return list.length ? list : null;
}

function read_fields(
  actx: AccountContext,
  account: Account,
  body: Record<string, unknown>,
  all: boolean,
): Partial<Fields> {
  const out: Partial<Fields> = {};
  if (body.name !== undefined || all) {
    const name = opt_string(body, "name", 100)?.trim();
    if (!name) throw invalid("name", "is required", "missing_field");
    out.name = name;
  }
  if (body.recipients !== undefined || all) {
    out.recipients = email_list(body.recipients, "recipients", 50);
    if (out.recipients.length === 0) throw invalid("recipients", "at least one address is required", "missing_field");
  }
  if (body.from !== undefined) {
    out.from = body.from === null ? null : email(body.from, "from");
    if (out.from && !may_send_from(actx.service, account, domain_of(out.from))) {
      throw new HttpError(403, "domain_not_owned", `from: this account may not send from ${domain_of(out.from)}`);
    }
  }
  if (body.filter !== undefined) {
    out.filter = opt_string(body, "filter", 1000) ?? null;
    parse_filter(out.filter);
  }
  const format = read_format(body.format);
  if (format) out.format = format;
  if (body.columns !== undefined) check_columns(out.columns = names(body.columns, "columns"));
  if (body.fields !== undefined) out.fields = names(body.fields, "fields");
  if (body.window !== undefined) {
    out.window = opt_string(body, "window", 20) ?? null;
    check_window(out.window);
  }
  if (body.schedule !== undefined || all) out.schedule = read_schedule(body.schedule);
  const paused = opt_bool(body, "paused");
  if (paused !== undefined) out.paused = paused;
  return out;
}

export function mount_exports(app: Hono<AppEnv>, actx: AccountContext): void {
  const find = async (account: string, id: string | undefined) => {
    const found = await actx.store.export(account, param(id, "export"));
    if (!found) throw new HttpError(404, "not_found", "no such export in this account");
    return found;
  };

  app.get("/v1/exports/download", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const query = new URL(c.req.url).searchParams;
    const spec: ExportSpec = {
      name: query.get("name") ?? "export",
      filter: query.get("filter"),
      format: read_format(query.get("format")) ?? "csv",
      columns: names(query.get("columns"), "columns"),
      fields: query.has("fields") ? names(query.get("fields"), "fields") ?? [] : null,
      window: query.get("window"),
    };
    const file = await build_export(actx, account.id, spec, actx.service.clock.now());
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": `${file.type}; charset=utf-8`,
        "content-disposition": `attachment; filename="${file.filename}"`,
        "x-export-rows": String(file.rows),
      },
    });
  });

  app.get("/v1/exports", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const all = await actx.store.exports(account.id);
    return c.json({ exports: all.sort((a, b) => a.created - b.created).map(export_json) });
  });

  app.post("/v1/exports", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const fields = read_fields(actx, account, await read_object(c.req.raw, actx.max_body_bytes), true);
    const now = actx.service.clock.now();
    const record = with_plan<ExportRecord>({
      id: `exp_${random_string(16)}`,
      account: account.id,
      name: fields.name!,
      recipients: fields.recipients!,
      from: fields.from ?? null,
      filter: fields.filter ?? null,
      format: fields.format ?? "csv",
      columns: fields.columns ?? null,
      fields: fields.fields ?? null,
      window: fields.window ?? null,
      schedule: fields.schedule!,
      paused: fields.paused ?? false,
      created: now,
      updated: now,
      last_run: null,
      next_run: null,
    }, now);
    await actx.store.put_export(record);
    await queue_run(actx, "export", record);
    return c.json(export_json(record), 201);
  });

  app.get("/v1/exports/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    return c.json(export_json(await find(account.id, c.req.param("id"))));
  });

  app.patch("/v1/exports/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const found = await find(account.id, c.req.param("id"));
    const fields = read_fields(actx, account, await read_object(c.req.raw, actx.max_body_bytes), false);
    const now = actx.service.clock.now();
    const record = with_plan({ ...found, ...fields, updated: now }, now);
    await actx.store.put_export(record);
    await queue_run(actx, "export", record);
    return c.json(export_json(record));
  });

  app.delete("/v1/exports/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const found = await find(account.id, c.req.param("id"));
    await actx.store.delete_export(account.id, found.id);
    return c.body(null, 204);
  });

  app.post("/v1/exports/:id/run", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const found = await find(account.id, c.req.param("id"));
    const now = actx.service.clock.now();
    await actx.store.enqueue({
      id: `job_${random_string(20)}`,
      kind: "export_run",
      account: account.id,
      ref: found.id,
      due: now,
    });
    actx.wake();
    return c.json({ id: found.id, status: "queued", run_at: iso(now) }, 202);
  });
}
