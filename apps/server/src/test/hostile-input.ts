// Arbitraries (fast-check) for the API's property suite: strings salted with the characters the
// edge refuses, and values shaped by a route's JSON schema from the OpenAPI document, so that
// most bodies get past the schema and reach the handlers and the database, where a bad
// character or a half-written row would do harm.
import fc from 'fast-check';

/** The characters the probe broke routes with: a NUL, unpaired surrogates, non-characters. */
export const BREAKING_CHARACTERS = ['\u0000', '\ud800', '\udc00', '\ufffe', '\uffff'] as const;

/** More of each kind, and their neighbours that must pass or fail cleanly. */
const OTHER_HOSTILE_CHARACTERS = [
  '\udbff', '\udfff', '\ufdd0', '\u{1fffe}', '\u{10ffff}', '\u202e', '\u202d', '\u2066', '\u2069', '\ufffd',
  '\u0001', '\u001f', '\u007f', '\u2028', '\ufeff', '%00', '\\u0000',
] as const;

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const hostileCharacter = fc.oneof(
  { arbitrary: fc.constantFrom(...BREAKING_CHARACTERS), weight: 2 },
  { arbitrary: fc.constantFrom(...OTHER_HOSTILE_CHARACTERS), weight: 1 },
);

/** A short string: plain, from any UTF-16 unit (lone surrogates included), or, most often, with a hostile character inside. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  { arbitrary: fc.string({ unit: anyUnit, maxLength: 12 }), weight: 1 },
  {
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), hostileCharacter, fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
    weight: 3,
  },
);

/** The part of a JSON schema (as the OpenAPI document gives it) that values are drawn from. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  format?: string;
}

/**
 * A value of the schema's shape, strings drawn from `strings` (hostile, or known ids); with a
 * small chance at each level, something of another shape altogether.
 */
export function valueOf(schema: JsonSchema | undefined, strings: fc.Arbitrary<string>, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema ?? {}, strings, depth);
  return depth > 3 ? shaped : fc.oneof({ arbitrary: shaped, weight: 9 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 });
}

function shapedValue(schema: JsonSchema, strings: fc.Arbitrary<string>, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueOf(choice, strings, depth + 1)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0], strings, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return strings;
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -10, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items, strings, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
    case undefined:
      return objectOf(schema, strings, depth);
    default:
      return fc.constant(null);
  }
}

function objectOf(schema: JsonSchema, strings: fc.Arbitrary<string>, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 || depth > 4) return fc.dictionary(strings, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const required = new Set(schema.required ?? []);
  return fc.record(
    Object.fromEntries(properties.map(([key, child]) => [key, valueOf(child, strings, depth + 1)])),
    { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
  );
}

/**
 * A path parameter as it travels in a URL: each code point as UTF-8, an unpaired surrogate as
 * the three bytes it would take (which no decoder accepts), so a client's worst is sent too.
 */
export function encodePathParameter(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}
