import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { contractRegistry } from './registry.ts';

export const ErrorResponseSchema = z
  .object({
    /** English, for logs; show the translation of `code` instead. */
    error: z.string(),
    code: z.enum(ERROR_CODES),
  })
  .register(contractRegistry, { id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
