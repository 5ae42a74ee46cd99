/**
 * Reading mail (MIME parse, then code and link extraction) off the main thread. A 10 MB message of
 * short lines or thousands of tiny parts costs postal-mime seconds of CPU; on the thread that
 * answers HTTP and SMTP that would stall every other client. Workers read instead, each job under
 * a deadline: a worker that overruns it is ended and replaced, and the message gets the plain
 * header reading of `parse.ts` — it is still stored whole.
 * @module
 */

import { extract, type Extraction } from "../../extract/mod.ts";
import { install_direct_decoders } from "./direct_decoders.ts";
import { type Attachment, fallback_mail, parse_mail, type ParsedMail, read_attachment } from "./parse.ts";

// The server's reading, here and in each worker, decodes MIME bodies without Blobs.
install_direct_decoders();

/** A message as ingest stores it: the parsed fields and what extraction found. */
export type ReadMail = ParsedMail & Extraction;

/** Reads messages and their attachments. */
export interface MailReader {
  read(raw: Uint8Array): Promise<ReadMail>;
  attachment(raw: Uint8Array, index: number): Promise<Attachment | null>;
  close(): void;
}

/** Reads on the calling thread (in-process tests, small embeddings). */
export const inline_reader: MailReader = {
  async read(raw) {
    return with_extraction(await parse_mail(raw));
  },
  attachment: read_attachment,
  close() {},
};

export interface WorkerReaderOptions {
  /** Workers reading at once; default 2. */
  workers?: number;
  /** Time one message may take, in ms; default 10 s. */
  timeout_ms?: number;
}

type Job = {
  message: { kind: "read"; raw: Uint8Array } | { kind: "attachment"; raw: Uint8Array; index: number };
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  on_timeout: () => unknown;
};

/** Reads in a pool of workers started on first use. */
export function worker_reader(options: WorkerReaderOptions = {}): MailReader & { readonly timeouts: number } {
  const size = Math.max(1, options.workers ?? 2);
  const timeout_ms = options.timeout_ms ?? 10_000;
  const queue: Job[] = [];
  const idle: Worker[] = [];
  let started = 0;
  let timeouts = 0;
  let closed = false;
  const all = new Set<Worker>();

  const spawn = () => {
    const worker = new Worker(new URL("./reader_worker.ts", import.meta.url), { type: "module" });
    all.add(worker);
    started++;
    return worker;
  };
  const run = (worker: Worker, job: Job) => {
    const done = (settle: () => void) => {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      settle();
    };
    const timer = setTimeout(() => {
      // The worker is stuck in this message: end it and let a new one take the queue.
      timeouts++;
      worker.terminate();
      all.delete(worker);
      started--;
      done(() => job.resolve(job.on_timeout()));
      next();
    }, timeout_ms);
    worker.onmessage = (event: MessageEvent<{ ok: boolean; value: unknown; error?: string }>) => {
      done(() => event.data.ok ? job.resolve(event.data.value) : job.reject(new Error(event.data.error)));
      idle.push(worker);
      next();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      all.delete(worker);
      started--;
      done(() => job.resolve(job.on_timeout()));
      next();
    };
    const raw = own_buffer(job.message.raw);
    worker.postMessage({ ...job.message, raw }, [raw.buffer]);
  };
  const next = () => {
    while (!closed && queue.length > 0) {
      const worker = idle.pop() ?? (started < size ? spawn() : null);
      if (!worker) return;
      run(worker, queue.shift()!);
    }
  };
  const submit = <T>(message: Job["message"], on_timeout: () => T): Promise<T> => {
    if (closed) return Promise.reject(new Error("mail reader closed"));
    return new Promise<T>((resolve, reject) => {
      queue.push({ message, resolve: resolve as (value: unknown) => void, reject, on_timeout });
      next();
    });
  };

  return {
    read: (raw) => submit<ReadMail>({ kind: "read", raw }, () => with_extraction(fallback_mail(raw))),
    attachment: (raw, index) => submit<Attachment | null>({ kind: "attachment", raw, index }, () => null),
    close() {
      closed = true;
      for (const worker of all) worker.terminate();
      all.clear();
      for (const job of queue.splice(0)) job.reject(new Error("mail reader closed"));
    },
    get timeouts() {
      return timeouts;
    },
  };
}

/**
 * Small messages on the calling thread, large ones in workers: handing a message to a worker
 * costs more than parsing a few kilobytes (on two cores it cut ingest by a quarter), while below
 * `limit` bytes parsing cannot stall the thread for long (postal-mime reads ~2 MB/s at its worst,
 * so 256 KB is ~0.1 s).
 */
export function sized_reader(small: MailReader, large: MailReader, limit = 256 * 1024): MailReader {
  return {
    read: (raw) => (raw.byteLength < limit ? small : large).read(raw),
    attachment: (raw, index) => (raw.byteLength < limit ? small : large).attachment(raw, index),
    close() {
      small.close();
      large.close();
    },
  };
}

/** The parsed fields with what extraction finds in them; extraction never fails a message. */
function with_extraction(parsed: ParsedMail): ReadMail {
  try {
    return { ...parsed, ...extract(parsed) };
  } catch {
    return { ...parsed, code: null, code_digits: null, codes: [], link: null, links: [] };
  }
}

/** A copy that owns its buffer, so it can be moved to a worker while the caller keeps `raw`. */
function own_buffer(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  return raw.slice();
}
