/** An answer's body as fields to read one by one: none when it is not a JSON object. */
export const fieldsOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});
