/** A fake `fetch` at the provider's HTTP edge: records each request in a comparable form and answers from a function. */

/** A multipart file part, as recorded. */
export interface RecordedFile {
  filename: string;
  type: string;
  text: string;
}

/** One request as a test compares it. */
export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  json?: unknown;
  form?: Array<[string, string | RecordedFile]>;
  text?: string;
}

/** Reads a `Request` into a `Recorded`: JSON bodies parsed, multipart bodies as entries, headers lower-cased. */
export async function record(request: Request): Promise<Recorded> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => headers[name] = value);
  const out: Recorded = { method: request.method, url: request.url, headers };
  const type = headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) {
    headers["content-type"] = "multipart/form-data";
    const form = await request.formData();
    out.form = [];
    for (const [name, value] of form.entries()) {
      out.form.push([
        name,
        typeof value === "string" ? value : { filename: value.name, type: value.type, text: await value.text() },
      ]);
    }
  } else if (type.startsWith("application/json")) out.json = await request.json();
  else {
    const text = await request.text();
    if (text !== "") out.text = text;
  }
  return out;
}

/** A fetch that records every request and answers with `respond(request, index)`. */
export function fake_fetch(respond: (request: Request, index: number) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const index = requests.length;
    requests.push(await record(request.clone()));
    return await respond(request, index);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
