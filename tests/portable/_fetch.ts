/** A fake provider API for the portable suites: records each request and answers from a script. */

/** One request as the suites compare it. */
export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A `fetch` that records requests and answers with `answers[i]` (the last one repeats). */
export function fake_api(...answers: (() => Response)[]) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => headers[name] = value);
    const text = await request.text();
    seen.push({ method: request.method, url: request.url, headers, body: text ? JSON.parse(text) : undefined });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    return answer();
  };
  return { fetch, seen };
}

/** Resend's answer to a send. */
export const accepted = (id = "49a3999c-0ce1"): () => Response => () => Response.json({ id });
