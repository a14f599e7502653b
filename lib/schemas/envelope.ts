import { z } from 'zod';

/** Every platform answer: `code` 0 is success, anything else a catalogue code. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type Envelope<T> = { code: number; message: string; data: T };

/** Field errors of a 40001 answer: field path → messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorDataSchema = z
  .object({
    errors: fieldErrorsSchema.optional(),
    /** Field path → why it was refused, where the field alone does not say (lib/schemas/field-reasons.ts). */
    reasons: z.record(z.string(), z.string()).optional(),
    retry_after: z.number().int().optional(),
  })
  .loose()
  .nullable();
export type ErrorData = z.infer<typeof errorDataSchema>;
