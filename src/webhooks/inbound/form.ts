/** Form bodies (multipart or urlencoded), read from the bytes as received. @module */

import type { WebhookInput } from "../adapter.ts";
import { invalid_payload } from "../errors.ts";

/** The request's form fields and files. */
export async function read_form(input: WebhookInput): Promise<FormData> {
  const type = input.request.headers.get("content-type") ?? "";
  const bytes = input.bytes ?? new TextEncoder().encode(input.body);
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch (error) {
    throw invalid_payload(input.provider, `body is not form data (${type || "no content-type"})`, error);
  }
}

/** A text field, or `null`. */
export function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

/** A file field, or `null`. */
export function file_field(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File ? value : null;
}

/** Whether a form body (either encoding) has a field named `name`, from the body's text. */
export function has_field(type: string | null, body: string, name: string): boolean {
  if (type?.includes("multipart/form-data")) return body.includes(`name="${name}"`);
  return new RegExp(`(?:^|&)${name.replace(/[-]/g, "\\-")}=`).test(body);
}

/** A form serialised as a provider posts it: the bytes and the content type with its boundary. */
export async function encode_form(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const request = new Request("https://form.invalid", { method: "POST", body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type") ?? "multipart/form-data",
  };
}
