import { z } from 'zod';

/** Schemas registered here become `components.schemas` of the OpenAPI document (openapi.ts). */
export const contractRegistry = z.registry<{ id: string; description?: string }>();
