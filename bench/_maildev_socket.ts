/**
 * maildev's live feed: its socket.io endpoint spoken over a plain WebSocket (engine.io v4
 * framing: `0` open, `40` join, `2`/`3` ping/pong, `42[event, data]`). Tells each new mail's id
 * and the moment it arrived; this is how maildev's own web page learns of new mail.
 */

export interface MaildevFeed {
  /** Resolves with the arrival time of the mail with this id (from the SMTP reply "queued as <id>"). */
  arrival(id: string): Promise<number>;
  /** Resolves when `n` mails have been announced since the feed opened, with the moment of the last. */
  announced(n: number): Promise<number>;
  close(): void;
}

export async function maildev_feed(http: string): Promise<MaildevFeed> {
  const socket = new WebSocket(`${http.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`);
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let count = 0;
  let counting: { n: number; resolve: (at: number) => void } | undefined;
  let joined!: () => void;
  const ready = new Promise<void>((resolve) => joined = resolve);
  socket.onmessage = (event) => {
    const at = performance.now();
    const data = String(event.data);
    if (data.startsWith("0{")) socket.send("40");
    else if (data.startsWith("40")) joined();
    else if (data === "2") socket.send("3");
    else if (data.startsWith("42")) {
      const [name, mail] = JSON.parse(data.slice(2)) as [string, { id: string }];
      if (name !== "newMail") return;
      count++;
      if (counting && count >= counting.n) counting.resolve(at);
      const resolve = waiting.get(mail.id);
      if (resolve) {
        waiting.delete(mail.id);
        resolve(at);
      } else arrived.set(mail.id, at);
    }
  };
  await ready;
  return {
    arrival(id) {
      const at = arrived.get(id);
      if (at !== undefined) {
        arrived.delete(id);
        return Promise.resolve(at);
      }
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    announced(n) {
      return new Promise((resolve) => count >= n ? resolve(performance.now()) : counting = { n, resolve });
    },
    close: () => socket.close(),
  };
}
