/** Reads Server-Sent Events from a response body, one event at a time. */

export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

export class SseReader {
  readonly #reader: ReadableStreamDefaultReader<string>;
  #buffer = "";
  comments = 0;

  constructor(body: ReadableStream<Uint8Array>) {
    this.#reader = body.pipeThrough(new TextDecoderStream()).getReader();
  }

  /** The next event with data, or `null` when the stream ends. */
  async next(): Promise<SseEvent | null> {
    for (;;) {
      const end = this.#buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = this.#buffer.slice(0, end);
        this.#buffer = this.#buffer.slice(end + 2);
        const event: SseEvent = { event: "message", id: null, data: "" };
        let has_data = false;
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) this.comments++;
          else if (line.startsWith("event: ")) event.event = line.slice(7);
          else if (line.startsWith("id: ")) event.id = line.slice(4);
          else if (line.startsWith("data: ")) {
            event.data += line.slice(6);
            has_data = true;
          }
        }
        if (has_data) return event;
        continue;
      }
      const { done, value } = await this.#reader.read();
      if (done) return null;
      this.#buffer += value;
    }
  }

  async cancel(): Promise<void> {
    await this.#reader.cancel();
  }
}
