/** The reference server's limits, in one place; the defaults are the seed's. @module */

/** Limits of the inbox service; the defaults are the seed's. */
export interface ServiceLimits {
  /** Messages an inbox holds at most. */
  max_messages: number;
  /** Bytes an inbox holds at most, all messages together. */
  max_inbox_bytes: number;
  /** Largest message accepted, in bytes. */
  max_message_bytes: number;
  /** Recipients of one message at most. */
  max_recipients: number;
  default_ttl_ms: number;
  max_ttl_public_ms: number;
  max_ttl_own_ms: number;
  wait_default_ms: number;
  wait_max_ms: number;
  heartbeat_ms: number;
  /** Largest JSON or form body a route other than ingest reads. */
  max_body_bytes: number;
  /** Waits and streams held at once on one inbox (one token). */
  held_per_inbox: number;
  /** Waits and streams held at once for one client (IPv4 address, IPv6 /64). */
  held_per_ip: number;
  /** Waits and streams held at once in all. */
  held_total: number;
}

export const DEFAULT_LIMITS: ServiceLimits = {
  max_messages: 100,
  max_message_bytes: 10 * 1024 * 1024,
  max_inbox_bytes: 10 * 1024 * 1024,
  max_recipients: 100,
  default_ttl_ms: 3_600_000,
  max_ttl_public_ms: 24 * 3_600_000,
  max_ttl_own_ms: 7 * 24 * 3_600_000,
  wait_default_ms: 60_000,
  wait_max_ms: 90_000,
  heartbeat_ms: 15_000,
  max_body_bytes: 64 * 1024,
  held_per_inbox: 20,
  held_per_ip: 1000,
  held_total: 20_000,
};
