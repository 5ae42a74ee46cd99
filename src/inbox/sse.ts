/**
 * A Server-Sent Events parser as the HTML standard describes it: lines end in CR, LF or CRLF
 * (also split across chunks), `data` lines join with a line break, comments are skipped, `id`
 * and `retry` are remembered. Feed it decoded text; it hands back the complete events.
 * @module
 */

const LF = 10;
const CR = 13;

/** One dispatched event. */
export interface SseEvent {
  /** The `event:` field; `"message"` when none was given. */
  event: string;
  /** The `data:` lines joined by `\n`. */
  data: string;
  /** The last event id at dispatch (carried over from earlier events), `""` when none. */
  id: string;
}

/** Parses an event stream incrementally. */
export class SseParser {
  /** The reconnection time the server last asked for, in ms. */
  retry: number | undefined;
  /** The last event id seen, as a reconnect sends it in `Last-Event-ID`. */
  last_event_id = "";
  /** The pieces of a line that has not ended yet. */
  #pending: string[] = [];
  #data: string[] = [];
  #event = "";
  #started = false;
  #after_cr = false;

  /** Takes the next piece of text; answers the events it completed. */
  push(text: string): SseEvent[] {
    if (text === "") return [];
    if (!this.#started && text.length > 0) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    // A CR that ended the last piece may be the first half of a CRLF.
    if (this.#after_cr && text.startsWith("\n")) text = text.slice(1);
    this.#after_cr = false;
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text.charCodeAt(i);
      if (char !== LF && char !== CR) continue;
      // The line may have begun in earlier pieces: they are joined only now, once.
      this.#pending.push(text.slice(start, i));
      const event = this.#line(this.#pending.join(""));
      this.#pending = [];
      if (event) events.push(event);
      if (char === CR) {
        if (text.charCodeAt(i + 1) === LF) i++;
        else if (i === text.length - 1) this.#after_cr = true;
      }
      start = i + 1;
    }
    if (start < text.length) this.#pending.push(text.slice(start));
    return events;
  }

  #line(line: string): SseEvent | undefined {
    if (line === "") return this.#dispatch();
    if (line.startsWith(":")) return undefined;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    switch (field) {
      case "event":
        this.#event = value;
        break;
      case "data":
        this.#data.push(value);
        break;
      case "id":
        if (!value.includes("\0")) this.last_event_id = value;
        break;
      case "retry":
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
    }
    return undefined;
  }

  #dispatch(): SseEvent | undefined {
    const data = this.#data;
    const event = this.#event;
    this.#data = [];
    this.#event = "";
    if (data.length === 0) return undefined;
    return { event: event || "message", data: data.join("\n"), id: this.last_event_id };
  }
}
