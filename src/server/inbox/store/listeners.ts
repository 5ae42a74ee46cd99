/** In-process listeners per inbox, shared by every store. @module */

import type { InboxEvent, Listener } from "./types.ts";

/** Listeners keyed by inbox address. */
export class Listeners {
  readonly #by_address = new Map<string, Set<Listener>>();

  /** Adds a listener; returns the function that removes it. */
  subscribe(address: string, listener: Listener): () => void {
    let set = this.#by_address.get(address);
    if (!set) this.#by_address.set(address, set = new Set());
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#by_address.get(address) === set) this.#by_address.delete(address);
    };
  }

  /** Tells every listener of `address`; after `gone` the address has no listeners left. */
  emit(address: string, event: InboxEvent): void {
    const set = this.#by_address.get(address);
    if (!set) return;
    if (event.type === "gone") this.#by_address.delete(address);
    for (const listener of [...set]) listener(event);
  }

  /** Addresses that have listeners now. */
  addresses(): string[] {
    return [...this.#by_address.keys()];
  }

  has(address: string): boolean {
    return this.#by_address.has(address);
  }
}
