/** The worker of `reader.ts`: parses and extracts one message at a time. @module */

/// <reference lib="deno.worker" />

import { inline_reader } from "./reader.ts";

self.onmessage = async (event: MessageEvent<{ kind: "read" | "attachment"; raw: Uint8Array; index?: number }>) => {
  const { kind, raw, index } = event.data;
  try {
    const value = kind === "read" ? await inline_reader.read(raw) : await inline_reader.attachment(raw, index ?? 0);
    const transfer = value && "bytes" in value && value.bytes.byteOffset === 0 &&
        value.bytes.byteLength === value.bytes.buffer.byteLength
      ? [value.bytes.buffer as ArrayBuffer]
      : [];
    self.postMessage({ ok: true, value }, transfer);
  } catch (error) {
    self.postMessage({ ok: false, error: String((error as Error)?.message ?? error) });
  }
};
