/** Reads the shape of a raw MIME message for assertions: each part's content type and headers, nested. */

/** One part: its content type (with disposition for leaves), header names in order, and its parts. */
export interface Shape {
  type: string;
  headers: string[];
  parts?: Shape[];
}

function unfold(head: string): Array<[string, string]> {
  return head.split(/\r\n(?![ \t])/).filter(Boolean).map((field) => {
    const colon = field.indexOf(":");
    return [field.slice(0, colon), field.slice(colon + 1).replace(/\r\n[ \t]/g, " ").trim()];
  });
}

/** The tree of `raw`. */
export function shape(raw: string): Shape {
  const split = raw.indexOf("\r\n\r\n");
  const fields = unfold(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const get = (name: string) => fields.find(([n]) => n.toLowerCase() === name)?.[1] ?? "";
  const type = get("content-type").split(";")[0]!.trim();
  const out: Shape = { type, headers: fields.map(([n]) => n) };
  const boundary = /boundary="([^"]+)"/.exec(get("content-type"))?.[1];
  if (boundary) {
    const inner = body.split(`--${boundary}--`)[0]!;
    out.parts = inner.split(`--${boundary}\r\n`).slice(1).map((part) => shape(part.replace(/\r\n$/, "")));
  } else if (get("content-disposition")) {
    out.type = `${type} (${get("content-disposition").split(";")[0]})`;
  }
  return out;
}

/** The longest line of `raw`, in characters. */
export function longest_line(raw: string): number {
  return Math.max(...raw.split("\r\n").map((line) => line.length));
}
