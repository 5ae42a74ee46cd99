/**
 * The types of the three parts of `mailauth` that ingest loads on their own (`lib/dkim/verify.js`,
 * `lib/spf/index.js`, `lib/dmarc/index.js`): only the fields this server reads.
 * @module
 */

/** A resolver with the signature of `dns.promises.resolve`. */
type Resolve = (name: string, type: string) => Promise<unknown>;

/** One check's verdict. */
interface Status {
  result?: string;
  aligned?: string | false;
  underSized?: number;
}

/** One DKIM signature's verdict. */
interface DkimRow {
  id?: string;
  signingDomain?: string;
  status?: Status;
}

/** What `dkimVerify` answers. */
export interface DkimResult {
  headerFrom?: string[];
  fromFields?: unknown;
  envelopeFrom?: string | false;
  results?: DkimRow[];
}

/** Verifies every DKIM signature of a message. */
export function dkimVerify(
  input: Uint8Array,
  /** `curTime`: the moment signatures are judged at (their `t=` and `x=`); default now. */
  options: { resolver: Resolve; sender?: string | undefined; curTime?: Date | undefined },
): Promise<DkimResult>;

/** Checks the SPF record of the envelope sender's (or HELO's) domain for the client IP. */
export function spf(options: {
  ip: string;
  helo: string;
  sender?: string | undefined;
  mta: string;
  resolver: Resolve;
}): Promise<{ status?: Status; domain?: string } | false>;

/** Looks up the From domain's DMARC record and evaluates the aligned SPF and DKIM passes against it. */
export function evaluateDmarc(options: {
  headerFrom: string[];
  fromFields: unknown;
  spfDomains: string[];
  dkimDomains: { id: string | undefined; domain: string | undefined; aligned: unknown; underSized: unknown }[];
  resolver: Resolve;
  strict: boolean;
}): Promise<{ response?: { status?: Status } | false }>;
