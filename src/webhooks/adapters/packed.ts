/**
 * Metadata in a provider's one free-text field (ZeptoMail `client_reference`, Elastic Email
 * `postback`, Infobip `callbackData`): the providers of `@service/mail` send it as a JSON object
 * of strings; any other value is kept under the field's own name.
 * @module
 */

/** The metadata a field's value carries. */
export function unpack_metadata(value: string | null | undefined, field: string): Record<string, string> {
  if (!value) return {};
  if (value.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (
        typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) &&
        Object.values(parsed).every((v) => typeof v === "string")
      ) {
        return parsed as Record<string, string>;
      }
    } catch {
      // not JSON: the value itself
    }
  }
  return { [field]: value };
}

/** The field's value for `metadata` (the inverse of `unpack_metadata`), for mock events. */
export function pack_metadata_field(metadata: Record<string, string>, field: string): string | undefined {
  const keys = Object.keys(metadata);
  if (keys.length === 0) return undefined;
  if (keys.length === 1 && keys[0] === field) return metadata[field];
  return JSON.stringify(metadata);
}
