// fast-check arbitraries for the JSON Schema that zod derives from a contract schema.
// Hand-written because zod-fast-check supports only zod 3 and fast-check 3; the subset below
// is what z.toJSONSchema emits for this contract, and anything else fails loudly.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Field names whose valid values come from the running test (a caller's uid, a real order). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 40, minLength + 40) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((steps) => steps * step);
  }
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that satisfy `schema` (as far as JSON Schema can say; refinements are not visible). */
export function arbitraryFor(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => arbitraryFor(item, hints)));
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) {
    return fc.oneof(...type.map((item) => arbitraryFor({ ...schema, type: item }, hints)));
  }
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectArbitrary(schema, hints);
    case undefined:
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`No arbitrary for JSON Schema type ${String(type[0])}`);
  }
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const hinted = hints[name];
      const generated = arbitraryFor(property, hints);
      return [name, hinted ? fc.oneof(hinted, generated) : generated];
    }),
  );
  const record = fc.record(fields, { requiredKeys: [...required] });
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const values = arbitraryFor(schema.additionalProperties, hints);
    const keys = schema.propertyNames ? stringArbitrary(schema.propertyNames) : fc.string({ maxLength: 12 });
    return fc
      .tuple(record, fc.dictionary(keys, values, { maxKeys: 6 }))
      .map(([known, extra]) => ({ ...extra, ...known }));
  }
  return record;
}
