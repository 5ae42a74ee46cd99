/**
 * `@service/mail`: one mail API over every provider.
 *
 * The sending library grows here; today it exports the one error type every part of the
 * library uses.
 *
 * @module
 */

export { ServiceError } from "./src/send/error.ts";
export type { ServiceErrorCode, ServiceErrorInit } from "./src/send/error.ts";
