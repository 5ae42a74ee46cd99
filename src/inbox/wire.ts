/**
 * The inbox service's JSON shapes, shared by the reference server and the client library.
 * @module
 */

/** SPF, DKIM and DMARC results as the receiving server saw them. */
export interface AuthResults {
  spf: string;
  dkim: string;
  dmarc: string;
}

/** One attachment's description; its bytes are at `…/messages/{id}/attachments/{index}`. */
export interface AttachmentInfo {
  index: number;
  filename: string | null;
  type: string;
  size: number;
  content_id: string | null;
}

/** A message held by an inbox, as the HTTP API sends it. */
export interface WireMessage {
  id: string;
  cursor: string;
  from: string;
  name: string | null;
  to: string[];
  tag: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  auth: AuthResults;
  attachments: AttachmentInfo[];
  code: string | null;
  codes: string[];
  link: string | null;
  links: string[];
  received: string;
  size: number;
}

/** An inbox as `GET /v1/inbox` answers it. */
export interface WireInbox {
  address: string;
  expires: string;
  created: string;
  count: number;
  size: number;
  cursor: string;
  messages_left: number;
  bytes_left: number;
}

/** The answer to `POST /` with `Accept: application/json`. */
export interface WireCreated extends WireInbox {
  token: string;
}

/** The error body every failing route answers. */
export interface WireError {
  error: { code: string; message: string };
}
