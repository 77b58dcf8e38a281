// How the HTTP calls kept from the original read their field names, defined once for the
// coach's exercise calls, the server's De-Jargonizer calls and the web's reading of replies.
// The original's clients send the same field in different casings, and each call keeps
// exactly the spellings the original accepted (docs/decisions.md "Compatibility"):
// - 'camel-pascal-snake', the exercise calls (docs/exercises.md "The wire format"): a field
//   is read as camelCase, PascalCase or snake_case, in that order (currentStage,
//   CurrentStage, current_stage);
// - 'any-letter-case', the De-Jargonizer calls (docs/de-jargonizer.md "API"): letter case is
//   ignored (timePriodDDL, TimePriodDDL, CONTENTTA …) and the first spelling in the body wins.
// Everything inside the apps uses the camelCase name; the readers here turn the wire's
// spellings into it at the edge.

export type FieldCasing = 'camel-pascal-snake' | 'any-letter-case';

type UnknownRecord = Readonly<Record<string, unknown>>;

/**
 * The spellings worked out so far. Field names come from the code (a few hundred at most), and
 * every exercise turn reads and stores each of its fields: three regular expressions a field a
 * turn were a few per cent of a turn's CPU. Bounded, since a name may also come from a client.
 */
const snakeCaseOf = new Map<string, string>();
const MAX_REMEMBERED = 4096;

/** camelCase field name → snake_case column ("text120FirstGPT3" → "text120_first_gpt3"). */
export function toSnakeCase(name: string): string {
  let snake = snakeCaseOf.get(name);
  if (snake === undefined) {
    snake = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      // From the start of a run of capitals only, so a long run is read once, not once per letter.
      .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/g, '$1_$2')
      .toLowerCase();
    if (snakeCaseOf.size < MAX_REMEMBERED) snakeCaseOf.set(name, snake);
  }
  return snake;
}

/** A field name in any accepted casing → camelCase ("CurrentStage", "current_stage" → "currentStage"). */
export function toCamelCase(name: string): string {
  return name.includes('_')
    ? name.toLowerCase().replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase())
    : name.charAt(0).toLowerCase() + name.slice(1);
}

/** camelCase → PascalCase, the wire casing ("currentStage" → "CurrentStage"). */
export function toPascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What two spellings of one field share when letter case is ignored. */
export function foldLetterCase(name: string): string {
  return name.toLowerCase();
}

/** The value of the field with this camelCase name, in the spellings the casing accepts. */
export function pickField(record: UnknownRecord, name: string, casing: FieldCasing = 'camel-pascal-snake'): unknown {
  if (casing === 'any-letter-case') {
    const folded = foldLetterCase(name);
    const key = Object.keys(record).find((candidate) => foldLetterCase(candidate) === folded);
    return key === undefined ? undefined : record[key];
  }
  if (Object.hasOwn(record, name) && record[name] !== undefined) return record[name];
  for (const key of [toPascalCase(name), toSnakeCase(name)]) {
    if (Object.hasOwn(record, key) && record[key] !== undefined) return record[key];
  }
  return undefined;
}

/** An object with the given camelCase names, each read in the spellings the casing accepts. */
export function pickFields(record: UnknownRecord, names: readonly string[], casing: FieldCasing = 'camel-pascal-snake'): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const name of names) {
    const value = pickField(record, name, casing);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/**
 * Every field of an object under its camelCase name, for a record whose names are not known
 * in advance (an exercise reply's history). A field spelt in camelCase wins over other
 * spellings of the same name; otherwise the first spelling met does.
 */
export function withCamelCaseKeys(record: UnknownRecord): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const name = toCamelCase(key);
    if (key === name || !Object.hasOwn(result, name)) result[name] = value;
  }
  return result;
}
