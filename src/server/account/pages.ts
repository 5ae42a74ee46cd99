/**
 * The small HTML pages people see when they follow a link the server wrote into mail
 * (confirmation, unsubscribe, an expired tracking link): no script, no remote content, never
 * framed; a page with a button posts back to its own URL.
 * @module
 */

import { escape_html } from "../../core/html.ts";
import { read_body } from "../http/request.ts";

/** A button that posts `fields` back to the page's URL. */
export interface PageForm {
  button: string;
  fields: Record<string, string>;
}

/** A page: a title, one paragraph, and a form when one is given. */
export function page(status: number, title: string, text: string, form?: PageForm): Response {
  const inputs = form
    ? Object.entries(form.fields).map(([name, value]) =>
      `<input type="hidden" name="${escape_html(name)}" value="${escape_html(value)}">`
    ).join("")
    : "";
  const button = form
    ? `<form method="post">${inputs}<button type="submit" style="font-size:1em;padding:.5em 1em">${
      escape_html(form.button)
    }</button></form>`
    : "";
  const html = `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width"><title>${escape_html(title)}</title>` +
    `<main style="font-family:sans-serif;max-width:32em;margin:4em auto;padding:0 1em"><h1>${escape_html(title)}</h1>` +
    `<p>${escape_html(text)}</p>${button}</main>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; " +
        "frame-ancestors 'none'; base-uri 'none'",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    },
  });
}

/** Whether a form body holds `name=value` (urlencoded or multipart), as RFC 8058's one-click POST does. */
export async function form_has(request: Request, name: string, value: string): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return false;
  const bytes = await read_body(request, 64 * 1024);
  try {
    return (await new Response(bytes, { headers: { "content-type": type } }).formData()).get(name) === value;
  } catch {
    return false;
  }
}
