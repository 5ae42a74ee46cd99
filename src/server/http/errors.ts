/** The one error shape of the HTTP API: `{"error": {"code", "message"}}`. @module */

/** An error that becomes an HTTP answer with its status and code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The JSON response for an error. */
export function error_response(error: HttpError): Response {
  return Response.json(
    { error: { code: error.code, message: error.message }, ...error.extra },
    { status: error.status, headers: error.headers },
  );
}

/** 401 `unauthorized`, the same for a wrong token and an unknown address. */
export function unauthorized(): HttpError {
  return new HttpError(
    401,
    "unauthorized",
    "missing or wrong token for this inbox, or no such inbox",
    { "www-authenticate": 'Bearer realm="inbox"' },
  );
}
